// One gateway holding 5,000 signed-in socket.io clients, then a notice to all of them through the product's own path:
// a company sends a message into its conversation with each registered creator (POST /api/conversations/{id}/
// messages), notifications makes each creator's notice (NotificationCreated) and the gateway's notice relay emits it
// to her room, which holds all her sockets. Prints, per mix of users, how long each socket waited for its
// `message-received` (from the first POST, and from the POST meant for its user), and the gateway's RSS per socket.
//   node bench/sockets.mjs [--sockets 5000] [--users 100,1] [--workers 4]
// `--users 100,1`: 5,000 sockets of 100 creators (50 each, 100 messages at once), then of one creator (one message,
// one room of 5,000). Registering 5,000 users would take minutes here; a room holds every socket of its user, so
// the gateway's fan-out work is the same per socket. The embedded topology (one process, `gateway/dist/main.js`):
// its RSS is what a gateway replica adds per socket. Clients live in worker threads (their own event loops) so that
// one client loop decoding 5,000 frames in turn does not become the figure; times are wall-clock milliseconds.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const now = () => performance.timeOrigin + performance.now();

/** A worker: connects its share of the sockets, notes when each first hears `message-received`. */
function runClients() {
  const { url, sockets: plan } = workerData;
  const sockets = [];
  const receipts = [];
  let expected = 0;
  parentPort.on('message', async (command) => {
    if (command.type === 'connect') {
      let next = 0;
      let failed = 0;
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          while (next < plan.length) {
            const { token, user } = plan[next++];
            const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, timeout: 30_000 });
            await new Promise((resolve) => {
              socket.once('connect', resolve);
              socket.once('connect_error', () => {
                failed += 1;
                resolve();
              });
            });
            const receipt = { user, at: undefined, times: 0 };
            socket.on('message-received', () => {
              receipt.times += 1;
              if (receipt.at !== undefined) return;
              receipt.at = now();
              expected -= 1;
              if (expected === 0) parentPort.postMessage({ type: 'all-received' });
            });
            receipts.push(receipt);
            sockets.push(socket);
          }
        }),
      );
      expected = sockets.filter((socket) => socket.connected).length;
      parentPort.postMessage({ type: 'connected', connected: expected, failed });
    } else if (command.type === 'collect') {
      parentPort.postMessage({ type: 'receipts', receipts });
    } else if (command.type === 'close') {
      for (const socket of sockets) socket.close();
      parentPort.postMessage({ type: 'closed' });
    }
  });
}

function ask(worker, type, answer) {
  return new Promise((resolve) => {
    const listener = (message) => {
      if (message.type !== answer) return;
      worker.off('message', listener);
      resolve(message);
    };
    worker.on('message', listener);
    worker.postMessage({ type });
  });
}

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  return kb / 1024;
}

/** CPU time (user + system) a process has used, in ms (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each client socket is a file descriptor here and one in the gateway (a child, which inherits the limit): below
 * what that needs, the benchmark starts itself again through bash with `ulimit -n` raised (up to the hard limit).
 */
function rerunWithMoreFiles(sockets) {
  const needed = sockets + 2048;
  const [, soft, hard] = /Max open files\s+(\S+)\s+(\S+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  if (soft === 'unlimited' || Number(soft) >= needed || process.env.BENCH_SOCKETS_RAISED) return false;
  const limit = hard === 'unlimited' ? needed : Math.min(needed, Number(hard));
  console.log(`open files: ${soft} allowed, ${needed} needed; again with ulimit -n ${limit}`);
  const child = spawnSync('bash', ['-c', `ulimit -n ${limit} && exec "$@"`, 'bash', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SOCKETS_RAISED: '1' },
  });
  process.exit(child.status ?? 1);
}

async function main() {
  const { api, percentile, pool, registerCompany, registerCreator, startBenchPostgres, startProduct } =
    await import('./lib/products.mjs');
  const { values: args } = parseArgs({
    options: {
      sockets: { type: 'string', default: '5000' },
      users: { type: 'string', default: '100,1' },
      workers: { type: 'string', default: '4' },
    },
  });
  const SOCKETS = Number(args.sockets);
  rerunWithMoreFiles(SOCKETS);
  const USER_MIXES = args.users.split(',').map(Number);
  const WORKERS = Number(args.workers);
  const TARGET_P99_MS = 200;
  const WAIT_MS = 20_000;

  const postgres = await startBenchPostgres();
  const product = await startProduct('embedded', postgres);
  const rows = [];
  try {
    const call = api(product.url);
    const company = await registerCompany(call, 'melder');
    const creators = await pool(Math.max(...USER_MIXES), 8, async (index) => {
      const creator = await registerCreator(call, `luisteraar-${index}`);
      const started = await call('POST', '/conversations', { participantId: creator.id }, company);
      if (started.status !== 201) throw new Error(`conversation: ${started.status} ${JSON.stringify(started.body)}`);
      return { ...creator, conversationId: started.body.conversation.id };
    });
    const send = async (creator, text) => {
      const answer = await call('POST', `/conversations/${creator.conversationId}/messages`, { content: text }, company);
      if (answer.status !== 201) throw new Error(`send: ${answer.status} ${JSON.stringify(answer.body)}`);
    };
    // The path's first use (prepared statements, consumer start) is not what a notice costs.
    for (const creator of creators.slice(0, 5)) await send(creator, 'Opwarmen');

    for (const users of USER_MIXES) {
      const loadBefore = os.loadavg()[0];
      await sleep(2000);
      const rssBefore = rssMb(product.pid);
      const plan = Array.from({ length: SOCKETS }, (_, index) => ({ token: creators[index % users].token, user: index % users }));
      const workers = Array.from(
        { length: WORKERS },
        (_, w) =>
          new Worker(new URL(import.meta.url), {
            workerData: { url: product.url, sockets: plan.filter((_, index) => index % WORKERS === w) },
          }),
      );
      const connectStarted = performance.now();
      const connected = await Promise.all(workers.map((worker) => ask(worker, 'connect', 'connected')));
      const connectSeconds = (performance.now() - connectStarted) / 1000;
      const open = connected.reduce((sum, answer) => sum + answer.connected, 0);
      const refused = connected.reduce((sum, answer) => sum + answer.failed, 0);
      await sleep(3000);
      const rssAfter = rssMb(product.pid);

      const allReceived = Promise.all(
        workers.map(
          (worker) => new Promise((resolve) => worker.on('message', (message) => message.type === 'all-received' && resolve())),
        ),
      );
      const loadAtSend = os.loadavg()[0];
      const sentAt = new Array(users);
      const cpuBefore = cpuMs(product.pid);
      const firstPost = now();
      await Promise.all(
        creators.slice(0, users).map(async (creator, user) => {
          sentAt[user] = now();
          await send(creator, `Melding voor iedereen ${users}`);
        }),
      );
      const lastAnswer = now() - firstPost;
      await Promise.race([allReceived, sleep(WAIT_MS)]);
      const gatewayCpu = cpuMs(product.pid) - cpuBefore;
      const receipts = (await Promise.all(workers.map((worker) => ask(worker, 'collect', 'receipts')))).flatMap(
        (answer) => answer.receipts,
      );
      await Promise.all(workers.map((worker) => ask(worker, 'close', 'closed')));
      await Promise.all(workers.map((worker) => worker.terminate()));

      const heard = receipts.filter((receipt) => receipt.at !== undefined);
      const fromFirst = heard.map((receipt) => receipt.at - firstPost);
      const fromOwn = heard.map((receipt) => receipt.at - sentAt[receipt.user]);
      rows.push({
        users,
        open,
        refused,
        connectRate: open / connectSeconds,
        heard: heard.length,
        twice: receipts.filter((receipt) => receipt.times > 1).length,
        p50: percentile(fromFirst, 50),
        p99: percentile(fromFirst, 99),
        max: Math.max(...fromFirst),
        ownP50: percentile(fromOwn, 50),
        ownP99: percentile(fromOwn, 99),
        lastAnswer,
        gatewayCpu,
        rssBefore,
        rssAfter,
        load: `${loadBefore.toFixed(2)} / ${loadAtSend.toFixed(2)} / ${os.loadavg()[0].toFixed(2)}`,
      });
      await sleep(2000); // the gateway lets go of the closed sockets before the next mix
    }
  } finally {
    await product.stop();
    await postgres.stop();
  }

  const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
  console.log(
    `\nA notice to every one of ${SOCKETS} socket.io clients on one gateway (embedded): one message per creator, ` +
      `her notice emitted to her room; times until each socket's 'message-received'`,
  );
  const header = [
    'sockets × users',
    'open',
    'connects/s',
    'received',
    'from 1st POST p50 ms',
    'p99 ms',
    'max ms',
    `p99 < ${TARGET_P99_MS} ms`,
    'from own POST p50 / p99 ms',
    'last POST answered ms',
    'gateway CPU ms',
    'gateway RSS before → after MB',
    'KB per socket',
    'load avg before / send / end',
  ];
  const lines = rows.map((row, index) => [
    `${SOCKETS / row.users} × ${row.users}`,
    `${row.open}${row.refused ? ` (${row.refused} refused)` : ''}`,
    row.connectRate.toFixed(0),
    `${row.heard}${row.twice ? ` (${row.twice} twice)` : ''}`,
    ms(row.p50),
    ms(row.p99),
    ms(row.max),
    row.heard === SOCKETS && row.p99 < TARGET_P99_MS ? 'yes' : 'NO',
    `${ms(row.ownP50)} / ${ms(row.ownP99)}`,
    ms(row.lastAnswer),
    String(row.gatewayCpu),
    `${row.rssBefore.toFixed(0)} → ${row.rssAfter.toFixed(0)}`,
    // After the first mix the gateway keeps memory its closed sockets used (the heap does not shrink at once).
    index === 0 ? (((row.rssAfter - row.rssBefore) * 1024) / SOCKETS).toFixed(1) : '- (not fresh)',
    row.load,
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index].length)));
  const format = (cells) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

if (isMainThread) await main();
else runClients();
