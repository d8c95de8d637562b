// The baseline for the project list: a bare Fastify handler with one pg pool, in a process of its own (so its CPU is
// counted like the gateway's), running the SQL the projects service runs for the benchmark's query. The SQL is not
// written here: at start the baseline asks projects' own list use case (its build) for that page twice, records the
// statements it sends the second time (as for every request after the first), and answers every request with
// those, one after the other as the service runs them, so the baseline cannot drift from the product's query.
import Fastify from 'fastify';
import pg from 'pg';
import { listenAsBaseline, serveAsBaseline, startBaselineProcess } from './baseline-process.mjs';
import { productModule, recordStatements } from './product-statements.mjs';

/**
 * The statements the projects service sends for each of `queries` (`GET /api/projects` query objects, e.g.
 * `{ search, category, budget }`), in order: one list per query. `asked: 'again'`: what it sends for the query
 * asked a second time, as a busy list mostly is (the search terms of the same words are then reused).
 */
export async function projectListStatements(databaseUrl, queries, { asked = 'first' } = {}) {
  const { ListProjectsService } = productModule('services/projects/dist/application/list-projects/list-projects.service.js');
  const { ProjectRepository } = productModule('services/projects/dist/infrastructure/persistence/project.repository.js');
  const times = asked === 'again' ? 2 : 1;
  // One service per query, asked `times` times: what it keeps from the first ask serves the second only.
  const reads = queries.flatMap((query) => {
    let service;
    return Array.from({ length: times }, () => (dataSource) => {
      service ??= new ListProjectsService(new ProjectRepository(dataSource));
      return service.execute(query);
    });
  });
  const recorded = await recordStatements(databaseUrl, 'projects', reads);
  return recorded.filter((_statements, index) => index % times === times - 1);
}

/** Runs recorded statements one after the other (the page needs the terms); answers the last one's result. */
export async function replay(db, statements) {
  let result;
  for (const statement of statements) result = await db.query(statement);
  return result;
}

async function serve(databaseUrl, query) {
  const [statements] = await projectListStatements(databaseUrl, [JSON.parse(query)], { asked: 'again' });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c search_path=projects' });
  const app = Fastify({ logger: false });
  app.get('/api/projects', async () => {
    const { rows } = await replay(pool, statements);
    const total = Number(rows[0]?.total ?? 0);
    return { success: true, projects: rows, pagination: { page: 1, limit: 20, total, pages: Math.ceil(total / 20) } };
  });
  await listenAsBaseline(app);
}

/** Starts the baseline for `query` (as `projectListStatements` takes it) in a child process: its url, pid and stop(). */
export function startRawProjectsBaseline(databaseUrl, query) {
  return startBaselineProcess(import.meta.url, databaseUrl, JSON.stringify(query));
}

await serveAsBaseline(import.meta.url, serve);
