import { Messages } from './messages';
import { canTransition, PROPOSAL_STATUSES, type ProposalStatus, ProposalTransitionRefused, transition } from './proposal-status';

/** Every allowed move of a proposal, written out independently of the table it checks. */
const ALLOWED: ReadonlyArray<[ProposalStatus, ProposalStatus]> = [
  ['submitted', 'accepted'],
  ['submitted', 'rejected'],
  ['submitted', 'withdrawn'],
  ['accepted', 'completed'],
];
const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
const REFUSED = PROPOSAL_STATUSES.flatMap((from) =>
  PROPOSAL_STATUSES.map((to) => [from, to] as [ProposalStatus, ProposalStatus]),
).filter(([from, to]) => !allowed.has(`${from}>${to}`));

describe('proposal state machine', () => {
  it('knows the five statuses', () => {
    expect(PROPOSAL_STATUSES).toEqual(['submitted', 'accepted', 'rejected', 'withdrawn', 'completed']);
  });

  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(transition(from, to)).toBe(to);
  });

  it.each(REFUSED)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(() => transition(from, to)).toThrow(new ProposalTransitionRefused(from, to));
  });

  it('says in Dutch which move it refused, with a stable code', () => {
    const error = new ProposalTransitionRefused('rejected', 'accepted');
    expect(error.code).toBe('PROPOSAL.TRANSITION_REFUSED');
    expect(error.message).toBe(Messages.transitionRefused('rejected', 'accepted'));
    expect(error.message).toBe("Dit voorstel kan niet van status 'Afgewezen' naar 'Geaccepteerd'");
  });

  it.each(PROPOSAL_STATUSES)('names %s in Dutch, by a name no other state has', (status) => {
    const name = Messages.statusNames[status];
    expect(name).toMatch(/^[A-Z][a-z ]+$/);
    expect(Object.values(Messages.statusNames).filter((other) => other === name)).toHaveLength(1);
  });
});
