// Open projects inserted with SQL straight into the projects schema (the service's own table): 100,000 wizard
// submissions would take longer than a benchmark itself.
import { createRequire } from 'node:module';
import pg from 'pg';

// The service's own category list (built by `make bench`), so the seeded rows are ones it accepts.
const { CATEGORIES } = createRequire(import.meta.url)('../../services/projects/dist/domain/catalog.js');

/** What the seeded assignments are about: one product each, in turn. */
export const PRODUCTS = ['huidverzorging', 'koffie', 'sneakers', 'fietsen', 'planten', 'koptelefoons', 'thee', 'vitamines'];

/**
 * `count` everyday open assignments in the words companies use, published a minute apart: each about one of
 * `products` and in one of `categories` (the service's own), in turn.
 */
export async function seedOpenProjects(databaseUrl, count, { products = PRODUCTS, categories = CATEGORIES } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c search_path=projects' });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO project (owner_id, status, title, description, category, content_type, budget_cents, deadline, published_at, created_at)
       SELECT gen_random_uuid(), 'open',
              (ARRAY['Unboxing video','Review video','Tutorial','Productfoto''s en video','Testimonial','Lifestyle reel'])[1 + i % 6]
                || ' voor ' || ($3::text[])[1 + i % array_length($3::text[], 1)],
              'Wij zoeken een creator die een eerlijke en authentieke video maakt over ons product, nummer ' || i || '.',
              ($1::text[])[1 + i % array_length($1::text[], 1)], 'beide',
              (2500 + (i * 7919) % 300000), now() + interval '30 days', now() - (i || ' minutes')::interval, now()
         FROM generate_series(1, $2) AS i`,
      [categories, count, products],
    );
    // As autovacuum leaves a table that grew by inserts: its pages marked all-visible (what index-only scans need)
    // and its statistics fresh.
    await client.query('VACUUM ANALYZE project');
  } finally {
    await client.end();
  }
}
