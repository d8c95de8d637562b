import { SamePerQuery } from '@clipwerk/kit';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  AVAILABILITIES,
  AVAILABILITY_FILTERS,
  COMPANY_SIZES,
  INDUSTRIES,
  MAX_NICHES,
  NICHES,
  PORTFOLIO_CATEGORIES,
  toCompanySize,
} from '../../../domain/catalog';
import { FOLLOWER_RANGE_KEYS } from '../../../domain/creator-search';
import { Messages } from '../../../domain/messages';
import { isOldEnoughToCreate, isPlausibleBirthDate } from '../../../domain/profile/birth-date';
import { BTW_NUMBER, KVK_NUMBER, normalizeRegistrationNumber } from '../../../domain/profile/company-registration';
import { MEDIA_PATH, normalizeMediaLink } from '../../../domain/profile/media-paths';
import { eurosOrZero } from '../../../domain/profile/number-input';
import { TEXT_LIMITS } from '../../../domain/profile/text-limits';
import { Satisfies, Trim } from './decorators';

// Decorator order: see decorators.ts (validators: nearest the property first; transforms: top first).

const tooLong = (label: string, max: number) => ({ message: Messages.textTooLong(label, max) });
/** Optional text fields: an empty string clears them. */
const EmptyToNull = () =>
  Transform(({ value }) =>
    typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
  );
const EmptyToUndefined = () => Transform(({ value }) => (value === '' || value === null ? undefined : value));

export class LocationFields {
  @IsOptional()
  @MaxLength(TEXT_LIMITS.city, tooLong('Plaats', TEXT_LIMITS.city))
  @IsString({ message: Messages.locationInvalid })
  @EmptyToNull()
  city?: string | null;

  @IsOptional()
  @MaxLength(TEXT_LIMITS.country, tooLong('Land', TEXT_LIMITS.country))
  @IsString({ message: Messages.locationInvalid })
  @EmptyToNull()
  country?: string | null;
}

export class PricingFields {
  /** Euros to the cent; anything invalid becomes 0. */
  @IsOptional()
  @Transform(({ value }) => eurosOrZero(value))
  baseRate?: number;

  @IsOptional()
  @IsBoolean({ message: Messages.pricingInvalid })
  negotiable?: boolean;
}

/** The whole profile as the profile screen sends it; which fields apply is decided by the caller's role. */
export class UpdateProfileRequest {
  @IsOptional()
  @MaxLength(TEXT_LIMITS.name, tooLong('Voornaam', TEXT_LIMITS.name))
  @IsString({ message: Messages.firstNameRequired })
  @Trim()
  firstName?: string;

  @IsOptional()
  @MaxLength(TEXT_LIMITS.name, tooLong('Achternaam', TEXT_LIMITS.name))
  @IsString({ message: Messages.lastNameRequired })
  @Trim()
  lastName?: string;

  /** A creator's chosen name; an empty string clears it (her full name is shown again). */
  @IsOptional()
  @MaxLength(TEXT_LIMITS.displayName, tooLong('Weergavenaam', TEXT_LIMITS.displayName))
  @IsString({ message: Messages.displayNameInvalid })
  @EmptyToNull()
  displayName?: string | null;

  @IsOptional()
  @Satisfies((value) => isOldEnoughToCreate(value as string), { message: Messages.creatorTooYoung })
  @Satisfies((value) => isPlausibleBirthDate(value), { message: Messages.dateOfBirthInvalid })
  @EmptyToNull()
  dateOfBirth?: string | null;

  @IsOptional()
  @MaxLength(TEXT_LIMITS.phoneNumber, tooLong('Telefoonnummer', TEXT_LIMITS.phoneNumber))
  @IsString({ message: Messages.phoneNumberRequired })
  @EmptyToNull()
  phoneNumber?: string | null;

  @IsOptional()
  @MaxLength(TEXT_LIMITS.bio, tooLong('Bio', TEXT_LIMITS.bio))
  @IsString({ message: Messages.bioRequired })
  @Trim()
  bio?: string;

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: Messages.locationInvalid })
  @Type(() => LocationFields)
  location?: LocationFields;

  @IsOptional()
  @ArrayMaxSize(MAX_NICHES, { message: Messages.tooManyNiches })
  @IsIn(NICHES, { each: true, message: Messages.nicheInvalid })
  @IsArray({ message: Messages.nicheInvalid })
  niches?: string[];

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: Messages.pricingInvalid })
  @Type(() => PricingFields)
  pricing?: PricingFields;

  @IsOptional()
  @IsIn(AVAILABILITIES, { message: Messages.availabilityInvalid })
  @EmptyToUndefined()
  availability?: string;

  /** Read by the domain's normalizeSocialMedia (known platforms, safe links, whole numbers). */
  @IsOptional()
  @IsObject({ message: Messages.socialMediaInvalid })
  socialMedia?: Record<string, unknown>;

  /** Set by the upload; here it can only be cleared or pointed at one of our files. */
  @IsOptional()
  @Matches(MEDIA_PATH, { message: Messages.profilePictureInvalid })
  @EmptyToNull()
  profilePictureUrl?: string | null;

  @IsOptional()
  @MaxLength(TEXT_LIMITS.companyName, tooLong('Bedrijfsnaam', TEXT_LIMITS.companyName))
  @IsString({ message: Messages.companyNameRequired })
  @Trim()
  companyName?: string;

  @IsOptional()
  @MaxLength(TEXT_LIMITS.name, tooLong('Contactpersoon', TEXT_LIMITS.name))
  @IsString({ message: Messages.contactPersonRequired })
  @Trim()
  contactPerson?: string;

  @IsOptional()
  @IsIn(COMPANY_SIZES, { message: Messages.companySizeInvalid })
  @Transform(({ value }) => (value === '' ? null : (toCompanySize(value) ?? value)))
  companySize?: string | null;

  @IsOptional()
  @IsIn(INDUSTRIES, { message: Messages.industryInvalid })
  @EmptyToNull()
  industry?: string | null;

  @IsOptional()
  @MaxLength(TEXT_LIMITS.website, tooLong('Website', TEXT_LIMITS.website))
  @IsString()
  @EmptyToNull()
  website?: string | null;

  @IsOptional()
  @Matches(KVK_NUMBER, { message: Messages.kvkNumberInvalid })
  @Transform(({ value }) => normalizeRegistrationNumber(value))
  kvkNumber?: string | null;

  @IsOptional()
  @Matches(BTW_NUMBER, { message: Messages.btwNumberInvalid })
  @Transform(({ value }) => normalizeRegistrationNumber(value))
  btwNumber?: string | null;
}

export class UpdateSocialMediaRequest {
  @IsObject({ message: Messages.socialMediaInvalid })
  socialMedia!: Record<string, unknown>;
}

const MediaLink = () =>
  Transform(({ value }) => (typeof value === 'string' && value.trim() ? (normalizeMediaLink(value) ?? value) : value));

/** Portfolio item: title required, video required (an upload or an external link); category defaults to other. */
export class PortfolioItemRequest {
  @MaxLength(TEXT_LIMITS.portfolioTitle, tooLong('Titel', TEXT_LIMITS.portfolioTitle))
  @IsString({ message: Messages.titleRequired })
  @IsNotEmpty({ message: Messages.titleRequired })
  @Trim()
  title!: string;

  @IsOptional()
  @MaxLength(TEXT_LIMITS.portfolioDescription, tooLong('Beschrijving', TEXT_LIMITS.portfolioDescription))
  @IsString()
  @Trim()
  description?: string;

  @Satisfies((value) => normalizeMediaLink(value) === value, { message: Messages.videoUrlInvalid })
  @IsNotEmpty({ message: Messages.videoRequired })
  @MediaLink()
  videoUrl!: string;

  @IsOptional()
  @Satisfies((value) => normalizeMediaLink(value) === value, { message: Messages.thumbnailUrlInvalid })
  @EmptyToNull()
  @MediaLink()
  thumbnailUrl?: string | null;

  @IsOptional()
  @IsIn(PORTFOLIO_CATEGORIES, { message: Messages.categoryInvalid })
  @EmptyToUndefined()
  category?: string;
}

/** GET /users/creators: every filter optional; empty values mean "no filter" (the client drops them anyway). */
/** The creators page asks the same few queries all day: the pipe checks each once (`@SamePerQuery`). */
@SamePerQuery()
export class ListCreatorsQuery {
  @IsOptional()
  @MaxLength(TEXT_LIMITS.search, tooLong('Zoekterm', TEXT_LIMITS.search))
  @IsString()
  @Trim()
  @EmptyToUndefined()
  search?: string;

  @IsOptional()
  @IsIn(NICHES, { message: Messages.nicheInvalid })
  @EmptyToUndefined()
  niche?: string;

  @IsOptional()
  @MaxLength(TEXT_LIMITS.city, tooLong('Locatie', TEXT_LIMITS.city))
  @IsString()
  @Trim()
  @EmptyToUndefined()
  location?: string;

  @IsOptional()
  @IsIn(FOLLOWER_RANGE_KEYS, { message: Messages.followersRangeInvalid })
  @EmptyToUndefined()
  followers?: string;

  @IsOptional()
  @IsIn(AVAILABILITY_FILTERS, { message: Messages.availabilityInvalid })
  @EmptyToUndefined()
  availability?: string;

  /** Read leniently by the domain's pageRequest (1 and 12 unless valid, at most 50). */
  @IsOptional()
  page?: string;

  @IsOptional()
  limit?: string;
}

/** DELETE /users/me; the confirmation is checked by the deletion rules. */
export class DeleteAccountRequest {
  @Allow()
  password?: unknown;

  @Allow()
  email?: unknown;
}
