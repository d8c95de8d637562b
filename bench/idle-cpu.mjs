// Benchmark: what the product costs while nobody uses it. Each topology is started on its own database, left to
// settle, then its processes' CPU is read over a quiet spell: per process in ms per second, and in all in cores. An
// operator pays this on every replica, and on this 2-core machine it is taken from every load the other benchmarks
// measure. BENCH_SECONDS: the quiet spell (20); BENCH_SETTLE_SECONDS: the wait before it (15).
//   node bench/idle-cpu.mjs [--only embedded|distributed]
import { setTimeout as pause } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { productCpuByProcess } from './lib/cpu.mjs';
import { startBenchPostgres, startProduct } from './lib/products.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);
const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const TOPOLOGIES = ['embedded', 'distributed'].filter((topology) => !args.only || topology === args.only);

const postgres = await startBenchPostgres();
try {
  for (const topology of TOPOLOGIES) {
    const product = await startProduct(topology, postgres);
    try {
      await pause(SETTLE_SECONDS * 1000);
      const before = productCpuByProcess();
      await pause(SECONDS * 1000);
      const after = productCpuByProcess();
      // PostgreSQL serves every product this benchmark starts, so the figures are read one topology at a time.
      const rows = Object.entries(after)
        .map(([name, ms]) => ({ name, msPerSecond: (ms - (before[name] ?? ms)) / SECONDS }))
        .filter(({ name }) => name !== 'sh')
        .sort((a, b) => b.msPerSecond - a.msPerSecond);
      const total = rows.reduce((sum, { msPerSecond }) => sum + msPerSecond, 0);
      console.log(`\n${topology}, idle for ${SECONDS} s after ${SETTLE_SECONDS} s: ${(total / 1000).toFixed(3)} cores in all`);
      for (const { name, msPerSecond } of rows) console.log(`  ${msPerSecond.toFixed(1).padStart(6)} ms/s  ${name}`);
    } finally {
      await product.stop();
    }
  }
} finally {
  await postgres.stop();
}
