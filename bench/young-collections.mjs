// What V8's young collections cost the embedded gateway under load: starts it with the demo data and `--trace-gc`,
// loads the uncached creators page (after an uncounted warm-up of the same load), and prints the requests a second
// beside the young collections (scavenges) and full collections during the measured seconds: how many, their total
// and median pause. A young collection that promotes a few MB each time and pauses 5 to 15 ms instead of 1 to 2
// means short-lived objects are being created in the old generation (decision 104).
//   node bench/young-collections.mjs [seconds]
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { BYPASS_SHARED_CACHE, run, WARM_UP_SECONDS } from './lib/measure.mjs';
import { percentile, startBenchPostgres } from './lib/products.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
/** A `--trace-gc` line: the kind of collection and its pause. */
const COLLECTION = /(Scavenge|Mark-Compact)\S*\s.*?([\d.]+) \/ [\d.]+ ms/;

const postgres = await startBenchPostgres();
let gateway;
try {
  const databaseUrl = await postgres.database('embedded');
  const dataDir = await mkdtemp(path.join(postgres.workDir, 'data-'));
  gateway = await startEmbeddedGateway(databaseUrl, dataDir, { SEED_DEMO_DATA: 'true' }, { nodeArgs: ['--trace-gc'] });
  const route = `${gateway.url}/api/users/creators?page=1&limit=12`;
  await run(route, { duration: WARM_UP_SECONDS, headers: BYPASS_SHARED_CACHE });
  const lines = [];
  const listen = (chunk) => lines.push(...String(chunk).split('\n'));
  gateway.stdout.on('data', listen);
  const result = await run(route, { duration: SECONDS, headers: BYPASS_SHARED_CACHE });
  gateway.stdout.off('data', listen);
  const pauses = [];
  let full = 0;
  for (const line of lines) {
    const match = COLLECTION.exec(line);
    if (!match) continue;
    if (match[1] === 'Scavenge') pauses.push(Number(match[2]));
    else full += 1;
  }
  const total = pauses.reduce((sum, pause) => sum + pause, 0);
  console.log(`GET /api/users/creators (uncached), embedded, ${SECONDS} s: ${Math.round(result.rps)} req/s`);
  console.log(
    `young collections: ${pauses.length}, ${total.toFixed(0)} ms in all, median pause ${percentile(pauses, 50).toFixed(2)} ms, ` +
      `p90 ${percentile(pauses, 90).toFixed(2)} ms; full collections: ${full}`,
  );
} finally {
  await gateway?.stop();
  await postgres.stop();
}
