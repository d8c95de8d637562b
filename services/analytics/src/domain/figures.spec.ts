import { activeIn, change, engagementOf, NO_FACTS, overviewOf, trendsOf, wasActiveIn } from './figures';
import { MONTHS_IN } from './period';

const sums = {
  views: 120,
  published: 3,
  completed: 2,
  amountCents: 123_456,
  ratingSum: 14,
  ratingCount: 3,
  proposals: 8,
  proposalsAnswered: 6,
  hires: 3,
  hiresCompleted: 2,
};

describe('analytics figures', () => {
  it("counts a company's active projects and a creator's completed ones", () => {
    expect(overviewOf('bedrijf', sums, 7)).toEqual({
      totalViews: 120,
      totalProjects: 7,
      totalEarnings: 1234.56,
      monthlyAverage: 1234.56,
      averageRating: 4.67,
      responseRate: 75,
      completionRate: 66.7,
    });
    expect(overviewOf('creator', sums).totalProjects).toBe(2);
  });

  it("gives the monthly average at the period's pace, to the cent, and none without money", () => {
    expect(overviewOf('bedrijf', sums, 0, MONTHS_IN['30d']).monthlyAverage).toBe(1234.56);
    expect(overviewOf('bedrijf', sums, 0, MONTHS_IN['90d']).monthlyAverage).toBe(411.52);
    expect(overviewOf('bedrijf', sums, 0, MONTHS_IN['1y']).monthlyAverage).toBe(102.88);
    expect(overviewOf('bedrijf', sums, 0, MONTHS_IN['7d']).monthlyAverage).toBe(5290.97);
    expect(overviewOf('creator', NO_FACTS, 0, MONTHS_IN['7d']).monthlyAverage).toBeNull();
  });

  it('has no rating or rates when there was nothing to rate, answer or complete', () => {
    expect(overviewOf('creator', NO_FACTS)).toEqual({
      totalViews: 0,
      totalProjects: 0,
      totalEarnings: 0,
      monthlyAverage: null,
      averageRating: null,
      responseRate: null,
      completionRate: null,
    });
  });

  it('gives the change in percent against the previous period, null when that had nothing', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(50, 100)).toBe(-50);
    expect(change(1, 3)).toBe(-66.7);
    expect(change(10, 0)).toBeNull();
    expect(change(10, null)).toBeNull();
    expect(change(null, 4)).toBeNull();
    expect(change(0, 4)).toBe(-100);
  });

  it('gives a trend for every figure', () => {
    const before = overviewOf('bedrijf', { ...sums, views: 60, amountCents: 0, ratingCount: 0, ratingSum: 0 }, 4);
    expect(trendsOf(overviewOf('bedrijf', sums, 5), before)).toEqual({
      totalViews: 100,
      totalProjects: 25,
      totalEarnings: null,
      monthlyAverage: null,
      averageRating: null,
      responseRate: 0,
      completionRate: 0,
    });
  });

  describe("a company's project is active in a period when it was open at some moment of it", () => {
    const period = { from: '2026-03-01', to: '2026-03-30' };

    it('counts one published before the period and still running', () => {
      expect(wasActiveIn({ publishedDay: '2026-01-10', endedDay: null }, period)).toBe(true);
    });

    it('counts one published on the last day, not one published after it', () => {
      expect(wasActiveIn({ publishedDay: '2026-03-30', endedDay: null }, period)).toBe(true);
      expect(wasActiveIn({ publishedDay: '2026-03-31', endedDay: null }, period)).toBe(false);
    });

    it('counts one that ended inside the period or on its first day, not one that ended before it', () => {
      expect(wasActiveIn({ publishedDay: '2026-01-10', endedDay: '2026-03-12' }, period)).toBe(true);
      expect(wasActiveIn({ publishedDay: '2026-01-10', endedDay: '2026-03-01' }, period)).toBe(true);
      expect(wasActiveIn({ publishedDay: '2026-01-10', endedDay: '2026-02-28' }, period)).toBe(false);
    });

    it('never counts one cancelled before it was ever published', () => {
      expect(wasActiveIn({ publishedDay: null, endedDay: '2026-03-05' }, period)).toBe(false);
      expect(wasActiveIn({ publishedDay: '2026-03-20', endedDay: '2026-03-05' }, period)).toBe(false);
    });

    it('counts the same projects again for the previous period by the same rule', () => {
      const spans = [
        { publishedDay: '2026-01-10', endedDay: null },
        { publishedDay: '2026-01-10', endedDay: '2026-02-15' },
        { publishedDay: '2026-03-20', endedDay: '2026-03-25' },
        { publishedDay: null, endedDay: '2026-02-10' },
      ];
      expect(activeIn(spans, period)).toBe(2);
      expect(activeIn(spans, { from: '2026-01-30', to: '2026-02-28' })).toBe(2);
    });
  });

  it('measures engagement as the share of views that led to a proposal', () => {
    expect(engagementOf(200, 5)).toBe(2.5);
    expect(engagementOf(0, 3)).toBe(0);
  });
});
