// Resumable uploads (tus) of one large file into S3 (s3rver, completed with the multipart calls tus needs), beside
// writing the same file straight to the S3 endpoint with the minio client's putObject. Prints MB/s of each, the
// ratio, and how much the resident memory of each process in the path grew during the upload.
//   node bench/upload-throughput.mjs [--size-mb 1024] [--only direct,edge,distributed,disk]
// Paths: `edge` is one process with the gateway's edge policies and the kit's component (how the embedded gateway
// hosts it); `distributed` is the distributed gateway forwarding to a service process that hosts it; `disk` is the
// edge host on local disk beside a bare Node HTTP server writing the body to a file, the ceiling without s3rver. Needs `npm run build`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

const require = createRequire(import.meta.url);
const { startS3Server } = require('../infra/testing/s3-server.js');
const { Client } = require('minio');

const { values: args } = parseArgs({
  options: { 'size-mb': { type: 'string', default: '1024' }, only: { type: 'string' } },
});
const SIZE = Number(args['size-mb']) * 1024 * 1024;
const ONLY = args.only ? new Set(args.only.split(',')) : undefined;
const MB = 1024 * 1024;
const BUCKET = 'bench-uploads';

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

/** Resident memory of a process, from /proc. */
async function rssBytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** Samples the processes' RSS every 50 ms until stopped; returns each one's growth over its value at the start. */
function watchMemory(pids) {
  const start = new Map();
  const peak = new Map();
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const pid of pids) {
        const rss = await rssBytes(pid);
        if (!start.has(pid)) start.set(pid, rss);
        peak.set(pid, Math.max(peak.get(pid) ?? 0, rss));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return pids.map((pid) => (peak.get(pid) - start.get(pid)) / MB);
  };
}

async function startHost(mode, env) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'lib/upload-host.mjs'), mode], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('upload-host '));
      if (line) resolve(JSON.parse(line.slice('upload-host '.length)).url);
    });
    child.once('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
  return {
    pid: child.pid,
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function request(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers: { 'tus-resumable': '1.0.0', ...headers } });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    outgoing.on('error', reject);
    if (body) body.pipe(outgoing);
    else outgoing.end();
  });
}

/** Creates an upload and sends the whole file in one streamed PATCH, as tus-js-client does by default. */
async function tusUpload(baseUrl, token, file) {
  const auth = { authorization: `Bearer ${token}` };
  const created = await request(`${baseUrl}/api/uploads/`, 'POST', {
    ...auth,
    'upload-length': SIZE,
    'upload-metadata': `filename ${Buffer.from('bench.mp4').toString('base64')}`,
  });
  if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}`);
  const patched = await request(
    new URL(created.headers.location, baseUrl),
    'PATCH',
    { ...auth, 'upload-offset': 0, 'content-type': 'application/offset+octet-stream', 'content-length': SIZE },
    createReadStream(file),
  );
  if (patched.statusCode !== 204 || Number(patched.headers['upload-offset']) !== SIZE) {
    throw new Error(`upload answered ${patched.statusCode} at offset ${patched.headers['upload-offset']}`);
  }
}

async function timed(work) {
  const started = performance.now();
  await work();
  return SIZE / MB / ((performance.now() - started) / 1000);
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-upload-bench-'));
const file = path.join(workDir, 'upload.bin');
const s3 = await startS3Server({ bucket: BUCKET, directory: path.join(workDir, 's3') });
try {
  await makeFile(file);
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
  const token = await new SignJWT({ role: 'creator' })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
    .setIssuer('clipwerk-identity')
    .setAudience('clipwerk')
    .setSubject('00000000-0000-4000-8000-000000000001')
    .setJti('bench')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
  const minio = new Client({
    endPoint: s3.endPoint,
    port: s3.port,
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    pathStyle: true,
    region: 'us-east-1',
  });
  await minio.makeBucket(BUCKET, 'us-east-1');
  const env = { ...s3.env, BENCH_JWK: JSON.stringify(jwk), STORAGE_DIR: path.join(workDir, 'files') };
  const rows = [];
  const wanted = (name) => !ONLY || ONLY.has(name);

  if (wanted('direct') || wanted('edge') || wanted('distributed')) {
    const direct = await timed(() => minio.putObject(BUCKET, 'direct/upload.bin', createReadStream(file), SIZE));
    rows.push(['S3 putObject straight to the endpoint (minio client)', direct, '', '']);
    await minio.removeObject(BUCKET, 'direct/upload.bin');

    if (wanted('edge')) {
      const host = await startHost('edge', env);
      const stopWatching = watchMemory([host.pid]);
      const speed = await timed(() => tusUpload(host.url, token, file));
      const [growth] = await stopWatching();
      rows.push(['tus → S3, edge policies + component in one process', speed, speed / direct, `${growth.toFixed(1)}`]);
      await host.stop();
    }
    if (wanted('distributed')) {
      const service = await startHost('service', env);
      const gateway = await startHost('gateway', { ...env, UPSTREAM_URL: service.url });
      const stopWatching = watchMemory([gateway.pid, service.pid]);
      const speed = await timed(() => tusUpload(gateway.url, token, file));
      const [gatewayGrowth, serviceGrowth] = await stopWatching();
      rows.push([
        'tus → S3, distributed gateway → service process',
        speed,
        speed / direct,
        `${gatewayGrowth.toFixed(1)} (service ${serviceGrowth.toFixed(1)})`,
      ]);
      await gateway.stop();
      await service.stop();
    }
  }

  if (wanted('disk')) {
    const raw = await startHost('raw-disk', env);
    const copy = await timed(async () => {
      const answer = await request(raw.url, 'PUT', { 'content-length': SIZE }, createReadStream(file));
      if (answer.statusCode !== 204) throw new Error(`raw upload answered ${answer.statusCode}`);
    });
    await raw.stop();
    rows.push(['bare Node HTTP server writing the body to local disk', copy, '', '']);
    const host = await startHost('edge', { ...env, STORAGE_DRIVER: 'local' });
    const stopWatching = watchMemory([host.pid]);
    const speed = await timed(() => tusUpload(host.url, token, file));
    const [growth] = await stopWatching();
    rows.push(['tus → local disk, edge policies + component in one process', speed, speed / copy, `${growth.toFixed(1)}`]);
    await host.stop();
  }

  console.log(`\nResumable upload of ${(SIZE / MB).toFixed(0)} MB (one streamed PATCH), ${(await stat(file)).size} bytes`);
  const header = ['path', 'MB/s', 'vs baseline', 'RSS growth MB'];
  const lines = rows.map(([name, speed, ratio, growth]) => [
    name,
    speed.toFixed(1),
    ratio === '' ? '' : `${(ratio * 100).toFixed(0)}%`,
    growth,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  for (const line of [header, ...lines])
    console.log(
      line
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
} finally {
  await s3.close();
  await rm(workDir, { recursive: true, force: true });
}
