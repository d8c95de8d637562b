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

  async get(key: string): Promise<Readable> {
    return this.client.getObject(this.options.bucket, assertStorageKey(key));
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
