import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_MIGRATIONS } from '../src/infrastructure/persistence';
import { StoreNoticeLinks1764800000000 } from '../src/infrastructure/persistence/migrations/1764800000000-store-notice-links';
import {
  client,
  type NotificationsTestApp,
  registerCreator,
  startNotificationsApp,
  type TestUser,
} from './support/notifications-test-app';

/** Notices stored before links were: the migration gives each the page its type and data tell. */
describe('links of notices made before notices stored them (real PostgreSQL)', () => {
  let app: NotificationsTestApp;
  let db: DataSource;
  let user: TestUser;

  beforeAll(async () => {
    app = await startNotificationsApp();
    db = app.app.get(DataSource, { strict: false });
    user = await registerCreator(app, 'Oud Bericht');
  });

  afterAll(() => app.close());

  it('links each old notice to its conversation, proposals, workspace tab or assignments', async () => {
    const [project, conversation] = [randomUUID(), randomUUID()];
    // Back to before links were stored, undoing what came after too.
    const undo = NOTIFICATIONS_MIGRATIONS.length - NOTIFICATIONS_MIGRATIONS.indexOf(StoreNoticeLinks1764800000000);
    for (let step = 0; step < undo; step += 1) await db.undoLastMigration();
    const old: [string, Record<string, string>, string][] = [
      ['message', { conversationId: conversation, projectId: project }, `/messages?conversation=${conversation}`],
      ['proposal', { projectId: project }, `/projects/${project}/proposals`],
      ['proposal-status', { projectId: project, status: 'rejected' }, '/projects'],
      ['proposal-status', { projectId: project, status: 'accepted' }, `/project-workspace/${project}`],
      ['deliverable', { projectId: project }, `/project-workspace/${project}?tab=review`],
      ['payment', { projectId: project, status: 'final_paid' }, `/project-workspace/${project}?tab=payment`],
      ['project', { projectId: project }, `/project-workspace/${project}`],
    ];
    for (const [index, [type, data]] of old.entries()) {
      await db.query(
        `INSERT INTO notifications.notification (user_id, type, message, data, created_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
        [user.id, type, `melding ${index}`, JSON.stringify(data), index],
      );
    }
    await db.runMigrations();

    const { notifications } = (await client(app, user)('GET', '/notifications')).body;
    const linkOf = (index: number) => notifications.find((n: { message: string }) => n.message === `melding ${index}`)?.link;
    expect(old.map((_, index) => linkOf(index))).toEqual(old.map(([, , link]) => link));
  });
});
