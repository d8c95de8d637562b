// The baseline: the creators page answered by a bare Fastify handler with one pg pool and hand-written SQL,
// the same query identity runs (count + first page of 12, ordered by reach). What our stack costs is
// measured against this.
import Fastify from 'fastify';
import pg from 'pg';

const COLUMNS = `id, first_name, last_name, profile_picture_url, bio, niches, city, country,
  social_media, completed_projects, average_rating, response_rate, base_rate, rate_negotiable, availability, followers_total`;

export async function startRawBaseline(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c search_path=identity' });
  const app = Fastify({ logger: false });
  app.get('/api/users/creators', async () => {
    const [count, page] = await Promise.all([
      pool.query(`SELECT count(*)::int AS total FROM app_user WHERE role = 'creator'`),
      pool.query(
        `SELECT ${COLUMNS} FROM app_user WHERE role = 'creator' ORDER BY followers_total DESC, created_at DESC, id ASC LIMIT 12 OFFSET 0`,
      ),
    ]);
    const total = count.rows[0].total;
    return { success: true, creators: page.rows, pagination: { page: 1, limit: 12, total, pages: Math.ceil(total / 12) } };
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
