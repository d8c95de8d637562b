// Baseline for the project list: a bare Fastify handler with one pg pool running the same SQL the projects
// service runs for `search` + `category` + `budget` (count and first page side by side, best match first).
import Fastify from 'fastify';
import pg from 'pg';

const WHERE = `status = 'open' AND search_document @@ websearch_to_tsquery('dutch', $1)
  AND category = $2 AND budget_cents >= $3 AND budget_cents < $4`;

export async function startRawProjectsBaseline(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c search_path=projects' });
  const app = Fastify({ logger: false });
  app.get('/api/projects', async (request) => {
    const { search, category, budget } = request.query;
    const [min, max] = budget.split('-').map((euros) => Number(euros) * 100);
    const params = [search, category, min, max];
    const [count, page] = await Promise.all([
      pool.query(`SELECT count(*)::int AS total FROM project WHERE ${WHERE}`, params),
      pool.query(
        `SELECT *, ts_rank(search_document, websearch_to_tsquery('dutch', $1)) AS rank FROM project WHERE ${WHERE}
          ORDER BY rank DESC, published_at DESC, id ASC LIMIT 12`,
        params,
      ),
    ]);
    return { success: true, projects: page.rows, pagination: { page: 1, limit: 12, total: count.rows[0].total } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${app.server.address().port}`,
    stop: async () => {
      await app.close();
      await pool.end();
    },
  };
}
