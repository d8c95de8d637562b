import type { ProposalInput } from '../../domain/proposal-rules';

/** The creator's proposal form (spec §7 POST /proposals/project/{id}). */
export type SubmitProposalCommand = ProposalInput;
