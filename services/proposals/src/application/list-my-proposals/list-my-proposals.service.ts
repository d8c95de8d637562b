import { Injectable } from '@nestjs/common';
import type { ProposalEntity } from '../../infrastructure/persistence/proposal.entity';
import { ProposalRepository } from '../../infrastructure/persistence/proposal.repository';

export const MY_PROPOSALS_DEFAULT_LIMIT = 50;
export const MY_PROPOSALS_MAX_LIMIT = 100;

/** GET /proposals/my: the creator's own proposals, newest first. */
@Injectable()
export class ListMyProposalsService {
  constructor(private readonly proposals: ProposalRepository) {}

  execute(creatorId: string, limit: unknown): Promise<ProposalEntity[]> {
    const asked = Number.parseInt(String(limit ?? ''), 10);
    const safe = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MY_PROPOSALS_MAX_LIMIT) : MY_PROPOSALS_DEFAULT_LIMIT;
    return this.proposals.listForCreator(creatorId, safe);
  }
}
