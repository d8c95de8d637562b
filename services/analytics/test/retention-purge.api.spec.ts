import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PurgeRetentionService } from '../src/application/purge-retention/purge-retention.service';
import { type AnalyticsTestApp, startAnalyticsApp } from './support/analytics-test-app';

const NOW = new Date('2026-11-24T08:00:00Z');

describe('the retention purge of analytics (real PostgreSQL)', () => {
  let app: AnalyticsTestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await startAnalyticsApp();
    db = app.app.get(DataSource, { strict: false });
  });

  afterAll(async () => {
    await app.close();
  });

  it('removes the days older than 26 months and keeps the rest, to the day, once across replicas', async () => {
    const user = randomUUID();
    const [oldProject, youngProject, runningProject] = [randomUUID(), randomUUID(), randomUUID()];
    // 24 September 2024 is the oldest day kept at NOW.
    const days = ['2024-09-22', '2024-09-23', '2024-09-24', '2024-09-25', '2026-11-23'];
    for (const day of days) {
      await db.query(`INSERT INTO analytics.user_day (user_id, day, views) VALUES ($1, $2, 1)`, [user, day]);
    }
    await db.query(
      `INSERT INTO analytics.project_day (project_id, day, owner_id, views) VALUES ($1, '2024-09-23', $3, 5), ($2, '2024-09-23', $3, 1), ($2, '2024-09-25', $3, 2)`,
      [oldProject, youngProject, user],
    );
    await db.query(
      `INSERT INTO analytics.project_fact (project_id, owner_id, title, published_day) VALUES ($1, $3, 'Oud', '2024-09-01'), ($2, $3, 'Jong', '2024-09-01')`,
      [oldProject, youngProject, user],
    );
    await db.query(
      `INSERT INTO analytics.project_fact (project_id, owner_id, title, published_day, first_published_day)
       VALUES ($1, $2, 'Lopend', '2024-09-01', '2024-09-01')`,
      [runningProject, user],
    );
    await db.query(
      `INSERT INTO analytics.proposal_fact (proposal_id, project_id, owner_id, creator_id, submitted_day)
       VALUES (gen_random_uuid(), $1, $2, $2, '2024-09-23'), (gen_random_uuid(), $1, $2, $2, '2024-09-24')`,
      [youngProject, user],
    );

    const purge = app.app.get(PurgeRetentionService);
    const [first, second] = await Promise.all([purge.run(NOW, 1), purge.run(NOW, 1)]);

    expect(first.days + second.days).toBe(2 + 2);
    const kept = await db.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics.user_day ORDER BY day`);
    expect(kept.map((row: { day: string }) => row.day)).toEqual(['2024-09-24', '2024-09-25', '2026-11-23']);
    expect(await db.query(`SELECT project_id, to_char(day, 'YYYY-MM-DD') AS day FROM analytics.project_day`)).toEqual([
      { project_id: youngProject, day: '2024-09-25' },
    ]);
    // The old project has no day left; the young one still has one; the running one is still active.
    expect(await db.query(`SELECT title FROM analytics.project_fact ORDER BY title`)).toEqual([
      { title: 'Jong' },
      { title: 'Lopend' },
    ]);
    expect(await db.query(`SELECT to_char(submitted_day, 'YYYY-MM-DD') AS day FROM analytics.proposal_fact`)).toEqual([
      { day: '2024-09-24' },
    ]);
    expect(await purge.run(NOW, 1)).toEqual({ days: 0, facts: 0, logs: 0 });
  });
});
