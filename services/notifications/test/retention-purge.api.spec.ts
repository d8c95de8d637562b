import { DataSource } from 'typeorm';
import { PurgeRetentionService } from '../src/application/purge-retention/purge-retention.service';
import { ProjectEvents } from '@clipwerk/proto';
import {
  announceProject,
  type NotificationsTestApp,
  registerCompany,
  registerCreator,
  startNotificationsApp,
} from './support/notifications-test-app';

const NOW = new Date('2026-03-01T09:00:00Z');

describe('the retention purge of notifications (real PostgreSQL)', () => {
  let app: NotificationsTestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await startNotificationsApp();
    db = app.app.get(DataSource, { strict: false });
  });

  afterAll(() => app.close());

  it('removes notices and finished mails written more than a year ago, never a mail still to send', async () => {
    const written = ['2025-02-28T09:00:00Z', '2025-03-02T09:00:00Z', '2026-02-28T09:00:00Z'];
    for (const at of written) {
      await db.query(
        `INSERT INTO notifications.notification (user_id, type, message, link, created_at)
         VALUES (gen_random_uuid(), 'message', $1, '/messages', $2)`,
        [`notice ${at.slice(0, 10)}`, at],
      );
      await db.query(
        `INSERT INTO notifications.mail (to_address, subject, text, html, status, created_at, sent_at)
         VALUES ('anna@example.nl', $1, '', '', 'sent', $2, $2)`,
        [`mail ${at.slice(0, 10)}`, at],
      );
    }
    await db.query(
      `INSERT INTO notifications.mail (to_address, subject, text, html, status, created_at)
       VALUES ('bram@example.nl', 'still pending', '', '', 'pending', '2024-01-01T00:00:00Z')`,
    );

    const purge = app.app.get(PurgeRetentionService);
    const [first, second] = await Promise.all([purge.run(NOW, 1), purge.run(NOW, 1)]);

    expect(first.notices + second.notices).toBe(1);
    expect(first.mails + second.mails).toBe(1);
    expect(await db.query(`SELECT message FROM notifications.notification ORDER BY created_at`)).toEqual([
      { message: 'notice 2025-03-02' },
      { message: 'notice 2026-02-28' },
    ]);
    expect(await db.query(`SELECT subject FROM notifications.mail ORDER BY created_at`)).toEqual([
      { subject: 'still pending' },
      { subject: 'mail 2025-03-02' },
      { subject: 'mail 2026-02-28' },
    ]);
    expect(await purge.run(NOW, 1)).toEqual({ notices: 0, mails: 0, logs: 0 });
  });

  it('forgets a project that projects purged, and no other', async () => {
    const owner = await registerCompany(app, { companyName: 'Oud BV' });
    const creator = await registerCreator(app, 'Anna de Jong');
    const purged = await announceProject(app, owner, creator, 'Lang geleden');
    const kept = await announceProject(app, owner, creator, 'Nog bewaard');

    await app.deliver(ProjectEvents.ProjectPurged, purged, { projectId: purged, ownerId: owner.id });

    expect(await db.query(`SELECT title FROM notifications.project WHERE id = ANY($1)`, [[purged, kept]])).toEqual([
      { title: 'Nog bewaard' },
    ]);
  });
});
