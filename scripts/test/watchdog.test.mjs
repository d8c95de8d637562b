// A run that ends without stopping what it started (an uncaught error, SIGKILL) leaves nothing running.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { after, test } from 'node:test';

const require = createRequire(import.meta.url);
const helper = require.resolve('../../infra/processes/watchdog.js');

// Whatever a test asserted, no run it started outlives the file.
const runs = [];
after(() => runs.forEach((run) => run.kill('SIGKILL')));

/** Starts a run that starts a long-lived child through the helper, prints its pid, then ends as `ending` says. */
async function runThatEnds(ending, child = `spawn('sleep', ['60'], { stdio: 'ignore' })`) {
  const script = `
    const { spawn } = require('node:child_process');
    const { stopWithParent } = require(${JSON.stringify(helper)});
    const child = ${child};
    const watchdog = stopWithParent(child, { graceSeconds: 1 });
    console.log(child.pid, watchdog.pid);
    ${ending}`;
  const run = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  runs.push(run);
  const [pid, watchdogPid] = await new Promise((resolve) =>
    run.stdout.once('data', (chunk) => resolve(String(chunk).trim().split(' ').map(Number))),
  );
  return { run, pid, watchdogPid };
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function goneWithin(pid, ms) {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

test('a child outlives neither an uncaught error nor SIGKILL of the run that started it', async () => {
  const crashed = await runThatEnds(`setTimeout(() => { throw new Error('cut short'); }, 100);`);
  assert.equal(alive(crashed.pid), true);
  assert.equal(await goneWithin(crashed.pid, 3_000), true);

  const killed = await runThatEnds(`setInterval(() => {}, 1_000);`);
  assert.equal(alive(killed.pid), true);
  killed.run.kill('SIGKILL');
  assert.equal(await goneWithin(killed.pid, 3_000), true);
});

test('a child stopped normally takes its watchdog with it, so a pid used again later is never signalled', async () => {
  const { run, pid, watchdogPid } = await runThatEnds(`setInterval(() => {}, 1_000);`);
  assert.equal(alive(watchdogPid), true);
  process.kill(pid, 'SIGTERM');
  assert.equal(await goneWithin(pid, 3_000), true);
  assert.equal(await goneWithin(watchdogPid, 3_000), true);
  assert.equal(alive(run.pid), true); // the run itself goes on
});

test('a child that ignores SIGTERM is killed once its grace is over', async () => {
  const stubborn = `spawn('sh', ['-c', "trap '' TERM; exec sleep 60"], { stdio: 'ignore' })`;
  const crashed = await runThatEnds(`setTimeout(() => { throw new Error('cut short'); }, 100);`, stubborn);
  assert.equal(alive(crashed.pid), true);
  assert.equal(await goneWithin(crashed.pid, 4_000), true);
});
