// Read-your-writes across contexts: 200 deposits, each posted the moment its project's create answered 201.
// Payments learns of a project only from projects' ProjectCreated event, so without the settle wait a deposit that
// follows its create at once races the event. Prints, per topology, how many deposits failed with and without the
// wait, and what the wait adds to the create: its own measure of it, the `Server-Timing: settle` of each create.
//   node bench/read-your-writes.mjs [--flows 200] [--concurrency 1,10] [--only embedded|distributed]
// One flow at a time is a person's pace; ten at once saturate this machine's two cores, and the wait then holds the
// consumers' queue as well.
import { parseArgs } from 'node:util';
import { api, createProject, percentile, pool, registerCompany, startBenchPostgres, startProduct } from './lib/products.mjs';

const { values: args } = parseArgs({
  options: {
    flows: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '1,10' },
    only: { type: 'string' },
  },
});
const FLOWS = Number(args.flows);
const CONCURRENCY_LEVELS = args.concurrency.split(',').map(Number);

async function measure(topology, postgres, concurrency, settleWaitMs) {
  const product = await startProduct(
    topology,
    postgres,
    settleWaitMs === undefined ? {} : { SETTLE_WAIT_MS: String(settleWaitMs) },
  );
  try {
    const call = api(product.url);
    const token = await registerCompany(call, `ryw-${topology}`);
    await createProject(call, token, 'warm-up'); // first use of each connection pool and prepared plan
    const flows = await pool(FLOWS, concurrency, async (index) => {
      const started = performance.now();
      const created = await createProject(call, token, index);
      const createMs = performance.now() - started;
      if (created.status !== 201) return { createMs, settleMs: created.settleMs, failed: `create ${created.status}` };
      const deposit = await call('POST', `/payments/projects/${created.body.project.id}/deposit`, { method: 'ideal' }, token);
      return {
        createMs,
        settleMs: created.settleMs,
        failed: deposit.status === 200 ? undefined : `deposit ${deposit.status} ${deposit.body?.code ?? ''}`,
      };
    });
    const failures = flows.filter((flow) => flow.failed);
    const reasons = [...new Set(failures.map((flow) => flow.failed))].join(', ');
    const times = flows.map((flow) => flow.createMs);
    const waits = flows.map((flow) => flow.settleMs);
    return {
      failures: failures.length,
      reasons,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      added: `${percentile(waits, 50).toFixed(1)} / ${percentile(waits, 99).toFixed(1)}`,
    };
  } finally {
    await product.stop();
  }
}

const postgres = await startBenchPostgres();
const rows = [];
try {
  for (const topology of ['embedded', 'distributed']) {
    if (args.only && args.only !== topology) continue;
    for (const concurrency of CONCURRENCY_LEVELS) {
      const without = await measure(topology, postgres, concurrency, 0);
      const withWait = await measure(topology, postgres, concurrency, undefined);
      rows.push({ topology, concurrency, wait: 'none (SETTLE_WAIT_MS=0)', ...without, added: '' });
      rows.push({ topology, concurrency, wait: 'settle (default)', ...withWait });
    }
  }
} finally {
  await postgres.stop();
}

console.log(`\n${FLOWS} deposits posted the moment their project's create answered`);
const header = [
  'topology',
  'flows at once',
  'write waits for its events',
  'failed deposits',
  'create p50 ms',
  'create p99 ms',
  'settle wait p50 / p99 ms',
];
const lines = rows.map((row) => [
  row.topology,
  String(row.concurrency),
  row.wait,
  `${row.failures} of ${FLOWS}${row.reasons ? ` (${row.reasons})` : ''}`,
  row.p50.toFixed(1),
  row.p99.toFixed(1),
  row.added ?? '',
]);
const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index].length)));
const format = (cells) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
console.log(format(header));
for (const line of lines) console.log(format(line));
