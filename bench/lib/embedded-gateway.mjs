// Starts the built embedded gateway (`gateway/dist/main.js`) as its own process against a given database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../infra/postgres/embedded-postgres.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Quiet logs, no rate limit (one client address makes all the load) and cheap password hashing for seeding. */
export const BENCH_ENV = {
  LOG_LEVEL: 'error',
  RATE_LIMIT_PER_MINUTE: '100000000',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
};

export async function startEmbeddedGateway(databaseUrl, dataDir, env = {}) {
  const port = await freePort();
  // BENCH_CPU_PROF_DIR=<dir>: the gateway writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(ROOT, 'gateway/dist/main.js')], {
    env: {
      ...process.env,
      ...BENCH_ENV,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${url}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null) throw new Error('gateway exited during start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
