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

/** The line the gateway prints once it serves and, with SEED_DEMO_DATA, once the demo data is in. */
const STARTED_LINE = 'Clipwerk draait op';

/**
 * Starts the gateway and answers once it printed that it runs (a demo seed is then complete: measuring during the
 * seed would measure the seed). `profileDir`, or BENCH_CPU_PROF_DIR: the gateway writes a CPU profile there when it
 * stops (node --cpu-prof). `nodeArgs` go to node before the script; `cwd` is the process's folder (where
 * `--perf-prof` writes its code map); `node`: the Node.js binary that runs it (this process's by default).
 */
export async function startEmbeddedGateway(
  databaseUrl,
  dataDir,
  env = {},
  { profileDir = process.env.BENCH_CPU_PROF_DIR, nodeArgs = [], cwd, node = process.execPath } = {},
) {
  const port = await freePort();
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(node, [...profile, ...nodeArgs, path.join(ROOT, 'gateway/dist/main.js')], {
    cwd,
    env: {
      ...process.env,
      ...BENCH_ENV,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the gateway did not start within 5 minutes`)), 300_000);
    let printed = '';
    child.stdout.on('data', (chunk) => {
      if (process.env.BENCH_STDOUT) process.stdout.write(chunk);
      printed = (printed + chunk).slice(-4096);
      if (printed.includes(STARTED_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`gateway exited during start (${code})`))));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** What it prints, for a benchmark that reads it (e.g. `--trace-gc` lines). */
    stdout: child.stdout,
    /** Stops it and answers once it has exited (its CPU profile, if any, written). */
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
