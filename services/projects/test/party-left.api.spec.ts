import { IdentityEvents, ProjectEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { EnforceReviewWindowService } from '../src/application/deadlines/enforce-review-window.service';
import { Messages } from '../src/domain/messages';
import { multipartForm, tinyMp4 } from './support/files';
import { outboxEvents } from './support/outbox';
import {
  hireCreator,
  type ProjectsTestApp,
  registerCompany,
  registerCreator,
  startProjectsApp,
  TestClock,
  type TestUser,
} from './support/projects-test-app';

const DAY = 24 * 3600 * 1000;

/** A party deletes her account during an assignment (identity's AccountDeleted), on real PostgreSQL. */
describe('a party who leaves an assignment (API)', () => {
  const clock = new TestClock();
  let projects: ProjectsTestApp;
  let db: DataSource;
  let owner: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    projects = await startProjectsApp({ clock, env: { DEADLINE_INTERVAL_MS: '0' } });
    db = projects.app.get(DataSource);
    owner = await registerCompany(projects, { companyName: 'Koffie & Co BV' });
    outsider = await registerCompany(projects, { companyName: 'Buurman BV' });
  });

  afterAll(() => projects.close());

  const leaves = (user: TestUser, role: 'creator' | 'bedrijf') =>
    projects.deliver(IdentityEvents.AccountDeleted, user.id, { userId: user.id, role, deletedAt: clock.now().toISOString() });
  const post = (projectId: string, action: string, user: TestUser, payload: Record<string, unknown> = {}) =>
    projects.inject({ method: 'POST', url: `/api/projects/${projectId}/${action}`, headers: user.headers, payload });
  const detail = async (projectId: string, user: TestUser = owner) =>
    (await projects.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: user.headers })).json().project;
  const status = async (projectId: string) =>
    ((await db.query('SELECT status FROM project WHERE id = $1', [projectId])) as { status: string }[])[0].status;
  const uploadBy = async (projectId: string, creator: TestUser) => {
    const form = multipartForm(
      { title: 'Hoofdvideo' },
      { field: 'deliverable', filename: 'a.mp4', type: 'video/mp4', content: tinyMp4(2000) },
    );
    const upload = await projects.inject({
      method: 'POST',
      url: `/api/upload/deliverable/${projectId}`,
      payload: form.payload,
      headers: { ...form.headers, ...creator.headers },
    });
    expect(upload.statusCode).toBe(201);
    return upload.json().file.id as string;
  };

  it('lets the company cancel at once, deposit refunded, when the creator deletes her account mid-assignment', async () => {
    clock.set(new Date('2026-12-01T09:00:00Z'));
    const creator = await registerCreator(projects, 'Eva Vertrekt', 'Utrecht');
    const projectId = await hireCreator(projects, owner, creator, new Date('2026-12-20T17:00:00Z'));
    await uploadBy(projectId, creator);
    // Before the delivery date, with her still there, the company may not cancel.
    expect((await post(projectId, 'cancel', owner)).statusCode).toBe(409);

    await leaves(creator, 'creator');
    const shown = await detail(projectId);
    expect(shown.status).toBe('in_progress');
    expect(shown.partyLeft).toEqual({ party: 'creator', leftAt: '2026-12-01T09:00:00.000Z', ways: ['cancel'] });
    // Nobody is held to a delivery date toward a deleted account.
    expect(shown.deadlines.deliveryDueAt).toBeNull();

    // Neither another company nor she herself gets in: the same 404 as a project that does not exist.
    const refused = await post(projectId, 'cancel', outsider);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: 'PROJECT.NOT_FOUND' });
    const hers = await projects.inject({ method: 'GET', url: `/api/upload/deliverables/${projectId}`, headers: creator.headers });
    expect(hers.statusCode).toBe(404);
    expect(await status(projectId)).toBe('in_progress');

    const cancelled = await post(projectId, 'cancel', owner);
    expect(cancelled.statusCode).toBe(200);
    expect(await status(projectId)).toBe('cancelled');
    // Payments refunds the whole deposit on this event, as for a missed delivery date.
    expect(await outboxEvents(projects, ProjectEvents.ProjectCancelled, projectId)).toEqual([
      expect.objectContaining({
        ownerId: owner.id,
        creatorId: creator.id,
        reason: Messages.creatorLeft,
        deliveryMissed: false,
        leftParty: 'creator',
      }),
    ]);
  });

  it('approves nothing by the clock for a creator who left; the company approves or cancels, then pays', async () => {
    const start = new Date('2026-12-02T09:00:00Z');
    clock.set(start);
    const creator = await registerCreator(projects, 'Daan Weg', 'Zwolle');
    const projectId = await hireCreator(projects, owner, creator);
    const fileId = await uploadBy(projectId, creator);
    expect((await post(projectId, 'submit', creator)).statusCode).toBe(200);
    await leaves(creator, 'creator');

    const waiting = await detail(projectId);
    expect(waiting.partyLeft.ways).toEqual(['cancel', 'approve']);
    expect(waiting.deadlines.reviewDueAt).toBeNull();
    await db.query(`UPDATE project SET review_due_at = NULL, review_reminder_at = NULL WHERE id <> $1`, [projectId]);
    clock.set(start.getTime() + 8 * DAY);
    expect(await projects.app.get(EnforceReviewWindowService).run()).toEqual({ reminded: 0, approved: 0 });
    expect(await status(projectId)).toBe('delivered');

    expect((await post(projectId, 'approve', owner, { fileIds: [fileId] })).statusCode).toBe(200);
    expect((await detail(projectId)).partyLeft.ways).toEqual(['pay']);
    // What she approved is paid, not cancelled.
    expect((await post(projectId, 'cancel', owner)).statusCode).toBe(409);
  });

  it('stops her preview links at once and keeps the company’s', async () => {
    clock.set(new Date());
    const creator = await registerCreator(projects, 'Iris Linkloos', 'Breda');
    const projectId = await hireCreator(projects, owner, creator);
    const fileId = await uploadBy(projectId, creator);
    const link = async (user: TestUser) =>
      (
        await projects.inject({ method: 'POST', url: `/api/upload/preview/${projectId}/${fileId}/link`, headers: user.headers })
      ).json().url as string;
    const open = (url: string) => projects.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    const hers = await link(creator);
    const theirs = await link(owner);
    expect((await open(hers)).statusCode).toBe(206);

    await leaves(creator, 'creator');
    const stopped = await open(hers);
    expect(stopped.statusCode).toBe(404);
    expect(stopped.json()).toMatchObject({ success: false, code: 'PROJECT.NOT_FOUND' });
    expect((await open(theirs)).statusCode).toBe(206);
  });

  it('cancels what a leaving company had not approved, telling the creator, and keeps what she approved', async () => {
    clock.set(new Date());
    const company = await registerCompany(projects, { companyName: 'Vertrek BV' });
    const creator = await registerCreator(projects, 'Noor Blijft', 'Gouda');
    const working = await hireCreator(projects, company, creator);
    const approved = await hireCreator(projects, company, creator);
    const fileId = await uploadBy(approved, creator);
    expect((await post(approved, 'submit', creator)).statusCode).toBe(200);
    expect((await post(approved, 'approve', company, { fileIds: [fileId] })).statusCode).toBe(200);

    await leaves(company, 'bedrijf');
    expect(await status(working)).toBe('cancelled');
    expect(await outboxEvents(projects, ProjectEvents.ProjectCancelled, working)).toEqual([
      expect.objectContaining({ creatorId: creator.id, reason: Messages.companyLeft, leftParty: 'company' }),
    ]);
    expect(await status(approved)).toBe('approved');
    const shown = await detail(approved, creator);
    expect(shown.partyLeft).toMatchObject({ party: 'company', ways: [] });
    // A second delivery of the event changes nothing.
    await leaves(company, 'bedrijf');
    expect(await outboxEvents(projects, ProjectEvents.ProjectCancelled, working)).toHaveLength(1);
  });
});
