// How long `make start` takes to be ready with its demo data: the built gateway (gateway/dist/main.js) on a fresh
// data folder, then again on the same folder (the seed finds everything and adds nothing). Prints, per start, the
// seconds until /health/ready answers and until the console says the product runs (the seed is done), and the
// number of demo projects after each start. Usage: node bench/demo-start.mjs [--runs 1] [--port 3290]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, port: { type: 'string', default: '3290' } } });
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

async function start(dataDir) {
  const began = performance.now();
  const child = spawn(process.execPath, ['gateway/dist/main.js'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let readyAt;
  const running = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Clipwerk draait op')) resolve(performance.now());
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the product stopped (${code}):\n${output.slice(-2000)}`)));
  });
  const probing = (async () => {
    for (;;) {
      const ok = await fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return (readyAt = performance.now());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const seededAt = await running;
  await probing;
  const projects = await fetch(`${base}/api/projects?limit=1`).then((r) => r.json());
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@clipwerk.nl', password: 'demo1234' }),
  }).then((r) => r.json());
  const mine = await fetch(`${base}/api/projects/my?status=all&limit=100`, {
    headers: { authorization: `Bearer ${login.token}` },
  }).then((r) => r.json());
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await stopped;
  return {
    ready: (readyAt - began) / 1000,
    seeded: (seededAt - began) / 1000,
    openProjects: projects.pagination.total,
    demoCompanyProjects: mine.projects.length,
  };
}

console.log('start                 health/ready s  seeded s  open projects  demo@clipwerk.nl projects');
for (let run = 0; run < Number(values.runs); run++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clipwerk-demo-start-'));
  try {
    for (const label of ['fresh data folder', 'same folder again']) {
      const figures = await start(dataDir);
      console.log(
        `${label.padEnd(22)}${figures.ready.toFixed(1).padStart(14)}${figures.seeded.toFixed(1).padStart(10)}` +
          `${String(figures.openProjects).padStart(15)}${String(figures.demoCompanyProjects).padStart(26)}`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
