import { REDIS, TokenVerifier, createHttpApp, readPlatformConfig } from '@clipwerk/kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import path from 'node:path';
import type { GatewayConfig } from './config';
import { applyEdgePolicies } from './edge/edge-policies';
import { DistributedGatewayModule, EmbeddedHostModule } from './hosts/host-modules';
import { proxyToUpstreams, upstreamsFrom } from './hosts/upstream-proxy';
import { serveProductApiDescription } from './api-docs/api-docs';
import { serveDataExport } from './privacy/data-export';
import { RealtimeIoAdapter } from './realtime/realtime-io.adapter';
import { serveWebClient } from './web/web-client';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Builds the gateway for either topology; `main.ts` and the tests both start it through here. */
export async function createGatewayApp(
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<NestFastifyApplication> {
  const platform = readPlatformConfig(env);
  const embedded = config.TOPOLOGY === 'embedded';
  const root = embedded ? EmbeddedHostModule.create(platform) : DistributedGatewayModule.create(platform);
  const app = await createHttpApp(root, {
    maxFileBytes: config.MAX_UPLOAD_BYTES,
    shutdownHooks: false,
    trustProxy: config.TRUST_PROXY || false,
    // The gateway describes the whole product, not only what it hosts.
    describeApi: false,
  });
  const redis = app.get<Redis | null>(REDIS);

  await applyEdgePolicies(app, config, redis, platform.RESUMABLE_MAX_BYTES);
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, redis));
  // Composed here from every context's answers, in both topologies.
  serveDataExport(app, app.get(TokenVerifier));
  // Every replica of a service describes the same API: the first one is asked.
  const describers = Object.fromEntries(Object.entries(upstreamsFrom(config)).map(([service, urls]) => [service, urls[0]]));
  serveProductApiDescription(app, embedded ? {} : describers);
  if (!embedded) await proxyToUpstreams(app, config, app.get(TokenVerifier));
  await serveWebClient(app, config.WEB_ROOT || path.join(REPO_ROOT, 'frontends'));
  await app.init();
  return app;
}
