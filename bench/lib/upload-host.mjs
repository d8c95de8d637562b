// One process of the upload benchmark, started by bench/upload-throughput.mjs (built code, `npm run build` first):
//   node bench/lib/upload-host.mjs edge      the kit's resumable uploads behind the gateway's edge policies, as the
//                                            embedded gateway will host them once projects mounts them
//   node bench/lib/upload-host.mjs service   the same without the edge: a service process behind a gateway
//   node bench/lib/upload-host.mjs gateway   the distributed gateway, forwarding /api/uploads to UPSTREAM_URL
//   node bench/lib/upload-host.mjs raw-disk  a bare Node HTTP server writing each request body to a file in STORAGE_DIR
// Storage comes from the usual platform variables (STORAGE_DRIVER, S3_*, STORAGE_DIR); BENCH_JWK is the public key
// the benchmark signs its token with. Prints `upload-host {"url":…}` once it listens.
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const require = createRequire(import.meta.url);
const kit = require('../../services/kit/dist/index.js');
const { readGatewayConfig } = require('../../gateway/dist/config.js');
const { applyEdgePolicies } = require('../../gateway/dist/edge/edge-policies.js');
const { createGatewayApp } = require('../../gateway/dist/create-gateway-app.js');
const { Module } = require('@nestjs/common');

const mode = process.argv[2];
const jwk = JSON.parse(process.env.BENCH_JWK);
const gatewayConfig = readGatewayConfig({ ...process.env, RATE_LIMIT_PER_MINUTE: '100000000' });

let app;
if (mode === 'raw-disk') {
  await mkdir(process.env.STORAGE_DIR, { recursive: true });
  const server = http.createServer((request, response) => {
    pipeline(request, createWriteStream(path.join(process.env.STORAGE_DIR, 'raw.bin'))).then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  app = {
    getUrl: async () => `http://127.0.0.1:${server.address().port}`,
    listen: async () => undefined,
    close: async () => server.close(),
  };
} else if (mode === 'gateway') {
  app = await createGatewayApp(
    readGatewayConfig({ ...gatewayConfig, TOPOLOGY: 'distributed', PROJECTS_URL: process.env.UPSTREAM_URL }),
  );
  app.get(kit.KEY_RING).publish({ keys: [jwk] });
} else {
  const platform = kit.readPlatformConfig();
  class UploadHost {}
  Module({})(UploadHost);
  app = await kit.createHttpApp(UploadHost);
  if (mode === 'edge') await applyEdgePolicies(app, gatewayConfig, null, platform.RESUMABLE_MAX_BYTES);
  const ring = new kit.LocalKeyRing();
  ring.publish({ keys: [jwk] });
  await kit.mountResumableUploads(app.getHttpAdapter().getInstance(), {
    config: platform,
    verifier: new kit.TokenVerifier(ring, new kit.MemoryRevocationList()),
    authorize: () => true,
    onUploadFinished: () => undefined,
  });
  await app.init();
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`upload-host ${JSON.stringify({ url: (await app.getUrl()).replace('[::1]', '127.0.0.1') })}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
