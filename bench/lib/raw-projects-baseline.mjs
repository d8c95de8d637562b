// Baseline for the project list: a bare Fastify handler with one pg pool running the SQL the projects service
// runs for `search` + `category` + `budget`: one query ranking every match, counting them (window) and joining
// the page's company and selected creator, best match first.
import Fastify from 'fastify';
import pg from 'pg';

const WHERE = `p.status = 'open' AND p.search_document @@ websearch_to_tsquery('dutch', $1)
  AND p.category = $2 AND p.budget_cents >= $3 AND p.budget_cents < $4`;

const PAGE = `
  SELECT page.*, company.company_name AS "companyName", selected.name AS "selectedCreatorName",
         selected.profile_picture_url AS "selectedCreatorPicture"
    FROM (SELECT p.*, ts_rank(p.search_document, websearch_to_tsquery('dutch', $1)) AS rank, count(*) OVER () AS total
            FROM project p WHERE ${WHERE}
           ORDER BY rank DESC, p.published_at DESC, p.id ASC LIMIT 20) page
    LEFT JOIN company ON company.id = page.owner_id
    LEFT JOIN creator selected ON selected.id = page.selected_creator_id
   ORDER BY page.rank DESC, page.published_at DESC, page.id ASC`;

export async function startRawProjectsBaseline(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c search_path=projects' });
  const app = Fastify({ logger: false });
  app.get('/api/projects', async (request) => {
    const { search, category, budget } = request.query;
    const [min, max] = budget.split('-').map((euros) => Number(euros) * 100);
    const { rows } = await pool.query(PAGE, [search, category, min, max]);
    const total = Number(rows[0]?.total ?? 0);
    return { success: true, projects: rows, pagination: { page: 1, limit: 20, total, pages: Math.ceil(total / 20) } };
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
