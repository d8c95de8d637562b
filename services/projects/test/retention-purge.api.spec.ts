import { FILE_STORAGE, type FileStorage } from '@clipwerk/kit';
import { ProjectEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { PurgeRetentionService } from '../src/application/purge-retention/purge-retention.service';
import { tinyMp4 } from './support/files';
import { projectForm, type ProjectsTestApp, registerCompany, startProjectsApp } from './support/projects-test-app';

const DAY = 86_400_000;
const NOW = new Date('2026-11-24T07:00:00Z');
const SEVEN_YEARS_AGO = new Date('2019-11-24T07:00:00Z');
const shifted = (days: number) => new Date(SEVEN_YEARS_AGO.getTime() + days * DAY);

/** Projects created through the API and then ended years back: the purge removes exactly those past seven years. */
describe('the retention purge of projects (real PostgreSQL, local file storage)', () => {
  let projects: ProjectsTestApp;
  let db: DataSource;
  let storage: FileStorage;

  beforeAll(async () => {
    projects = await startProjectsApp();
    db = projects.app.get(DataSource, { strict: false });
    storage = projects.app.get<FileStorage>(FILE_STORAGE, { strict: false });
  });

  afterAll(() => projects.close());

  it('removes projects that ended more than seven years ago with their deliverables and files, and keeps the rest', async () => {
    const owner = await registerCompany(projects, { companyName: 'Koffie & Co BV' });
    const create = async (title: string, status: string, completedAt: Date | null, updatedAt: Date) => {
      const { project } = (
        await projects.inject({ method: 'POST', url: '/api/projects', headers: owner.headers, payload: projectForm({ title }) })
      ).json();
      await db.query(`UPDATE projects.project SET status = $2, completed_at = $3, updated_at = $4 WHERE id = $1`, [
        project.id,
        status,
        completedAt,
        updatedAt,
      ]);
      const key = `deliverables/${project.id}/clip.mp4`;
      await storage.put(key, tinyMp4(), 'video/mp4');
      await db.query(
        `WITH d AS (INSERT INTO projects.deliverable (project_id, title) VALUES ($1, 'Video') RETURNING id)
         INSERT INTO projects.deliverable_file (deliverable_id, project_id, storage_key, original_name, mime_type, size, kind, version)
         SELECT id, $1, $2, 'clip.mp4', 'video/mp4', 4096, 'video', 1 FROM d`,
        [project.id, key],
      );
      return { id: project.id as string, key };
    };
    const completedLongAgo = await create('Acht jaar klaar', 'completed', shifted(-365), shifted(-365));
    const completedDayPast = await create('Zeven jaar en een dag', 'completed', shifted(-1), NOW);
    const cancelledDayPast = await create('Geannuleerd, lang geleden', 'cancelled', null, shifted(-1));
    const completedDayInside = await create('Bijna zeven jaar', 'completed', shifted(1), shifted(1));
    const cancelledSixYears = await create('Geannuleerd, zes jaar', 'cancelled', null, shifted(365));
    // Never ended: however old, this rule does not remove it.
    const neverEnded = await create('Nooit betaald', 'awaiting_deposit', null, shifted(-1000));

    const purge = projects.app.get(PurgeRetentionService);
    const [first, second] = await Promise.all([purge.run(NOW, 1), purge.run(NOW, 1)]);

    const gone = [completedLongAgo, completedDayPast, cancelledDayPast];
    const kept = [completedDayInside, cancelledSixYears, neverEnded];
    expect(first.projects + second.projects).toBe(3);
    expect(first.files + second.files).toBe(3);
    const left = await db.query(`SELECT id FROM projects.project WHERE id = ANY($1)`, [[...gone, ...kept].map((p) => p.id)]);
    expect(left.map((row: { id: string }) => row.id).sort()).toEqual(kept.map((p) => p.id).sort());
    expect(await db.query(`SELECT count(*)::int AS n FROM projects.deliverable_file`)).toEqual([{ n: 3 }]);
    for (const { key } of gone) await expect(storage.get(key)).rejects.toBeTruthy();
    for (const { key } of kept) (await storage.get(key)).destroy();
    // Every removal is announced once, so the other contexts remove their copies.
    const announced = await db.query(`SELECT aggregate_id FROM projects.outbox_message WHERE type = $1`, [
      ProjectEvents.ProjectPurged.type,
    ]);
    expect(announced.map((row: { aggregate_id: string }) => row.aggregate_id).sort()).toEqual(gone.map((p) => p.id).sort());
    expect(await purge.run(NOW, 1)).toEqual({ projects: 0, files: 0, logs: 0 });
  });
});
