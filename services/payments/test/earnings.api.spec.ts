import { ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { Messages } from '../src/domain/messages';
import { seedSettledProjects, type SeededProject } from './support/earnings-seed.cjs';
import { bearer, company, type PaymentsTestApp, project, startPaymentsApp } from './support/payments-test-app';

describe('creator earnings and the CSV export (real PostgreSQL)', () => {
  let payments: PaymentsTestApp;

  beforeAll(async () => {
    payments = await startPaymentsApp();
  });

  afterAll(async () => {
    await payments.close();
  });

  const get = (url: string, token?: string) => payments.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const query = (sql: string, parameters?: unknown[]) => payments.db.query(sql, parameters);

  /** A moment `days` days into the calendar month `monthsBack` months before this one, in the Netherlands. */
  async function inMonth(monthsBack: number, days = 2): Promise<Date> {
    const [row]: { at: Date }[] = await query(
      `SELECT (date_trunc('month', now() AT TIME ZONE 'Europe/Amsterdam') - make_interval(months => $1) + make_interval(days => $2))
                AT TIME ZONE 'Europe/Amsterdam' AS at`,
      [monthsBack, days],
    );
    return row.at;
  }

  async function monthKey(monthsBack: number): Promise<string> {
    const [row]: { month: string }[] = await query(
      `SELECT to_char(date_trunc('month', now() AT TIME ZONE 'Europe/Amsterdam') - make_interval(months => $1), 'YYYY-MM') AS month`,
      [monthsBack],
    );
    return row.month;
  }

  /** Contract amounts whose creator share (85%, fee rounded down) is easy to add up. */
  const settled = (title: string, contractCents: number, settledAt: Date): SeededProject => ({
    title,
    contractCents,
    feeCents: Math.floor((contractCents * 15) / 100),
    settledAt,
  });
  const share = (contractCents: number) => contractCents - Math.floor((contractCents * 15) / 100);

  describe('a creator with earnings in several months', () => {
    const creatorId = randomUUID();
    let token: string;
    const contracts = { now1: 10_000, now2: 20_001, last: 30_000, twoAgo: 40_000, fiveAgo: 50_000, yearAgo: 60_000 };

    beforeAll(async () => {
      token = await payments.token('creator', creatorId);
      // Seconds apart inside the current month, so "newest first" has one answer.
      const thisMonthStart = await inMonth(0, 0);
      await seedSettledProjects(query, {
        creatorId,
        companyName: 'Koffie & Co BV',
        projects: [
          settled('Unboxing koffiebonen', contracts.now1, new Date(thisMonthStart.getTime() + 60_000)),
          settled('Review espressomachine', contracts.now2, new Date(thisMonthStart.getTime() + 120_000)),
          settled('Latte art tutorial', contracts.last, await inMonth(1)),
          settled('Koffie op reis', contracts.twoAgo, await inMonth(2)),
          settled('Zomerse ijskoffie', contracts.fiveAgo, await inMonth(5)),
          settled('Kerstblend', contracts.yearAgo, await inMonth(13)),
        ],
      });
      // Someone else's earnings never count.
      await seedSettledProjects(query, {
        creatorId: randomUUID(),
        projects: [settled('Niet van haar', 99_999, await inMonth(0))],
      });
    });

    it('answers the four cards from the settled shares: total, pending, this and last month, the average per project', async () => {
      const response = await get('/api/payments/creator/earnings', token);
      expect(response.statusCode).toBe(200);
      const total = Object.values(contracts).reduce((sum, cents) => sum + share(cents), 0);
      expect(response.json().data.overview).toEqual({
        totalEarnings: total / 100,
        // Nothing is released yet: every share is still held.
        pendingPayments: total / 100,
        thisMonth: (share(contracts.now1) + share(contracts.now2)) / 100,
        lastMonth: share(contracts.last) / 100,
        averagePerProject: Math.round(total / 6) / 100,
        completedProjects: 6,
      });
    });

    it('sums each of the last twelve months with earnings, newest first; older months are left out', async () => {
      const { monthlyBreakdown } = (await get('/api/payments/creator/earnings', token)).json().data;
      const nowShare = share(contracts.now1) + share(contracts.now2);
      expect(monthlyBreakdown).toEqual([
        { month: await monthKey(0), projects: 2, earnings: nowShare / 100, averagePerProject: Math.round(nowShare / 2) / 100 },
        {
          month: await monthKey(1),
          projects: 1,
          earnings: share(contracts.last) / 100,
          averagePerProject: share(contracts.last) / 100,
        },
        {
          month: await monthKey(2),
          projects: 1,
          earnings: share(contracts.twoAgo) / 100,
          averagePerProject: share(contracts.twoAgo) / 100,
        },
        {
          month: await monthKey(5),
          projects: 1,
          earnings: share(contracts.fiveAgo) / 100,
          averagePerProject: share(contracts.fiveAgo) / 100,
        },
      ]);
    });

    it.each([
      ['current-month', ['Review espressomachine', 'Unboxing koffiebonen']],
      ['last-month', ['Latte art tutorial']],
      ['last-3-months', ['Review espressomachine', 'Unboxing koffiebonen', 'Latte art tutorial', 'Koffie op reis']],
      [
        'all-time',
        [
          'Review espressomachine',
          'Unboxing koffiebonen',
          'Latte art tutorial',
          'Koffie op reis',
          'Zomerse ijskoffie',
          'Kerstblend',
        ],
      ],
    ])('the period %s filters the transactions on the server, newest first', async (period, titles) => {
      const { data } = (await get(`/api/payments/creator/earnings?period=${period}`, token)).json();
      expect(data.period).toBe(period);
      expect(data.transactions.map((t: { projectTitle: string }) => t.projectTitle)).toEqual(titles);
      expect(data.transactionCount).toBe(titles.length);
      // The cards do not depend on the period.
      expect(data.overview.completedProjects).toBe(6);
    });

    it('gives each transaction its project, company, share, status and date', async () => {
      const { transactions } = (await get('/api/payments/creator/earnings?period=last-month', token)).json().data;
      expect(transactions).toEqual([
        {
          id: expect.any(String),
          projectId: expect.any(String),
          projectTitle: 'Latte art tutorial',
          invoice: null,
          invoiceId: null,
          company: 'Koffie & Co BV',
          amount: share(contracts.last) / 100,
          status: 'pending',
          date: (await inMonth(1)).toISOString(),
        },
      ]);
    });

    it('refuses a period the select does not offer, in Dutch', async () => {
      const response = await get('/api/payments/creator/earnings?period=last-week', token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'PAYMENTS.EARNINGS_PERIOD_INVALID',
        message: Messages.earningsPeriodInvalid,
      });
    });

    it('answers the analytics page with the same figures', async () => {
      const analytics = (await get('/api/analytics/earnings?period=last-month', token)).json();
      const earnings = (await get('/api/payments/creator/earnings?period=last-month', token)).json();
      expect(analytics).toEqual(earnings);
    });

    it('exports the period as a CSV for Dutch Excel: BOM, Dutch headers, semicolons, comma decimals, Dutch status', async () => {
      const response = await get('/api/payments/creator/earnings.csv?period=last-3-months', token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="clipwerk-inkomsten-last-3-months.csv"');
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('Datum;Opdracht;Bedrijf;Factuur;Bedrag (EUR);Status');
      const dutchDate = (at: Date) =>
        at.toLocaleDateString('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });
      // 30,000 cents less a 15% fee: € 255,00 for her.
      expect(lines[3]).toBe(`${dutchDate(await inMonth(1))};Latte art tutorial;Koffie & Co BV;;255,00;In afwachting`);
      // 20,001 cents: the fee rounds down to 3,000, she keeps € 170,01.
      expect(lines[1]).toMatch(/;Review espressomachine;Koffie & Co BV;;170,01;In afwachting$/);
      expect(lines).toHaveLength(1 + 4 + 1); // headers, four transactions, the final line end
      expect(lines[5]).toBe('');
    });
  });

  it('quotes a field with a semicolon or a quote, and defuses a title that a spreadsheet would run as a formula', async () => {
    const creatorId = randomUUID();
    await seedSettledProjects(query, {
      creatorId,
      companyName: 'Bakker; Zonen "BV"',
      projects: [settled('=HYPERLINK("x")', 1_000, await inMonth(0, 1))],
    });
    const csv = (await get('/api/payments/creator/earnings.csv', await payments.token('creator', creatorId))).body;
    expect(csv.split('\r\n')[1]).toMatch(/^\d\d-\d\d-\d{4};"'=HYPERLINK\(""x""\)";"Bakker; Zonen ""BV""";;8,50;In afwachting$/);
  });

  it('streams every transaction of a long history once, also where many share the same moment to the microsecond', async () => {
    const creatorId = randomUUID();
    const at = await inMonth(1);
    const projects = Array.from({ length: 1_234 }, (_, i) =>
      settled(`Video ${i}`, 1_000 + i, i < 600 ? at : new Date(at.getTime() + i)),
    );
    const ids = await seedSettledProjects(query, { creatorId, projects });
    // Moments a JS date cannot hold (microseconds), shared by the first 600: the export must still page exactly.
    await query(
      `UPDATE settlement SET settled_at = settled_at + interval '0.000123 seconds' WHERE project_id = ANY($1::uuid[])`,
      [ids.slice(0, 600)],
    );
    const token = await payments.token('creator', creatorId);
    const lines = (await get('/api/payments/creator/earnings.csv?period=all-time', token)).body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(1_234);
    expect(new Set(lines.map((line) => line.split(';')[1])).size).toBe(1_234);
    // The page lists the newest hundred and says how many there are.
    const { data } = (await get('/api/payments/creator/earnings?period=all-time', token)).json();
    expect(data.transactions).toHaveLength(100);
    expect(data.transactionCount).toBe(1_234);
    expect(data.transactions[0].projectTitle).toBe('Video 1233');
  });

  it('shows a final payment paid through the simulator as her pending share, as payments settled it', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 50_000);
    const post = (url: string, token: string, payload: object) =>
      payments.inject({ method: 'POST', url, headers: bearer(token), payload });
    const deposit = (await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'ideal' })).json().data;
    await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, {
      paymentId: deposit.paymentId,
      outcome: 'paid',
    });
    const creatorId = randomUUID();
    await payments.deliver(ProjectEvents.CreatorSelected, projectId, {
      projectId,
      ownerId: owner.id,
      creatorId,
      proposalId: randomUUID(),
      contractAmountCents: 50_000n,
      title: 'Unboxing video koffiebonen',
    });
    await payments.deliver(ProjectEvents.ProjectApproved, projectId, {
      projectId,
      ownerId: owner.id,
      creatorId,
      contractAmountCents: 50_000n,
    });
    const final = (await post(`/api/payments/projects/${projectId}/final`, owner.token, { method: 'ideal' })).json().data;
    await post(`/api/payments/simulate-payment/${projectId}/final`, owner.token, { paymentId: final.paymentId, outcome: 'paid' });

    const creatorToken = await payments.token('creator', creatorId);
    const status = (await get(`/api/payments/projects/${projectId}/status`, creatorToken)).json().data;
    const { data } = (await get('/api/payments/creator/earnings?period=current-month', creatorToken)).json();
    expect(data.transactions).toEqual([
      expect.objectContaining({
        projectId,
        projectTitle: 'Unboxing video koffiebonen',
        company: 'Koffie & Co BV',
        status: 'pending',
      }),
    ]);
    expect(data.transactions[0].amount).toBe(status.fee.creatorAmount);
    expect(data.overview).toMatchObject({ totalEarnings: status.fee.creatorAmount, completedProjects: 1 });
  });

  it('is for creators only: a company gets 403 in Dutch, no token 401', async () => {
    const owner = await company(payments, { register: false });
    for (const url of ['/api/payments/creator/earnings', '/api/payments/creator/earnings.csv', '/api/analytics/earnings']) {
      const refused = await get(url, owner.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(Messages.earningsCreatorsOnly);
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('a creator without settled projects has zeros, not errors', async () => {
    const { data } = (await get('/api/payments/creator/earnings', await payments.token('creator'))).json();
    expect(data).toEqual({
      period: 'all-time',
      overview: { totalEarnings: 0, pendingPayments: 0, thisMonth: 0, lastMonth: 0, averagePerProject: 0, completedProjects: 0 },
      transactions: [],
      transactionCount: 0,
      monthlyBreakdown: [],
    });
  });
});
