import { CreateProjectsTables1764000000000 } from './migrations/1764000000000-create-projects-tables';
import { IndexOpenProjectsByCategoryAndBudget1764100000000 } from './migrations/1764100000000-index-open-projects-by-category-and-budget';
import { CreateDeliverableTables1764200000000 } from './migrations/1764200000000-create-deliverable-tables';
import { KeepPaymentsFigures1764300000000 } from './migrations/1764300000000-keep-payments-figures';
import { AddDeliverableFilePoster1764300000001 } from './migrations/1764300000001-add-deliverable-file-poster';
import { AddProjectBriefAndTimeline1764310000000 } from './migrations/1764310000000-add-project-brief-and-timeline';
import { CreateRatingTable1764400000000 } from './migrations/1764400000000-create-rating-table';
import { KeepCompanyRating1764410000000 } from './migrations/1764410000000-keep-company-rating';
import { SearchInWhatDutchUsersType1764500000000 } from './migrations/1764500000000-search-in-what-dutch-users-type';
import { TyposFindCompounds1764610000000 } from './migrations/1764610000000-typos-find-compounds';
import {
  DeliverableCommentEntity,
  DeliverableEntity,
  DeliverableFileEntity,
  DeliverableReviewEntity,
} from './deliverable.entities';
import { ProjectEntity } from './project.entity';
import { RatingEntity } from './rating.entity';
import {
  CompanyEntity,
  CreatorEntity,
  ProjectFavoriteEntity,
  ProjectInterestEntity,
  ProjectViewEntity,
} from './projections.entities';

import { IndexEndedProjects1764600000000 } from './migrations/1764600000000-index-ended-projects';
import { KeepCompanyLogo1764700000000 } from './migrations/1764700000000-keep-company-logo';
import { CreateDeliverableCommentTable1764800000000 } from './migrations/1764800000000-create-deliverable-comment-table';
import { KeepDeadlines1764810000000 } from './migrations/1764810000000-keep-deadlines';
import { TypedWordsAsPrefixes1764830000000 } from './migrations/1764830000000-typed-words-as-prefixes-and-typos-of-their-length';
import { KeepWhoLeft1764864000000 } from './migrations/1764864000000-keep-who-left';
import { CreateProjectFavoriteTable1764870000000 } from './migrations/1764870000000-create-project-favorite-table';
import { AnswerTheFilteredListFromItsIndex1764880000000 } from './migrations/1764880000000-answer-the-filtered-list-from-its-index';
import { VocabularyOfOpenProjects1766500000000 } from './migrations/1766500000000-vocabulary-of-open-projects';
export {
  CompanyEntity,
  CreatorEntity,
  DeliverableCommentEntity,
  DeliverableEntity,
  DeliverableFileEntity,
  DeliverableReviewEntity,
  ProjectEntity,
  ProjectFavoriteEntity,
  ProjectInterestEntity,
  ProjectViewEntity,
  RatingEntity,
};

export const PROJECTS_ENTITIES = [
  ProjectEntity,
  ProjectViewEntity,
  ProjectInterestEntity,
  ProjectFavoriteEntity,
  CompanyEntity,
  CreatorEntity,
  DeliverableEntity,
  DeliverableFileEntity,
  DeliverableReviewEntity,
  DeliverableCommentEntity,
  RatingEntity,
];
/** In order; a new migration is appended, never edited once released. */
export const PROJECTS_MIGRATIONS = [
  CreateProjectsTables1764000000000,
  IndexOpenProjectsByCategoryAndBudget1764100000000,
  CreateDeliverableTables1764200000000,
  KeepPaymentsFigures1764300000000,
  AddDeliverableFilePoster1764300000001,
  AddProjectBriefAndTimeline1764310000000,
  CreateRatingTable1764400000000,
  KeepCompanyRating1764410000000,
  SearchInWhatDutchUsersType1764500000000,
  IndexEndedProjects1764600000000,
  TyposFindCompounds1764610000000,
  KeepCompanyLogo1764700000000,
  CreateDeliverableCommentTable1764800000000,
  KeepDeadlines1764810000000,
  TypedWordsAsPrefixes1764830000000,
  KeepWhoLeft1764864000000,
  CreateProjectFavoriteTable1764870000000,
  AnswerTheFilteredListFromItsIndex1764880000000,
  VocabularyOfOpenProjects1766500000000,
];
