// How long an event committed in one context takes to be applied in another, seen from the API: a company creates
// a project (projects commits it with ProjectCreated in its outbox), then polls payments, which knows the project only
// once it applied that event. The create runs with SETTLE_WAIT_MS=0, so it answers at commit and the poll measures
// the whole pipeline: outbox relay → bus → consumer → committed projection.
//   node bench/event-latency.mjs [--samples 200] [--only embedded|distributed]
import { parseArgs } from 'node:util';
import { api, createProject, percentile, registerCompany, startBenchPostgres, startProduct } from './lib/products.mjs';

const { values: args } = parseArgs({ options: { samples: { type: 'string', default: '200' }, only: { type: 'string' } } });
const SAMPLES = Number(args.samples);
const POLL_EVERY_MS = 2;

async function measure(topology, postgres) {
  const product = await startProduct(topology, postgres, { SETTLE_WAIT_MS: '0' });
  try {
    const call = api(product.url);
    const token = await registerCompany(call, `latency-${topology}`);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // identity's event reaches projects before the first create
    const latencies = [];
    for (let index = 0; index < SAMPLES; index += 1) {
      const created = await createProject(call, token, index);
      if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
      const committed = performance.now();
      for (;;) {
        const status = await call('GET', `/payments/projects/${created.body.project.id}/status`, undefined, token);
        if (status.status === 200) break;
        if (performance.now() - committed > 10_000) throw new Error('payments never learnt of the project');
        await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
      }
      latencies.push(performance.now() - committed);
    }
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies) };
  } finally {
    await product.stop();
  }
}

const postgres = await startBenchPostgres();
const rows = [];
try {
  for (const topology of ['embedded', 'distributed']) {
    if (!args.only || args.only === topology) rows.push({ topology, ...(await measure(topology, postgres)) });
  }
} finally {
  await postgres.stop();
}

console.log(
  `\nProjectCreated committed by projects → applied by payments, seen from the API (${SAMPLES} creates, one at a time)`,
);
console.log('topology     p50 ms  p99 ms  max ms');
for (const row of rows) {
  console.log(
    `${row.topology.padEnd(11)}  ${row.p50.toFixed(1).padEnd(6)}  ${row.p99.toFixed(1).padEnd(6)}  ${row.max.toFixed(1)}`,
  );
}
