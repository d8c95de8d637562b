import type { PoolClient } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';
import { createTestDatabase } from '../testing';
import { openServiceDatabase } from './data-source';
import { PreparedStatements } from './prepared-statements';

describe('BEGIN travels with the first statement (real PostgreSQL)', () => {
  let db: DataSource;
  /** Two connections: with one held, what a test leaves on the other, the next use of the pool finds. */
  let small: DataSource;

  beforeAll(async () => {
    const url = await createTestDatabase('kit_deferred_begin');
    db = await openServiceDatabase({ url, schema: 'deferred', entities: [], migrations: [], poolSize: 4 });
    small = await openServiceDatabase({ url, schema: 'deferred', entities: [], migrations: [], poolSize: 2 });
    await db.query('CREATE TABLE item (id int PRIMARY KEY, label text NOT NULL)');
  });

  afterEach(async () => {
    await db.query('TRUNCATE item');
  });

  afterAll(async () => {
    await small?.destroy();
    await db?.destroy();
  });

  const INSERT = 'INSERT INTO item (id, label) VALUES ($1, $2) RETURNING id, label';
  const stored = async () => ((await db.query('SELECT id FROM item ORDER BY id')) as { id: number }[]).map((row) => row.id);

  /** Runs `use` on a connection held for it, counting its round trips: PostgreSQL ends each with ReadyForQuery. */
  const onHeldConnection = async (use: (runner: QueryRunner, trips: () => number) => Promise<void>) => {
    const runner = db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient & { connection: NodeJS.EventEmitter };
    let trips = 0;
    client.connection.on('readyForQuery', () => (trips += 1));
    try {
      await use(runner, () => trips);
    } finally {
      await runner.release();
    }
  };
  /** A transaction on `runner` that inserts `id` by name first, then runs `rest`. */
  const insertingTransaction = async (runner: QueryRunner, id: number, rest: () => Promise<unknown> = async () => undefined) => {
    await runner.startTransaction();
    try {
      const rows = await PreparedStatements.query(runner.manager, INSERT, [id, `item ${id}`]);
      await rest();
      await runner.commitTransaction();
      return rows;
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
  };

  it('opens the transaction and runs its first named statement in one round trip', async () => {
    await onHeldConnection(async (runner, trips) => {
      await insertingTransaction(runner, 1); // the connection's first: BEGIN is prepared by name on the way
      const before = trips();
      expect(await insertingTransaction(runner, 2)).toEqual([{ id: 2, label: 'item 2' }]);
      expect(trips() - before).toBe(2); // the statement with BEGIN, then COMMIT
      expect(await stored()).toEqual([1, 2]);
    });
  });

  it('keeps the transaction whole: a later failure takes the first statement back with it', async () => {
    await onHeldConnection(async (runner) => {
      await insertingTransaction(runner, 1);
      await expect(
        insertingTransaction(runner, 2, () => PreparedStatements.query(runner.manager, INSERT, [1, 'twice'])),
      ).rejects.toThrow(/duplicate key/);
      expect(await stored()).toEqual([1]);
      // The connection is out of the failed transaction: its next one stores.
      await insertingTransaction(runner, 3);
      expect(await stored()).toEqual([1, 3]);
    });
  });

  it('rolls back a first statement that fails, and the same statement runs by name afterwards', async () => {
    await onHeldConnection(async (runner) => {
      await insertingTransaction(runner, 1);
      await expect(insertingTransaction(runner, 1)).rejects.toThrow(/duplicate key/);
      await insertingTransaction(runner, 2);
      expect(await stored()).toEqual([1, 2]);
    });
  });

  it('begins before a statement that is not named, as before', async () => {
    await expect(
      db.transaction(async (manager) => {
        await manager.query('INSERT INTO item (id, label) VALUES (7, $1)', ['zeven']);
        expect(await stored()).toEqual([]); // another connection does not see it yet: a transaction is open
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await stored()).toEqual([]);
  });

  it('costs no round trip for a transaction that sent no statement', async () => {
    await onHeldConnection(async (runner, trips) => {
      await runner.startTransaction();
      await runner.commitTransaction();
      await runner.startTransaction();
      await runner.rollbackTransaction();
      expect(trips()).toBe(0);
    });
  });

  it('leaves no transaction pending on a connection given back to the pool', async () => {
    const other = small.createQueryRunner();
    await other.connect();
    try {
      const runner = small.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      await runner.release(); // given back without a commit or a rollback
      await small.query('INSERT INTO item (id, label) VALUES (9, $1)', ['negen']); // on that same connection
      expect(await stored()).toEqual([9]); // committed on its own, not held in a transaction nobody ends
    } finally {
      await other.release();
    }
  });
});
