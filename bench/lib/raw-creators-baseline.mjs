// The baseline for the creators page: a bare Fastify handler with one pg pool, in a process of its own (so its CPU
// is counted like the gateway's), running the SQL identity runs. The SQL is not written here: at start the
// baseline asks identity's own repository (its build) for the first page once, records the statements it sends, and
// answers every request with those, so the baseline cannot drift from the product's query.
import Fastify from 'fastify';
import pg from 'pg';
import { listenAsBaseline, serveAsBaseline, startBaselineProcess } from './baseline-process.mjs';
import { productModule, recordStatements } from './product-statements.mjs';

/** The statements identity's repository runs for the first page of 12 creators, without filters. */
async function identityStatements(databaseUrl) {
  const { UserRepository } = productModule('services/identity/dist/infrastructure/persistence/user.repository.js');
  const [statements] = await recordStatements(databaseUrl, 'identity', [
    (dataSource) => new UserRepository(dataSource).searchCreators({ limit: 12, offset: 0 }),
  ]);
  return statements;
}

async function serve(databaseUrl) {
  const statements = await identityStatements(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c search_path=identity' });
  const app = Fastify({ logger: false });
  app.get('/api/users/creators', async () => {
    const results = await Promise.all(statements.map((statement) => pool.query(statement)));
    // The page is the statement that answers cards; the total is on each of its rows or in a count of its own.
    const page = results.find((result) => result.fields.some((field) => field.name === 'id'));
    const total = results.find((result) => result.fields.some((field) => field.name === 'total')).rows[0].total;
    return { success: true, creators: page.rows, pagination: { page: 1, limit: 12, total, pages: Math.ceil(total / 12) } };
  });
  await listenAsBaseline(app);
}

/** Starts the baseline in a child process; answers its url, pid and stop(). */
export function startRawBaseline(databaseUrl) {
  return startBaselineProcess(import.meta.url, databaseUrl);
}

await serveAsBaseline(import.meta.url, serve);
