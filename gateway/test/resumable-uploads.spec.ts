import {
  type FileStorage,
  type FinishedUpload,
  KEY_RING,
  LocalKeyRing,
  MemoryRevocationList,
  type ResumableUploads,
  S3Storage,
  TokenVerifier,
  createHttpApp,
  mountResumableUploads,
  readPlatformConfig,
} from '@clipwerk/kit';
import {
  createTestSigner,
  readAll,
  sha256,
  startTestS3Server,
  type TestS3Server,
  tusTestClient,
  videoLike,
} from '@clipwerk/kit/testing';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readGatewayConfig } from '../src/config';
import { createGatewayApp } from '../src/create-gateway-app';
import { fastifyOf } from '../src/hosts/fastify-instance';

@Module({})
class UploadHost {}

/** The edge as strict as it gets: five requests a minute and 1,000-byte bodies, which chunks must get past. */
const STRICT_EDGE = { RATE_LIMIT_PER_MINUTE: '5', MAX_UPLOAD_BYTES: '1000' };

interface Running {
  gateway: NestFastifyApplication;
  storage: FileStorage;
  uploads: ResumableUploads;
  stop(): Promise<void>;
}

/** A service process with the component on S3, behind a gateway of its own that forwards `/api/uploads` to it. */
async function distributed(finished: FinishedUpload[], signer: Awaited<ReturnType<typeof createTestSigner>>): Promise<Running> {
  const s3: TestS3Server = await startTestS3Server('tus-gateway');
  const service = await createHttpApp(UploadHost);
  const ring = new LocalKeyRing();
  signer.publishTo(ring);
  const uploads = await mountResumableUploads(fastifyOf(service), {
    config: readPlatformConfig({ NODE_ENV: 'test', ...s3.env }),
    verifier: new TokenVerifier(ring, new MemoryRevocationList()),
    authorize: () => true,
    onUploadFinished: (upload) => void finished.push(upload),
  });
  await service.init();
  await service.listen({ port: 0, host: '127.0.0.1' });
  const gateway = await createGatewayApp(
    readGatewayConfig({ TOPOLOGY: 'distributed', PROJECTS_URL: await service.getUrl(), ...STRICT_EDGE }),
    { NODE_ENV: 'test' },
  );
  signer.publishTo(gateway.get<LocalKeyRing>(KEY_RING));
  return {
    gateway,
    storage: new S3Storage({ ...s3, useSSL: false, bucket: 'tus-gateway' }),
    uploads,
    async stop() {
      await gateway.close();
      await uploads.close();
      await service.close();
      await s3.close();
    },
  };
}

// The embedded gateway hosts projects, which mounts the component itself with its own rules: the delivery journey
// (gateway/test/delivery-journey.spec.ts) takes a resumable upload through it in both topologies.
describe.each([['distributed (S3)', distributed]] as const)('resumable uploads through the %s gateway', (_name, start) => {
  const finished: FinishedUpload[] = [];
  let running: Running;
  let url: string;
  let token: string;
  const tus = tusTestClient(() => url);

  beforeAll(async () => {
    const signer = await createTestSigner();
    running = await start(finished, signer);
    await running.gateway.listen({ port: 0, host: '127.0.0.1' });
    url = await running.gateway.getUrl();
    token = await signer.sign({ role: 'creator' });
  });

  afterAll(async () => {
    await running?.stop();
  });

  it('passes the tus methods and headers both ways, and answers the preflight', async () => {
    const options = await tus.send('OPTIONS', '/api/uploads/', {});
    expect(options.status).toBe(204);
    expect(options.headers['tus-version']).toContain('1.0.0');
    expect(options.headers['tus-extension']).toContain('creation');
    expect((await tus.send('POST', '/api/uploads/', { 'upload-length': 10 })).status).toBe(401);
  });

  it('takes an upload interrupted at 40% and finished in many small chunks, past the edge body and rate limits', async () => {
    const file = videoLike(12 * 1024 * 1024 + 777);
    const created = await tus.create(file.length, token, { filename: 'eindversie.mp4' });
    expect(created.status).toBe(201);
    const location = created.headers.location!;

    await tus.sendAndDrop(location, file, 0.4, token);
    let offset = await tus.settledOffset(location, token);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(file.length * 0.4);

    // More chunks than the edge lets other requests through in a minute, each over its body limit.
    const chunk = Math.ceil((file.length - offset) / 8);
    while (offset < file.length) {
      const answer = await tus.patch(location, offset, file.subarray(offset, offset + chunk), token);
      expect(answer.status).toBe(204);
      offset = Number(answer.headers['upload-offset']);
    }

    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ size: file.length, mimeType: 'video/mp4', originalName: 'eindversie.mp4' });
    expect(sha256(await readAll(await running.storage.get(finished[0].storageKey)))).toBe(sha256(file));
  });
});
