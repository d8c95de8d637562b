// Benchmark: what a short transaction costs with each statement on its own round trip (TypeORM's way) and with the kit's
// pipeline (decisions 086 and 087: BEGIN travels with the first statement, a statement nobody reads with the COMMIT).
// All run the same code: TypeORM's `transaction` with a read and an insert by name through the kit's
// PreparedStatements, then an insert queued with `PreparedStatements.queue` (an outbox row: the shape of a chat
// message's send); only the data source differs (on a plain one, `queue` sends at once). Rounds alternate, one after the
// other; per transaction it prints the round trips (ReadyForQuery from PostgreSQL), wall time, and the CPU of this
// process and of PostgreSQL (all of it, and its backends that served the transactions; the read is by primary key, so a
// growing table costs both alike). The kit's pipeline runs twice: over TCP and through the server's Unix socket (decision
// 091).
//   node bench/transaction-round-trips.mjs [transactions per round]
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { treeCpuMs } from './lib/cpu.mjs';
import { productModule } from './lib/product-statements.mjs';

const require = createRequire(import.meta.url);
const { DataSource } = require('typeorm');
const { openServiceDatabase } = productModule('services/kit/dist/database/data-source.js');
const { PreparedStatements } = productModule('services/kit/dist/database/prepared-statements.js');

const TRANSACTIONS = Number(process.argv[2] ?? 3000);
const ROUNDS = 5;
const READ = 'SELECT label FROM tx_item WHERE id = $1';
const INSERT = 'INSERT INTO tx_item (label) VALUES ($1)';

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
try {
  await postgres.createDatabase('bench');
  const url = postgres.url('bench');
  const ours = await openServiceDatabase({ url, schema: 'tx', entities: [], migrations: [], poolSize: 2 });
  await ours.query('CREATE TABLE IF NOT EXISTS tx_item (id bigserial PRIMARY KEY, label text NOT NULL)');
  const plain = new DataSource({ type: 'postgres', url, extra: { options: '-c search_path=tx', max: 2 } });
  await plain.initialize();
  // As the embedded product reaches its own database (decision 091).
  const local = await openServiceDatabase({
    url: postgres.socketUrl('bench'),
    schema: 'tx',
    entities: [],
    migrations: [],
    poolSize: 2,
  });
  const targets = [
    { name: 'each statement on its own (TypeORM)', dataSource: plain, runs: [] },
    { name: 'pipelined (the kit)', dataSource: ours, runs: [] },
    { name: 'pipelined, Unix socket', dataSource: local, runs: [] },
  ];
  for (const target of targets) countRoundTrips(target);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of targets) target.runs.push(await measure(target));
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `\nA transaction of a read and an insert by name and a queued insert, ${TRANSACTIONS} one after the other, median of ${ROUNDS} alternating rounds`,
  );
  console.log(`${'target'.padEnd(40)}round trips  wall µs  this process CPU µs  PostgreSQL CPU µs (its backends)`);
  for (const { name, runs } of targets) {
    const figure = (key, digits) => median(runs.map((run) => run[key])).toFixed(digits);
    console.log(
      `${name.padEnd(40)}${figure('trips', 2).padEnd(13)}${figure('wallUs', 0).padEnd(9)}` +
        `${figure('nodeUs', 0).padEnd(21)}${figure('postgresUs', 0)} (${figure('backendUs', 0)})`,
    );
  }
  await plain.destroy();
  await ours.destroy();
  await local.destroy();
} finally {
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}

/** Every connection of the target's pool counts the ReadyForQuery messages it receives: one per round trip. */
function countRoundTrips(target) {
  target.trips = 0;
  const counted = new WeakSet();
  target.dataSource.driver.master.on('acquire', (client) => {
    if (counted.has(client)) return;
    counted.add(client);
    client.connection.on('readyForQuery', () => (target.trips += 1));
  });
}

async function measure(target) {
  const run = () =>
    target.dataSource.transaction(async (manager) => {
      await PreparedStatements.query(manager, READ, [1]);
      await PreparedStatements.query(manager, INSERT, ['bench']);
      await PreparedStatements.queue(manager, INSERT, ['queued']);
    });
  for (let i = 0; i < 200; i += 1) await run(); // warm: connection open, statements, BEGIN and COMMIT prepared
  // The backends that serve this target (a transaction after another takes the connection the last one gave back).
  const backends = (await target.dataSource.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).map(
    ({ pid }) => pid,
  );
  const trips = target.trips;
  const backendMs = treeCpuMs(backends);
  const postgresMs = treeCpuMs([postgres.pid]);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < TRANSACTIONS; i += 1) await run();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    trips: (target.trips - trips) / TRANSACTIONS,
    wallUs: (1000 * wallMs) / TRANSACTIONS,
    nodeUs: (used.user + used.system) / TRANSACTIONS,
    postgresUs: (1000 * (treeCpuMs([postgres.pid]) - postgresMs)) / TRANSACTIONS,
    backendUs: (1000 * (treeCpuMs(backends) - backendMs)) / TRANSACTIONS,
  };
}
