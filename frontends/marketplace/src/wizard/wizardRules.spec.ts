import { createPayload, emptyWizard, stepErrors } from './wizardRules';

describe('the wizard reads amounts the Dutch way', () => {
  const withBudget = (budget: string) => ({ ...emptyWizard(new Date('2026-11-24T10:00:00Z')), budget, deadline: '2026-12-24' });

  it.each([
    ['300,50', 300.5],
    ['1.250,50', 1250.5],
    ['1.250', 1250],
    ['€ 75', 75],
  ])('sends %p as %p euro', (typed, euros) => {
    expect(stepErrors(3, withBudget(typed)).budget).toBeUndefined();
    expect(createPayload(withBudget(typed)).budget).toBe(euros);
  });

  it('refuses what is no amount, in Dutch', () => {
    expect(stepErrors(3, withBudget('driehonderd')).budget).toMatch(/budget/i);
  });
});
