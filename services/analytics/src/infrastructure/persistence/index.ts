import { ProjectDayEntity, ProjectFactEntity, ProposalFactEntity, UserDayEntity } from './entities';
import { CreateAnalyticsTables1766000000000 } from './migrations/1766000000000-create-analytics-tables';
import { ProjectSpans1766100000000 } from './migrations/1766100000000-project-spans';

export { ProjectDayEntity, ProjectFactEntity, ProposalFactEntity, UserDayEntity };

export const ANALYTICS_ENTITIES = [UserDayEntity, ProjectFactEntity, ProjectDayEntity, ProposalFactEntity];
/** In order; a new migration is appended, never edited once released. */
export const ANALYTICS_MIGRATIONS = [CreateAnalyticsTables1766000000000, ProjectSpans1766100000000];
