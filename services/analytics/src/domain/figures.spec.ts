import { change, engagementOf, NO_FACTS, overviewOf, trendsOf } from './figures';

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
  it("counts a company's published projects and a creator's completed ones", () => {
    expect(overviewOf('bedrijf', sums)).toEqual({
      totalViews: 120,
      totalProjects: 3,
      totalEarnings: 1234.56,
      averageRating: 4.67,
      responseRate: 75,
      completionRate: 66.7,
    });
    expect(overviewOf('creator', sums).totalProjects).toBe(2);
  });

  it('has no rating or rates when there was nothing to rate, answer or complete', () => {
    expect(overviewOf('creator', NO_FACTS)).toEqual({
      totalViews: 0,
      totalProjects: 0,
      totalEarnings: 0,
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
    const before = overviewOf('bedrijf', { ...sums, views: 60, amountCents: 0, ratingCount: 0, ratingSum: 0 });
    expect(trendsOf(overviewOf('bedrijf', sums), before)).toEqual({
      totalViews: 100,
      totalProjects: 0,
      totalEarnings: null,
      averageRating: null,
      responseRate: 0,
      completionRate: 0,
    });
  });

  it('measures engagement as the share of views that led to a proposal', () => {
    expect(engagementOf(200, 5)).toBe(2.5);
    expect(engagementOf(0, 3)).toBe(0);
  });
});
