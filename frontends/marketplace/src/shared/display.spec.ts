import { budgetLabel, deadlineLabel, ratingLabel } from './display';
import { cleanQuery } from './filters';
import { requirementsPreview } from '../projects/ProjectCard';
import { myProjectLinks } from '../projects/myProjectLinks';
import { countLine, cutBio, proposalStatusLabel } from '../proposals/proposalView';
import { transactionId } from '../payments/usePaymentOutcome';
import { retryPath } from '../payments/PaymentCancelScreen';
import { checkoutTarget } from '../payments/paymentsApi';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import { aProject, aProposal, aSelectedCreator } from '../test/renderScreen';

const nbsp = (text: string) => text.replace(/\s/g, ' ');
const project = (overrides: Partial<ProjectBody>) => aProject({ budget: 100, ...overrides });

describe('money and deadlines as the design system formats them', () => {
  it('shows the budget as one amount in euros', () => {
    expect(nbsp(budgetLabel(1250.5))).toBe('€ 1.250,50');
  });

  it('words deadlines relatively', () => {
    // Dutch summer time (CEST), whatever the zone the tests run in.
    const now = new Date('2025-09-09T12:00:00+02:00');
    expect(deadlineLabel('2025-09-08T10:00:00+02:00', now)).toBe('Verlopen');
    expect(deadlineLabel('2025-09-09T23:00:00+02:00', now)).toBe('Vandaag');
    expect(deadlineLabel('2025-09-10T08:00:00+02:00', now)).toBe('Morgen');
    expect(deadlineLabel('2025-09-12T08:00:00+02:00', now)).toBe('3 dagen');
    expect(deadlineLabel('2025-09-23T08:00:00+02:00', now)).toBe('2 weken');
    expect(deadlineLabel('2025-11-09T08:00:00+01:00', now)).toBe('2 maanden');
    expect(ratingLabel(null)).toBe('Nieuw');
    expect(ratingLabel(4.5)).toBe('4,5');
  });
});

describe('list helpers', () => {
  it('drops empty filters and shows three requirements plus "+N meer"', () => {
    expect(cleanQuery({ search: '', category: 'food-drinks', budget: undefined, location: '  ', deadline: null })).toEqual({
      category: 'food-drinks',
    });
    expect(requirementsPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 meer' });
    expect(requirementsPreview(['a'])).toEqual({ shown: ['a'], more: null });
  });

  it('links my-projects cards by status', () => {
    const paths = (p: ProjectBody) => myProjectLinks(p).map((l) => l.to);
    expect(paths(project({ status: 'awaiting_deposit' }))).toEqual(['/projects/p1/payment', '/projects/p1']);
    expect(paths(project({ status: 'open', proposalCount: 2 }))).toEqual([
      '/projects/p1/proposals',
      '/projects/p1',
      '/projects/p1/edit',
    ]);
    expect(paths(project({ status: 'draft' }))).toEqual(['/projects/p1', '/projects/p1/edit']);
    expect(paths(project({ status: 'creator_selected', selectedCreator: aSelectedCreator('Sanne', 'c') }))).toEqual([
      '/project-workspace/p1',
    ]);
  });

  it('labels proposals on the company page', () => {
    expect(proposalStatusLabel('submitted').label).toBe('In afwachting');
    expect(proposalStatusLabel('accepted').label).toBe('Geaccepteerd');
    expect(proposalStatusLabel('withdrawn').label).toBe('Afgewezen');
    expect(cutBio('x'.repeat(120))).toHaveLength(101);
    expect(countLine([aProposal({ status: 'accepted' }), aProposal({ id: 'pr2', status: 'rejected' })])).toBe(
      '2 voorstellen · 1 geaccepteerd',
    );
  });
});

describe('payments', () => {
  it('shows 20 characters of the session as transaction ID and retries on the deposit page', () => {
    expect(transactionId('cs_test_a1b2c3d4e5f6g7h8i9j0')).toBe('cs_test_a1b2c3d4e5f6');
    expect(retryPath('p1')).toBe('/projects/p1/payment');
  });

  it('opens our simulated checkout inside the app and a provider page outside it', () => {
    expect(
      checkoutTarget('http://localhost:3000/payment-simulator?payment_id=a&project_id=b', 'http://127.0.0.1:3107/x'),
    ).toEqual({ inApp: '/payment-simulator?payment_id=a&project_id=b' });
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/cs_1', 'http://localhost/')).toEqual({
      external: 'https://checkout.stripe.com/c/pay/cs_1',
    });
  });
});
