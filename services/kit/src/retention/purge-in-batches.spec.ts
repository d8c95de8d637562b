import type { DataSource } from 'typeorm';
import { openServiceDatabase } from '../database/data-source';
import { createTestDatabase } from '../testing';
import { purgeEventLogs } from './purge-in-batches';

const DAY = 86_400_000;

describe('purging the event tables (real PostgreSQL)', () => {
  let db: DataSource;
  const now = new Date('2026-11-24T12:00:00Z');
  const yearAgo = new Date('2025-11-24T12:00:00Z');
  const inside = new Date(yearAgo.getTime() + DAY);
  const past = new Date(yearAgo.getTime() - DAY);

  beforeAll(async () => {
    const url = await createTestDatabase('kit_retention');
    db = await openServiceDatabase({ url, schema: 'purged', entities: [], migrations: [], poolSize: 6 });
  });

  afterAll(async () => {
    await db?.destroy();
  });

  const insertInbox = (processedAt: Date, count: number) =>
    db.query(
      `INSERT INTO inbox_message (consumer, event_id, type, processed_at)
       SELECT 'purged.test', gen_random_uuid(), 'UserRegistered', $1 FROM generate_series(1, $2)`,
      [processedAt, count],
    );
  const insertOutbox = (createdAt: Date, publishedAt: Date | null) =>
    db.query(
      `INSERT INTO outbox_message (event_id, type, topic, aggregate_id, envelope, created_at, published_at)
       VALUES (gen_random_uuid(), 'UserRegistered', 'identity.events', 'a', '\\x00', $1, $2) RETURNING id`,
      [createdAt, publishedAt],
    );
  const count = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

  it('removes what is done with and more than a year old, in batches, once across replicas', async () => {
    await insertInbox(past, 230);
    await insertInbox(inside, 3);
    await insertOutbox(past, past);
    await insertOutbox(inside, inside);
    // Never published: the relay still owes it to the bus, however old.
    await insertOutbox(past, null);
    await db.query(
      `INSERT INTO dead_letter_message (consumer, event_id, type, topic, envelope, error, failed_at)
       VALUES ('purged.test', gen_random_uuid(), 'X', 't', '\\x00', 'boom', $1), ('purged.test', gen_random_uuid(), 'X', 't', '\\x00', 'boom', $2)`,
      [past, inside],
    );

    const runs = await Promise.all([purgeEventLogs(db, now, 20), purgeEventLogs(db, now, 20)]);

    expect(runs[0] + runs[1]).toBe(230 + 1 + 1);
    expect(await count('inbox_message')).toBe(3);
    expect(await db.query(`SELECT published_at IS NULL AS pending FROM outbox_message ORDER BY id`)).toEqual([
      { pending: false },
      { pending: true },
    ]);
    expect(await count('dead_letter_message')).toBe(1);
    expect(await purgeEventLogs(db, now, 20)).toBe(0);
  });
});
