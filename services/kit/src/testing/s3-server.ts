import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}

interface S3rverInstance {
  middleware: Array<(context: KoaContext, next: () => Promise<void>) => Promise<void>>;
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** A running S3 test server: its connection, and the same as platform configuration. */
export interface TestS3Server {
  endPoint: string;
  port: number;
  accessKey: string;
  secretKey: string;
  /** `STORAGE_DRIVER=s3` and the S3_* values pointing at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver on a free port with a fresh directory, plus the two multipart calls it lacks and resumable uploads
 * need (listing an upload's parts, aborting an upload), answered from s3rver's own files.
 */
export async function startTestS3Server(bucket = 'clipwerk'): Promise<TestS3Server> {
  // Loaded here: s3rver is a development dependency, and the helpers are imported by every test.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const S3rver = require('s3rver');
  const directory = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-s3-'));
  const server: S3rverInstance = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  server.middleware.unshift(async (context, next) => {
    const uploadId = context.query.uploadId;
    if (!uploadId || !['GET', 'DELETE'].includes(context.method) || !/^[a-f0-9]+$/.test(uploadId)) return next();
    const [, bucketName, ...keyParts] = context.path.split('/');
    const uploadDir = path.join(server.store.getResourcePath(bucketName, undefined, 'uploads'), uploadId);
    if (!(await stat(uploadDir).catch(() => null))) {
      context.status = 404;
      context.type = 'application/xml';
      context.body = s3Error('NoSuchUpload', 'The specified upload does not exist.');
      return;
    }
    if (context.method === 'DELETE') {
      await rm(uploadDir, { recursive: true, force: true });
      context.status = 204;
      return;
    }
    const numbers = (await readdir(uploadDir))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const file = await stat(path.join(uploadDir, String(number)));
        const md5 = await readFile(path.join(uploadDir, `${number}.md5`), 'utf8');
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${file.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${file.size}</Size></Part>`;
      }),
    );
    context.status = 200;
    context.type = 'application/xml';
    context.body =
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Bucket>${bucketName}</Bucket><Key>${decodeURIComponent(keyParts.join('/'))}</Key><UploadId>${uploadId}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  });
  const { port } = await server.run();
  // s3rver accepts its fixed test credentials.
  const connection = { endPoint: '127.0.0.1', port, accessKey: 'S3RVER', secretKey: 'S3RVER' };
  return {
    ...connection,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: connection.endPoint,
      S3_PORT: String(port),
      S3_ACCESS_KEY: connection.accessKey,
      S3_SECRET_KEY: connection.secretKey,
      S3_BUCKET: bucket,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
