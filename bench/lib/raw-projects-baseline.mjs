// Baseline for the project list: a bare Fastify handler with one pg pool running the SQL the projects service
// runs for `search` + `category` + `budget`: the kit's Dutch search (built by `make bench`), one query ranking
// every match by id, counting them (window), then reading the page's projects with their company and selected
// creator, best match first.
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { DutchSearch, dutchSearchTerms, searchWords } = require('../../services/kit/dist/database/dutch-search.js');
const { SqlConditions } = require('../../services/kit/dist/database/sql-conditions.js');

/** The page query for a search, optionally within a category and a budget range in cents (`db`: a pg client or pool). */
export async function pageQuery(db, search, category, min, max) {
  const filter = new SqlConditions().and(`p.status = 'open'`);
  const words = searchWords(search).map((word) => ({ word }));
  const terms = await dutchSearchTerms(async (sql, params) => (await db.query(sql, params)).rows, 'project_search_word', words);
  const dutch = new DutchSearch(terms, filter);
  filter.and(dutch.matches('p.search_document'));
  if (category) filter.and(`p.category = ${filter.param(category)}`);
  if (min !== undefined) filter.and(`p.budget_cents >= ${filter.param(min)}`).and(`p.budget_cents < ${filter.param(max)}`);
  const sql = `
    SELECT p.*, page.tier, page.rank, page.total, company.company_name AS "companyName",
           selected.name AS "selectedCreatorName", selected.profile_picture_url AS "selectedCreatorPicture"
      FROM (SELECT p.id, ${dutch.tier('p.search_document')} AS tier, ${dutch.rank('p.search_document')} AS rank,
                   count(*) OVER () AS total
              FROM project p ${filter.where}
             ORDER BY tier, rank DESC, p.published_at DESC, p.id ASC LIMIT 20) page
      JOIN project p ON p.id = page.id
      LEFT JOIN company ON company.id = p.owner_id
      LEFT JOIN creator selected ON selected.id = p.selected_creator_id
     ORDER BY page.tier, page.rank DESC, p.published_at DESC, p.id ASC`;
  return { sql, params: filter.params };
}

export async function startRawProjectsBaseline(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c search_path=projects' });
  const app = Fastify({ logger: false });
  app.get('/api/projects', async (request) => {
    const { search, category, budget } = request.query;
    const [min, max] = budget.split('-').map((euros) => Number(euros) * 100);
    const { sql, params } = await pageQuery(pool, search, category, min, max);
    const { rows } = await pool.query(sql, params);
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
