import { render, screen } from '@testing-library/react';
import { PROJECT_STATUS, StatusBadge, finalPaymentState, projectStatus, proposalStatus } from './index';

// The one Dutch name of each project state, written out: a screen that words a state differently fails here.
const PROJECT_NAMES: Array<[string, string]> = [
  ['draft', 'Concept'],
  ['awaiting_deposit', 'Wacht op betaling'],
  ['open', 'Open voor voorstellen'],
  ['creator_selected', 'Creator geselecteerd'],
  ['in_progress', 'In uitvoering'],
  ['delivered', 'Opgeleverd'],
  ['under_review', 'In beoordeling'],
  ['revision_requested', 'Revisie gevraagd'],
  ['approved', 'Goedgekeurd'],
  ['completed', 'Voltooid'],
  ['cancelled', 'Geannuleerd'],
];

describe('state names', () => {
  it('has every project state of the flow, each with its own name, and no in_review', () => {
    expect(Object.keys(PROJECT_STATUS)).toEqual(PROJECT_NAMES.map(([status]) => status));
    for (const [status, label] of PROJECT_NAMES) expect(projectStatus(status).label).toBe(label);
    expect(new Set(PROJECT_NAMES.map(([, label]) => label)).size).toBe(PROJECT_NAMES.length);
    expect(PROJECT_STATUS.in_review).toBeUndefined();
  });

  it('reads the older proposal name pending like submitted, and an unknown value as it came', () => {
    expect(proposalStatus('pending')).toEqual(proposalStatus('submitted'));
    expect(projectStatus('archived')).toEqual({ label: 'archived', tone: 'neutral' });
  });

  it('renders a state as a badge in its colour', () => {
    render(<StatusBadge kind="project" status="cancelled" suffix=" (terugbetaald)" />);
    expect(screen.getByText('Geannuleerd (terugbetaald)')).toHaveClass('cw-badge--danger');
  });

  it('has the final half due only once the content is approved', () => {
    expect(finalPaymentState('under_review', false)).toBe('not_due');
    expect(finalPaymentState('approved', false)).toBe('due');
    expect(finalPaymentState('approved', true)).toBe('paid');
  });
});
