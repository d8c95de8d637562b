import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import { Client } from 'minio';
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PlatformConfig } from '../../platform/platform-config';
import { S3Storage } from '../s3.storage';

/** Every resumable upload's key starts with this area, in the same bucket or directory as the other files. */
export const RESUMABLE_AREA = 'resumable';

/** S3 parts are buffered on local disk up to this size before they are sent: memory stays flat per upload. */
const S3_PART_BYTES = 8 * 1024 * 1024;

/** An upload that is not complete, and when it last received bytes. */
export interface PendingUpload {
  id: string;
  lastProgressAt: Date;
}

/** The tus datastore of the configured driver, and what the cleanup needs to find uploads that stand still. */
export interface ResumableStore {
  datastore: DataStore;
  /** Called after every chunk written, so standing still can be told from slow. */
  recordProgress(id: string): Promise<void>;
  listPending(): Promise<PendingUpload[]>;
  /** Removes an upload and everything kept beside it; removing one already gone is harmless. */
  remove(id: string): Promise<void>;
}

/** Chosen from configuration the same way as the other files: S3 when STORAGE_DRIVER=s3, local disk otherwise. */
export async function createResumableStore(config: PlatformConfig): Promise<ResumableStore> {
  return config.STORAGE_DRIVER === 's3' ? createS3Store(config) : createDiskStore(path.resolve(config.STORAGE_DIR));
}

async function createDiskStore(root: string): Promise<ResumableStore> {
  const directory = path.join(root, RESUMABLE_AREA);
  await mkdir(directory, { recursive: true });
  const datastore = new FileStore({ directory: root });
  return {
    datastore,
    // Each write changes the data file's modification time: the disk keeps the progress itself.
    recordProgress: async () => undefined,
    async listPending() {
      const pending: PendingUpload[] = [];
      for (const name of await readdir(directory)) {
        if (!name.endsWith('.json')) continue;
        const id = `${RESUMABLE_AREA}/${name.slice(0, -'.json'.length)}`;
        const info = await readFile(path.join(root, `${id}.json`), 'utf8').then(
          (text) => JSON.parse(text) as { size?: number },
          () => null,
        );
        const data = await stat(path.join(root, id)).catch(() => null);
        const described = await stat(path.join(root, `${id}.json`)).catch(() => null);
        if (!info || !described) continue;
        if (info.size !== undefined && data && data.size >= info.size) continue;
        const lastProgressAt = new Date(Math.max(described.mtimeMs, data?.mtimeMs ?? 0));
        pending.push({ id, lastProgressAt });
      }
      return pending;
    },
    async remove(id) {
      await datastore.remove(id).catch(() => undefined);
      await rm(path.join(root, id), { force: true });
      await rm(path.join(root, `${id}.json`), { force: true });
    },
  };
}

async function createS3Store(config: PlatformConfig): Promise<ResumableStore> {
  const bucket = config.S3_BUCKET;
  const connection = {
    endPoint: config.S3_ENDPOINT,
    port: config.S3_PORT,
    useSSL: config.S3_USE_SSL,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
  };
  await new S3Storage({ ...connection, bucket }).ensureBucket();
  const client = new Client({ ...connection, region: 'us-east-1', pathStyle: true });
  const datastore = new S3Store({
    partSize: S3_PART_BYTES,
    maxConcurrentPartUploads: 4,
    s3ClientConfig: {
      bucket,
      endpoint: `${config.S3_USE_SSL ? 'https' : 'http'}://${config.S3_ENDPOINT}:${config.S3_PORT}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: config.S3_ACCESS_KEY, secretAccessKey: config.S3_SECRET_KEY },
      // Plain signed bodies: MinIO and s3rver both take them, not every S3 clone takes streamed checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
  const progressKey = (id: string) => `${id}.progress`;
  return {
    datastore,
    // A whole S3 part leaves no object behind until the upload completes, so progress gets a marker of its own.
    async recordProgress(id) {
      await client.putObject(bucket, progressKey(id), Buffer.alloc(0), 0);
    },
    async listPending() {
      const latest = new Map<string, number>();
      const complete = new Set<string>();
      const stream = client.listObjectsV2(bucket, `${RESUMABLE_AREA}/`, true);
      for await (const object of stream as AsyncIterable<{ name?: string; lastModified?: Date }>) {
        if (!object.name) continue;
        const match = /^(.+?)(\.info|\.part|\.progress)?$/.exec(object.name)!;
        const id = match[1];
        if (!match[2]) complete.add(id);
        latest.set(id, Math.max(latest.get(id) ?? 0, object.lastModified?.getTime() ?? 0));
      }
      return [...latest].filter(([id]) => !complete.has(id)).map(([id, time]) => ({ id, lastProgressAt: new Date(time) }));
    },
    async remove(id) {
      await datastore.remove(id).catch(() => undefined);
      await client.removeObjects(bucket, [id, `${id}.info`, `${id}.part`, progressKey(id)]);
    },
  };
}
