import { MONEY_TEXTS } from '@clipwerk/ui';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import { createPayload, emptyWizard, stepErrors, valuesOfProject } from './wizardRules';

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

  it.each([
    ['driehonderd', MONEY_TEXTS.notAnAmount],
    ['300,5,0', MONEY_TEXTS.oneComma],
    ['3.00', MONEY_TEXTS.dot],
    ['12,345', MONEY_TEXTS.decimals],
  ])('refuses %p in Dutch: %s', (typed, message) => {
    expect(stepErrors(3, withBudget(typed)).budget).toBe(message);
  });

  it('fills the edit form with a stored budget as Dutch people write it', () => {
    const stored = (budget: number) => ({ title: 'Koffie', description: 'Beschrijving', budget }) as ProjectBody;
    expect(valuesOfProject(stored(300.5)).budget).toBe('300,50');
    expect(valuesOfProject(stored(1250)).budget).toBe('1.250');
    expect(createPayload(valuesOfProject(stored(1250.5))).budget).toBe(1250.5);
  });
});
