import { PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PublishDueRatingsService } from '../src/application/publish-ratings/publish-due-ratings.service';
import { Messages } from '../src/domain/messages';
import { outboxEvents } from './support/outbox';
import {
  hireCreator,
  projectForm,
  type ProjectsTestApp,
  registerCompany,
  registerCreator,
  startProjectsApp,
  type TestUser,
} from './support/projects-test-app';

const DAY = 24 * 60 * 60 * 1000;

/** The parties' ratings of each other after completion, double-blind, over HTTP on real PostgreSQL. */
describe('ratings after completion (API)', () => {
  let projects: ProjectsTestApp;
  let db: DataSource;
  let owner: TestUser;
  let creator: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    projects = await startProjectsApp();
    db = projects.app.get(DataSource);
    owner = await registerCompany(projects, { companyName: 'Koffie & Co BV' });
    creator = await registerCreator(projects, 'Sem Visser', 'Delft');
    stranger = await registerCreator(projects);
  });

  afterAll(() => projects.close());

  /** A hired project whose final payment came in `daysAgo` days ago: completed. */
  const completedProject = async (daysAgo = 1) => {
    const projectId = await hireCreator(projects, owner, creator);
    await db.query(`UPDATE project SET status = 'completed', completed_at = $2 WHERE id = $1`, [
      projectId,
      new Date(Date.now() - daysAgo * DAY),
    ]);
    return projectId;
  };
  const rate = (projectId: string, user: TestUser | undefined, payload: Record<string, unknown>) =>
    projects.inject({ method: 'POST', url: `/api/projects/${projectId}/ratings`, headers: user?.headers ?? {}, payload });
  const ratingsOf = async (projectId: string, user: TestUser) =>
    (await projects.inject({ method: 'GET', url: `/api/projects/${projectId}/ratings`, headers: user.headers })).json().ratings;
  const published = (projectId: string) =>
    outboxEvents(projects, ProjectEvents.RatingPublished).then((events) => events.filter((e) => e.projectId === projectId));

  it('keeps a rating hidden from the other party until she rates too, then shows both and announces them', async () => {
    const projectId = await completedProject();
    const first = await rate(projectId, owner, { stars: 5, text: '  Snel en precies wat we vroegen.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: Messages.ratingSaved,
      ratings: { mine: { stars: 5, text: 'Snel en precies wat we vroegen.', publishedAt: null }, theirs: null, canRate: false },
    });
    expect(await ratingsOf(projectId, creator)).toMatchObject({ mine: null, theirs: null, canRate: true });
    expect(await published(projectId)).toEqual([]);

    await rate(projectId, creator, { stars: 4, text: 'Duidelijke briefing, snelle betaling.' });
    const creatorView = await ratingsOf(projectId, creator);
    expect(creatorView.theirs).toMatchObject({ stars: 5, text: 'Snel en precies wat we vroegen.' });
    expect(creatorView.mine.publishedAt).not.toBeNull();
    expect((await ratingsOf(projectId, owner)).theirs).toMatchObject({ stars: 4 });

    const events = await published(projectId);
    expect(events).toHaveLength(2);
    expect(events.find((e) => e.subjectId === creator.id)).toMatchObject({ authorId: owner.id, stars: 5 });
    expect(events.find((e) => e.subjectId === owner.id)).toMatchObject({ authorId: creator.id, stars: 4 });
  });

  it("announces the subject's figures over all her visible ratings, computed here", async () => {
    const countFor = async () =>
      (
        (await db.query(`SELECT count(*)::int AS n FROM project_rating WHERE subject_id = $1 AND published_at IS NOT NULL`, [
          creator.id,
        ])) as { n: number }[]
      )[0].n;
    const earlier = await countFor();
    const projectId = await completedProject();
    await rate(projectId, creator, { stars: 5, text: 'Top' });
    await rate(projectId, owner, { stars: 3, text: 'Redelijk, wel laat.' });
    const [aboutCreator] = (await published(projectId)).filter((e) => e.subjectId === creator.id);
    const [{ total }] = (await db.query(
      `SELECT sum(stars)::int AS total FROM project_rating WHERE subject_id = $1 AND published_at IS NOT NULL`,
      [creator.id],
    )) as { total: number }[];
    expect(aboutCreator.subjectRatingCount).toBe(earlier + 1);
    expect(aboutCreator.subjectAverageRating).toBe(Math.round((total / (earlier + 1)) * 100) / 100);
  });

  it("shows the company's published rating on its project detail and on its open projects' cards", async () => {
    const rater = await registerCompany(projects, { companyName: 'Beoordeeld BV' });
    const projectId = await hireCreator(projects, rater, creator);
    await db.query(`UPDATE project SET status = 'completed', completed_at = now() WHERE id = $1`, [projectId]);
    const detail = async (id: string) =>
      (await projects.inject({ method: 'GET', url: `/api/projects/${id}`, headers: rater.headers })).json().project;
    expect((await detail(projectId)).companyId.averageRating).toBeNull();

    await rate(projectId, creator, { stars: 4, text: 'Duidelijke briefing.' });
    await rate(projectId, rater, { stars: 5, text: 'Top creator.' });
    expect((await detail(projectId)).companyId.averageRating).toBe(4);

    const { project: open } = (
      await projects.inject({
        method: 'POST',
        url: '/api/projects',
        headers: rater.headers,
        payload: projectForm({ title: 'Nog een opdracht voor de lijst' }),
      })
    ).json();
    await projects.deliver(PaymentEvents.DepositPaid, open.id, {
      paymentId: randomUUID(),
      projectId: open.id,
      ownerId: rater.id,
      amountCents: 15_000n,
      provider: 'simulated',
      method: 'ideal',
      paidAt: new Date().toISOString(),
    });
    const list = (await projects.inject({ method: 'GET', url: '/api/projects?search=Nog%20een%20opdracht' })).json().projects;
    expect(list.find((p: { id: string }) => p.id === open.id).companyId).toMatchObject({
      companyName: 'Beoordeeld BV',
      averageRating: 4,
    });
  });

  it('refuses before completion, a second rating, after the window, and bad input, in Dutch', async () => {
    const hired = await hireCreator(projects, owner, creator);
    expect((await rate(hired, owner, { stars: 5, text: 'Goed' })).json()).toMatchObject({ message: Messages.ratingNotYet });

    const projectId = await completedProject();
    const invalid = await rate(projectId, owner, { stars: 6, text: '   ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'stars', message: Messages.starsInvalid },
      { field: 'text', message: Messages.ratingTextRequired },
    ]);
    expect((await rate(projectId, owner, { stars: 2, text: 'Matig' })).statusCode).toBe(201);
    const again = await rate(projectId, owner, { stars: 5, text: 'Toch goed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.ratingAlreadyGiven);

    const old = await completedProject(15);
    const late = await rate(old, creator, { stars: 4, text: 'Prima' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Messages.ratingWindowClosed(14));
  });

  it('does not exist for anyone but the two parties', async () => {
    const projectId = await completedProject();
    expect((await rate(projectId, stranger, { stars: 1, text: 'Slecht' })).statusCode).toBe(404);
    expect((await rate(projectId, undefined, { stars: 1, text: 'Slecht' })).statusCode).toBe(404);
    const read = await projects.inject({ method: 'GET', url: `/api/projects/${projectId}/ratings`, headers: stranger.headers });
    expect(read.statusCode).toBe(404);
  });

  it('publishes a lone rating once its 14-day window closed, once, however often the job runs', async () => {
    const projectId = await completedProject(10);
    await rate(projectId, owner, { stars: 4, text: 'Fijne samenwerking' });
    const job = projects.app.get(PublishDueRatingsService);

    await job.run(new Date(Date.now() + 3 * DAY)); // day 13: still hidden
    expect((await ratingsOf(projectId, creator)).theirs).toBeNull();
    expect(await published(projectId)).toEqual([]);

    const dayFifteen = new Date(Date.now() + 5 * DAY);
    await Promise.all([job.run(dayFifteen), job.run(dayFifteen)]);
    await job.run(dayFifteen);
    const events = await published(projectId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ subjectId: creator.id, stars: 4 });
    expect((await ratingsOf(projectId, creator)).theirs).toMatchObject({ stars: 4, text: 'Fijne samenwerking' });
  });
});
