import { IdentityEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { UnitOfWork } from '../events/unit-of-work';
import { createTestDatabase } from '../testing';
import { openServiceDatabase } from './data-source';
import { PreparedStatements, statementName } from './prepared-statements';

describe('statements sent by name (real PostgreSQL)', () => {
  let url: string;
  let db: DataSource;

  beforeAll(async () => {
    url = await createTestDatabase('kit_named');
    db = await openServiceDatabase({ url, schema: 'named', entities: [], migrations: [], poolSize: 4 });
    await db.query('CREATE TABLE item (id int PRIMARY KEY, label text NOT NULL)');
  });

  afterEach(async () => {
    await db.query('TRUNCATE item');
  });

  afterAll(async () => {
    await db?.destroy();
  });

  const INSERT = 'INSERT INTO item (id, label) VALUES ($1, $2) RETURNING id, label';
  /** The names this connection holds for `text` (the view lists one session's statements only). */
  const preparedOn = async (manager: EntityManager, text: string) =>
    ((await manager.query('SELECT name FROM pg_prepared_statements WHERE statement = $1', [text])) as { name: string }[]).map(
      (row) => row.name,
    );
  /** A connection of its own, held until `release`: what runs on it runs on one backend. */
  const connection = async () => {
    const runner = db.createQueryRunner();
    await runner.connect();
    return runner;
  };

  it('gives a text one name, and two texts two names', () => {
    expect(statementName(INSERT)).toBe(statementName(`${INSERT}`));
    expect(statementName(INSERT)).not.toBe(statementName(`${INSERT} `));
    expect(statementName(INSERT).length).toBeLessThan(64);
  });

  it('sends by name on the transaction’s own connection, which sees what the transaction wrote', async () => {
    await db.transaction(async (manager) => {
      await PreparedStatements.query(manager, INSERT, [1, 'een']);
      expect(await preparedOn(manager, INSERT)).toEqual([statementName(INSERT)]);
      expect(await PreparedStatements.query(manager, 'SELECT label FROM item WHERE id = $1', [1])).toEqual([{ label: 'een' }]);
    });
  });

  it('answers the rows of an UPDATE, and sends a text that must not be named without a name', async () => {
    const runner = await connection();
    try {
      await PreparedStatements.query(runner.manager, INSERT, [1, 'een']);
      const text = 'UPDATE item SET label = $2 WHERE id = $1 RETURNING label';
      expect(await PreparedStatements.query(runner.manager, text, [1, 'twee'], { prepare: false })).toEqual([{ label: 'twee' }]);
      expect(await preparedOn(runner.manager, text)).toEqual([]);
    } finally {
      await runner.release();
    }
  });

  it('plans a text TypeORM sends with values once per connection, from its second use on', async () => {
    const runner = await connection();
    try {
      const text = 'SELECT id, label FROM item WHERE id = $1';
      await PreparedStatements.query(runner.manager, INSERT, [1, 'een']);
      expect(await runner.query(text, [1])).toEqual([{ id: 1, label: 'een' }]);
      expect(await preparedOn(runner.manager, text)).toEqual([]); // a one-off (a migration's insert) stays unnamed
      expect(await runner.query(text, [1])).toEqual([{ id: 1, label: 'een' }]);
      expect(await preparedOn(runner.manager, text)).toEqual([statementName(text)]);
      // Without values, or sent unnamed on purpose (a plan that must see typed words), a text is never named.
      const withoutValues = 'SELECT count(*)::int AS n FROM item';
      const unnamed = 'SELECT id FROM item WHERE label = $1';
      for (let i = 0; i < 3; i += 1) {
        await runner.query(withoutValues);
        await PreparedStatements.query(runner.manager, unnamed, ['een'], { prepare: false });
      }
      expect(await preparedOn(runner.manager, withoutValues)).toEqual([]);
      expect(await preparedOn(runner.manager, unnamed)).toEqual([]);
    } finally {
      await runner.release();
    }
  });

  it('goes to the pool by name outside a transaction, from a manager, a data source or a pool', async () => {
    await PreparedStatements.query(db.manager, INSERT, [1, 'een']);
    await PreparedStatements.query(db, INSERT, [2, 'twee']);
    const pool = new Pool({ connectionString: url, max: 1, options: '-c search_path=named' });
    try {
      await PreparedStatements.query(pool, INSERT, [3, 'drie']);
      const [{ count }] = await PreparedStatements.query<{ count: string }>(
        pool,
        'SELECT count(*) FROM pg_prepared_statements WHERE name = $1',
        [statementName(INSERT)],
      );
      expect(count).toBe('1');
    } finally {
      await pool.end();
    }
    expect(await db.query('SELECT id FROM item ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('fails as TypeORM’s query does, with the driver’s code', async () => {
    await PreparedStatements.query(db, INSERT, [1, 'een']);
    const failure = PreparedStatements.query(db.manager, INSERT, [1, 'nog een']);
    await expect(failure).rejects.toBeInstanceOf(QueryFailedError);
    await expect(failure).rejects.toMatchObject({ driverError: { code: '23505' } });
  });

  it('prepares again a statement whose parse failed in an aborted transaction, on the same connection', async () => {
    const text = 'SELECT label FROM item WHERE id = $1 AND label <> $2';
    const runner = await connection();
    try {
      await runner.startTransaction();
      await expect(runner.query('SELECT 1 / 0')).rejects.toThrow('division by zero');
      // The transaction is aborted: PostgreSQL refuses the parse, so the statement is not prepared.
      await expect(PreparedStatements.query(runner.manager, text, [1, ''])).rejects.toThrow('current transaction is aborted');
      await runner.rollbackTransaction();
      expect(await preparedOn(runner.manager, text)).toEqual([]);

      await PreparedStatements.query(runner.manager, INSERT, [1, 'een']);
      expect(await PreparedStatements.query(runner.manager, text, [1, ''])).toEqual([{ label: 'een' }]);
      expect(await preparedOn(runner.manager, text)).toEqual([statementName(text)]);
    } finally {
      await runner.release();
    }
  });

  it('keeps a statement prepared in a transaction that failed after it, or that it failed itself', async () => {
    const runner = await connection();
    try {
      await runner.startTransaction();
      await PreparedStatements.query(runner.manager, INSERT, [1, 'een']);
      await expect(runner.query('SELECT 1 / 0')).rejects.toThrow('division by zero');
      await runner.rollbackTransaction();
      // Prepared statements outlive a rollback: the next use binds the one PostgreSQL still has.
      expect(await preparedOn(runner.manager, INSERT)).toEqual([statementName(INSERT)]);
      expect(await PreparedStatements.query(runner.manager, INSERT, [1, 'een'])).toEqual([{ id: 1, label: 'een' }]);

      // Parsed, then failed at execution (a duplicate key): still prepared, and usable after the rollback.
      const text = 'INSERT INTO item (id, label) VALUES ($1, $2)';
      await runner.startTransaction();
      await expect(PreparedStatements.query(runner.manager, text, [1, 'dubbel'])).rejects.toMatchObject({
        driverError: { code: '23505' },
      });
      await runner.rollbackTransaction();
      await PreparedStatements.query(runner.manager, text, [2, 'twee']);
      expect(await db.query('SELECT id FROM item ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await runner.release();
    }
  });

  it('writes the outbox by name in the transaction that publishes', async () => {
    const texts: string[] = [];
    await new UnitOfWork(db, 'outbox_named').run(async (tx) => {
      const userId = randomUUID();
      await tx.publish(IdentityEvents.ProfileUpdated, userId, { userId, role: 'creator', displayName: 'Anna' });
      await tx.publish(IdentityEvents.ProfileUpdated, userId, { userId, role: 'creator', displayName: 'Anna B.' });
      const named = (await tx.manager.query(
        `SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE '%INSERT INTO outbox_message%'`,
      )) as { name: string; statement: string }[];
      for (const { name, statement } of named) {
        expect(name).toBe(statementName(statement));
        texts.push(statement);
      }
    });
    // The first event carries the relay's NOTIFY, the second goes in the plain insert.
    expect(texts).toHaveLength(2);
    expect(await db.query('SELECT count(*)::int AS count FROM outbox_message')).toEqual([{ count: 2 }]);
  });
});
