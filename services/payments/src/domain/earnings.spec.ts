import { earningStatus, earningsOverview, monthlyBreakdown, monthWindow } from './earnings';

describe('earnings rules', () => {
  it.each([
    [null, 'pending'],
    ['held', 'pending'],
    ['waiting_for_account', 'pending'],
    ['disputed', 'pending'],
    ['releasing', 'processing'],
    ['failed', 'processing'],
    ['released', 'paid'],
    ['paid_out', 'paid'],
    ['refunded', 'cancelled'],
    ['reversed', 'cancelled'],
    ['something_new', 'pending'],
  ])('a share whose payout is %s is %s', (payoutStatus, status) => {
    expect(earningStatus(payoutStatus)).toBe(status);
  });

  it.each([
    ['current-month', { fromMonthsBack: 0, untilMonthsBack: null }],
    ['last-month', { fromMonthsBack: 1, untilMonthsBack: 0 }],
    ['last-3-months', { fromMonthsBack: 2, untilMonthsBack: null }],
    ['all-time', null],
  ] as const)('the period %s covers the months %j', (period, window) => {
    expect(monthWindow(period)).toEqual(window);
  });

  it('counts everything but cancelled shares; pending is what has not reached her; the average rounds half up', () => {
    expect(
      earningsOverview([
        { payoutStatus: 'held', projects: 2, cents: 1_001, thisMonthCents: 1_001, lastMonthCents: 0 },
        { payoutStatus: 'releasing', projects: 1, cents: 500, thisMonthCents: 0, lastMonthCents: 500 },
        { payoutStatus: 'paid_out', projects: 1, cents: 2_000, thisMonthCents: 0, lastMonthCents: 2_000 },
        { payoutStatus: 'refunded', projects: 5, cents: 9_999, thisMonthCents: 9_999, lastMonthCents: 0 },
      ]),
    ).toEqual({
      totalCents: 3_501,
      pendingCents: 1_501,
      thisMonthCents: 1_001,
      lastMonthCents: 2_500,
      averagePerProjectCents: 875, // 3501 / 4 = 875.25
      completedProjects: 4,
    });
  });

  it('adds up each month over its payout states, newest first, leaving cancelled shares out', () => {
    expect(
      monthlyBreakdown([
        { month: '2026-10', payoutStatus: 'paid_out', projects: 1, cents: 300 },
        { month: '2026-11', payoutStatus: null, projects: 2, cents: 401 },
        { month: '2026-11', payoutStatus: 'released', projects: 1, cents: 100 },
        { month: '2026-09', payoutStatus: 'refunded', projects: 1, cents: 700 },
      ]),
    ).toEqual([
      { month: '2026-11', projects: 3, cents: 501, averagePerProjectCents: 167 },
      { month: '2026-10', projects: 1, cents: 300, averagePerProjectCents: 300 },
    ]);
  });
});
