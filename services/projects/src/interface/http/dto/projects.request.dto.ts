import { SamePerQuery } from '@clipwerk/kit';
import { OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CATEGORIES } from '../../../domain/catalog';
import { Messages } from '../../../domain/messages';
import { BUDGET_BUCKET_KEYS, DEADLINE_WINDOW_KEYS } from '../../../domain/project-search';
import { PROJECT_STATUSES } from '../../../domain/project-status';
import { DESCRIPTION_MAX, TEXT_MAX } from '../../../domain/project-rules';
import { EmptyToUndefined, ToNumber, Trim } from './decorators';

// The business rules (title length, minimum budget, defaults) live in domain/project-rules.ts, which needs to know
// whether the company is a test account; these classes only check the shape of what arrives.

const tooLong = (label: string, max: number) => ({ message: Messages.textTooLong(label, max) });
const budgetInvalid = { message: Messages.budgetInvalid };

export class TimelineFields {
  @IsOptional()
  @IsString({ message: Messages.textInvalid })
  startDate?: string | null;

  @IsOptional()
  @IsString({ message: Messages.textInvalid })
  endDate?: string | null;

  @IsOptional()
  @IsArray({ message: Messages.listInvalid })
  milestones?: unknown[];
}

export class DesiredLocation {
  @IsOptional()
  @IsString({ message: Messages.textInvalid })
  country?: string;
}

export class DesiredCreatorProfile {
  @IsOptional()
  @ValidateNested()
  @IsObject({ message: Messages.textInvalid })
  @Type(() => DesiredLocation)
  location?: DesiredLocation;
}

export class ProductInfoFields {
  @IsOptional()
  @MaxLength(TEXT_MAX, tooLong('Productnaam', TEXT_MAX))
  @IsString({ message: Messages.textInvalid })
  name?: string;

  @IsOptional()
  @MaxLength(TEXT_MAX, tooLong('Productcategorie', TEXT_MAX))
  @IsString({ message: Messages.textInvalid })
  category?: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: Messages.productPriceInvalid })
  @ToNumber()
  price?: number | null;

  @IsOptional()
  @IsBoolean({ message: Messages.yesNoInvalid })
  sendProduct?: boolean;
}

export class DosAndDontsFields {
  @IsOptional()
  @IsArray({ message: Messages.listInvalid })
  dos?: unknown[];

  @IsOptional()
  @IsArray({ message: Messages.listInvalid })
  donts?: unknown[];
}

/** POST /projects: the create wizard's payload. */
export class CreateProjectRequest {
  @IsOptional()
  @IsString({ message: Messages.titleTooShort })
  title?: string;

  @IsOptional()
  @MaxLength(DESCRIPTION_MAX, tooLong('Beschrijving', DESCRIPTION_MAX))
  @IsString({ message: Messages.textInvalid })
  description?: string;

  @IsOptional()
  @IsIn(CATEGORIES, { message: Messages.categoryInvalid })
  @EmptyToUndefined()
  @Trim()
  category?: string;

  @IsOptional()
  @IsString({ message: Messages.textInvalid })
  contentType?: string;

  @IsOptional()
  @IsArray({ message: Messages.listInvalid })
  contentFormat?: unknown[];

  @IsOptional()
  @IsArray({ message: Messages.listInvalid })
  contentRequirements?: unknown[];

  @IsOptional()
  @IsArray({ message: Messages.listInvalid })
  deliverables?: unknown[];

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, budgetInvalid)
  @ToNumber()
  budget?: number | null;

  @IsOptional()
  @IsString({ message: Messages.textInvalid })
  budgetType?: string;

  @IsOptional()
  @IsString({ message: Messages.deadlineInvalid })
  deadline?: string | null;

  @IsOptional()
  @MaxLength(TEXT_MAX, tooLong('Locatie', TEXT_MAX))
  @IsString({ message: Messages.textInvalid })
  location?: string;

  @IsOptional()
  @IsString({ message: Messages.textInvalid })
  preferredCreatorType?: string;

  @IsOptional()
  @MaxLength(TEXT_MAX, tooLong('Speciale wensen', TEXT_MAX))
  @IsString({ message: Messages.textInvalid })
  specialRequirements?: string;

  @IsOptional()
  @MaxLength(TEXT_MAX, tooLong('Doelgroep', TEXT_MAX))
  @IsString({ message: Messages.textInvalid })
  targetAudience?: string;

  @IsOptional()
  @IsString({ message: Messages.textInvalid })
  industry?: string;

  @IsOptional()
  requirements?: string | string[];

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: Messages.textInvalid })
  @Type(() => TimelineFields)
  timeline?: TimelineFields;

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: Messages.textInvalid })
  @Type(() => DesiredCreatorProfile)
  desiredCreatorProfile?: DesiredCreatorProfile;

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: Messages.textInvalid })
  @Type(() => ProductInfoFields)
  productInfo?: ProductInfoFields;

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: Messages.listInvalid })
  @Type(() => DosAndDontsFields)
  dosAndDonts?: DosAndDontsFields;

  /** `draft` saves a concept without a payment. */
  @IsOptional()
  @IsIn(['draft', 'awaiting_deposit', 'open'], { message: Messages.statusInvalid })
  status?: string;
}

/**
 * PUT /projects/{id}: the edit form, checked by the create rules; the wizard's blocks the form does not show
 * (budget type, timeline, creator profile, product, do's and don'ts) are not edited here.
 */
export class UpdateProjectRequest extends OmitType(CreateProjectRequest, [
  'budgetType',
  'timeline',
  'desiredCreatorProfile',
  'productInfo',
  'dosAndDonts',
  'description',
  'category',
  'status',
] as const) {
  /** A description that is not text counts as missing on the edit form. */
  @IsOptional()
  @MaxLength(DESCRIPTION_MAX, tooLong('Beschrijving', DESCRIPTION_MAX))
  @IsString({ message: Messages.descriptionRequired })
  description?: string;

  /** The edit form sends a category from its list as it is: no trimming. */
  @IsOptional()
  @IsIn(CATEGORIES, { message: Messages.categoryInvalid })
  @EmptyToUndefined()
  category?: string;

  /** Any state may be asked for; the service decides which moves an edit makes. */
  @IsOptional()
  @IsIn(PROJECT_STATUSES, { message: Messages.statusInvalid })
  @EmptyToUndefined()
  status?: string;
}

/**
 * GET /projects: empty filters are ignored; `status=open` is what the list always shows. The public list is asked
 * the same few queries all day: the pipe checks each once (`@SamePerQuery`).
 */
@SamePerQuery()
export class ListProjectsQuery {
  @IsOptional()
  @MaxLength(200, tooLong('Zoekterm', 200))
  @IsString()
  @EmptyToUndefined()
  search?: string;

  @IsOptional()
  @IsIn(CATEGORIES, { message: Messages.filterInvalid })
  @EmptyToUndefined()
  category?: string;

  @IsOptional()
  @IsIn(BUDGET_BUCKET_KEYS, { message: Messages.filterInvalid })
  @EmptyToUndefined()
  budget?: string;

  @IsOptional()
  @MaxLength(100, tooLong('Locatie', 100))
  @IsString()
  @EmptyToUndefined()
  location?: string;

  @IsOptional()
  @IsIn(DEADLINE_WINDOW_KEYS, { message: Messages.filterInvalid })
  @EmptyToUndefined()
  deadline?: string;

  @IsOptional()
  @IsIn(['open'], { message: Messages.filterInvalid })
  @EmptyToUndefined()
  status?: string;

  @IsOptional()
  page?: string;

  @IsOptional()
  limit?: string;
}

export class MyProjectsQuery {
  @IsOptional()
  @IsIn([...PROJECT_STATUSES, 'all'], { message: Messages.filterInvalid })
  @EmptyToUndefined()
  status?: string;

  @IsOptional()
  limit?: string;
}
