import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ERRORS } from '@tus/utils';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LocalKeyRing } from '../../auth/key-ring';
import { MemoryRevocationList } from '../../auth/revocation-list';
import { TokenVerifier } from '../../auth/token-verifier';
import { createHttpApp } from '../../http/create-http-app';
import { readPlatformConfig } from '../../platform/platform-config';
import { createTestSigner, type RedisServer, sha256, startRedisServer, tusTestClient, videoLike, waitFor } from '../../testing';
import { RedisLocker } from './redis-locker';
import { type FinishedUpload, type ResumableUploads, mountResumableUploads } from './resumable-uploads';

@Module({})
class EmptyHost {}

/** Two replicas of a service are two processes; here two lockers (and two apps) on their own Redis connections. */
describe('resumable uploads across replicas: one Redis lock per upload', () => {
  let server: RedisServer;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(server.url, { maxRetriesPerRequest: 3 });
    connections.push(redis);
    return redis;
  };
  const lockers: RedisLocker[] = [];
  const replicaLocker = (options: ConstructorParameters<typeof RedisLocker>[1] = {}) => {
    const locker = new RedisLocker(connect(), options);
    lockers.push(locker);
    return locker;
  };

  beforeAll(async () => {
    server = await startRedisServer();
  });

  afterAll(async () => {
    await Promise.all(lockers.map((locker) => locker.close()));
    connections.forEach((redis) => redis.disconnect());
    await server?.stop();
  });

  describe('the locker', () => {
    it('a second replica waits for the upload, asks its holder to let go, and takes it once released', async () => {
      const [a, b] = [replicaLocker(), replicaLocker()];
      const order: string[] = [];
      const heldByA = a.newLock('resumable/one');
      await heldByA.lock(new AbortController().signal, async () => {
        order.push('A asked to release');
        await new Promise((resolve) => setTimeout(resolve, 100));
        order.push('A unlocks');
        await heldByA.unlock();
      });
      order.push('A locked');
      const heldByB = b.newLock('resumable/one');
      await heldByB.lock(new AbortController().signal, () => undefined);
      order.push('B locked');
      expect(order).toEqual(['A locked', 'A asked to release', 'A unlocks', 'B locked']);
      await heldByB.unlock();
    });

    it('different uploads do not wait for each other', async () => {
      const [a, b] = [replicaLocker(), replicaLocker()];
      const first = a.newLock('resumable/first');
      await first.lock(new AbortController().signal, () => undefined);
      const second = b.newLock('resumable/second');
      await second.lock(new AbortController().signal, () => undefined);
      await Promise.all([first.unlock(), second.unlock()]);
    });

    it('a holder that does not let go makes the other wait until its timeout (tus answers that request 500)', async () => {
      const [a, b] = [replicaLocker(), replicaLocker({ acquireLockTimeoutMs: 300 })];
      const stubborn = a.newLock('resumable/stubborn');
      await stubborn.lock(new AbortController().signal, () => undefined);
      await expect(b.newLock('resumable/stubborn').lock(new AbortController().signal, () => undefined)).rejects.toBe(
        ERRORS.ERR_LOCK_TIMEOUT,
      );
      await stubborn.unlock();
    });

    it('the lock of a replica that died expires with its lease', async () => {
      const dying = replicaLocker({ leaseMs: 200 });
      const lock = dying.newLock('resumable/orphan');
      await lock.lock(new AbortController().signal, () => undefined);
      // The replica is gone: no renewals, no unlock.
      (lock as unknown as { renewal: NodeJS.Timeout }).renewal.unref();
      clearInterval((lock as unknown as { renewal: NodeJS.Timeout }).renewal);
      const started = Date.now();
      const other = replicaLocker().newLock('resumable/orphan');
      await other.lock(new AbortController().signal, () => undefined);
      expect(Date.now() - started).toBeLessThan(2000);
      await other.unlock();
    });
  });

  describe('two mounted components sharing one Redis and one store', () => {
    let directory: string;
    const apps: NestFastifyApplication[] = [];
    const mounted: ResumableUploads[] = [];
    const bases: string[] = [];
    const finished: FinishedUpload[] = [];
    let token: string;

    beforeAll(async () => {
      directory = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-resumable-replicas-'));
      const config = readPlatformConfig({ NODE_ENV: 'test', STORAGE_DIR: directory, REDIS_URL: server.url });
      const ring = new LocalKeyRing();
      const signer = await createTestSigner();
      signer.publishTo(ring);
      token = await signer.sign({ userId: '11111111-1111-4111-8111-111111111111', role: 'creator' });
      for (let replica = 0; replica < 2; replica += 1) {
        const app = await createHttpApp(EmptyHost);
        mounted.push(
          await mountResumableUploads(app.getHttpAdapter().getInstance() as unknown as FastifyInstance, {
            config,
            verifier: new TokenVerifier(ring, new MemoryRevocationList()),
            authorize: () => true,
            onUploadFinished: (upload) => void finished.push(upload),
          }),
        );
        await app.init();
        await app.listen({ port: 0, host: '127.0.0.1' });
        apps.push(app);
        bases.push((await app.getUrl()).replace('[::1]', '127.0.0.1'));
      }
    });

    afterAll(async () => {
      await Promise.all(mounted.map((uploads) => uploads.close()));
      await Promise.all(apps.map((app) => app.close()));
      await rm(directory, { recursive: true, force: true });
    });

    it('a request for an upload that another replica is writing waits until that write stopped, then sees its bytes', async () => {
      const [replicaA, replicaB] = [tusTestClient(() => bases[0]), tusTestClient(() => bases[1])];
      const file = videoLike(256 * 1024);
      const created = await replicaA.create(file.length, token, { filename: 'clip.mp4' });
      expect(created.status).toBe(201);
      const location = created.headers.location as string;
      const dataFile = path.join(directory, 'resumable', location.split('/').pop() as string);

      // A PATCH on replica A that sends 64 KB and then stalls, as a client whose connection hangs.
      const firstPart = 64 * 1024;
      let aAnsweredAt = 0;
      const stalled = http.request(new URL(location, bases[0]), {
        method: 'PATCH',
        agent: false,
        headers: {
          'tus-resumable': '1.0.0',
          authorization: `Bearer ${token}`,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(file.length),
        },
      });
      stalled.on('response', (response) => {
        aAnsweredAt = Date.now();
        response.resume();
      });
      stalled.on('error', () => undefined);
      stalled.write(file.subarray(0, firstPart));
      await waitFor(async () => (await stat(dataFile)).size === firstPart, { timeoutMs: 5000 });

      // The client gives up on A and asks replica B where the upload stands.
      const head = await replicaB.head(location, token);
      const bAnsweredAt = Date.now();
      expect(head.status).toBe(200);
      expect(aAnsweredAt).toBeGreaterThan(0);
      expect(aAnsweredAt).toBeLessThanOrEqual(bAnsweredAt);
      expect(Number(head.headers['upload-offset'])).toBe(firstPart);
      stalled.destroy();

      const rest = await replicaB.patch(location, firstPart, file.subarray(firstPart), token);
      expect(rest.status).toBe(204);
      expect(finished).toEqual([expect.objectContaining({ size: file.length, mimeType: 'video/mp4' })]);
      expect(sha256(await readFile(dataFile))).toBe(sha256(file));
    }, 20_000);
  });
});
