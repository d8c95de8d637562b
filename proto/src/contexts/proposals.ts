import { defineEvent } from '../event-definition';
import {
  ProposalAcceptedSchema,
  ProposalRejectedSchema,
  ProposalSubmittedSchema,
  ProposalViewedSchema,
} from '../gen/clipwerk/proposals/v1/events_pb';

export * from '../gen/clipwerk/proposals/v1/events_pb';

/** Every event of the proposals context. */
export const ProposalEvents = {
  ProposalSubmitted: defineEvent('proposals', 'proposal.submitted', 1, ProposalSubmittedSchema),
  ProposalAccepted: defineEvent('proposals', 'proposal.accepted', 1, ProposalAcceptedSchema),
  ProposalRejected: defineEvent('proposals', 'proposal.rejected', 1, ProposalRejectedSchema),
  ProposalViewed: defineEvent('proposals', 'proposal.viewed', 1, ProposalViewedSchema),
} as const;
