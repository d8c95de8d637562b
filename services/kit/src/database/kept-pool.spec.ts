import type { DataSource } from 'typeorm';
import { createTestDatabase } from '../testing';
import { openServiceDatabase } from './data-source';

/** node-postgres closes a connection idle this long, unless the pool keeps it. */
const PG_IDLE_TIMEOUT_MS = 10_000;

describe("a service's pool keeps the connections a burst opened (real PostgreSQL)", () => {
  let db: DataSource;

  beforeAll(async () => {
    const url = await createTestDatabase('kit_pool_size');
    db = await openServiceDatabase({ url, schema: 'pooled', entities: [], migrations: [], poolSize: 3 });
  });
  afterAll(() => db?.destroy());

  /** Three statements at once, each on its own connection: the backends that answered. */
  const burst = async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => db.query('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)') as Promise<Array<{ pid: number }>>),
    );
    return new Set(answers.map(([row]) => row.pid));
  };

  it('answers the next burst after a quiet spell from the same backends, opening none', async () => {
    const first = await burst();
    expect(first.size).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, PG_IDLE_TIMEOUT_MS + 1_500));
    expect(await burst()).toEqual(first);
  }, 30_000);
});
