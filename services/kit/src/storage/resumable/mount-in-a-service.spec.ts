import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TokenVerifier } from '../../auth/token-verifier';
import { PLATFORM_CONFIG, type PlatformConfig } from '../../platform/platform-config';
import { type ServiceTestApp, startServiceTestApp, videoLike } from '../../testing';
import { type FinishedUpload, type ResumableUploads, mountResumableUploads } from './resumable-uploads';

const finished: FinishedUpload[] = [];
let storageDir: string;

/** How a service mounts the component: from its module, on the app that hosts it (its own, or the embedded gateway). */
@Module({})
class DeliverablesUploadsModule implements OnModuleInit, OnModuleDestroy {
  private uploads?: ResumableUploads;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly verifier: TokenVerifier,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.uploads = await mountResumableUploads(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), {
      config: { ...this.config, STORAGE_DIR: storageDir },
      verifier: this.verifier,
      authorize: (_user, metadata) => metadata.projectId === 'p-1',
      onUploadFinished: (upload) => void finished.push(upload),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.uploads?.close();
  }
}

describe('resumable uploads mounted from a service module', () => {
  let service: ServiceTestApp;

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-resumable-module-'));
    service = await startServiceTestApp(DeliverablesUploadsModule, 'resumable_module');
  });

  afterAll(async () => {
    await service?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('takes an upload through the service app, beside its other routes', async () => {
    const token = await service.token('22222222-2222-4222-8222-222222222222', 'bedrijf');
    const file = videoLike(9000);
    const created = await service.inject({
      method: 'POST',
      url: '/api/uploads/',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(file.length),
        'upload-metadata': `projectId ${Buffer.from('p-1').toString('base64')}`,
      },
    });
    expect(created.statusCode).toBe(201);
    const sent = await service.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: file,
    });
    expect(sent.statusCode).toBe(204);
    expect(finished).toEqual([expect.objectContaining({ size: 9000, mimeType: 'video/mp4', metadata: { projectId: 'p-1' } })]);
    expect((await service.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
