import { CreateProjectsTables1764000000000 } from './migrations/1764000000000-create-projects-tables';
import { IndexOpenProjectsByCategoryAndBudget1764100000000 } from './migrations/1764100000000-index-open-projects-by-category-and-budget';
import { ProjectEntity } from './project.entity';
import { CompanyEntity, CreatorEntity, ProjectInterestEntity, ProjectViewEntity } from './projections.entities';

export { CompanyEntity, CreatorEntity, ProjectEntity, ProjectInterestEntity, ProjectViewEntity };

export const PROJECTS_ENTITIES = [ProjectEntity, ProjectViewEntity, ProjectInterestEntity, CompanyEntity, CreatorEntity];
/** In order; a new migration is appended, never edited once released. */
export const PROJECTS_MIGRATIONS = [CreateProjectsTables1764000000000, IndexOpenProjectsByCategoryAndBudget1764100000000];
