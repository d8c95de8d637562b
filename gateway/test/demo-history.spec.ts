import { waitFor } from '@clipwerk/kit/testing';
import { Client } from 'pg';
import { assertBooksBalance } from '../../services/payments/test/support/ledger-check';
import { seedAndDescribeDemoData } from '../src/embedded/demo-data';
import { DEMO_STORIES } from '../src/embedded/demo-history-stories';
import { apiClient, startEmbedded, type Topology } from './support/topologies';

/**
 * The demo's later assignments, played through the embedded product as `make start` seeds it: each reaches its
 * stage, the money went through payments (invoices, ledger, analytics agree), the completed ones are rated and paid
 * out once the hold is over, and a second seed adds nothing.
 */
describe('demo history seed: embedded', () => {
  let topology: Topology;
  const api = apiClient(() => topology);

  beforeAll(async () => {
    // As `make start` runs the demo: no hold to speak of, and the release job looks often.
    Object.assign(process.env, { PAYOUT_HOLD_MINUTES: '0', PAYOUT_RELEASE_INTERVAL_MS: '200' });
    topology = await startEmbedded();
  }, 120_000);
  afterAll(() => topology?.stop());

  const signIn = async (email: string): Promise<string> =>
    (await api('POST', '/auth/login', { email, password: 'demo1234' })).body.token;

  it('completes two assignments, leaves one for review and one in progress, all paid through payments, once', async () => {
    await seedAndDescribeDemoData(topology.app!);
    await seedAndDescribeDemoData(topology.app!);

    const company = await signIn('demo@clipwerk.nl');
    const mine: { id: string; title: string; status: string }[] = (
      await api('GET', '/projects/my?status=all&limit=100', undefined, company)
    ).body.projects;
    const byTitle = new Map(DEMO_STORIES.map((story) => [story.title, story]));
    const seeded = mine.filter((project) => byTitle.has(project.title));
    expect(seeded).toHaveLength(DEMO_STORIES.length);
    const expectedStatus = { completed: 'completed', awaiting_review: 'delivered', in_progress: 'in_progress' };
    for (const project of seeded) expect(project.status).toBe(expectedStatus[byTitle.get(project.title)!.stage]);

    // What the company paid, by payments' own figures: both halves of a completed one, the deposit of the others.
    let spent = 0;
    for (const project of seeded) {
      const status = (await api('GET', `/payments/projects/${project.id}/status`, undefined, company)).body.data;
      expect(status.depositPaymentCompleted).toBe(true);
      expect(status.finalPaymentCompleted).toBe(byTitle.get(project.title)!.stage === 'completed');
      spent += status.depositAmount + (status.finalPaymentCompleted ? status.finalAmount : 0);
    }
    const invoices = (await api('GET', '/payments/invoices', undefined, company)).body.data.invoices;
    expect(invoices.filter((invoice: { kind: string }) => invoice.kind === 'deposit')).toHaveLength(4);
    expect(invoices.filter((invoice: { kind: string }) => invoice.kind === 'final')).toHaveLength(2);
    const companyFigures = (await api('GET', '/analytics/overview?period=7d', undefined, company)).body.overview;
    expect(companyFigures.totalEarnings).toBeCloseTo(spent, 2);
    expect(companyFigures.averageRating).toBe(5);
    expect(companyFigures.totalViews).toBe(DEMO_STORIES.length);

    const completed = seeded.find((project) => project.title === DEMO_STORIES[0].title)!;
    const creator = await signIn(DEMO_STORIES[0].creatorEmail);
    const ratings = (await api('GET', `/projects/${completed.id}/ratings`, undefined, creator)).body.ratings;
    expect(ratings.theirs).toMatchObject({ stars: 5 });
    const payout = await waitFor(
      async () => {
        const status = (await api('GET', `/payments/projects/${completed.id}/status`, undefined, creator)).body.data;
        return status.payout?.status === 'released' && status;
      },
      { what: 'the demo payout released' },
    );
    // Released to her account, the share is paid on her earnings page, no longer pending.
    const earnings = (await api('GET', '/payments/creator/earnings', undefined, creator)).body.data;
    expect(earnings.transactions).toEqual([expect.objectContaining({ projectId: completed.id, status: 'paid' })]);
    expect(earnings.overview).toMatchObject({ totalEarnings: payout.fee.creatorAmount, pendingPayments: 0 });
    const creatorFigures = (await api('GET', '/analytics/overview?period=7d', undefined, creator)).body.overview;
    // Her two assignments, each opened once after she was hired.
    expect(creatorFigures).toMatchObject({
      totalViews: 2,
      totalProjects: 1,
      totalEarnings: payout.fee.creatorAmount,
      averageRating: 5,
    });

    const running = seeded.find((project) => project.title === DEMO_STORIES[3].title)!;
    const chat = (await api('GET', `/conversations/project/${running.id}`, undefined, creator)).body.messages;
    expect(chat).toHaveLength(DEMO_STORIES[3].chat!.length);

    const db = new Client({ connectionString: topology.databaseUrl });
    await db.connect();
    try {
      expect(await assertBooksBalance(async (sql, parameters) => (await db.query(sql, parameters)).rows)).toBe(2);
    } finally {
      await db.end();
    }
  }, 120_000);
});
