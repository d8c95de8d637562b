import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../infra/postgres/embedded-postgres.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * One service as its own process (its distributed host, `services/<name>/dist/main.js`), started with `env` on a
 * free port and ready once `/health/ready` answers. `onLogLine` sees every JSON log line it writes, parsed.
 */
export async function startServiceProcess({ service, name, env, onLogLine = () => {} }) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, `services/${service}/dist/main.js`)], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) {
      try {
        onLogLine(JSON.parse(line));
      } catch {
        // not a JSON log line
      }
    }
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    const ready = await fetch(`${url}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error(`${name} exited during start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
