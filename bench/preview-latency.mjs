// Preview of a large video while people watch and seek: a 1 GB video deliverable is uploaded (resumable, through
// the gateway), then 20 viewers each ask byte ranges at random places in it, as a player does when it seeks, for
// a fixed time. Prints the time to first byte (p50/p95/p99), requests/s and MB/s, for the embedded product on local
// disk and on S3 (s3rver). Viewers stream from a preview link, as the web client's player does.
//   node bench/preview-latency.mjs [--size-mb 1024] [--viewers 20] [--seconds 15] [--range-kb 512] [--only disk,s3]
// Target: p99 time to first byte under 50 ms. Needs `npm run build`.
import { randomBytes, randomInt } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { api, percentile, registerCompany, startBenchPostgres, startProduct } from './lib/products.mjs';

const require = createRequire(import.meta.url);
const { startS3Server } = require('../infra/testing/s3-server.js');

const { values: args } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '1024' },
    viewers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    'range-kb': { type: 'string', default: '512' },
    only: { type: 'string' },
  },
});
const MB = 1024 * 1024;
const SIZE = Number(args['size-mb']) * MB;
const VIEWERS = Number(args.viewers);
const SECONDS = Number(args.seconds);
const RANGE = Number(args['range-kb']) * 1024;
const ONLY = args.only ? new Set(args.only.split(',')) : undefined;
const CHUNK = 64 * MB;

/** A file that starts like an MP4 (the type check reads its first bytes), then random data. */
async function makeVideo(file) {
  const block = randomBytes(16 * MB);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]).copy(block);
  const out = createWriteStream(file);
  for (let written = 0; written < SIZE; written += block.length) {
    if (!out.write(block.subarray(0, Math.min(block.length, SIZE - written)))) {
      await new Promise((resolve) => out.once('drain', resolve));
    }
  }
  await new Promise((resolve) => out.end(resolve));
}

/** A company, a creator, a funded project and the creator hired on it; answers the tokens and the project. */
async function hire(call) {
  const owner = await registerCompany(call, 'preview');
  const creator = await call('POST', '/auth/register', {
    role: 'creator',
    email: `maker-${Math.random().toString(36).slice(2, 10)}@bench.example`,
    password: 'geheim123',
    confirmPassword: 'geheim123',
    firstName: 'Bench',
    lastName: 'Maker',
    dateOfBirth: '1995-05-05',
    phoneNumber: '0611111111',
    bio: 'Ik maak video’s om te meten hoe snel ze afspelen.',
  });
  const project = await call(
    'POST',
    '/projects',
    {
      title: 'Benchmark: een lange video bekijken',
      description: 'Een opdracht om te meten hoe snel een grote video begint te spelen als je erin springt.',
      budget: 200,
      category: 'other',
      contentType: 'video',
    },
    owner,
  );
  const projectId = project.body.project.id;
  const checkout = await call('POST', `/payments/projects/${projectId}/deposit`, { method: 'ideal' }, owner);
  await call(
    'POST',
    `/payments/simulate-payment/${projectId}/deposit`,
    { paymentId: checkout.body.data.paymentId, outcome: 'paid' },
    owner,
  );
  await call(
    'POST',
    `/proposals/project/${projectId}`,
    { motivation: 'Ik wil graag meten hoe snel een lange video speelt als je erin springt.', price: 180, deliveryTimeInDays: 5 },
    creator.body.token,
  );
  const [proposal] = (await call('GET', `/proposals/project/${projectId}`, undefined, owner)).body.proposals;
  const accepted = await call('POST', `/proposals/accept/${proposal.id}`, undefined, owner);
  if (accepted.status !== 200) throw new Error(`hire: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { owner, creator: creator.body.token, projectId };
}

/** The video through a resumable upload in 64 MB chunks; answers the file id the server gave it. */
async function uploadVideo(baseUrl, token, projectId, file) {
  const metadata = { projectId, filename: 'lang.mp4', filetype: 'video/mp4', title: 'Lange video' };
  const created = await fetch(`${baseUrl}/api/uploads/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(SIZE),
      'upload-metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
        .join(','),
    },
  });
  if (created.status !== 201) throw new Error(`create upload: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location'), baseUrl).toString();
  let fileId;
  for (let offset = 0; offset < SIZE; offset += CHUNK) {
    const end = Math.min(SIZE, offset + CHUNK);
    const patched = await fetch(location, {
      method: 'PATCH',
      duplex: 'half',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(end - offset),
      },
      body: createReadStream(file, { start: offset, end: end - 1 }),
    });
    if (patched.status !== 204) throw new Error(`upload chunk at ${offset}: ${patched.status} ${await patched.text()}`);
    fileId = patched.headers.get('clipwerk-file-id') ?? fileId;
  }
  if (!fileId) throw new Error('the upload did not become a file version');
  return fileId;
}

/** `VIEWERS` players seeking at random for `SECONDS`: each request's time to first byte, and the bytes read. */
async function watch(baseUrl, previewUrl) {
  const ttfb = [];
  let bytes = 0;
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: VIEWERS }, async () => {
      while (performance.now() < until) {
        const start = randomInt(0, SIZE - RANGE);
        const begun = performance.now();
        const response = await fetch(`${baseUrl}${previewUrl}`, { headers: { range: `bytes=${start}-${start + RANGE - 1}` } });
        const firstByte = performance.now() - begun;
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status !== 206 || body.length !== RANGE) failures += 1;
        ttfb.push(firstByte);
        bytes += body.length;
      }
    }),
  );
  return { ttfb, bytes, failures };
}

async function measure(label, postgres, env, file) {
  const product = await startProduct('embedded', postgres, env);
  try {
    const call = api(product.url);
    const { owner, creator, projectId } = await hire(call);
    const uploadStarted = performance.now();
    const fileId = await uploadVideo(product.url, creator, projectId, file);
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;
    const link = await call('POST', `/upload/preview/${projectId}/${fileId}/link`, undefined, owner);
    if (link.status !== 200) throw new Error(`preview link: ${link.status}`);
    await watch(product.url, link.body.url); // warm-up round, not counted
    const { ttfb, bytes, failures } = await watch(product.url, link.body.url);
    return {
      label,
      uploadMBs: SIZE / MB / uploadSeconds,
      requests: ttfb.length,
      rps: ttfb.length / SECONDS,
      mbs: bytes / MB / SECONDS,
      p50: percentile(ttfb, 50),
      p95: percentile(ttfb, 95),
      p99: percentile(ttfb, 99),
      failures,
    };
  } finally {
    await product.stop();
  }
}

const postgres = await startBenchPostgres();
const file = path.join(await mkdtemp(path.join(postgres.workDir, 'video-')), 'lang.mp4');
const rows = [];
let s3;
try {
  await makeVideo(file);
  if (!ONLY || ONLY.has('disk')) rows.push(await measure('local disk', postgres, { STORAGE_DRIVER: 'local' }, file));
  if (!ONLY || ONLY.has('s3')) {
    s3 = await startS3Server({ bucket: 'bench-preview', directory: path.join(postgres.workDir, 's3') });
    rows.push(await measure('S3 (s3rver)', postgres, { ...s3.env, STORAGE_DRIVER: 's3' }, file));
  }
} finally {
  await s3?.stop?.();
  await postgres.stop();
}

console.log(
  `\nPreview of a ${SIZE / MB} MB video: ${VIEWERS} viewers, random ${RANGE / 1024} kB ranges for ${SECONDS} s (embedded gateway)`,
);
const header = ['storage', 'requests', 'req/s', 'MB/s', 'TTFB p50 ms', 'p95 ms', 'p99 ms', 'failed', 'upload MB/s'];
const lines = rows.map((row) => [
  row.label,
  String(row.requests),
  row.rps.toFixed(0),
  row.mbs.toFixed(0),
  row.p50.toFixed(1),
  row.p95.toFixed(1),
  row.p99.toFixed(1),
  String(row.failures),
  row.uploadMBs.toFixed(0),
]);
const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index].length)));
const format = (cells) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
console.log(format(header));
for (const line of lines) console.log(format(line));
const worst = Math.max(...rows.map((row) => row.p99));
console.log(`target p99 time to first byte < 50 ms: ${worst < 50 ? 'met' : 'MISSED'} (worst p99 ${worst.toFixed(1)} ms)`);
if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
