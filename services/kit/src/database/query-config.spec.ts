import { Pool, type QueryResult } from 'pg';
import { createTestDatabase } from '../testing';

const { normalizeQueryConfig } = jest.requireActual<{ normalizeQueryConfig(config: object): object }>('pg/lib/utils');

// node-postgres is patched (infra/patches) to copy a statement's config only when a call adds values or a callback
// to it: the kit sends every named statement as a config of its own, and a copy of each cost a few µs.
describe('a statement config is read, never changed, by node-postgres (real PostgreSQL)', () => {
  let pool: Pool;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await createTestDatabase('kit_query_config'), max: 1 });
  });
  afterAll(() => pool?.end());

  /** Frozen: a write to it throws, so each call below shows that nothing was written to it. */
  const statement = () => Object.freeze({ name: 'k_spec_sum', text: 'SELECT $1::int + $2::int AS sum', values: [2, 3] });

  it('is taken as it is when the call adds nothing to it', () => {
    const config = statement();
    expect(normalizeQueryConfig(config)).toBe(config);
  });

  it('answers each time the same config is sent, unchanged', async () => {
    const config = statement();
    const first = await pool.query(config);
    const again = await pool.query(config);

    expect(first.rows).toEqual([{ sum: 5 }]);
    expect(again.rows).toEqual([{ sum: 5 }]);
    expect(config).toEqual({ name: 'k_spec_sum', text: 'SELECT $1::int + $2::int AS sum', values: [2, 3] });
  });

  it('is copied, not changed, when the call brings its own values or a callback', async () => {
    const config = Object.freeze({ name: 'k_spec_sum', text: 'SELECT $1::int + $2::int AS sum' });
    const withValues = await pool.query(config, [4, 5]);
    const withCallback = await new Promise<QueryResult>((resolve, reject) =>
      pool.query({ ...config, values: [1, 1] }, (error: Error | undefined, result: QueryResult) =>
        error ? reject(error) : resolve(result),
      ),
    );

    expect(withValues.rows).toEqual([{ sum: 9 }]);
    expect(withCallback.rows).toEqual([{ sum: 2 }]);
    expect(Object.keys(config)).toEqual(['name', 'text']);
  });
});
