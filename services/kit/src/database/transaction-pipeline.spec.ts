import type { PoolClient } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';
import { createTestDatabase } from '../testing';
import { openServiceDatabase } from './data-source';
import { PreparedStatements } from './prepared-statements';

describe('a transaction statement whose answer nobody reads travels with the next (real PostgreSQL)', () => {
  let db: DataSource;
  /** Two connections: with one held, what a test leaves on the other, the next use of the pool finds. */
  let small: DataSource;

  beforeAll(async () => {
    const url = await createTestDatabase('kit_transaction_pipeline');
    db = await openServiceDatabase({ url, schema: 'pipeline', entities: [], migrations: [], poolSize: 4 });
    small = await openServiceDatabase({ url, schema: 'pipeline', entities: [], migrations: [], poolSize: 2 });
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
  const QUEUED = 'INSERT INTO item (id, label) VALUES ($1, $2)';
  const COUNT = 'SELECT count(*)::int AS n FROM item WHERE id >= $1';
  const stored = async () => ((await db.query('SELECT id FROM item ORDER BY id')) as { id: number }[]).map((row) => row.id);

  /** Runs `use` on a connection held for it, counting its round trips: PostgreSQL ends each with ReadyForQuery. */
  const onHeldConnection = async (use: (runner: QueryRunner, trips: () => number) => Promise<void>) => {
    const runner = db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient & { connection: NodeJS.EventEmitter };
    let trips = 0;
    const count = () => (trips += 1);
    client.connection.on('readyForQuery', count);
    try {
      await use(runner, () => trips);
    } finally {
      client.connection.off('readyForQuery', count);
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

  it('opens the transaction with a statement TypeORM sent before in one round trip, as one sent by name', async () => {
    await onHeldConnection(async (runner, trips) => {
      const insertThroughTypeOrm = async (id: number) => {
        await runner.startTransaction();
        await runner.manager.query('INSERT INTO item (id, label) VALUES ($1, $2) RETURNING id', [id, 'typeorm']);
        await runner.commitTransaction();
      };
      await insertThroughTypeOrm(1);
      expect(trips()).toBe(3); // its first use goes unnamed: BEGIN on its own, the insert, COMMIT
      await insertThroughTypeOrm(2);
      const before = trips();
      await insertThroughTypeOrm(3);
      expect(trips() - before).toBe(2); // by name now: the insert with BEGIN, then COMMIT
      expect(await stored()).toEqual([1, 2, 3]);
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

  it('sends a queued statement with the COMMIT: one round trip for both', async () => {
    await onHeldConnection(async (runner, trips) => {
      // The connection's first: the queued statement and COMMIT are prepared by name on the way.
      await insertingTransaction(runner, 1, () => PreparedStatements.queue(runner.manager, QUEUED, [2, 'queued']));
      const before = trips();
      await insertingTransaction(runner, 3, () => PreparedStatements.queue(runner.manager, QUEUED, [4, 'queued']));
      expect(trips() - before).toBe(2); // BEGIN with the insert, then the queued statement with COMMIT
      expect(await stored()).toEqual([1, 2, 3, 4]);
    });
  });

  it('keeps the order of the statements: the next statement sees what the queued ones wrote', async () => {
    await onHeldConnection(async (runner, trips) => {
      /** Queues two inserts from `id` on, then counts them in the same transaction. */
      const countAfterQueuing = async (id: number) => {
        await runner.startTransaction();
        await PreparedStatements.queue(runner.manager, QUEUED, [id, 'queued']);
        await PreparedStatements.queue(runner.manager, QUEUED, [id + 1, 'queued']);
        const counted = await PreparedStatements.query(runner.manager, COUNT, [id]);
        await runner.commitTransaction();
        return counted;
      };
      expect(await countAfterQueuing(10)).toEqual([{ n: 2 }]); // the connection's first: one by one
      const before = trips();
      expect(await countAfterQueuing(20)).toEqual([{ n: 2 }]);
      expect(trips() - before).toBe(2); // BEGIN, both inserts and the count in one; COMMIT
      expect(await stored()).toEqual([10, 11, 20, 21]);
    });
  });

  it('fails the commit when a queued statement fails, and stores nothing of the transaction', async () => {
    await onHeldConnection(async (runner) => {
      await insertingTransaction(runner, 1, () => PreparedStatements.queue(runner.manager, QUEUED, [2, 'queued']));
      await expect(
        insertingTransaction(runner, 3, () => PreparedStatements.queue(runner.manager, QUEUED, [1, 'twice'])),
      ).rejects.toThrow(/duplicate key/);
      expect(await stored()).toEqual([1, 2]);
      await insertingTransaction(runner, 4, () => PreparedStatements.queue(runner.manager, QUEUED, [5, 'queued']));
      expect(await stored()).toEqual([1, 2, 4, 5]);
    });
  });

  it('drops what was queued when the transaction rolls back', async () => {
    await onHeldConnection(async (runner) => {
      await expect(
        insertingTransaction(runner, 1, async () => {
          await PreparedStatements.queue(runner.manager, QUEUED, [2, 'queued']);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await runner.query('SELECT 1'); // the connection's next statement runs nothing that was queued
      expect(await stored()).toEqual([]);
    });
  });

  it('sends a transaction of queued statements alone as one round trip: BEGIN, the statements and COMMIT', async () => {
    await onHeldConnection(async (runner, trips) => {
      const onlyQueued = async (id: number) => {
        await runner.startTransaction();
        await PreparedStatements.queue(runner.manager, QUEUED, [id, 'queued']);
        await PreparedStatements.queue(runner.manager, QUEUED, [id + 1, 'queued']);
        await runner.commitTransaction();
      };
      await onlyQueued(1);
      const before = trips();
      await onlyQueued(3);
      expect(trips() - before).toBe(1);
      expect(await stored()).toEqual([1, 2, 3, 4]);
    });
  });

  it('sends a queued statement at once outside a transaction', async () => {
    await PreparedStatements.queue(db.manager, QUEUED, [21, 'alone']);
    expect(await stored()).toEqual([21]);
  });

  describe('statements sent together', () => {
    const LOCK = 'SELECT id, label FROM item WHERE id = $1 FOR UPDATE';
    const COPY = "INSERT INTO item (id, label) SELECT $2, label || ' copy' FROM item WHERE id = $1 RETURNING id, label";
    const lockAndCopy = (runner: QueryRunner, from: number, to: number) =>
      PreparedStatements.together<[{ id: number; label: string }[], { id: number; label: string }[]]>(runner.manager, [
        { text: LOCK, values: [from] },
        { text: COPY, values: [from, to] },
      ]);

    it('go in one round trip with BEGIN, and answer the rows of each', async () => {
      await onHeldConnection(async (runner, trips) => {
        await insertingTransaction(runner, 1);
        const copying = async (to: number) => {
          await runner.startTransaction();
          const answered = await lockAndCopy(runner, 1, to);
          await runner.commitTransaction();
          return answered;
        };
        await copying(2); // the connection's first: one by one, which prepares them
        const before = trips();
        expect(await copying(3)).toEqual([[{ id: 1, label: 'item 1' }], [{ id: 3, label: 'item 1 copy' }]]);
        expect(trips() - before).toBe(2); // BEGIN, the lock and the copy; COMMIT
        expect(await stored()).toEqual([1, 2, 3]);
      });
    });

    it('fail together: a failing statement fails the transaction, and nothing of it is stored', async () => {
      await onHeldConnection(async (runner) => {
        await insertingTransaction(runner, 1, () => lockAndCopy(runner, 1, 2)); // prepares them
        await expect(insertingTransaction(runner, 5, () => lockAndCopy(runner, 1, 2))).rejects.toThrow(/duplicate key/);
        expect(await stored()).toEqual([1, 2]);
      });
    });

    it('go one by one outside a transaction', async () => {
      await db.query('INSERT INTO item (id, label) VALUES (1, $1)', ['item 1']);
      expect(
        await PreparedStatements.together(db.manager, [
          { text: LOCK, values: [1] },
          { text: COPY, values: [1, 2] },
        ]),
      ).toEqual([[{ id: 1, label: 'item 1' }], [{ id: 2, label: 'item 1 copy' }]]);
    });
  });
});
