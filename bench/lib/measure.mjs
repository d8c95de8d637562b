// Shared measuring helpers for the HTTP benchmarks: autocannon runs, medians, and a plain table.
import autocannon from 'autocannon';

/**
 * The gateway's shared cache answers repeated anonymous reads from memory; `no-cache` makes every request go the
 * whole way (gateway, service, PostgreSQL), which is what the framework-overhead comparisons measure.
 */
export const BYPASS_SHARED_CACHE = { 'cache-control': 'no-cache' };

/**
 * One autocannon run; `rate` fixes the request rate (for latency at a given load) instead of going flat out.
 * `cpuMs` (e.g. `productCpuMs` of ./cpu.mjs) is read before and after: the answer then carries the CPU per request.
 */
export async function run(url, { connections = 32, duration = 8, rate, headers, cpuMs } = {}) {
  const cpuBefore = cpuMs?.();
  const result = await autocannon({ url, connections, duration, headers, ...(rate ? { overallRate: rate } : {}) });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpuPerRequest = cpuMs ? (cpuMs() - cpuBefore) / Math.max(1, result.requests.total) : undefined;
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest,
  };
}

/** The median of `times` runs by `key` (req/s flat out; p99 at a fixed rate), the other figures from that run. */
export async function medianOf(times, measure, key = 'rps') {
  const runs = [];
  for (let i = 0; i < times; i += 1) runs.push(await measure());
  runs.sort((a, b) => a[key] - b[key]);
  return runs[Math.floor(runs.length / 2)];
}

/** How long a target serves, uncounted, before it is measured (`BENCH_WARM_UP_SECONDS=0`: a cold process). */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);

/**
 * Raw and ours alternate, round after round, so a busy moment of the machine hits both; each figure is the median by
 * req/s of its rounds. A target is `{ name, url, headers?, cpuMs? }` (`cpuMs`: the CPU of exactly the processes that
 * answer it), `options` go to each `run`. Each target first serves `warmUpSeconds` uncounted: V8 compiles a process's
 * hot paths once, after it starts, and that is no cost of a request (docs/decisions/094-benchmarks-measure-a-warm-product.md).
 */
export async function interleaved(targets, { rounds = 3, warmUpSeconds = WARM_UP_SECONDS, ...options } = {}) {
  if (warmUpSeconds > 0) {
    for (const target of targets) await run(target.url, { ...options, duration: warmUpSeconds, headers: target.headers });
  }
  const runs = new Map(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      runs.get(target.name).push(await run(target.url, { ...options, headers: target.headers, cpuMs: target.cpuMs }));
    }
  }
  const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
  return new Map([...runs].map(([name, list]) => [name, median(list)]));
}

/** What a benchmark prints beside a target. */
export function verdict(met) {
  return met ? 'met' : 'missed';
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  const header = ['target', 'req/s', 'CPU ms/req', 'p50 ms', 'p99 ms', 'vs baseline'];
  const lines = rows.map((row) => [
    row.name,
    row.rps.toFixed(0),
    row.cpuPerRequest === undefined ? '' : row.cpuPerRequest.toFixed(2),
    String(row.p50),
    String(row.p99),
    row.ratio ?? '',
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index].length)));
  const format = (cells) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}
