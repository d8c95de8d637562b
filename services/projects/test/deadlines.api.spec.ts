import { PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EnforceReviewWindowService } from '../src/application/deadlines/enforce-review-window.service';
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
const REASON = 'Automatisch goedgekeurd na 7 dagen zonder antwoord';

/** The review window, the delivery date and the final payment's due date, on real PostgreSQL with a clock moved by hand. */
describe('deadlines (API, controllable clock)', () => {
  const clock = new TestClock();
  let projects: ProjectsTestApp;
  let db: DataSource;
  let enforce: EnforceReviewWindowService;
  let owner: TestUser;
  let creator: TestUser;

  beforeAll(async () => {
    projects = await startProjectsApp({ clock, env: { DEADLINE_INTERVAL_MS: '0' } });
    db = projects.app.get(DataSource);
    enforce = projects.app.get(EnforceReviewWindowService);
    owner = await registerCompany(projects, { companyName: 'Koffie & Co BV' });
    creator = await registerCreator(projects, 'Sem Visser', 'Delft');
  });

  afterAll(() => projects.close());

  const post = async (projectId: string, action: string, user: TestUser) =>
    projects.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/${action}`,
      headers: user.headers,
      payload: action === 'approve' ? { fileIds: await newestVersions(projectId) } : {},
    });
  /** The newest version of every deliverable: what the company saw when she approves. */
  const newestVersions = async (projectId: string) =>
    (
      (await db.query(
        `SELECT DISTINCT ON (f.deliverable_id) f.id FROM deliverable_file f JOIN deliverable d ON d.id = f.deliverable_id
          WHERE d.project_id = $1 ORDER BY f.deliverable_id, f.version DESC`,
        [projectId],
      )) as { id: string }[]
    ).map((row) => row.id);
  const detail = async (projectId: string, user: TestUser = owner) =>
    (await projects.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: user.headers })).json().project;
  const status = async (projectId: string) =>
    ((await db.query('SELECT status FROM project WHERE id = $1', [projectId])) as { status: string }[])[0].status;
  /** Every event projects wrote for the project, by type, oldest first. */
  const eventTypes = async (projectId: string) =>
    (
      (await db.query('SELECT type FROM projects.outbox_message WHERE aggregate_id = $1 ORDER BY id', [projectId])) as {
        type: string;
      }[]
    ).map((row) => row.type);

  /** A hired creator who uploaded and submitted at `at`: the review window runs from then. */
  async function delivered(at: Date, deliveryDueAt?: Date): Promise<string> {
    clock.set(at);
    const projectId = await hireCreator(projects, owner, creator, deliveryDueAt);
    const form = multipartForm(
      { title: 'Hoofdvideo' },
      { field: 'deliverable', filename: 'a.mp4', type: 'video/mp4', content: tinyMp4() },
    );
    const upload = await projects.inject({
      method: 'POST',
      url: `/api/upload/deliverable/${projectId}`,
      payload: form.payload,
      headers: { ...form.headers, ...creator.headers },
    });
    expect(upload.statusCode).toBe(201);
    expect((await post(projectId, 'submit', creator)).statusCode).toBe(200);
    return projectId;
  }

  /** Runs the job at `at`; other projects' due windows are moved out of the way first, so counts are this project's. */
  async function runAt(at: number, projectId: string) {
    await db.query(`UPDATE project SET review_due_at = NULL, review_reminder_at = NULL WHERE id <> $1`, [projectId]);
    clock.set(at);
    return enforce.run();
  }

  it('shows the review window and reminds the company half way and a day before its end, once each', async () => {
    const start = new Date('2026-12-01T09:00:00Z');
    const projectId = await delivered(start);
    expect((await detail(projectId)).deadlines).toEqual({
      deliveryDueAt: null,
      reviewDueAt: new Date(start.getTime() + 7 * DAY).toISOString(),
      finalPaymentDueAt: null,
    });

    expect(await runAt(start.getTime() + 3.5 * DAY - 1, projectId)).toEqual({ reminded: 0, approved: 0 });
    expect(await runAt(start.getTime() + 3.5 * DAY, projectId)).toEqual({ reminded: 1, approved: 0 });
    expect(await runAt(start.getTime() + 4 * DAY, projectId)).toEqual({ reminded: 0, approved: 0 });
    expect(await runAt(start.getTime() + 6 * DAY, projectId)).toEqual({ reminded: 1, approved: 0 });
    expect(await runAt(start.getTime() + 6.5 * DAY, projectId)).toEqual({ reminded: 0, approved: 0 });

    const reminders = await outboxEvents(projects, ProjectEvents.ReviewReminder, projectId);
    expect(reminders.map(({ stage, dueAt, ownerId }) => ({ stage, dueAt, ownerId }))).toEqual([
      { stage: 'half', dueAt: new Date(start.getTime() + 7 * DAY).toISOString(), ownerId: owner.id },
      { stage: 'last_day', dueAt: new Date(start.getTime() + 7 * DAY).toISOString(), ownerId: owner.id },
    ]);
    expect(await status(projectId)).toBe('delivered');
  });

  it('approves at the end of the window through the same move and events as the company approving', async () => {
    const start = new Date('2026-12-02T09:00:00Z');
    const manual = await delivered(start);
    expect((await post(manual, 'approve', owner)).statusCode).toBe(200);

    const automatic = await delivered(start);
    expect(await runAt(start.getTime() + 7 * DAY - 1, automatic)).toEqual({ reminded: 1, approved: 0 });
    expect(await runAt(start.getTime() + 7 * DAY, automatic)).toEqual({ reminded: 0, approved: 1 });

    expect(await status(automatic)).toBe('approved');
    const withoutReminders = (types: string[]) => types.filter((type) => type !== ProjectEvents.ReviewReminder.type);
    expect(withoutReminders(await eventTypes(automatic))).toEqual(await eventTypes(manual));
    const [approved] = await outboxEvents(projects, ProjectEvents.ProjectApproved, automatic);
    expect(approved).toMatchObject({ automatic: true, reason: REASON, ownerId: owner.id, creatorId: creator.id });
    const [byHand] = await outboxEvents(projects, ProjectEvents.ProjectApproved, manual);
    expect(byHand).toMatchObject({ automatic: false, reason: '' });

    const shown = await detail(automatic, creator);
    expect(shown).toMatchObject({ status: 'approved', approvalReason: REASON });
    expect(shown.deadlines.reviewDueAt).toBeNull();
    expect((await detail(manual)).approvalReason).toBeNull();
    const deliverables = (
      await projects.inject({ method: 'GET', url: `/api/upload/deliverables/${automatic}`, headers: owner.headers })
    ).json().deliverables;
    expect(deliverables.map((d: { status: string }) => d.status)).toEqual(['approved']);
  });

  it('does nothing while a dispute holds the project, and approves once the dispute is resolved', async () => {
    const start = new Date('2026-12-03T09:00:00Z');
    const projectId = await delivered(start);
    const payoutId = randomUUID();
    await projects.deliver(PaymentEvents.DisputeOpened, projectId, {
      payoutId,
      projectId,
      ownerId: owner.id,
      creatorId: creator.id,
      reason: 'Niet wat we afspraken',
      openedAt: start.toISOString(),
    });
    expect(await runAt(start.getTime() + 10 * DAY, projectId)).toEqual({ reminded: 0, approved: 0 });
    expect(await status(projectId)).toBe('delivered');
    expect(await outboxEvents(projects, ProjectEvents.ReviewReminder, projectId)).toEqual([]);

    await projects.deliver(PaymentEvents.DisputeResolved, projectId, {
      payoutId,
      projectId,
      ownerId: owner.id,
      creatorId: creator.id,
      resolution: 'released',
      note: '',
      resolvedAt: start.toISOString(),
      amountCents: 0n,
    });
    expect(await runAt(start.getTime() + 10 * DAY, projectId)).toEqual({ reminded: 0, approved: 1 });
  });

  it('two runs at once (two replicas) approve the delivery once', async () => {
    const start = new Date('2026-12-04T09:00:00Z');
    const projectId = await delivered(start);
    await db.query(`UPDATE project SET review_due_at = NULL, review_reminder_at = NULL WHERE id <> $1`, [projectId]);
    clock.set(start.getTime() + 8 * DAY);
    const runs = await Promise.all([enforce.run(), enforce.run(), enforce.run()]);
    expect(runs.reduce((sum, run) => sum + run.approved, 0)).toBe(1);
    expect(await outboxEvents(projects, ProjectEvents.ProjectApproved, projectId)).toHaveLength(1);
  });

  it("shows the final payment's due date payments sent, until it is paid", async () => {
    const start = new Date('2026-12-05T09:00:00Z');
    const projectId = await delivered(start);
    expect((await post(projectId, 'approve', owner)).statusCode).toBe(200);
    const dueAt = new Date(start.getTime() + 7 * DAY).toISOString();
    await projects.deliver(PaymentEvents.FinalPaymentDue, projectId, {
      projectId,
      ownerId: owner.id,
      creatorId: creator.id,
      dueAt,
    });
    expect((await detail(projectId, creator)).deadlines).toEqual({
      deliveryDueAt: null,
      reviewDueAt: null,
      finalPaymentDueAt: dueAt,
    });
  });

  describe('cancelling after the delivery date (POST /projects/{id}/cancel)', () => {
    it('refuses before the delivery date with 409, then cancels and tells payments and the creator', async () => {
      const now = new Date('2026-12-06T09:00:00Z');
      clock.set(now);
      const dueAt = new Date(now.getTime() + 3 * DAY);
      const projectId = await hireCreator(projects, owner, creator, dueAt);
      expect((await detail(projectId)).deadlines.deliveryDueAt).toBe(dueAt.toISOString());

      const early = await post(projectId, 'cancel', owner);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        code: 'PROJECT.DELIVERY_DATE_NOT_PASSED',
        message: 'De opleverdatum (9 december 2026) is nog niet verstreken. Je kunt de opdracht pas daarna annuleren.',
      });
      expect(await status(projectId)).toBe('creator_selected');
      expect(await outboxEvents(projects, ProjectEvents.ProjectCancelled, projectId)).toEqual([]);

      clock.set(dueAt.getTime() + 1);
      expect((await post(projectId, 'cancel', creator)).statusCode).toBe(403);
      const late = await post(projectId, 'cancel', owner);
      expect(late.statusCode).toBe(200);
      expect(await status(projectId)).toBe('cancelled');
      const [cancelled] = await outboxEvents(projects, ProjectEvents.ProjectCancelled, projectId);
      expect(cancelled).toMatchObject({ ownerId: owner.id, creatorId: creator.id, deliveryMissed: true });
    });

    it('refuses once something was handed in, whatever the date', async () => {
      const start = new Date('2026-12-07T09:00:00Z');
      const projectId = await delivered(start, new Date(start.getTime() + DAY));
      clock.set(start.getTime() + 5 * DAY);
      const refused = await post(projectId, 'cancel', owner);
      expect(refused.statusCode).toBe(409);
      expect(await status(projectId)).toBe('delivered');
    });
  });
});
