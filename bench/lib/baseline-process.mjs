// A raw baseline runs in a process of its own, so its CPU is counted like the gateway's: by its process id.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { productModule } from './product-statements.mjs';

/** Starts the baseline module `moduleUrl` (its import.meta.url) with `args`; answers its url, pid and stop(). */
export function startBaselineProcess(moduleUrl, ...args) {
  const child = spawn(process.execPath, [fileURLToPath(moduleUrl), ...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the raw baseline exited (${code}) before it listened`)));
    child.once('message', ({ port }) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
      }),
    );
  });
}

/** In the baseline's process: listens on a free port and tells the benchmark which. */
export async function listenAsBaseline(app) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
}

/**
 * In the baseline's own process (the module was started as a script, not imported), serves with the process's
 * arguments, on the runtime settings the product serves with, so the two differ only in the work they do.
 */
export async function serveAsBaseline(moduleUrl, serve) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  productModule('services/kit/dist/platform/serving-runtime.js').prepareRuntimeForServing();
  await serve(...process.argv.slice(2));
}
