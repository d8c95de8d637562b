import {
  BUDGET_TYPES,
  type BudgetType,
  CATEGORIES,
  type Category,
  CONTENT_TYPES,
  type ContentType,
  DEFAULT_CONTENT_TYPE,
  DEFAULT_COUNTRY,
} from './catalog';
import { Messages } from './messages';
import { eurosToCents } from './money';

/** Rules for what a project may contain, with no framework and no I/O. */

export const TITLE_MIN = 5;
export const TITLE_MAX = 100;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 10_000;
export const DEFAULT_BUDGET_EUROS = 100;
export const DEFAULT_DEADLINE_DAYS = 30;
export const MIN_BUDGET_CENTS = 2_500;
/** Configured test accounts (the demo company) may post from €0.01, for trying payments cheaply. */
export const TEST_ACCOUNT_MIN_BUDGET_CENTS = 1;
export const MAX_BUDGET_CENTS = 100_000_000;
export const MAX_LIST_ENTRIES = 30;
export const TEXT_MAX = 2_000;

export interface FieldProblem {
  field: string;
  message: string;
}

export interface Deliverable {
  title: string;
  description: string;
}

export interface Timeline {
  startDate: string | null;
  endDate: string | null;
  milestones: string[];
}

/** The product the video is about, as the company describes it; the price in whole cents. */
export interface ProductInfo {
  name: string;
  category: string;
  priceCents: number | null;
  /** Whether the company sends the product to the creator. */
  sendProduct: boolean;
}

/** What the creator should and should not do in the content. */
export interface DosAndDonts {
  dos: string[];
  donts: string[];
}

/** The create wizard's payload, shape-checked by the DTO but not yet cleaned. */
export interface NewProjectInput {
  title?: string;
  description?: string;
  category?: string;
  budget?: number | null;
  budgetType?: string;
  deadline?: string | null;
  location?: string;
  contentType?: string;
  contentFormat?: unknown[];
  contentRequirements?: unknown[];
  deliverables?: unknown[];
  preferredCreatorType?: string;
  specialRequirements?: string;
  targetAudience?: string;
  industry?: string;
  requirements?: string | string[];
  timeline?: { startDate?: string | null; endDate?: string | null; milestones?: unknown[] };
  desiredCreatorProfile?: { location?: { country?: string } };
  productInfo?: { name?: string; category?: string; price?: number | null; sendProduct?: boolean };
  dosAndDonts?: { dos?: unknown[]; donts?: unknown[] };
}

/** A project as it will be stored. */
export interface NewProject {
  title: string;
  description: string;
  category: Category;
  contentType: ContentType;
  contentFormat: string[];
  contentRequirements: string[];
  deliverables: Deliverable[];
  budgetCents: number;
  budgetType: BudgetType;
  deadline: Date;
  location: string;
  preferredCreatorType: string;
  specialRequirements: string;
  targetAudience: string;
  industry: string;
  requirements: string;
  timeline: Timeline;
  desiredCountry: string;
  productInfo: ProductInfo | null;
  dosAndDonts: DosAndDonts;
}

export function titleProblem(title: string): string | null {
  if (title.length < TITLE_MIN) return Messages.titleTooShort;
  if (title.length > TITLE_MAX) return Messages.titleTooLong;
  return null;
}

export function minimumBudgetCents(testAccount: boolean): number {
  return testAccount ? TEST_ACCOUNT_MIN_BUDGET_CENTS : MIN_BUDGET_CENTS;
}

export function budgetProblem(budgetCents: number, testAccount: boolean): string | null {
  if (!Number.isFinite(budgetCents)) return Messages.budgetInvalid;
  if (budgetCents < minimumBudgetCents(testAccount)) return testAccount ? Messages.testBudgetTooLow : Messages.budgetTooLow;
  if (budgetCents > MAX_BUDGET_CENTS) return Messages.budgetTooHigh;
  return null;
}

/** A description under 50 characters (or none) becomes the default text. */
export function descriptionOrDefault(description: string | undefined): string {
  const text = (description ?? '').trim();
  return text.length < DESCRIPTION_MIN ? Messages.defaultDescription : text.slice(0, DESCRIPTION_MAX);
}

/** An empty deadline is 30 days from now. Undefined means "not a date". */
export function deadlineOrDefault(value: string | null | undefined, now: Date): Date | undefined {
  if (value === undefined || value === null || String(value).trim() === '') {
    return new Date(now.getTime() + DEFAULT_DEADLINE_DAYS * 24 * 3600 * 1000);
  }
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A deadline earlier than today is refused; today itself is fine (the date picker sends midnight). */
export function deadlineProblem(deadline: Date | undefined, now: Date): string | null {
  if (!deadline) return Messages.deadlineInvalid;
  const startOfToday = new Date(now);
  startOfToday.setUTCHours(0, 0, 0, 0);
  return deadline.getTime() < startOfToday.getTime() - 24 * 3600 * 1000 ? Messages.deadlineInPast : null;
}

/** Requirement and deliverable entries are trimmed and dropped when empty. */
export function cleanList(list: unknown[] | undefined): string[] {
  return (list ?? [])
    .map((entry) => (typeof entry === 'string' ? entry.trim().slice(0, TEXT_MAX) : ''))
    .filter(Boolean)
    .slice(0, MAX_LIST_ENTRIES);
}

/** Deliverables come as strings or `{ title, description }`; both are stored as objects. */
export function cleanDeliverables(list: unknown[] | undefined): Deliverable[] {
  return (list ?? [])
    .map((entry) => {
      if (typeof entry === 'string') return { title: entry.trim(), description: '' };
      if (entry && typeof entry === 'object') {
        const { title, description } = entry as Record<string, unknown>;
        return {
          title: typeof title === 'string' ? title.trim() : '',
          description: typeof description === 'string' ? description.trim() : '',
        };
      }
      return { title: '', description: '' };
    })
    .filter((item) => item.title !== '')
    .map((item) => ({ title: item.title.slice(0, TEXT_MAX), description: item.description.slice(0, TEXT_MAX) }))
    .slice(0, MAX_LIST_ENTRIES);
}

/** The edit form sends requirements as one text, older clients as a list: stored as one text. */
export function requirementsText(value: string | string[] | undefined): string {
  if (Array.isArray(value)) return cleanList(value).join('\n');
  return (value ?? '').trim().slice(0, TEXT_MAX);
}

const text = (value: string | undefined) => (value ?? '').trim().slice(0, TEXT_MAX);

/** An empty content type asks for both video and photos; anything outside the list is undefined (refused). */
export function contentTypeOrDefault(value: string | undefined): ContentType | undefined {
  const type = (value ?? '').trim();
  if (type === '') return DEFAULT_CONTENT_TYPE;
  return (CONTENT_TYPES as readonly string[]).includes(type) ? (type as ContentType) : undefined;
}

/** Product info without a name, category or price is no product info (null); a price is euros to whole cents. */
export function cleanProductInfo(input: NewProjectInput['productInfo']): ProductInfo | null {
  if (!input) return null;
  const price = input.price === undefined || input.price === null ? null : eurosToCents(input.price);
  const info = {
    name: text(input.name),
    category: text(input.category),
    priceCents: price,
    sendProduct: input.sendProduct === true,
  };
  return info.name || info.category || info.priceCents !== null ? info : null;
}

/** Missing budget → €100; otherwise euros rounded to whole cents. */
export function budgetCentsOrDefault(budget: number | null | undefined): number {
  return budget === undefined || budget === null ? eurosToCents(DEFAULT_BUDGET_EUROS) : eurosToCents(budget);
}

/** The create wizard's payload cleaned and checked: the project to store, or the problems per field. */
export function prepareNewProject(
  input: NewProjectInput,
  context: { testAccount: boolean; now: Date },
): { project: NewProject; problems: [] } | { project: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const title = (input.title ?? '').trim();
  const titleIssue = titleProblem(title);
  if (titleIssue) problems.push({ field: 'title', message: titleIssue });

  const budgetCents = budgetCentsOrDefault(input.budget);
  const budgetIssue = budgetProblem(budgetCents, context.testAccount);
  if (budgetIssue) problems.push({ field: 'budget', message: budgetIssue });

  const category = (input.category ?? '').trim() || 'other';
  if (!(CATEGORIES as readonly string[]).includes(category))
    problems.push({ field: 'category', message: Messages.categoryInvalid });

  const deadline = deadlineOrDefault(input.deadline, context.now);
  const deadlineIssue = deadlineProblem(deadline, context.now);
  if (deadlineIssue) problems.push({ field: 'deadline', message: deadlineIssue });

  const contentType = contentTypeOrDefault(input.contentType);
  if (!contentType) problems.push({ field: 'contentType', message: Messages.contentTypeInvalid });

  const productPrice = input.productInfo?.price;
  if (
    productPrice !== undefined &&
    productPrice !== null &&
    !(productPrice >= 0 && eurosToCents(productPrice) <= MAX_BUDGET_CENTS)
  )
    problems.push({ field: 'productInfo.price', message: Messages.productPriceInvalid });

  if (problems.length > 0) return { project: null, problems };
  const budgetType = (BUDGET_TYPES as readonly string[]).includes(input.budgetType ?? '')
    ? (input.budgetType as BudgetType)
    : 'fixed';
  return {
    problems: [],
    project: {
      title,
      description: descriptionOrDefault(input.description),
      category: category as Category,
      contentType: contentType as ContentType,
      contentFormat: cleanList(input.contentFormat),
      contentRequirements: cleanList(input.contentRequirements),
      deliverables: cleanDeliverables(input.deliverables),
      budgetCents,
      budgetType,
      deadline: deadline as Date,
      location: text(input.location),
      preferredCreatorType: text(input.preferredCreatorType),
      specialRequirements: text(input.specialRequirements),
      targetAudience: text(input.targetAudience),
      industry: text(input.industry),
      requirements: requirementsText(input.requirements),
      timeline: {
        startDate: input.timeline?.startDate || null,
        endDate: input.timeline?.endDate || null,
        milestones: cleanList(input.timeline?.milestones),
      },
      desiredCountry: text(input.desiredCreatorProfile?.location?.country) || DEFAULT_COUNTRY,
      productInfo: cleanProductInfo(input.productInfo),
      dosAndDonts: { dos: cleanList(input.dosAndDonts?.dos), donts: cleanList(input.dosAndDonts?.donts) },
    },
  };
}

/** The edit form: the create wizard's fields; title, description and budget required, the rest optional. */
export interface ProjectEditInput {
  title?: string;
  description?: string;
  budget?: number | null;
  deadline?: string | null;
  requirements?: string | string[];
  targetAudience?: string;
  industry?: string;
  category?: string;
  location?: string;
  contentType?: string;
  contentFormat?: unknown[];
  contentRequirements?: unknown[];
  deliverables?: unknown[];
  preferredCreatorType?: string;
  specialRequirements?: string;
}

export interface ProjectEdit {
  title: string;
  description: string;
  budgetCents?: number;
  deadline?: Date;
  requirements?: string;
  targetAudience?: string;
  industry?: string;
  category?: Category;
  location?: string;
  contentType?: ContentType;
  contentFormat?: string[];
  contentRequirements?: string[];
  deliverables?: Deliverable[];
  preferredCreatorType?: string;
  specialRequirements?: string;
}

/**
 * The edit form cleaned and checked with the create wizard's rules. `fixed` names the fields that no longer
 * change (the contract's, once a creator is selected): they are neither checked nor part of the edit.
 */
export function prepareProjectEdit(
  input: ProjectEditInput,
  context: { testAccount: boolean; now: Date; fixed?: readonly string[] },
): { edit: ProjectEdit; problems: [] } | { edit: null; problems: FieldProblem[] } {
  const open = (field: keyof ProjectEditInput) => !(context.fixed ?? []).includes(field) && input[field] !== undefined;
  const problems: FieldProblem[] = [];
  const title = (input.title ?? '').trim();
  const titleIssue = titleProblem(title);
  if (titleIssue) problems.push({ field: 'title', message: titleIssue });
  const description = (input.description ?? '').trim();
  if (!description) problems.push({ field: 'description', message: Messages.descriptionRequired });
  const budgetRequired = !(context.fixed ?? []).includes('budget');
  const budgetCents = input.budget === undefined || input.budget === null ? Number.NaN : eurosToCents(input.budget);
  const budgetIssue = budgetRequired ? budgetProblem(budgetCents, context.testAccount) : null;
  if (budgetIssue) problems.push({ field: 'budget', message: budgetIssue });
  let deadline: Date | undefined;
  if (open('deadline') && input.deadline !== null && String(input.deadline).trim() !== '') {
    deadline = deadlineOrDefault(input.deadline, context.now);
    const deadlineIssue = deadlineProblem(deadline, context.now);
    if (deadlineIssue) problems.push({ field: 'deadline', message: deadlineIssue });
  }
  const category = open('category') ? input.category?.trim() : undefined;
  if (category && !(CATEGORIES as readonly string[]).includes(category))
    problems.push({ field: 'category', message: Messages.categoryInvalid });
  const contentType = open('contentType') ? contentTypeOrDefault(input.contentType) : null;
  if (contentType === undefined) problems.push({ field: 'contentType', message: Messages.contentTypeInvalid });
  if (problems.length > 0) return { edit: null, problems };
  const edit: ProjectEdit = { title, description: description.slice(0, DESCRIPTION_MAX) };
  if (budgetRequired) edit.budgetCents = budgetCents;
  if (deadline) edit.deadline = deadline;
  if (contentType) edit.contentType = contentType;
  if (open('contentFormat')) edit.contentFormat = cleanList(input.contentFormat);
  if (open('contentRequirements')) edit.contentRequirements = cleanList(input.contentRequirements);
  if (open('deliverables')) edit.deliverables = cleanDeliverables(input.deliverables);
  if (open('preferredCreatorType')) edit.preferredCreatorType = text(input.preferredCreatorType);
  if (input.specialRequirements !== undefined) edit.specialRequirements = text(input.specialRequirements);
  if (input.requirements !== undefined) edit.requirements = requirementsText(input.requirements);
  if (input.targetAudience !== undefined) edit.targetAudience = text(input.targetAudience);
  // An industry that is empty after trimming leaves the stored one as it is.
  if (input.industry?.trim()) edit.industry = text(input.industry);
  if (category) edit.category = category as Category;
  if (open('location')) edit.location = text(input.location);
  return { edit, problems: [] };
}
