// Video preview with seeking: a 1 GB video deliverable stored through the gateway (tus), then 20 concurrent
// viewers each asking byte ranges at random offsets of it (`GET /api/upload/preview/{projectId}/{fileId}` with
// `Range: bytes=a-b`, as a player seeks) for a while. Prints time to first byte p50/p95/p99 and requests/s, for
// the embedded topology on S3 (s3rver) and on local disk. Target: p99 TTFB under 50 ms.
//   node bench/preview-latency.mjs [--size-mb 1024] [--viewers 20] [--seconds 20] [--range-kb 256] [--only s3,disk]
// Needs `npm run build`.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { api, hire, percentile, startBenchPostgres, startProduct } from './lib/products.mjs';

const require = createRequire(import.meta.url);
const { startS3Server } = require('../infra/testing/s3-server.js');
const { Client } = require('minio');

const { values: args } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '1024' },
    viewers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '20' },
    'range-kb': { type: 'string', default: '256' },
    only: { type: 'string' },
  },
});
const MB = 1024 * 1024;
const SIZE = Number(args['size-mb']) * MB;
const VIEWERS = Number(args.viewers);
const DURATION_MS = Number(args.seconds) * 1000;
const RANGE_BYTES = Number(args['range-kb']) * 1024;
const ONLY = args.only ? new Set(args.only.split(',')) : undefined;
const TARGET_P99_MS = 50;

/** A file that starts like an MP4 (the type check reads its first bytes), then random data. */
async function makeFile(file) {
  const block = randomBytes(16 * MB);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]).copy(block);
  const out = createWriteStream(file);
  for (let written = 0; written < SIZE; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, SIZE - written));
    if (!out.write(piece)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
}

function send(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    outgoing.on('error', reject);
    if (body) body.pipe(outgoing);
    else outgoing.end();
  });
}

/** The video as the creator hands it in: one resumable upload, one streamed PATCH. */
async function uploadVideo(baseUrl, creator, projectId, file) {
  const auth = { authorization: `Bearer ${creator}`, 'tus-resumable': '1.0.0' };
  const metadata = [
    ['filename', 'lange-video.mp4'],
    ['projectId', projectId],
    ['title', 'Lange video'],
  ]
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const created = await send(`${baseUrl}/api/uploads/`, 'POST', { ...auth, 'upload-length': SIZE, 'upload-metadata': metadata });
  if (created.statusCode !== 201) throw new Error(`tus create answered ${created.statusCode}`);
  const patched = await send(
    new URL(created.headers.location, baseUrl),
    'PATCH',
    { ...auth, 'upload-offset': 0, 'content-type': 'application/offset+octet-stream', 'content-length': SIZE },
    createReadStream(file),
  );
  if (patched.statusCode !== 204) throw new Error(`tus upload answered ${patched.statusCode}`);
}

/** One viewer: range after range at random offsets, on one kept-alive connection, as a player does. */
async function viewer(url, token, until, agent) {
  const ttfb = [];
  let bytes = 0;
  while (performance.now() < until) {
    const start = Math.floor(Math.random() * (SIZE - RANGE_BYTES));
    const sent = performance.now();
    await new Promise((resolve, reject) => {
      const outgoing = http.get(url, {
        agent,
        headers: { authorization: `Bearer ${token}`, range: `bytes=${start}-${start + RANGE_BYTES - 1}` },
      });
      outgoing.on('response', (response) => {
        if (response.statusCode !== 206) reject(new Error(`preview answered ${response.statusCode}`));
        let first = true;
        response.on('data', (chunk) => {
          if (first) {
            ttfb.push(performance.now() - sent);
            first = false;
          }
          bytes += chunk.length;
        });
        response.on('end', resolve);
        response.on('error', reject);
      });
      outgoing.on('error', reject);
    });
  }
  return { ttfb, bytes };
}

async function measure(name, env, postgres, file) {
  const product = await startProduct('embedded', postgres, env);
  try {
    const call = api(product.url);
    const { owner, creator, projectId } = await hire(call, 'preview');
    const uploadStarted = performance.now();
    await uploadVideo(product.url, creator, projectId, file);
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;
    const { deliverables } = (await call('GET', `/upload/deliverables/${projectId}`, undefined, owner)).body;
    const video = deliverables[0].files[0];
    if (video.size !== SIZE) throw new Error(`stored ${video.size} bytes, expected ${SIZE}`);
    const url = `${product.url}/api/upload/preview/${projectId}/${video.id}`;

    // A short warm-up (connections, prepared plans), then the measured run; viewers are the owner and the creator.
    const agent = new http.Agent({ keepAlive: true, maxSockets: VIEWERS });
    const tokens = [owner, creator];
    const warmUntil = performance.now() + 2000;
    await Promise.all(Array.from({ length: VIEWERS }, (_, index) => viewer(url, tokens[index % 2], warmUntil, agent)));
    const started = performance.now();
    const until = started + DURATION_MS;
    const runs = await Promise.all(Array.from({ length: VIEWERS }, (_, index) => viewer(url, tokens[index % 2], until, agent)));
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const ttfb = runs.flatMap((run) => run.ttfb);
    const bytes = runs.reduce((sum, run) => sum + run.bytes, 0);
    return {
      name,
      requests: ttfb.length,
      rps: ttfb.length / seconds,
      mbps: bytes / MB / seconds,
      p50: percentile(ttfb, 50),
      p95: percentile(ttfb, 95),
      p99: percentile(ttfb, 99),
      uploadSeconds,
    };
  } finally {
    await product.stop();
  }
}

/**
 * The floor of the S3 row: the same ranges asked straight from s3rver with the minio client, no gateway in between.
 * s3rver runs on the same two cores, so what the gateway adds is the difference between the two rows.
 */
async function measureS3Directly(env, file) {
  const client = new Client({
    endPoint: env.S3_ENDPOINT,
    port: Number(env.S3_PORT),
    useSSL: false,
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
  });
  await client.makeBucket(env.S3_BUCKET).catch(() => undefined);
  await client.fPutObject(env.S3_BUCKET, 'baseline.mp4', file);
  const viewer = async (until) => {
    const ttfb = [];
    let bytes = 0;
    while (performance.now() < until) {
      const start = Math.floor(Math.random() * (SIZE - RANGE_BYTES));
      const sent = performance.now();
      const stream = await client.getPartialObject(env.S3_BUCKET, 'baseline.mp4', start, RANGE_BYTES);
      let first = true;
      for await (const chunk of stream) {
        if (first) ttfb.push(performance.now() - sent);
        first = false;
        bytes += chunk.length;
      }
    }
    return { ttfb, bytes };
  };
  const warmUntil = performance.now() + 2000;
  await Promise.all(Array.from({ length: VIEWERS }, () => viewer(warmUntil)));
  const started = performance.now();
  const runs = await Promise.all(Array.from({ length: VIEWERS }, () => viewer(started + DURATION_MS)));
  const seconds = (performance.now() - started) / 1000;
  const ttfb = runs.flatMap((run) => run.ttfb);
  return {
    name: 's3rver directly (floor, no gateway)',
    requests: ttfb.length,
    rps: ttfb.length / seconds,
    mbps: runs.reduce((sum, run) => sum + run.bytes, 0) / MB / seconds,
    p50: percentile(ttfb, 50),
    p95: percentile(ttfb, 95),
    p99: percentile(ttfb, 99),
    uploadSeconds: 0,
  };
}

const postgres = await startBenchPostgres();
const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-preview-bench-'));
const file = path.join(workDir, 'video.mp4');
const rows = [];
try {
  await makeFile(file);
  const wanted = (name) => !ONLY || ONLY.has(name);
  if (wanted('s3')) {
    const s3 = await startS3Server({ bucket: 'bench-preview', directory: path.join(workDir, 's3') });
    try {
      rows.push(await measure('embedded, S3 (s3rver)', s3.env, postgres, file));
      rows.push(await measureS3Directly(s3.env, file));
    } finally {
      await s3.close();
    }
  }
  if (wanted('disk')) rows.push(await measure('embedded, local disk', { STORAGE_DRIVER: 'local' }, postgres, file));
} finally {
  await rm(workDir, { recursive: true, force: true });
  await postgres.stop();
}

console.log(
  `\nPreview with seeking: ${(SIZE / MB).toFixed(0)} MB video, ${VIEWERS} viewers, ${RANGE_BYTES / 1024} KB ranges at random offsets, ${DURATION_MS / 1000} s`,
);
const header = ['storage', 'requests', 'req/s', 'MB/s', 'TTFB p50 ms', 'p95 ms', 'p99 ms', `p99 < ${TARGET_P99_MS} ms`];
const lines = rows.map((row) => [
  row.name,
  String(row.requests),
  row.rps.toFixed(0),
  row.mbps.toFixed(0),
  row.p50.toFixed(1),
  row.p95.toFixed(1),
  row.p99.toFixed(1),
  row.p99 < TARGET_P99_MS ? 'yes' : 'NO',
]);
const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
for (const line of [header, ...lines])
  console.log(
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
for (const row of rows.filter((row) => row.uploadSeconds > 0)) {
  console.log(`(${row.name}: the upload took ${row.uploadSeconds.toFixed(1)} s)`);
}
