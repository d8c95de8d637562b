import { CreateProposalsTables1764000000100 } from './migrations/1764000000100-create-proposals-tables';
import { ProposalEntity } from './proposal.entity';
import { CreatorEntity, ProjectEntity } from './projections.entities';

export { CreatorEntity, ProjectEntity, ProposalEntity };

export const PROPOSALS_ENTITIES = [ProposalEntity, ProjectEntity, CreatorEntity];
/** In order; a new migration is appended, never edited once released. */
export const PROPOSALS_MIGRATIONS = [CreateProposalsTables1764000000100];
