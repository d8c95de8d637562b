// A message sent over the API until the other party's socket hears of it: companies send messages to one creator
// (POST /api/conversations/{id}/messages) at a fixed rate, and her socket.io client times each `message-received`.
// The path is the product's own: messaging stores the message with MessageSent in its outbox, its relay hands it on
// (gathering for 15 ms, since no write waits for it), notifications makes the creator's notice and, after its commit,
// pushes it to her room.
//   node bench/realtime-messages.mjs [--rate 20,100,…] [--seconds 15] [--senders 50] [--only distributed|embedded]
//                                    [--per-process] [--statements] [--warm-up 10]
// Without --rate: 20, 100 and the topology's target rate (300/s distributed, 500/s embedded). Each topology's targets
// end the output with 'met' or 'missed': CPU per message above idle, and its rate with its p99.
// Each rate runs for `--seconds` on the same product; a run stops early when the product falls more than 5 s behind.
// Distributed: the senders' HTTP goes to gateway A, the creator's socket is on gateway B (the local stack's second
// gateway replica); the two share socket.io rooms through Redis. Embedded: one process does all.
// The pushed notice names the conversation but not the message, so each company has its own conversation with the
// creator and a notice is matched to the oldest unanswered message of its conversation; the senders take turns, so
// one conversation's messages are `senders / rate` apart (100 ms by default), longer than a message is under way.
// `--per-process` also prints each process's CPU per message above its own idle (gateways, services, PostgreSQL,
// broker, Redis): where the message's cost lies, hop by hop. `--statements` also prints, per message, the statements
// PostgreSQL ran and their time (pg_stat_statements, loaded into the benchmark's PostgreSQL for the run).
// A stall in the distributed topology, process by process: `BENCH_DISTRIBUTED_NODE_ARGS=--trace-gc
// BENCH_DISTRIBUTED_LOG=/tmp/gc.log` writes each process's garbage collections, timed in ms since the epoch, beside
// the run's start printed with its slowest slices.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { productCpuByProcess, productCpuMs, productProcesses } from './lib/cpu.mjs';
import { loopDelays } from './lib/loop-delays.mjs';
import { verdict } from './lib/measure.mjs';
import { formatStatementCosts, STATEMENT_COSTS_SETTINGS, statementCosts } from './lib/statement-costs.mjs';
import {
  api,
  percentile,
  pool,
  poster,
  registerCompany,
  registerCreator,
  sendChatMessage,
  startBenchPostgres,
  startProduct,
} from './lib/products.mjs';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    senders: { type: 'string', default: '50' },
    only: { type: 'string' },
    'per-process': { type: 'boolean', default: false },
    statements: { type: 'boolean', default: false },
    'warm-up': { type: 'string', default: '10' },
  },
});
const PER_PROCESS = args['per-process'];
const STATEMENTS = args.statements;
/**
 * Per topology: the product's CPU per message above idle (every process: gateways, services, PostgreSQL, broker,
 * Redis), and the rate it carries with that p99 (distributed: HTTP on one gateway, the socket on the other).
 */
const TARGETS = {
  embedded: { cpuMs: 1.5, rate: 500, p99Ms: 50 },
  distributed: { cpuMs: 3, rate: 300, p99Ms: 100 },
};
const ratesOf = (topology) => (args.rate ? args.rate.split(',').map(Number) : [20, 100, TARGETS[topology].rate]);
const SECONDS = Number(args.seconds);
const SENDERS = Number(args.senders);
/**
 * The topology's target rate this long, uncounted, before anything is measured: V8 compiles a process's hot paths once
 * after it starts, which is no cost of a message (a 2 s warm-up at the first rate left it in the 500/s run's CPU).
 * `--warm-up 0`: a cold product.
 */
const WARM_UP_SECONDS = Number(args['warm-up']);
const DRAIN_MS = 20_000;
/** More than this many seconds of messages still on their way: the product has fallen behind the rate. */
const BEHIND_SECONDS = 5;
const IDLE_SECONDS = 5;
/** Every Node process of the product measures its event loop's delay, run by run. */
const delays = loopDelays(productProcesses);

function connect(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, timeout: 20_000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/**
 * Sends `rate` messages a second for `seconds`, taking the senders in turn, without waiting for answers (a fixed
 * rate, so a slow answer delays no later send). Stops early when more than `BEHIND_SECONDS` of messages are still
 * on their way: the product has fallen behind, and more of the same only lengthens the run.
 */
async function sendAtRate({ post, senders, rate, seconds, pending, received }) {
  const total = Math.round(rate * seconds);
  const messages = [];
  const started = performance.now();
  let behind = false;
  while (messages.length < total && !behind) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    while (messages.length < due) {
      const sender = senders[messages.length % senders.length];
      const message = { sentAt: performance.now() };
      pending.get(sender.conversationId).push(message);
      messages.push(message);
      sendChatMessage(post, sender.conversationId, `Bericht ${messages.length}`, sender.token).then((status) => {
        message.status = status;
        message.answeredMs = performance.now() - message.sentAt;
      });
    }
    behind = messages.length - received() > rate * BEHIND_SECONDS;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return { messages, sendSeconds: (performance.now() - started) / 1000, behind };
}

/** The slices of a run the slowest messages are counted in, by when they were sent. */
const SLICE_MS = 250;

/**
 * When the messages heard at or after `p99` were sent: the three slices of `SLICE_MS` holding most of them, as
 * [start in s, count]. A stall puts them in one or two slices; a queue that is always long spreads them.
 */
function slicesOfSlowest(messages, firstSentAt, p99) {
  const slices = new Map();
  for (const message of messages.filter((each) => each.receivedMs >= p99)) {
    const slice = Math.floor((message.sentAt - firstSentAt) / SLICE_MS);
    slices.set(slice, (slices.get(slice) ?? 0) + 1);
  }
  return [...slices]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([slice, count]) => [(slice * SLICE_MS) / 1000, count]);
}

/** Until every message is answered and heard of, or `DRAIN_MS` after the last send. */
async function drain(messages, waitMs = DRAIN_MS) {
  const deadline = Date.now() + waitMs;
  const done = (message) => message.receivedMs !== undefined && message.status !== undefined;
  while (!messages.every(done) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** CPU ms per second of each process between two readings of `productCpuByProcess` (`seconds` 1: the difference). */
function perSecond(before, after, seconds) {
  return Object.fromEntries(Object.entries(after).map(([name, used]) => [name, (used - (before[name] ?? 0)) / seconds]));
}

async function measure(topology, postgres) {
  const RATES = ratesOf(topology);
  const loadBefore = os.loadavg()[0];
  // Distributed: two gateway processes (the local stack's replicas); embedded: the one process.
  const product = await startProduct(topology, postgres, {}, { gateway: 2 });
  const socketUrl = product.gatewayUrls?.[1] ?? product.url;
  const sockets = [];
  const rows = [];
  const costs = STATEMENTS ? await statementCosts(product.databaseUrl) : null;
  try {
    const call = api(product.url);
    const creator = await registerCreator(call, 'ontvanger');
    const senders = await pool(SENDERS, 8, async (index) => {
      const token = await registerCompany(call, `afzender-${index}`);
      const started = await call('POST', '/conversations', { participantId: creator.id }, token);
      if (started.status !== 201) throw new Error(`conversation: ${started.status} ${JSON.stringify(started.body)}`);
      return { token, conversationId: started.body.conversation.id };
    });

    /** Per conversation, the messages whose notice has not come yet, oldest first. */
    const pending = new Map(senders.map((sender) => [sender.conversationId, []]));
    let received = 0;
    let unmatched = 0;
    let duplicates = 0;
    let lastReceivedAt = 0;
    const seen = new Set();
    const receiver = await connect(socketUrl, creator.token);
    sockets.push(receiver);
    receiver.on('message-received', (data) => {
      const receivedAt = performance.now();
      // A notice delivered twice (an event read again after a consumer group rebalance) is counted, not matched.
      if (seen.has(data?.notification?.id)) {
        duplicates += 1;
        return;
      }
      seen.add(data?.notification?.id);
      const message = pending.get(data?.conversationId)?.shift();
      if (!message) {
        unmatched += 1;
        return;
      }
      message.receivedMs = receivedAt - message.sentAt;
      received += 1;
      lastReceivedAt = receivedAt;
    });

    const post = poster(product.url);
    const reset = () => {
      for (const queue of pending.values()) queue.length = 0;
      received = 0;
      unmatched = 0;
      duplicates = 0;
    };
    // A gateway that just started joins the relay's consumer group, and the group rebalances (seconds, more on a
    // busy machine): one message at a time until five in a row are heard within a second, for at most a minute.
    const settleStarted = performance.now();
    for (let inARow = 0; inARow < 5 && performance.now() - settleStarted < 60_000;) {
      const probe = await sendAtRate({ post, senders, rate: 1000, seconds: 0.001, pending, received: () => received });
      await drain(probe.messages, 3000);
      inARow = probe.messages[0].receivedMs < 1000 ? inARow + 1 : 0;
    }
    reset();
    const settleSeconds = (performance.now() - settleStarted) / 1000;
    if (WARM_UP_SECONDS > 0) {
      const rate = TARGETS[topology].rate;
      const warmUp = await sendAtRate({ post, senders, rate, seconds: WARM_UP_SECONDS, pending, received: () => received });
      await drain(warmUp.messages);
    }
    reset();
    // What the product burns with no messages at all (consumers polling the broker, timers), so that the cost of a
    // message itself can be told apart from it.
    const idleStarted = performance.now();
    const idleCpuBefore = productCpuMs();
    const idleByProcessBefore = productCpuByProcess();
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleSeconds = (performance.now() - idleStarted) / 1000;
    const idleCpuPerSecond = (productCpuMs() - idleCpuBefore) / idleSeconds;
    const idleByProcessPerSecond = perSecond(idleByProcessBefore, productCpuByProcess(), idleSeconds);
    for (const [index, rate] of RATES.entries()) {
      reset();
      await costs?.reset(); // before the CPU readings, so the run's figures do not count it
      const loadAtStart = os.loadavg()[0];
      const cpuBefore = productCpuMs();
      const byProcessBefore = productCpuByProcess();
      const firstSentAt = performance.now();
      lastReceivedAt = firstSentAt;
      delays.mark();
      const generatorBefore = process.cpuUsage();
      const run = await sendAtRate({ post, senders, rate, seconds: SECONDS, pending, received: () => received });
      await drain(run.messages);
      const generator = process.cpuUsage(generatorBefore);
      const loopDelay = await delays.read();
      const cpuMs = productCpuMs() - cpuBefore;
      const runSeconds = (performance.now() - firstSentAt) / 1000;
      const byProcess = perSecond(byProcessBefore, productCpuByProcess(), 1);
      const { messages } = run;
      const statements = costs ? await costs.read(messages.length) : [];
      const heard = messages.filter((message) => message.receivedMs !== undefined).map((message) => message.receivedMs);
      const answered = messages.filter((message) => message.status !== undefined).map((message) => message.answeredMs);
      const p99 = percentile(heard, 99);
      rows.push({
        topology,
        rate,
        sent: messages.length,
        sendRate: messages.length / run.sendSeconds,
        behind: run.behind,
        failed: messages.filter((message) => message.status !== undefined && message.status !== 201).length,
        unanswered: messages.length - answered.length,
        received: heard.length,
        delivered: heard.length / ((lastReceivedAt - firstSentAt) / 1000),
        unmatched,
        duplicates,
        p50: percentile(heard, 50),
        p95: percentile(heard, 95),
        p99,
        slowestSlices: slicesOfSlowest(messages, firstSentAt, p99),
        startedAtEpochMs: Math.round(performance.timeOrigin + firstSentAt),
        max: Math.max(...heard),
        postP50: percentile(answered, 50),
        postP99: percentile(answered, 99),
        cpuPerMessage: cpuMs / messages.length,
        cpuPerMessageAboveIdle: (cpuMs - idleCpuPerSecond * runSeconds) / messages.length,
        // Each process's CPU per message above what it used idle.
        byProcess: Object.fromEntries(
          Object.entries(byProcess).map(([name, used]) => [
            name,
            (used - (idleByProcessPerSecond[name] ?? 0) * runSeconds) / messages.length,
          ]),
        ),
        loopDelay,
        statements,
        // This process (the senders and the creator's socket) shares the cores with the product.
        generatorCpuPerMessage: (generator.user + generator.system) / 1000 / messages.length,
        idleCpuPerSecond,
        settleSeconds,
        load: `${loadBefore.toFixed(2)} / ${loadAtStart.toFixed(2)} / ${os.loadavg()[0].toFixed(2)}`,
      });
      // What is still under way would land in the next rate's figures: the next rate only on a product at rest.
      if (!messages.every((message) => message.receivedMs !== undefined && message.status !== undefined)) {
        for (const skipped of RATES.slice(index + 1)) rows.push({ topology, rate: skipped, skipped: true });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    return rows;
  } finally {
    for (const socket of sockets) socket.close();
    await costs?.close();
    await product.stop();
  }
}

const postgres = await startBenchPostgres({ settings: STATEMENTS ? STATEMENT_COSTS_SETTINGS : undefined });
const rows = [];
try {
  for (const topology of ['distributed', 'embedded']) {
    if (!args.only || args.only === topology) rows.push(...(await measure(topology, postgres)));
  }
} finally {
  await postgres.stop();
}

const topologyName = (row) =>
  row.topology === 'distributed' ? 'distributed, HTTP → gateway A, socket on gateway B' : 'embedded, one process';
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
console.log(
  `\nPOST /api/conversations/{id}/messages → the recipient's socket.io 'message-received', ${SECONDS} s at each rate ` +
    `from ${SENDERS} companies to one creator (after ${WARM_UP_SECONDS} s at the target rate, uncounted)`,
);
const header = [
  'topology',
  'msg/s asked',
  'sent',
  'failed',
  'received',
  'delivered/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'max ms',
  'POST answer p50 / p99 ms',
  'product CPU ms/msg (above idle)',
  'load avg before / start / end',
];
const lines = rows.map((row) =>
  row.skipped
    ? [topologyName(row), String(row.rate), 'not run: the rate before had not drained', ...Array(10).fill('')]
    : [
        topologyName(row),
        String(row.rate),
        `${row.sent}${row.behind ? ' (fell behind, stopped)' : ''}`,
        `${row.failed}${row.unanswered ? ` (+${row.unanswered} unanswered)` : ''}`,
        `${row.received}${row.unmatched ? ` (+${row.unmatched} unmatched)` : ''}${row.duplicates ? ` (+${row.duplicates} twice)` : ''}`,
        row.delivered.toFixed(0),
        ms(row.p50),
        ms(row.p95),
        ms(row.p99),
        ms(row.max),
        `${ms(row.postP50)} / ${ms(row.postP99)}`,
        // Only for a run in which every message went the whole way (a run that fell behind and then drained did all
        // of it): otherwise part of the work was never done.
        row.received === row.sent && !row.unanswered
          ? `${row.cpuPerMessage.toFixed(1)} (${row.cpuPerMessageAboveIdle.toFixed(1)})`
          : '-',
        row.load,
      ],
);
const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index].length)));
const format = (cells) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
console.log(format(header));
for (const line of lines) console.log(format(line));
if (PER_PROCESS) {
  console.log('\nCPU ms per message above idle, per process');
  for (const row of rows.filter((each) => !each.skipped)) {
    const parts = Object.entries(row.byProcess)
      .sort((a, b) => b[1] - a[1])
      .map(([name, value]) => `${name} ${value.toFixed(2)}`);
    console.log(
      `${topologyName(row)}, ${row.rate}/s: ${parts.join(', ')}; ` +
        `the load generator (this benchmark, not counted above) ${row.generatorCpuPerMessage.toFixed(2)}`,
    );
  }
  console.log('');
}
if (STATEMENTS) {
  console.log('Statements per message, the costliest first (time in the statement, waits and queueing included)');
  for (const row of rows.filter((each) => !each.skipped)) {
    console.log(`${topologyName(row)}, ${row.rate}/s:`);
    for (const line of formatStatementCosts(row.statements, 'msg')) console.log(line);
  }
  console.log('');
}
console.log(
  '\nEvent-loop delay while sending and draining, per Node process: how late a 10 ms timer fired, p99 / max ms ' +
    '(a process busy that long at a stretch holds every message behind it)',
);
for (const row of rows.filter((each) => !each.skipped)) {
  const parts = Object.entries(row.loopDelay)
    .sort((a, b) => b[1].p99 - a[1].p99)
    .map(([name, seen]) => `${name} ${seen.p99.toFixed(0)} / ${seen.max.toFixed(0)}`);
  console.log(`${topologyName(row)}, ${row.rate}/s: ${parts.join(', ')}`);
}
console.log(
  `\nWhen the slowest 1% were sent: the ${SLICE_MS} ms slices of the run holding most of them, from its start ` +
    '(one or two full slices: a stall; many thin ones: a queue that is always long); the start in ms since the ' +
    'epoch, as BENCH_DISTRIBUTED_LOG times each line',
);
for (const row of rows.filter((each) => !each.skipped)) {
  const slices = row.slowestSlices.map(([start, count]) => `${start.toFixed(2)} s: ${count}`);
  console.log(
    `${topologyName(row)}, ${row.rate}/s: ${slices.join(', ')} (of ${Math.ceil(row.received / 100)}), ` +
      `started at ${row.startedAtEpochMs}`,
  );
}
console.log('');
for (const topology of new Set(rows.map((row) => row.topology))) {
  const first = rows.find((row) => row.topology === topology && row.settleSeconds !== undefined);
  if (!first) continue;
  console.log(`${topologyName(first)}: five messages in a row heard within 1 s after ${first.settleSeconds.toFixed(1)} s`);
  // The cores the target rate needs at the measured cost: what the product burns idle plus the cost of each message
  // (from the busiest complete run, where fixed costs weigh least), before any headroom for latency.
  const target = TARGETS[topology];
  const complete = rows.filter(
    (row) => row.topology === topology && !row.skipped && row.received === row.sent && !row.behind && !row.unanswered,
  );
  const busiest = complete.at(-1);
  const idleCores = first.idleCpuPerSecond / 1000;
  const cores = busiest ? idleCores + (busiest.cpuPerMessageAboveIdle * target.rate) / 1000 : NaN;
  console.log(
    `  idle: ${idleCores.toFixed(2)} cores; ${target.rate} msg/s needs ≈ ${Number.isFinite(cores) ? cores.toFixed(1) : '-'} cores ` +
      `at ${busiest ? busiest.cpuPerMessageAboveIdle.toFixed(1) : '-'} ms CPU per message (${os.cpus().length} here)`,
  );
  const cpu = busiest
    ? `${busiest.cpuPerMessageAboveIdle.toFixed(2)} ms at ${busiest.rate}/s: ${verdict(busiest.cpuPerMessageAboveIdle <= target.cpuMs)}`
    : `no run went the whole way: ${verdict(false)}`;
  console.log(`  target: CPU per message above idle ≤ ${target.cpuMs} ms: ${cpu}`);
  const atRate = rows.find((row) => row.topology === topology && row.rate === target.rate);
  const carried = (row) => row.received === row.sent && !row.behind && !row.unanswered && !row.failed;
  const rate = !atRate
    ? `not run (--rate without ${target.rate})`
    : atRate.skipped
      ? `not run, the rate before had not drained: ${verdict(false)}`
      : `${atRate.delivered.toFixed(0)} delivered/s, p99 ${ms(atRate.p99)} ms${carried(atRate) ? '' : ' (not all carried)'}: ` +
        verdict(carried(atRate) && atRate.p99 < target.p99Ms);
  console.log(`  target: ${target.rate} msg/s with p99 < ${target.p99Ms} ms: ${rate}`);
}
