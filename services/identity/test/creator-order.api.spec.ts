import type { Pool, QueryConfig } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { creatorForm, type IdentityTestApp, register, removeDir, startIdentityApp } from './support/identity-test-app';

/** The order of the creators list: best text match first, then rating (as projects computed it), then reach. */
describe('creators list order (real PostgreSQL)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  it('puts well-rated creators above unrated ones, and one perfect rating below many good ones', async () => {
    const word = `Volgordetest${Math.random().toString(36).slice(2, 7)}`;
    const make = async (firstName: string) =>
      (await register(identity, creatorForm({ firstName, lastName: word, bio: `Ik maak video’s. ${word}` }))).user.id;
    const unrated = await make('Ongerated');
    const onePerfect = await make('Eenmaalvijf');
    const manyGood = await make('Veelgoed');
    const poor = await make('Matig');
    const db = identity.app.get(DataSource, { strict: false });
    const rate = (id: string, average: number, count: number) =>
      db.query(`UPDATE identity.app_user SET average_rating = $2, rating_count = $3 WHERE id = $1`, [id, average, count]);
    await rate(onePerfect, 5, 1);
    await rate(manyGood, 4.8, 40);
    await rate(poor, 2, 5);

    const listed = (await identity.inject({ method: 'GET', url: `/api/users/creators?search=${word}` })).json().creators;
    expect(listed.map((creator: { id: string }) => creator.id)).toEqual([manyGood, onePerfect, unrated, poor]);
  });

  // The first page without a search is read from the index in the list's order, not sorted from every creator.
  it('reads the first page in rating order from app_user_creator_rating_order', async () => {
    const db = identity.app.get(DataSource, { strict: false });
    await db.query(
      `INSERT INTO identity.app_user (email, password_hash, role, first_name, last_name, followers_total, average_rating, rating_count)
       SELECT 'plan' || i || '@clipwerk.test', 'x', 'creator', 'Plan', 'Creator' || i, i % 5000, (i % 5) + 0.5, i % 40
         FROM generate_series(1, 3000) AS i`,
    );
    await db.query('ANALYZE identity.app_user');
    // The page is one named statement sent to the driver's pool.
    const pool = (db.driver as PostgresDriver).master as Pool;
    const statements: QueryConfig[] = [];
    const query = pool.query.bind(pool) as (config: QueryConfig) => Promise<unknown>;
    const spy = jest.spyOn(pool, 'query').mockImplementation(((config: QueryConfig) => {
      statements.push(config);
      return query(config);
    }) as never);
    const answer = await identity.inject({ method: 'GET', url: '/api/users/creators?page=1&limit=12' });
    spy.mockRestore();
    expect(answer.statusCode).toBe(200);
    // The outbox relay's poll goes by name on the same pool and may fall in this window.
    const reads = statements.filter((statement) => statement.text.includes('FROM app_user'));
    expect(reads).toHaveLength(1);
    const [page] = reads;
    expect(page.name).toBeDefined();
    expect(answer.json().pagination.total).toBeGreaterThanOrEqual(3000);
    const plan = (await db.query(`EXPLAIN ${page.text}`, page.values)) as { 'QUERY PLAN': string }[];
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('app_user_creator_rating_order');
    expect(text).not.toMatch(/\bSort\b/);
  });

  it('counts every creator on one page, and past the last page still says how many there are', async () => {
    const first = (await identity.inject({ method: 'GET', url: '/api/users/creators?page=1&limit=12' })).json();
    const beyond = (await identity.inject({ method: 'GET', url: '/api/users/creators?page=9999&limit=12' })).json();
    const db = identity.app.get(DataSource, { strict: false });
    const [{ total }] = (await db.query(
      `SELECT count(*)::int AS total FROM identity.app_user WHERE role = 'creator' AND deleted_at IS NULL`,
    )) as { total: number }[];
    expect(first.pagination.total).toBe(total);
    expect(first.creators).toHaveLength(12);
    expect(first.creators[0]).not.toHaveProperty('total');
    expect(beyond.creators).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 9999, limit: 12, total, pages: Math.ceil(total / 12) });
  });
});
