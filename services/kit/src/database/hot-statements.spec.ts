import { Pool } from 'pg';
import { QueryFailedError } from 'typeorm';
import { createTestDatabase } from '../testing';
import { HotStatements } from './hot-statements';
import { SqlConditions } from './sql-conditions';

describe('statements with their values written in, by name while they are hot (real PostgreSQL)', () => {
  let url: string;
  let db: Pool;

  beforeAll(async () => {
    url = await createTestDatabase('kit_hot');
    const setup = new Pool({ connectionString: url });
    await setup.query(`CREATE TABLE item (id int PRIMARY KEY, label text NOT NULL)`);
    await setup.query(`INSERT INTO item VALUES (1, 'koffie'), (2, 'thee'), (3, 'it''s')`);
    await setup.end();
  });

  // One connection per test: its statements run on one backend, whose prepared statements the view lists.
  beforeEach(() => {
    db = new Pool({ connectionString: url, max: 1 });
  });

  afterEach(async () => {
    await db.end();
  });

  const prepared = async () =>
    (await db.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'h\\_%'`)).rows
      .map((row) => row.statement)
      .sort();
  const labelled = (label: string) => {
    const filter = new SqlConditions({ inline: true });
    filter.and(`label = ${filter.param(label)}`);
    return `SELECT id FROM item ${filter.where}`;
  };

  it('sends a text unnamed at its first use and by name from its second, with the same rows', async () => {
    const hot = new HotStatements({ perConnection: 4, followed: 100 });
    const text = labelled('koffie');
    expect(await hot.query(db, text)).toEqual([{ id: 1 }]);
    expect(await prepared()).toEqual([]);
    expect(await hot.query(db, text)).toEqual([{ id: 1 }]);
    expect(await prepared()).toEqual([text]);
    expect(await hot.query(db, text)).toEqual([{ id: 1 }]);
    expect(await hot.query(db, labelled("it's"))).toEqual([{ id: 3 }]);
  });

  it('keeps at most its number of names on a connection, the least recently used deallocated, and parses one again', async () => {
    const hot = new HotStatements({ perConnection: 2, followed: 100 });
    const [koffie, thee, water] = [labelled('koffie'), labelled('thee'), labelled('water')];
    for (const text of [koffie, koffie, thee, thee, koffie]) await hot.query(db, text);
    expect(await prepared()).toEqual([koffie, thee].sort());
    await hot.query(db, water);
    expect(await hot.query(db, water)).toEqual([]); // named: thee, used longest ago, gave way
    expect(await prepared()).toEqual([koffie, water].sort());
    expect(await hot.query(db, thee)).toEqual([{ id: 2 }]); // parsed again, koffie gave way
    expect(await prepared()).toEqual([thee, water].sort());
  });

  it('throws a failure as QueryFailedError and leaves the next statement working', async () => {
    const hot = new HotStatements({ perConnection: 2, followed: 100 });
    const failing = 'SELECT 1 / (SELECT count(*) FROM item WHERE false)::int AS x';
    await expect(hot.query(db, failing)).rejects.toBeInstanceOf(QueryFailedError);
    await expect(hot.query(db, failing)).rejects.toThrow('division by zero');
    expect(await hot.query(db, labelled('thee'))).toEqual([{ id: 2 }]);
  });
});
