import { Client } from 'pg';
import { createTestDatabase } from '../testing';
import type { BusMessage } from './envelope';
import { InProcessEventBus, READ_GROUP_BATCH } from './in-process-bus';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

const message = (topic: string, key: string): BusMessage => ({
  topic,
  key,
  value: Buffer.from(key),
  headers: { 'event-type': `${topic}.happened.v1` },
});

/** Every node of a plan, depth first. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** A group's read of the embedded bus's log, as PostgreSQL runs it once it keeps one plan for the prepared statement. */
describe('the in-process bus reads a group’s next batch', () => {
  let bus: InProcessEventBus;
  let client: Client;

  beforeAll(async () => {
    const url = await createTestDatabase('kit_bus_read');
    bus = new InProcessEventBus({ databaseUrl: url });
    await bus.start();
    client = new Client({ connectionString: url });
    await client.connect();
    // PostgreSQL's statistics see only the busy topic (the chat), as when the chat fills a young log: the state in
    // which walking the log in offset order looks cheapest to it. No autovacuum changes them during the test.
    await client.query('ALTER TABLE event_log.message SET (autovacuum_enabled = false)');
    await bus.publish(Array.from({ length: 2000 }, (_, index) => message('busy.events', `m${index}`)));
    await client.query('ANALYZE event_log.message');
    // Then 1,000 more, 3 of them on the quiet topic: offsets 2001, 2502 and 3000.
    const quiet = new Set([0, 501, 999]);
    await bus.publish(
      Array.from({ length: 1000 }, (_, index) => message(quiet.has(index) ? 'quiet.events' : 'busy.events', `m${2000 + index}`)),
    );
    await client.query(`INSERT INTO event_log.consumer_position (group_id) VALUES ('reader') ON CONFLICT DO NOTHING`);
    // The plan PostgreSQL settles on for a named statement after five runs; forced here so the test does not
    // depend on its cost estimates.
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE read_batch(text[], bigint, bigint, text, bigint) AS ${READ_GROUP_BATCH}`);
  });

  afterAll(async () => {
    await client?.end();
    await bus?.stop();
  });

  /** As the bus sends it: by name, so on the plan PostgreSQL keeps. */
  const read = async (topics: string[], after: number, limit: number, commit: number | null = null) =>
    (
      await client.query<{ offset: string; topic: string; key: string }>({
        name: 'read_batch_by_name',
        text: READ_GROUP_BATCH,
        values: [topics, after, limit, 'reader', commit],
      })
    ).rows.map((row) => `${row.topic}:${row.key}@${row.offset}`);

  it('answers the subscribed topics after the position, in log order, at most a batch', async () => {
    expect(await read(['quiet.events'], 0, 100)).toEqual([
      'quiet.events:m2000@2001',
      'quiet.events:m2501@2502',
      'quiet.events:m2999@3000',
    ]);
    expect(await read(['busy.events', 'quiet.events'], 1998, 4)).toEqual([
      'busy.events:m1998@1999',
      'busy.events:m1999@2000',
      'quiet.events:m2000@2001',
      'busy.events:m2001@2002',
    ]);
    expect(await read(['quiet.events'], 3000, 100)).toEqual([]);
  });

  it('commits the position it is given in the same statement', async () => {
    await read(['quiet.events'], 501, 10, 501);
    const { rows } = await client.query(`SELECT "offset" FROM event_log.consumer_position WHERE group_id = 'reader'`);
    expect(rows[0].offset).toBe('501');
  });

  /** What the kept plan reads of the log for a group of these topics at this position: rows and pages. */
  const readOfLog = async (topics: string, after: number) => {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE read_batch('${topics}', ${after}, 100, 'reader', NULL)`,
    );
    const scans = nodesOf(rows[0]['QUERY PLAN'][0].Plan).filter((node) => node['Relation Name'] === 'message');
    expect(scans.length).toBeGreaterThan(0);
    const sum = (of: (node: PlanNode) => number) => scans.reduce((total, node) => total + of(node), 0);
    return {
      rows: sum((node) => (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']),
      pages: sum((node) => node['Shared Hit Blocks'] + node['Shared Read Blocks']),
    };
  };

  it('reads nothing of a busy topic for a group whose topics are quiet', async () => {
    // The three quiet messages and nothing else: no row of the chat read and dropped.
    expect((await readOfLog('{quiet.events}', 0)).rows).toBe(3);
  });

  it('starts at its position for a group of the busy topic, not at the topic’s first row', async () => {
    const near = await readOfLog('{busy.events,quiet.events}', 2990);
    expect(near.rows).toBe(10);
    // A few pages of index and table; the busy topic's whole index range would be many times more.
    expect(near.pages).toBeLessThan(12);
  });
});
