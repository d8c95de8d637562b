import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalKeyRing } from '../../auth/key-ring';
import { MemoryRevocationList } from '../../auth/revocation-list';
import { TokenVerifier } from '../../auth/token-verifier';
import { KitMessages } from '../../errors/messages';
import { createHttpApp } from '../../http/create-http-app';
import { readPlatformConfig } from '../../platform/platform-config';
import { createTestSigner, readAll, sha256, startTestS3Server, type TestS3Server, tusTestClient, videoLike } from '../../testing';
import type { FileStorage } from '../file-storage';
import { LocalDiskStorage } from '../local-disk.storage';
import { S3Storage } from '../s3.storage';
import { type FinishedUpload, type ResumableUploads, mountResumableUploads } from './resumable-uploads';

@Module({})
class EmptyHost {}

describe.each(['local disk', 's3'])('resumable uploads (tus) on %s', (driver) => {
  const ABANDON_AFTER_MS = 1500;
  let s3: TestS3Server | undefined;
  let directory: string;
  let app: NestFastifyApplication;
  let uploads: ResumableUploads;
  let storage: FileStorage;
  let base: string;
  let owner: string;
  let stranger: string;
  const ownerId = '11111111-1111-4111-8111-111111111111';
  const finished: FinishedUpload[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-resumable-'));
    s3 = driver === 's3' ? await startTestS3Server('resumable-test') : undefined;
    const config = readPlatformConfig({ NODE_ENV: 'test', STORAGE_DIR: directory, ...(s3?.env ?? {}) });
    storage = s3
      ? new S3Storage({
          endPoint: s3.endPoint,
          port: s3.port,
          useSSL: false,
          accessKey: s3.accessKey,
          secretKey: s3.secretKey,
          bucket: 'resumable-test',
        })
      : new LocalDiskStorage(directory);
    const ring = new LocalKeyRing();
    const signer = await createTestSigner();
    signer.publishTo(ring);
    owner = await signer.sign({ userId: ownerId, role: 'creator' });
    stranger = await signer.sign({ role: 'creator' });
    app = await createHttpApp(EmptyHost);
    uploads = await mountResumableUploads(app.getHttpAdapter().getInstance() as unknown as FastifyInstance, {
      config,
      verifier: new TokenVerifier(ring, new MemoryRevocationList()),
      authorize: (_user, metadata) => metadata.projectId === 'own-project',
      onUploadFinished: (upload) => {
        finished.push(upload);
      },
      maxBytes: 64 * 1024 * 1024,
      abandonAfterMs: ABANDON_AFTER_MS,
    });
    await app.init();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = await app.getUrl();
    base = base.replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await uploads?.close();
    await app?.close();
    await s3?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const tus = tusTestClient(() => base);
  const create = (
    size: number,
    token = owner,
    metadata: Record<string, string> = { filename: 'clip.mp4', projectId: 'own-project' },
  ) => tus.create(size, token, metadata);
  const patch = (location: string, offset: number, body: Buffer, token = owner) => tus.patch(location, offset, body, token);
  const head = (location: string, token = owner) => tus.head(location, token);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const send = tus.send;

  it('resumes an upload interrupted at 40% from a new connection and ends in one intact file', async () => {
    const file = videoLike(20 * 1024 * 1024 + 12345);
    const created = await create(file.length);
    expect(created.status).toBe(201);
    const location = created.headers.location!;
    expect(location).toMatch(/^\/api\/uploads\/[a-f0-9]{32}$/);

    await tus.sendAndDrop(location, file, 0.4, owner);
    const offset = await tus.settledOffset(location, owner);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(file.length * 0.4);
    expect(finished).toHaveLength(0);

    const rest = await patch(location, offset, file.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers['upload-offset'])).toBe(file.length);

    expect(finished).toHaveLength(1);
    const [done] = finished;
    expect(done).toMatchObject({
      size: file.length,
      mimeType: 'video/mp4',
      originalName: 'clip.mp4',
      metadata: { filename: 'clip.mp4', projectId: 'own-project' },
    });
    expect(done.user.id).toBe(ownerId);
    expect(sha256(await readAll(await storage.get(done.storageKey)))).toBe(sha256(file));
  });

  it('keeps only the last part of a file name, without direction marks, whatever the client sent', async () => {
    const file = videoLike(64 * 1024);
    const created = await create(file.length, owner, {
      filename: '../../etc/\u202epasswd.mp4',
      projectId: 'own-project',
    });
    expect(created.status).toBe(201);
    const done = await patch(created.headers.location!, 0, file);
    expect(done.status).toBe(204);
    expect(finished.at(-1)?.originalName).toBe('passwd.mp4');
  });

  it('refuses a file whose bytes are not a video or image with 415, and keeps nothing of it', async () => {
    const file = Buffer.from('<html>'.padEnd(64 * 1024, 'x'));
    const created = await create(file.length, owner, { filename: 'clip.mp4', filetype: 'video/mp4', projectId: 'own-project' });
    const location = created.headers.location!;
    const refused = await patch(location, 0, file);
    expect(refused.status).toBe(415);
    expect(refused.body).toContain(KitMessages.unsupportedMediaType);
    expect((await head(location)).status).toBe(404);
    const key = `resumable/${location.split('/').pop()}`;
    expect(await storage.exists(key)).toBe(false);
    if (!s3)
      expect((await readdir(path.join(directory, 'resumable'))).filter((name) => key.endsWith(name.split('.')[0]))).toEqual([]);
  });

  it('answers 401 to a request without a valid token, before anything is stored', async () => {
    const created = await create(1000);
    const location = created.headers.location!;
    const anonymous = await send('POST', '/api/uploads/', { 'upload-length': 1000 });
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body).message).toBe(KitMessages.unauthenticated);
    expect((await send('POST', '/api/uploads/', { ...auth('not-a-token'), 'upload-length': 1000 })).status).toBe(401);
    expect((await send('HEAD', location, {})).status).toBe(401);
    expect(
      (await send('PATCH', location, { 'upload-offset': 0, 'content-type': 'application/offset+octet-stream' }, videoLike(1000)))
        .status,
    ).toBe(401);
    expect(Number((await head(location)).headers['upload-offset'])).toBe(0);
  });

  it("answers 404 when the using service refuses, and to someone else's upload", async () => {
    const refused = await create(1000, owner, { filename: 'clip.mp4', projectId: 'someone-elses' });
    expect(refused.status).toBe(404);
    expect(refused.headers.location).toBeUndefined();

    const created = await create(1000);
    const location = created.headers.location!;
    expect((await head(location, stranger)).status).toBe(404);
    expect((await patch(location, 0, videoLike(1000), stranger)).status).toBe(404);
    expect(Number((await head(location)).headers['upload-offset'])).toBe(0);
  });

  it('refuses a file over the maximum size with 413 before any byte is sent', async () => {
    const tooLarge = await create(64 * 1024 * 1024 + 1);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toContain(KitMessages.uploadTooLarge);
  });

  it('removes an upload that stood still longer than the expiry, and keeps one still moving', async () => {
    const file = videoLike(64 * 1024);
    const abandoned = (await create(file.length)).headers.location!;
    expect((await patch(abandoned, 0, file.subarray(0, 8 * 1024))).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, ABANDON_AFTER_MS + 1000));
    const moving = (await create(file.length)).headers.location!;
    expect((await patch(moving, 0, file.subarray(0, 8 * 1024))).status).toBe(204);

    expect(await uploads.removeAbandoned()).toBeGreaterThanOrEqual(1);
    expect((await head(abandoned)).status).toBe(404);
    expect((await head(moving)).status).toBe(200);
    // Another replica running the same cleanup right after finds nothing more to do, and fails on nothing.
    await expect(uploads.removeAbandoned()).resolves.toBe(0);
  });
});
