import { PaymentEvents, ProjectEvents, ProposalEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { Messages } from '../src/domain/messages';
import { monthsOf, periodRanges } from '../src/domain/period';
import {
  type AnalyticsTestApp,
  daysAgo,
  registerCompany,
  registerCreator,
  startAnalyticsApp,
  type TestUser,
} from './support/analytics-test-app';

const figures = (contract: number, deposit: number, final: number, excess = 0) => ({
  contractAmountCents: BigInt(contract),
  depositCents: BigInt(deposit),
  finalCents: BigInt(final),
  excessRefundCents: BigInt(excess),
  feePercent: 15,
  launchOffer: false,
  platformFeeCents: BigInt(Math.round(contract * 0.15)),
  creatorShareCents: BigInt(Math.round(contract * 0.85)),
});

/**
 * A known history fed through the handlers, on real PostgreSQL, half of it in the previous 30 days: every figure
 * and trend is worked out by hand below.
 */
describe('analytics API (real PostgreSQL)', () => {
  let app: AnalyticsTestApp;
  let company: TestUser;
  let other: TestUser;
  let anna: TestUser;
  let bram: TestUser;
  const [p1, p2, p3, p9] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [p4, p5, p6] = [randomUUID(), randomUUID(), randomUUID()];

  const at = <D extends Parameters<AnalyticsTestApp['deliver']>[0]>(
    days: number,
    definition: D,
    aggregateId: string,
    payload: Parameters<AnalyticsTestApp['deliver']>[2] & object,
  ) => app.deliver(definition, aggregateId, payload as never, undefined, daysAgo(days));

  const create = (days: number, owner: TestUser, projectId: string, title: string, budgetCents: number) =>
    at(days, ProjectEvents.ProjectCreated, projectId, {
      projectId,
      ownerId: owner.id,
      title,
      budgetCents: BigInt(budgetCents),
      status: 'awaiting_deposit',
      companyName: 'Koffie & Co BV',
      category: 'food-drinks',
    });
  const cancel = (days: number, projectId: string) =>
    at(days, ProjectEvents.ProjectCancelled, projectId, { projectId, ownerId: company.id, reason: 'deleted_by_owner' });

  async function publish(days: number, owner: TestUser, projectId: string, title: string, depositCents: number) {
    await create(days, owner, projectId, title, depositCents * 2);
    await at(days, PaymentEvents.DepositPaid, projectId, {
      paymentId: randomUUID(),
      projectId,
      ownerId: owner.id,
      amountCents: BigInt(depositCents),
      provider: 'simulated',
      method: 'ideal',
    });
    await at(days, ProjectEvents.ProjectPublished, projectId, { projectId, ownerId: owner.id, title });
  }

  const view = (days: number, owner: TestUser, projectId: string, creator?: TestUser) =>
    at(days, ProjectEvents.ProjectViewed, projectId, {
      projectId,
      ownerId: owner.id,
      creatorId: creator?.id ?? '',
      day: daysAgo(days).toISOString().slice(0, 10),
    });

  async function propose(days: number, projectId: string, creator: TestUser) {
    const proposalId = randomUUID();
    await at(days, ProposalEvents.ProposalSubmitted, proposalId, {
      proposalId,
      projectId,
      creatorId: creator.id,
      ownerId: company.id,
      priceCents: 20_000n,
    });
    return proposalId;
  }

  async function hire(days: number, projectId: string, proposalId: string, creator: TestUser) {
    await at(days, ProposalEvents.ProposalAccepted, proposalId, {
      proposalId,
      projectId,
      creatorId: creator.id,
      ownerId: company.id,
    });
    await at(days, ProjectEvents.CreatorSelected, projectId, {
      projectId,
      ownerId: company.id,
      creatorId: creator.id,
      proposalId,
      contractAmountCents: 20_000n,
    });
  }

  const approve = (days: number, projectId: string, creator: TestUser) =>
    at(days, ProjectEvents.ProjectApproved, projectId, { projectId, ownerId: company.id, creatorId: creator.id });
  const payFinal = (days: number, projectId: string, creator: TestUser, finalCents: number) =>
    at(days, PaymentEvents.FinalPaymentPaid, projectId, {
      paymentId: randomUUID(),
      projectId,
      ownerId: company.id,
      creatorId: creator.id,
      figures: figures(finalCents * 2, finalCents, finalCents),
    });
  const payOut = (days: number, projectId: string, creator: TestUser, amountCents: number) =>
    at(days, PaymentEvents.PayoutReleased, projectId, {
      payoutId: randomUUID(),
      projectId,
      creatorId: creator.id,
      amountCents: BigInt(amountCents),
    });
  const rate = (days: number, projectId: string, subject: TestUser, stars: number) =>
    at(days, ProjectEvents.RatingPublished, projectId, { ratingId: randomUUID(), projectId, subjectId: subject.id, stars });

  beforeAll(async () => {
    app = await startAnalyticsApp();
    company = await registerCompany(app, { companyName: 'Koffie & Co BV' });
    other = await registerCompany(app, { companyName: 'Andere BV' });
    anna = await registerCreator(app, 'Anna de Jong');
    bram = await registerCreator(app, 'Bram Visser');

    // Before the period: a project cancelled 65 days ago whose cancellation arrives before its publication 70 days ago.
    await create(70, company, p6, 'Vroeg gestopt', 10_000);
    await cancel(65, p6);
    await at(70, ProjectEvents.ProjectPublished, p6, { projectId: p6, ownerId: company.id, title: 'Vroeg gestopt' });

    // The previous 30 days (30–59 days ago): a project published 50 days ago that is still running (a late copy of
    // its publication arrives today), and one project from deposit to payout.
    await create(50, company, p4, 'Lopende campagne', 40_000);
    await at(50, ProjectEvents.ProjectPublished, p4, { projectId: p4, ownerId: company.id, title: 'Lopende campagne' });
    await at(0, ProjectEvents.ProjectPublished, p4, { projectId: p4, ownerId: company.id, title: 'Lopende campagne' });
    await publish(40, company, p1, 'Unboxing koffiemachine', 10_000);
    await view(40, company, p1);
    await view(40, company, p1);
    const first = await propose(40, p1, anna);
    await hire(39, p1, first, anna);
    await approve(35, p1, anna);
    await payFinal(35, p1, anna, 10_000);
    await rate(34, p1, anna, 4);
    await rate(34, p1, company, 5);
    await payOut(32, p1, anna, 17_000);

    // The last 30 days: a second project done and paid out, a third cancelled and refunded.
    await publish(10, company, p2, 'Ontbijt op bed', 20_000);
    for (let index = 0; index < 3; index += 1) await view(9, company, p2);
    const annas = await propose(9, p2, anna);
    const brams = await propose(9, p2, bram);
    await hire(8, p2, annas, anna);
    await at(8, ProposalEvents.ProposalRejected, brams, {
      proposalId: brams,
      projectId: p2,
      creatorId: bram.id,
      automatic: true,
    });
    await view(7, company, p2, anna);
    await view(7, company, p2, anna);
    await view(3, company, p1, anna);
    await publish(5, company, p3, 'Sportschoen review', 5_000);
    await propose(5, p3, bram);
    await cancel(4, p3);
    // A draft cancelled before it was ever published.
    await create(20, company, p5, 'Nooit gepubliceerd', 10_000);
    await cancel(15, p5);
    await at(4, PaymentEvents.DepositRefunded, p3, {
      paymentId: randomUUID(),
      projectId: p3,
      ownerId: company.id,
      amountCents: 5_000n,
      reason: 'project_cancelled',
    });
    await approve(2, p2, anna);
    await payFinal(1, p2, anna, 20_000);
    await rate(1, p2, anna, 5);
    await rate(1, p2, company, 3);
    await payOut(0, p2, anna, 34_000);

    // Another company's project, seen by many: none of it may reach the others.
    await publish(3, other, p9, 'Andermans opdracht', 99_900);
    for (let index = 0; index < 4; index += 1) await view(2, other, p9, bram);
  });

  afterAll(() => app.close());

  const overview = async (user: TestUser | undefined, query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/analytics/overview${query}`, headers: user?.headers ?? {} });
    return { status: response.statusCode, body: response.json() };
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  it('gives a company its projects, spend, rating and rates over 30 days, each against the 30 days before', async () => {
    const { status, body } = await overview(company);
    expect(status).toBe(200);
    // Active: the one still running since 50 days ago, the one approved 2 days ago and the one cancelled 4 days ago;
    // the draft cancelled unpublished does not count. Before: the running one and the one approved 35 days ago.
    expect(body.overview).toEqual({
      totalViews: 6,
      totalProjects: 3,
      totalEarnings: 400,
      monthlyAverage: 400,
      averageRating: 3,
      responseRate: 66.7,
      completionRate: 100,
    });
    expect(body.trends).toEqual({
      totalViews: 200,
      totalProjects: 50,
      totalEarnings: 100,
      monthlyAverage: 100,
      averageRating: -40,
      responseRate: -33.3,
      completionRate: 0,
    });
  });

  it('charts the period by month: money and views add up to the totals, projects are the ones active in the month', async () => {
    const { body } = await overview(company, '?period=30d');
    const today = new Date().toISOString().slice(0, 10);
    const period = periodRanges('30d', today).current;
    expect(body.chartData.labels).toEqual(monthsOf(period));
    expect(sum(body.chartData.earnings)).toBe(400);
    // A month's bar counts the projects active in its part: the running one, and the two that ended if they ended in it.
    const monthFrom = [`${today.slice(0, 7)}-01`, period.from].sort()[1];
    const endedThisMonth = [2, 4].filter((days) => daysAgo(days).toISOString().slice(0, 10) >= monthFrom).length;
    expect(body.chartData.projects.at(-1)).toBe(1 + endedThisMonth);
    expect(Math.max(...body.chartData.projects)).toBeLessThanOrEqual(3);
    expect(sum(body.chartData.views)).toBe(6);
  });

  it("lists a company's projects by views in the period, with engagement and spend", async () => {
    const { body } = await overview(company);
    expect(body.topPerformers).toEqual([
      { id: p2, name: 'Ontbijt op bed', views: 5, engagement: 40, revenue: 400 },
      { id: p1, name: 'Unboxing koffiemachine', views: 1, engagement: 33.3, revenue: 0 },
      { id: p3, name: 'Sportschoen review', views: 0, engagement: 0, revenue: 0 },
    ]);
  });

  it('gives a creator her views, completed projects, earnings, rating and rates', async () => {
    const { body } = await overview(anna);
    expect(body.overview).toEqual({
      totalViews: 3,
      totalProjects: 1,
      totalEarnings: 340,
      monthlyAverage: 340,
      averageRating: 5,
      responseRate: 100,
      completionRate: 100,
    });
    expect(body.trends).toEqual({
      totalViews: null,
      totalProjects: 0,
      totalEarnings: 100,
      monthlyAverage: 100,
      averageRating: 25,
      responseRate: 0,
      completionRate: 0,
    });
    expect(body.topPerformers).toEqual([
      { id: p2, name: 'Ontbijt op bed', views: 2, engagement: 40, revenue: 340 },
      { id: p1, name: 'Unboxing koffiemachine', views: 1, engagement: 33.3, revenue: 0 },
    ]);
  });

  it('has no trend where the previous period had nothing, and no rate where nothing was hired or rated', async () => {
    const { body } = await overview(bram, '?period=30d');
    expect(body.overview).toEqual({
      totalViews: 4,
      totalProjects: 0,
      totalEarnings: 0,
      monthlyAverage: null,
      averageRating: null,
      responseRate: 50,
      completionRate: null,
    });
    expect(Object.values(body.trends)).toEqual([null, null, null, null, null, null, null]);
  });

  it('narrows to the last 7 days and widens to a year', async () => {
    // Active in the last 7 days: the running one, the one approved 2 days ago and the one cancelled 4 days ago.
    expect((await overview(company, '?period=7d')).body.overview).toEqual({
      totalViews: 1,
      totalProjects: 3,
      totalEarnings: 200,
      // 200 euros in a week is 857.14 a month of thirty days at that pace.
      monthlyAverage: 857.14,
      averageRating: 3,
      responseRate: 0,
      completionRate: null,
    });
    const year = (await overview(company, '?period=1y')).body;
    // Over a year also the two that ended before the 30 days, one of them published after its cancellation arrived.
    expect(year.overview).toMatchObject({
      totalViews: 8,
      totalProjects: 5,
      totalEarnings: 600,
      monthlyAverage: 50,
      averageRating: 4,
    });
    // A year is the 365 days ending today: 13 calendar months, or 12 when it begins on the first of one (today the
    // last day of a month).
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 364));
    const months = (now.getUTCFullYear() - first.getUTCFullYear()) * 12 + now.getUTCMonth() - first.getUTCMonth() + 1;
    expect(year.chartData.labels).toHaveLength(months);
    expect(year.chartData.labels[0]).toBe(first.toISOString().slice(0, 7));
    expect(year.chartData.labels.at(-1)).toBe(now.toISOString().slice(0, 7));
    expect(Object.values(year.trends)).toEqual([null, null, null, null, null, null, null]);
  });

  it("never shows one user another's figures", async () => {
    const { body } = await overview(other);
    expect(body.overview).toMatchObject({ totalViews: 4, totalProjects: 1, totalEarnings: 999 });
    expect(body.topPerformers.map((project: { id: string }) => project.id)).toEqual([p9]);
    const stranger = await registerCompany(app, { companyName: 'Nieuw BV' });
    const empty = (await overview(stranger)).body;
    expect(empty.overview).toEqual({
      totalViews: 0,
      totalProjects: 0,
      totalEarnings: 0,
      monthlyAverage: null,
      averageRating: null,
      responseRate: null,
      completionRate: null,
    });
    expect(empty.topPerformers).toEqual([]);
  });

  it('counts a redelivered event once', async () => {
    const before = (await overview(company)).body.overview.totalViews;
    const eventId = await view(0, company, p2);
    await app.deliver(
      ProjectEvents.ProjectViewed,
      p2,
      { projectId: p2, ownerId: company.id, creatorId: '', day: new Date().toISOString().slice(0, 10) },
      eventId,
    );
    expect((await overview(company)).body.overview.totalViews).toBe(before + 1);
  });

  it('refuses an unknown period in Dutch and a caller without a token', async () => {
    const refused = await overview(company, '?period=14d');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'ANALYTICS.PERIOD_INVALID', message: Messages.periodInvalid });
    expect((await overview(undefined)).status).toBe(401);
  });
});
