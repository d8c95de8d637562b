// The baseline for the creators page: a bare Fastify handler with one pg pool, in a process of its own (so its CPU
// is counted like the gateway's), running the SQL identity runs. The SQL is not written here: at start the
// baseline asks identity's own repository (its build) for the first page once, records the statements it sends, and
// answers every request with those, so the baseline cannot drift from the product's query.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The statements identity's repository runs for the first page of 12 creators, without filters, as `{ text, values, name? }`. */
async function identityStatements(databaseUrl) {
  const { openServiceDatabase } = require(`${ROOT}services/kit/dist/database/data-source.js`);
  const persistence = require(`${ROOT}services/identity/dist/infrastructure/persistence/index.js`);
  const { UserRepository } = require(`${ROOT}services/identity/dist/infrastructure/persistence/user.repository.js`);
  const dataSource = await openServiceDatabase({
    url: databaseUrl,
    schema: 'identity',
    entities: persistence.IDENTITY_ENTITIES,
    migrations: persistence.IDENTITY_MIGRATIONS,
    poolSize: 2,
  });
  // Whatever identity sends, through TypeORM or straight to the driver's pool (a named statement keeps its name).
  const statements = [];
  const query = dataSource.query.bind(dataSource);
  dataSource.query = (sql, params) => (statements.push({ text: sql, values: params }), query(sql, params));
  const pool = dataSource.driver.master;
  const poolQuery = pool.query.bind(pool);
  pool.query = (config, values) =>
    typeof config === 'string'
      ? (statements.push({ text: config, values }), poolQuery(config, values))
      : (statements.push({ ...config }), poolQuery(config));
  try {
    await new UserRepository(dataSource).searchCreators({ limit: 12, offset: 0 });
  } finally {
    await dataSource.destroy();
  }
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
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
}

/** Starts the baseline in a child process; answers its url, pid and stop(). */
export function startRawBaseline(databaseUrl) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the raw baseline exited (${code}) before it listened`)));
    child.once('message', ({ port }) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
      }),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve(process.argv[2]);
