// What a change saves on read-your-writes' flow (a project's create, then its deposit), measured the only way this
// machine allows: two builds side by side on one PostgreSQL, each with a database of its own, taking turns round by
// round, so a busy moment of the machine hits both. Each gateway serves an uncounted warm-up first (decision 094);
// then the CPU per flow of its gateway (every process it started) and of PostgreSQL during its own rounds.
//   node bench/flow-cpu-side-by-side.mjs <root of the build before> [root of the build after: this one]
//                                        [--rounds 10] [--flows 300] [--warm-up-flows 2000]
// A build's root is a checkout with its `npm ci` and build done, e.g. `git worktree add ../before <commit>`.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { treeCpuMs } from './lib/cpu.mjs';
import { api, createProject, pool, registerCompany } from './lib/products.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '10' },
    flows: { type: 'string', default: '300' },
    'warm-up-flows': { type: 'string', default: '2000' },
  },
});
if (positionals.length < 1) throw new Error('usage: node bench/flow-cpu-side-by-side.mjs <root before> [root after]');
const ROOTS = [path.resolve(positionals[0]), path.resolve(positionals[1] ?? path.join(import.meta.dirname, '..'))];
const ROUNDS = Number(args.rounds);
const FLOWS = Number(args.flows);
const WARM_UP_FLOWS = Number(args['warm-up-flows']);
/** As read-your-writes measures its target: ten flows at once. */
const CONCURRENCY = 10;

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-side-by-side-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
const sides = [];
try {
  for (const [index, root] of ROOTS.entries()) {
    const label = index === 0 ? 'before' : 'after';
    await postgres.createDatabase(`side_${label}`);
    // Each build starts its own gateway, as its own bench/lib does.
    const { startEmbeddedGateway } = await import(path.join(root, 'bench/lib/embedded-gateway.mjs'));
    const gateway = await startEmbeddedGateway(postgres.socketUrl(`side_${label}`), await mkdtemp(path.join(workDir, 'data-')));
    const call = api(gateway.url);
    sides.push({
      label,
      root,
      gateway,
      call,
      token: await registerCompany(call, label),
      made: 0,
      gatewayMs: 0,
      postgresMs: 0,
      flows: 0,
    });
  }
  for (const side of sides) await flows(side, WARM_UP_FLOWS);
  console.log(
    `read-your-writes' flow, ${CONCURRENCY} at once: ${ROUNDS} rounds of ${FLOWS} flows each, taking turns, after ${WARM_UP_FLOWS} uncounted`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const side of round % 2 ? sides : [...sides].reverse()) {
      const [gatewayBefore, postgresBefore] = [treeCpuMs([side.gateway.pid]), treeCpuMs([postgres.pid])];
      await flows(side, FLOWS);
      const gatewayMs = treeCpuMs([side.gateway.pid]) - gatewayBefore;
      const postgresMs = treeCpuMs([postgres.pid]) - postgresBefore;
      Object.assign(side, {
        gatewayMs: side.gatewayMs + gatewayMs,
        postgresMs: side.postgresMs + postgresMs,
        flows: side.flows + FLOWS,
      });
      console.log(
        `round ${round}, ${side.label}: gateway ${(gatewayMs / FLOWS).toFixed(2)} ms, PostgreSQL ${(postgresMs / FLOWS).toFixed(2)} ms of CPU per flow`,
      );
    }
  }
  const perFlow = (side) => (side.gatewayMs + side.postgresMs) / side.flows;
  for (const side of sides) {
    console.log(
      `${side.label} (${side.root}): gateway ${(side.gatewayMs / side.flows).toFixed(2)} ms, PostgreSQL ${(side.postgresMs / side.flows).toFixed(2)} ms, in all ${perFlow(side).toFixed(2)} ms of CPU per flow`,
    );
  }
  console.log(
    `after against before: ${((100 * (perFlow(sides[1]) - perFlow(sides[0]))) / perFlow(sides[0])).toFixed(1)}% CPU per flow`,
  );
} finally {
  for (const side of sides) await side.gateway.stop();
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}

/** `count` flows, CONCURRENCY at once: a create, then its deposit as soon as it answered (both must succeed). */
async function flows(side, count) {
  await pool(count, CONCURRENCY, async () => {
    const created = await createProject(side.call, side.token, (side.made += 1));
    if (created.status !== 201) throw new Error(`${side.label}: create answered ${created.status}`);
    const deposit = await side.call(
      'POST',
      `/payments/projects/${created.body.project.id}/deposit`,
      { method: 'ideal' },
      side.token,
    );
    if (deposit.status !== 200) throw new Error(`${side.label}: deposit answered ${deposit.status}`);
  });
}
