import { MediaEntity } from './media.entity';
import { CreateIdentityTables1763900000000 } from './migrations/1763900000000-create-identity-tables';
import { AddSessionsValidAfter1765000000000 } from './migrations/1765000000000-add-sessions-valid-after';
import { AddCompanyRegistrationNumbers1765100000000 } from './migrations/1765100000000-add-company-registration-numbers';
import { AddUserDeletedAt1765200000000 } from './migrations/1765200000000-add-user-deleted-at';
import { SearchCreatorsInWhatDutchUsersType1765300000000 } from './migrations/1765300000000-search-creators-in-what-dutch-users-type';
import { TyposFindCompounds1765410000000 } from './migrations/1765410000000-typos-find-compounds';
import { AddCreatorDisplayName1765500000000 } from './migrations/1765500000000-add-creator-display-name';
import { AddResponseCounted1766200000000 } from './migrations/1766200000000-add-response-counted';
import { SupportRole1766300000063 } from './migrations/1766300000063-support-role';
import { CreatorCardsInRatingOrder1766310000000 } from './migrations/1766310000000-creator-cards-in-rating-order';
import { BaseRateInCents1766400000000 } from './migrations/1766400000000-base-rate-in-cents';
import { PortfolioItemEntity } from './portfolio-item.entity';
import { PasswordResetTokenEntity, RevokedTokenEntity, SigningKeyEntity } from './security.entities';
import { UserEntity } from './user.entity';

import { AddUserLastSignedInAt1765400000000 } from './migrations/1765400000000-add-user-last-signed-in-at';
import { TypedWordsAsPrefixes1766320000000 } from './migrations/1766320000000-typed-words-as-prefixes-and-typos-of-their-length';
import { VocabularyChecksOnlyUnknownWords1766500000000 } from './migrations/1766500000000-vocabulary-checks-only-unknown-words';
export { MediaEntity, PasswordResetTokenEntity, PortfolioItemEntity, RevokedTokenEntity, SigningKeyEntity, UserEntity };

export const IDENTITY_ENTITIES = [
  UserEntity,
  PortfolioItemEntity,
  MediaEntity,
  RevokedTokenEntity,
  SigningKeyEntity,
  PasswordResetTokenEntity,
];
/** In order; a new migration is appended, never edited once released. */
export const IDENTITY_MIGRATIONS = [
  CreateIdentityTables1763900000000,
  AddSessionsValidAfter1765000000000,
  AddCompanyRegistrationNumbers1765100000000,
  AddUserDeletedAt1765200000000,
  SearchCreatorsInWhatDutchUsersType1765300000000,
  AddUserLastSignedInAt1765400000000,
  TyposFindCompounds1765410000000,
  AddCreatorDisplayName1765500000000,
  AddResponseCounted1766200000000,
  SupportRole1766300000063,
  CreatorCardsInRatingOrder1766310000000,
  TypedWordsAsPrefixes1766320000000,
  BaseRateInCents1766400000000,
  VocabularyChecksOnlyUnknownWords1766500000000,
];
