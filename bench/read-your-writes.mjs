// Read-your-writes across contexts: 200 deposits, each posted the moment its project's create answered 201.
// Payments learns of a project only from projects' ProjectCreated event, so without the settle wait a deposit that
// follows its create at once races the event. Prints, per topology and flows at once, how many deposits failed with
// and without the wait, what the wait adds to the create (its own measure of it, the `Server-Timing: settle` of
// each create), the product's CPU per flow, and the share of it the waiting costs; which consumer group's report
// ended the waits (the header names it); then the target: the added wait's p99 under 30 ms at 10 flows at once,
// 'met' or 'missed'.
//   node bench/read-your-writes.mjs [--flows 200] [--concurrency 1,10] [--rounds 3] [--only embedded|distributed]
//                                   [--warm-up-flows 1000]
// One flow at a time is a person's pace; ten at once saturate this machine's two cores, and the wait then holds the
// consumers' queue as well. The product without the wait and the product with it run side by side (one database
// each) and take turns, round by round, so a busy moment of the machine hits both; the CPU per flow is what all the
// benchmark's processes used during a round (and a second after it, for the consumers' share) above what the two
// used idle. A deposit that failed is posted again until it succeeds, so both end up doing the same work.
import { parseArgs } from 'node:util';
import { productCpuMs } from './lib/cpu.mjs';
import { verdict } from './lib/measure.mjs';
import { api, createProject, percentile, pool, registerCompany, startBenchPostgres, startProduct } from './lib/products.mjs';

const { values: args } = parseArgs({
  options: {
    flows: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '1,10' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    'warm-up-flows': { type: 'string', default: '1000' },
  },
});
const FLOWS = Number(args.flows);
const CONCURRENCY_LEVELS = args.concurrency.split(',').map(Number);
const ROUNDS = Number(args.rounds);
const IDLE_SECONDS = 3;
/** The target: what the wait adds to the create, p99, with this many flows at once. */
const TARGET = { p99Ms: 30, concurrency: 10 };
const VARIANTS = [
  { wait: 'none (SETTLE_WAIT_MS=0)', env: { SETTLE_WAIT_MS: '0' } },
  { wait: 'settle (default)', env: {} },
];

/** Flows each product serves, uncounted, before the rounds (`--warm-up-flows 0`: a cold product). */
const WARM_UP_FLOWS = Number(args['warm-up-flows']);
/** A deposit a failed first try is posted again this long after, until it succeeds. */
const RETRY_MS = 100;
/** After a round, the consumers' work it caused lands in its own round's CPU before the next round starts. */
const ROUND_TAIL_MS = 1000;

/**
 * Each flow creates a project and posts its deposit at once; a deposit that fails is counted, then posted again until
 * it succeeds, so that with and without the wait the product ends up doing the same work (its CPU is compared).
 */
async function flows(call, token, count, concurrency) {
  const deposit = (projectId) => call('POST', `/payments/projects/${projectId}/deposit`, { method: 'ideal' }, token);
  return pool(count, concurrency, async (index) => {
    const started = performance.now();
    const created = await createProject(call, token, index);
    const createMs = performance.now() - started;
    const { settleMs, settledLast } = created;
    if (created.status !== 201) return { createMs, settleMs, failed: `create ${created.status}` };
    const first = await deposit(created.body.project.id);
    if (first.status === 200) return { createMs, settleMs, settledLast };
    // Payments learns of the project within a second or two; a deposit refused for another reason stops trying.
    for (let tries = 0, retry = first; retry.status === 404 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      retry = await deposit(created.body.project.id);
    }
    return { createMs, settleMs, settledLast, failed: `deposit ${first.status} ${first.body?.code ?? ''}` };
  });
}

async function measure(topology, postgres) {
  const products = [];
  const sides = [];
  const rows = [];
  try {
    for (const variant of VARIANTS) {
      const product = await startProduct(topology, postgres, variant.env);
      products.push(product);
      const call = api(product.url);
      const token = await registerCompany(call, `ryw-${topology}`);
      sides.push({ call, token });
    }
    // Uncounted, as many flows at once as the most measured: V8 compiles each process's hot paths once after it
    // starts, and each connection pool and prepared plan is made on first use; neither is a cost of a flow.
    for (const side of sides) await flows(side.call, side.token, WARM_UP_FLOWS, Math.max(...CONCURRENCY_LEVELS));
    const idleStarted = performance.now();
    const idleCpuBefore = productCpuMs();
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleCpuPerMs = (productCpuMs() - idleCpuBefore) / (performance.now() - idleStarted);
    for (const concurrency of CONCURRENCY_LEVELS) {
      const results = sides.map(() => ({ flows: [], cpuMs: 0 }));
      for (let round = 0; round < ROUNDS; round += 1) {
        const count = Math.floor(((round + 1) * FLOWS) / ROUNDS) - Math.floor((round * FLOWS) / ROUNDS);
        for (const [index, side] of sides.entries()) {
          const started = performance.now();
          const cpuBefore = productCpuMs();
          results[index].flows.push(...(await flows(side.call, side.token, count, concurrency)));
          await new Promise((resolve) => setTimeout(resolve, ROUND_TAIL_MS));
          results[index].cpuMs += productCpuMs() - cpuBefore - idleCpuPerMs * (performance.now() - started);
        }
      }
      const [without, withWait] = results.map(({ flows: done, cpuMs }) => {
        const failures = done.filter((flow) => flow.failed);
        const times = done.map((flow) => flow.createMs);
        const waits = done.map((flow) => flow.settleMs);
        const lastGroups = new Map();
        for (const { settledLast } of done) if (settledLast) lastGroups.set(settledLast, (lastGroups.get(settledLast) ?? 0) + 1);
        return {
          failures: failures.length,
          reasons: [...new Set(failures.map((flow) => flow.failed))].join(', '),
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          waitP50: percentile(waits, 50),
          waitP99: percentile(waits, 99),
          cpuPerFlow: cpuMs / done.length,
          lastGroups: [...lastGroups].sort((a, b) => b[1] - a[1]).map(([group, count]) => `${group} ${count}`),
        };
      });
      const share = (withWait.cpuPerFlow - without.cpuPerFlow) / withWait.cpuPerFlow;
      rows.push({ topology, concurrency, wait: VARIANTS[0].wait, ...without });
      rows.push({ topology, concurrency, wait: VARIANTS[1].wait, ...withWait, share, added: true });
    }
    return rows;
  } finally {
    for (const product of products) await product.stop();
  }
}

const postgres = await startBenchPostgres();
const rows = [];
try {
  for (const topology of ['embedded', 'distributed']) {
    if (!args.only || args.only === topology) rows.push(...(await measure(topology, postgres)));
  }
} finally {
  await postgres.stop();
}

console.log(`\n${FLOWS} deposits posted the moment their project's create answered, ${ROUNDS} alternating rounds`);
const header = [
  'topology',
  'flows at once',
  'write waits for its events',
  'failed deposits',
  'create p50 ms',
  'create p99 ms',
  'settle wait p50 / p99 ms',
  'product CPU ms/flow (above idle)',
  "the wait's share of it",
];
const lines = rows.map((row) => [
  row.topology,
  String(row.concurrency),
  row.wait,
  `${row.failures} of ${FLOWS}${row.reasons ? ` (${row.reasons})` : ''}`,
  row.p50.toFixed(1),
  row.p99.toFixed(1),
  row.added ? `${row.waitP50.toFixed(1)} / ${row.waitP99.toFixed(1)}` : '',
  row.cpuPerFlow.toFixed(1),
  row.added ? `${(100 * row.share).toFixed(0)}%` : '',
]);
const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index].length)));
const format = (cells) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
console.log(format(header));
for (const line of lines) console.log(format(line));
// Which consumer group's report ended each wait (the create's `Server-Timing: settle` names it): the one to speed up.
for (const row of rows.filter((candidate) => candidate.added && candidate.lastGroups.length > 0)) {
  console.log(`${row.topology}, ${row.concurrency} at once: the wait ended on ${row.lastGroups.join(', ')} of ${FLOWS}`);
}
for (const topology of new Set(rows.map((row) => row.topology))) {
  const row = rows.find(
    (candidate) => candidate.topology === topology && candidate.added && candidate.concurrency === TARGET.concurrency,
  );
  const figure = row
    ? `${row.waitP99.toFixed(1)} ms, ${row.failures} failed deposits: ${verdict(row.waitP99 < TARGET.p99Ms && row.failures === 0)}`
    : `not run (--concurrency without ${TARGET.concurrency})`;
  console.log(`${topology}: target: the wait adds p99 < ${TARGET.p99Ms} ms at ${TARGET.concurrency} flows at once: ${figure}`);
}
