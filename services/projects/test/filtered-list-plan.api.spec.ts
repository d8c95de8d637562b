import type { Pool, QueryConfig } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { CATEGORIES } from '../src/domain/catalog';
import { type ProjectsTestApp, startProjectsApp } from './support/projects-test-app';

/**
 * A search within a category and a budget can be ranked from the list's index alone, without a heap row per candidate.
 * Which plan PostgreSQL picks depends on the table's size and how much of it a vacuum marked all-visible (over 100,000
 * open projects it picks this one: bench/projects-list.mjs); here the other scans are switched off, so the test shows
 * that the index covers every column the ranking reads.
 */
describe('the filtered project list can read its candidates from an index alone (real PostgreSQL)', () => {
  let projects: ProjectsTestApp;

  beforeAll(async () => {
    projects = await startProjectsApp();
  });

  afterAll(() => projects.close());

  it('ranks a search within a category and a budget with an index-only scan of project_open_category_budget', async () => {
    const db = projects.app.get(DataSource, { strict: false });
    await db.query(
      `INSERT INTO projects.project (owner_id, status, title, description, category, content_type, budget_cents, deadline, published_at)
       SELECT gen_random_uuid(), 'open',
              (ARRAY['Unboxing video', 'Review video', 'Tutorial'])[1 + i % 3] || ' voor ' || (ARRAY['koffie', 'thee', 'fietsen', 'planten'])[1 + i % 4],
              'Een eerlijke video over ons product, nummer ' || i || '.',
              ($1::text[])[1 + i % array_length($1::text[], 1)], 'beide', 2500 + (i * 7919) % 300000,
              now() + interval '30 days', now() - (i || ' minutes')::interval
         FROM generate_series(1, 5000) AS i`,
      [CATEGORIES],
    );
    // As autovacuum leaves a table that grew: its pages marked all-visible, its statistics fresh.
    await db.query('VACUUM ANALYZE projects.project');
    // The page goes straight to the driver's pool.
    const pool = (db.driver as PostgresDriver).master as Pool;
    const statements: { text: string; values: unknown[] }[] = [];
    const query = pool.query.bind(pool) as (config: QueryConfig) => Promise<unknown>;
    const spy = jest.spyOn(pool, 'query').mockImplementation(((config: QueryConfig) => {
      statements.push({ text: config.text, values: config.values ?? [] });
      return query(config);
    }) as never);
    const answer = await projects.inject({
      method: 'GET',
      url: `/api/projects?search=koffie&category=${CATEGORIES[0]}&budget=250-500`,
      headers: { 'cache-control': 'no-cache' },
    });
    spy.mockRestore();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().projects.length).toBeGreaterThan(0);

    const page = statements.find(({ text }) => text.includes('OVER ()'));
    expect(page).toBeDefined();
    const plan = (await db.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_bitmapscan = off');
      await manager.query('SET LOCAL enable_seqscan = off');
      return manager.query(`EXPLAIN ${page!.text}`, page!.values);
    })) as { 'QUERY PLAN': string }[];
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('Index Only Scan using project_open_category_budget');
  });
});
