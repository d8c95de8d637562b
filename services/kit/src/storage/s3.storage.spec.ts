import { Client } from 'minio';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileStorageContract } from '../testing';
import { S3Storage, type S3StorageOptions } from './s3.storage';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

describe('S3Storage against s3rver', () => {
  let directory: string;
  let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let options: Omit<S3StorageOptions, 'bucket'>;
  let storage: S3Storage;
  let admin: Client;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
    const { port } = await server.run();
    // s3rver accepts its fixed test credentials.
    options = { endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER' };
    admin = new Client({ ...options, region: 'us-east-1', pathStyle: true });
    // Small parts: a streamed file of a few hundred kilobytes already goes up as a multipart upload.
    storage = new S3Storage({ ...options, bucket: 'clipwerk-files', partBytes: 64 * 1024 });
    await storage.ensureBucket();
  });

  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  fileStorageContract(() => storage);

  it('creates its bucket once, and again-or-concurrently is harmless', async () => {
    const fresh = new S3Storage({ ...options, bucket: 'fresh-bucket' });
    expect(await admin.bucketExists('fresh-bucket')).toBe(false);
    await expect(fresh.put('images/a.png', Buffer.from('x'), 'image/png')).rejects.toBeDefined();

    await Promise.all([fresh.ensureBucket(), fresh.ensureBucket()]);
    await fresh.ensureBucket();
    expect(await admin.bucketExists('fresh-bucket')).toBe(true);
    await fresh.put('images/a.png', Buffer.from('x'), 'image/png');
    expect(await fresh.exists('images/a.png')).toBe(true);
  });

  it('stores the content type it is given, so downloads are served with it', async () => {
    await storage.put('videos/typed.mp4', Buffer.from('clip'), 'video/mp4');
    const stat = await admin.statObject('clipwerk-files', 'videos/typed.mp4');
    expect(stat.metaData['content-type']).toBe('video/mp4');
    expect(stat.size).toBe(4);
  });
});
