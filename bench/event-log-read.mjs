// A quiet consumer group's read of the embedded bus's log while the chat fills it: the statement the bus sends
// (`READ_GROUP_BATCH` of the kit's build, by name, as the bus sends it), for a group whose topics got nothing since
// its position, on logs of 10,000 and 100,000 chat events. Per read: wall ms, PostgreSQL's CPU ms (its backend, from
// /proc) and the log rows its plan read, under PostgreSQL's own choice of plan and under the plan it keeps for a
// prepared statement (`force_generic_plan`). Every group polls once a second, so this is paid every second per
// quiet group. Beside it the chat's own group (notifications), 50 events behind the end of the log. Target: each
// group's read reads no more of the log at 100,000 rows than at 10,000, in under 1 ms ('met'/'missed').
//   node bench/event-log-read.mjs [--reads 200]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { verdict } from './lib/measure.mjs';
import { startBenchPostgres } from './lib/products.mjs';

const require = createRequire(import.meta.url);
const { InProcessEventBus, READ_GROUP_BATCH } = require('../services/kit/dist/events/in-process-bus.js');

const { values: args } = parseArgs({ options: { reads: { type: 'string', default: '200' } } });
const READS = Number(args.reads);
const LOG_SIZES = [10_000, 100_000];
const BATCH = 100;
const QUIET_TOPICS = ['projects.events', 'payments.events', 'identity.events'];
const TICK_MS = 10;

/** User + system CPU ms of one process. */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** Appends chat events until the log holds `size` rows. */
async function fillTo(bus, client, size) {
  const { rows } = await client.query('SELECT count(*)::int AS count FROM event_log.message');
  for (let have = rows[0].count; have < size; have += 1000) {
    const count = Math.min(1000, size - have);
    await bus.publish(
      Array.from({ length: count }, (_, index) => ({
        topic: 'messaging.conversations',
        key: `conversation-${index % 50}`,
        value: Buffer.alloc(120, index % 256),
        headers: { 'event-id': `${have + index}`, 'event-type': 'messaging.message.sent.v1' },
      })),
    );
  }
}

/** Rows the plan read of the log (kept and dropped), from EXPLAIN ANALYZE of the same statement. */
async function rowsRead(client, statementName, group) {
  const { rows } = await client.query(
    `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ${statementName}('{${group.topics}}', ${group.position}, ${BATCH}, 'quiet', NULL)`,
  );
  const nodes = (node) => [node, ...(node.Plans ?? []).flatMap(nodes)];
  return nodes(rows[0]['QUERY PLAN'][0].Plan)
    .filter((node) => node['Relation Name'] === 'message')
    .reduce((sum, node) => sum + (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'], 0);
}

/** The two groups measured: one whose topics are quiet, and the chat's own, 50 events behind. */
const groupsAt = (size) => [
  { name: 'quiet group', topics: QUIET_TOPICS, position: 0 },
  { name: 'chat group', topics: ['messaging.conversations', ...QUIET_TOPICS], position: size - 50 },
];

async function measure(client, mode, size, group) {
  await client.query(`SET plan_cache_mode = ${mode}`);
  const statementName = `read_${mode}_${size}_${group.name.split(' ')[0]}`;
  await client.query(`PREPARE ${statementName}(text[], bigint, bigint, text, bigint) AS ${READ_GROUP_BATCH}`);
  const pid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  const read = () =>
    client.query({
      name: `${statementName}_wire`,
      text: READ_GROUP_BATCH,
      values: [group.topics, group.position, BATCH, 'quiet', null],
    });
  for (let warm = 0; warm < 10; warm += 1) await read();
  const cpuBefore = cpuMsOf(pid);
  const started = performance.now();
  for (let index = 0; index < READS; index += 1) await read();
  const wallMs = (performance.now() - started) / READS;
  const cpuMs = (cpuMsOf(pid) - cpuBefore) / READS;
  return { group: group.name, mode, size, wallMs, cpuMs, rows: await rowsRead(client, statementName, group) };
}

const postgres = await startBenchPostgres();
const results = [];
try {
  const url = await postgres.database();
  const bus = new InProcessEventBus({ databaseUrl: url });
  await bus.start();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`INSERT INTO event_log.consumer_position (group_id) VALUES ('quiet') ON CONFLICT DO NOTHING`);
  for (const size of LOG_SIZES) {
    await fillTo(bus, client, size);
    await client.query('VACUUM ANALYZE event_log.message');
    for (const group of groupsAt(size)) {
      for (const mode of ['auto', 'force_generic_plan']) results.push(await measure(client, mode, size, group));
    }
  }
  await client.end();
  await bus.stop();
} finally {
  await postgres.stop();
}

console.log(
  `A quiet group's read of the event log (${QUIET_TOPICS.length} quiet topics, position before every chat event), ${READS} reads each`,
);
console.log('group        log rows  plan               wall ms/read  PostgreSQL CPU ms/read  log rows the plan read');
for (const row of results) {
  console.log(
    `${row.group.padEnd(11)}  ${String(row.size).padEnd(8)}  ${row.mode.padEnd(18)} ${row.wallMs.toFixed(3).padStart(12)}  ${row.cpuMs.toFixed(3).padStart(22)}  ${String(row.rows).padStart(22)}`,
  );
}
const readsOf = (group, size) => results.filter((row) => row.group === group && row.size === size);
const flat = ['quiet group', 'chat group'].every((group) =>
  readsOf(group, LOG_SIZES[1]).every(
    (row) => row.rows <= Math.min(...readsOf(group, LOG_SIZES[0]).map((each) => each.rows)) && row.wallMs < 1,
  ),
);
console.log(
  `target: each group's read reads as many log rows at ${LOG_SIZES[1]} as at ${LOG_SIZES[0]}, under 1 ms: ${verdict(flat)}`,
);
