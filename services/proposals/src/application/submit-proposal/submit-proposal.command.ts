import type { ProposalInput } from '../../domain/proposal-rules';

/** The creator's proposal form, as POST /proposals/project/{id} receives it. */
export type SubmitProposalCommand = ProposalInput;
