// One build on two Node.js binaries, side by side: what a change of runtime saves per request. Two embedded gateways
// of this build on one PostgreSQL (each with its own database, the demo data and `--creators` more creators
// registered through the API) take turns serving the same uncached route, round by round, so a busy moment of the
// machine hits both; each round prints the CPU ms per request of each gateway and of PostgreSQL during its turn.
//   node bench/node-side-by-side.mjs <node binary B> [node binary A] [--route /api/…] [--rounds 6] [--seconds 4]
//                                    [--creators 300]
// A defaults to the Node.js running this script. Each side serves an uncounted warm-up of the same load first
// (docs/decisions/094-benchmarks-measure-a-warm-product.md).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { treeCpuMs } from './lib/cpu.mjs';
import { BENCH_ENV, startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { BYPASS_SHARED_CACHE, run, WARM_UP_SECONDS } from './lib/measure.mjs';
import { api, percentile, pool, registerCreator } from './lib/products.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    route: { type: 'string', default: '/api/users/creators?page=1&limit=12' },
    rounds: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '4' },
    creators: { type: 'string', default: '300' },
  },
});
if (!positionals[0]) throw new Error('usage: node bench/node-side-by-side.mjs <node binary B> [node binary A]');
const binaries = [positionals[1] ?? process.execPath, positionals[0]];
const version = (binary) => execFileSync(binary, ['--version']).toString().trim();

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-node-side-by-side-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
const sides = [];
try {
  for (const [index, binary] of binaries.entries()) {
    const database = `side_${index}`;
    await postgres.createDatabase(database);
    const gateway = await startEmbeddedGateway(
      postgres.socketUrl(database),
      path.join(workDir, database),
      { SEED_DEMO_DATA: 'true', ...BENCH_ENV },
      { node: binary },
    );
    const call = api(gateway.url);
    await pool(Number(args.creators), 8, (creator) => registerCreator(call, `side-${creator}`));
    sides.push({ name: `${version(binary)} (${binary})`, gateway, rounds: [] });
  }
  const measure = (side, duration) =>
    run(`${side.gateway.url}${args.route}`, {
      duration,
      headers: BYPASS_SHARED_CACHE,
      cpuMs: () => treeCpuMs([side.gateway.pid]),
    });
  for (const side of sides) await measure(side, WARM_UP_SECONDS);

  console.log(`GET ${args.route}, every request to PostgreSQL, ${args.rounds} rounds × ${args.seconds} s, taking turns`);
  for (let round = 1; round <= Number(args.rounds); round += 1) {
    const cells = [];
    for (const side of sides) {
      const postgresBefore = treeCpuMs([postgres.pid]);
      const result = await measure(side, Number(args.seconds));
      const figures = {
        rps: result.rps,
        gateway: result.cpuPerRequest,
        postgres: (treeCpuMs([postgres.pid]) - postgresBefore) / result.requests,
      };
      side.rounds.push(figures);
      cells.push(
        `${side.name.split(' ')[0]} ${figures.rps.toFixed(0)} req/s, gateway ${figures.gateway.toFixed(3)} ms, PostgreSQL ${figures.postgres.toFixed(3)} ms`,
      );
    }
    console.log(`round ${round}: ${cells.join(' | ')}`);
  }
  const median = (list) => percentile(list, 50);
  console.log('\nmedian per request');
  for (const side of sides) {
    const of = (key) => median(side.rounds.map((figures) => figures[key]));
    console.log(
      `${side.name}: ${of('rps').toFixed(0)} req/s, gateway ${of('gateway').toFixed(3)} ms of CPU, PostgreSQL ${of('postgres').toFixed(3)} ms`,
    );
  }
  const [a, b] = sides.map((side) => median(side.rounds.map((figures) => figures.gateway)));
  console.log(`the gateway on B: ${((100 * (b - a)) / a).toFixed(1)}% CPU per request against A`);
} finally {
  for (const side of sides) await side.gateway.stop();
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
