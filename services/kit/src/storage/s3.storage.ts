import { Client } from 'minio';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
  /** Bytes per part of a streamed upload (S3 wants at least 5 MB, except for the last part). */
  partBytes?: number;
}

/** S3-protocol storage on the `minio` client: MinIO in the distributed topology, s3rver in tests. */
export class S3Storage implements FileStorage {
  private readonly client: Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new Client({
      endPoint: options.endPoint,
      port: options.port,
      useSSL: options.useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region ?? 'us-east-1',
      pathStyle: true,
    });
  }

  /** Creates the bucket on first start; several replicas may race, which is fine. */
  async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.options.bucket)) return;
    await this.client.makeBucket(this.options.bucket, this.options.region ?? 'us-east-1').catch(async (error) => {
      if (!(await this.client.bucketExists(this.options.bucket))) throw error;
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.options.bucket, assertStorageKey(key), body, body.length, { 'Content-Type': contentType });
  }

  /**
   * At most one part in memory at a time: a stream that fits in one part is put at once, a longer one goes up as
   * an S3 multipart upload, aborted if the stream fails so that nothing is left under the key.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    const objectName = assertStorageKey(key);
    const { bucket } = this.options;
    const headers = { 'Content-Type': contentType };
    const parts = inParts(body, this.options.partBytes ?? S3_PART_BYTES);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      const whole = first.done ? Buffer.alloc(0) : first.value;
      await this.client.putObject(bucket, objectName, whole, whole.length, headers);
      return;
    }
    const uploadID = await this.client.initiateNewMultipartUpload(bucket, objectName, headers);
    try {
      const etags: { part: number; etag: string }[] = [];
      const upload = async (payload: Buffer) => {
        const part = etags.length + 1;
        const { etag } = await this.client.uploadPart(
          { bucketName: bucket, objectName, uploadID, partNumber: part, headers: {} },
          payload,
        );
        etags.push({ part, etag });
      };
      await upload(first.value as Buffer);
      await upload(second.value);
      for await (const payload of { [Symbol.asyncIterator]: () => parts }) await upload(payload);
      await this.client.completeMultipartUpload(bucket, objectName, uploadID, etags);
    } catch (error) {
      await this.client.abortMultipartUpload(bucket, objectName, uploadID).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    return this.client.getObject(this.options.bucket, assertStorageKey(key));
  }

  async getRange(key: string, start: number, end: number): Promise<Readable> {
    return this.client.getPartialObject(this.options.bucket, assertStorageKey(key), start, end - start + 1);
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.options.bucket, assertStorageKey(key));
  }

  async exists(key: string): Promise<boolean> {
    return this.client.statObject(this.options.bucket, assertStorageKey(key)).then(
      () => true,
      () => false,
    );
  }
}

/** S3 parts must be at least 5 MB, except the last. */
const S3_PART_BYTES = 8 * 1024 * 1024;

/** The stream re-cut into buffers of `size` bytes (the last one shorter). */
async function* inParts(body: Readable, size: number): AsyncGenerator<Buffer, void> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    pending.push(Buffer.from(chunk as Buffer));
    length += (chunk as Buffer).length;
    while (length >= size) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, size);
      pending = [all.subarray(size)];
      length -= size;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}
