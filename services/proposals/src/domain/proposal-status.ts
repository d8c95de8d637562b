import { ErrorCodes, Messages } from './messages';

/** A proposal's statuses; a proposal awaiting an answer is `submitted`. */
export const PROPOSAL_STATUSES = ['submitted', 'accepted', 'rejected', 'withdrawn', 'completed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
// Every status has its Dutch name in messages.ts, and every name is of a status.
void (Messages.statusNames satisfies Record<ProposalStatus, string>);
void (PROPOSAL_STATUSES satisfies readonly (keyof typeof Messages.statusNames)[]);

/** The proposal state machine as data: every allowed move, nothing else. */
export const PROPOSAL_TRANSITIONS: Readonly<Record<ProposalStatus, readonly ProposalStatus[]>> = {
  submitted: ['accepted', 'rejected', 'withdrawn'],
  accepted: ['completed'],
  rejected: [],
  withdrawn: [],
  completed: [],
};

export function canTransition(from: ProposalStatus, to: ProposalStatus): boolean {
  return PROPOSAL_TRANSITIONS[from].includes(to);
}

export class ProposalTransitionRefused extends Error {
  readonly code = ErrorCodes.transitionRefused;
  constructor(
    readonly from: ProposalStatus,
    readonly to: ProposalStatus,
  ) {
    super(Messages.transitionRefused(from, to));
    this.name = 'ProposalTransitionRefused';
  }
}

export function transition(from: ProposalStatus, to: ProposalStatus): ProposalStatus {
  if (!canTransition(from, to)) throw new ProposalTransitionRefused(from, to);
  return to;
}
