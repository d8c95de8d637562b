// The create wizard's steps, checks and payload: a budget of at least €25, from €0,01 for test accounts.
import { formatMoneyInput, parseMoney } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import type { ProjectBody } from '@clipwerk/contracts/projects';

export const STEPS = ['Basisinformatie', 'Content', 'Budget & timing', 'Controleren'] as const;
export const TITLE_MIN = 5;
export const TITLE_MAX = 100;
export const DESCRIPTION_MIN = 50;
export const MIN_BUDGET_CENTS = 2_500;
/** Accounts the server marks as test accounts may post from €0,01. */
export const TEST_MIN_BUDGET_CENTS = 1;
export const DEFAULT_DEADLINE_DAYS = 30;

export const CONTENT_FORMATS = ['9:16 verticaal', '1:1 vierkant', '16:9 horizontaal', '4:5 portret'] as const;

export const CREATOR_TYPES = [
  { value: 'micro', label: 'Micro (1K-10K volgers)' },
  { value: 'mid-tier', label: 'Mid-tier (10K-100K volgers)' },
  { value: 'macro', label: 'Macro (100K-1M volgers)' },
  { value: 'mega', label: 'Mega (1M+ volgers)' },
  { value: 'no-preference', label: 'Geen voorkeur' },
] as const;

/** What the assignment asks for; the workspace header says it. */
export const CONTENT_TYPES = [
  { value: 'video', label: 'Video' },
  { value: 'foto', label: 'Foto' },
  { value: 'beide', label: 'Video en foto' },
] as const;

export interface WizardDeliverable {
  title: string;
  description: string;
}

export interface WizardValues {
  title: string;
  category: string;
  description: string;
  location: string;
  contentType: string;
  contentFormat: string[];
  contentRequirements: string[];
  deliverables: WizardDeliverable[];
  preferredCreatorType: string;
  targetAudience: string;
  specialRequirements: string;
  /** The product in the brief; no name means no product. The price is typed as money text. */
  productName: string;
  productPrice: string;
  sendProduct: boolean;
  dos: string[];
  donts: string[];
  budget: string;
  deadline: string;
}

export type WizardErrors = Partial<Record<keyof WizardValues, string>>;

/** yyyy-mm-dd of the day `days` from `now`, in local time (what a date input shows). */
export function isoDay(now: Date, days = 0): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function emptyWizard(now = new Date()): WizardValues {
  return {
    title: '',
    category: '',
    description: '',
    location: '',
    contentType: 'video',
    contentFormat: [],
    contentRequirements: [''],
    deliverables: [{ title: '', description: '' }],
    preferredCreatorType: 'no-preference',
    targetAudience: '',
    specialRequirements: '',
    productName: '',
    productPrice: '',
    sendProduct: false,
    dos: [''],
    donts: [''],
    budget: '',
    // Without a choice the deadline is 30 days ahead; the field starts there.
    deadline: isoDay(now, DEFAULT_DEADLINE_DAYS),
  };
}

/** Problems of one step (0-based); the review step checks everything again. */
export function stepErrors(step: number, values: WizardValues, { testAccount = false } = {}): WizardErrors {
  const errors: WizardErrors = {};
  if (step === 0 || step === 3) {
    const title = values.title.trim();
    if (title.length < TITLE_MIN) errors.title = TEXTS.titleTooShort;
    else if (title.length > TITLE_MAX) errors.title = TEXTS.titleTooLong;
    if (!values.category) errors.category = TEXTS.categoryRequired;
    if (!values.description.trim()) errors.description = TEXTS.descriptionRequired;
  }
  if ((step === 1 || step === 3) && values.productPrice.trim()) {
    const price = parseMoney(values.productPrice);
    if (price.error !== null) errors.productPrice = price.error;
  }
  if (step === 2 || step === 3) {
    const budget = parseMoney(values.budget);
    const minimum = testAccount ? TEST_MIN_BUDGET_CENTS : MIN_BUDGET_CENTS;
    if (!values.budget.trim()) errors.budget = TEXTS.budgetRequired;
    else if (budget.error !== null) errors.budget = budget.error;
    else if (budget.cents < minimum) errors.budget = testAccount ? TEXTS.testBudgetTooLow : TEXTS.budgetTooLow;
    if (!values.deadline) errors.deadline = TEXTS.deadlineRequired;
  }
  return errors;
}

export const hasErrors = (errors: WizardErrors) => Object.values(errors).some(Boolean);

/** The step a review-time problem belongs to, so the wizard can go back there. */
export function stepOfField(field: keyof WizardValues): number {
  if (field === 'title' || field === 'category' || field === 'description' || field === 'location') return 0;
  if (field === 'budget' || field === 'deadline') return 2;
  return 1;
}

/** A description under 50 characters is replaced by the server's default text; the review says so. */
export const descriptionWillBeReplaced = (description: string) => description.trim().length < DESCRIPTION_MIN;

const filledEntries = (items: string[]) => items.map((entry) => entry.trim()).filter(Boolean);

/** The brief's product: null without a name (the server keeps no product then). */
function productInfoOf(values: WizardValues) {
  const name = values.productName.trim();
  if (!name) return null;
  const price = values.productPrice.trim() ? parseMoney(values.productPrice).euros : null;
  return { name, category: '', price, sendProduct: values.sendProduct };
}

/** POST /projects: trimmed lists without empty entries. */
export function createPayload(values: WizardValues) {
  const requirements = filledEntries(values.contentRequirements);
  const deliverables = values.deliverables
    .map((item) => ({ title: item.title.trim(), description: item.description.trim() }))
    .filter((item) => item.title);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    contentType: values.contentType,
    category: values.category,
    budget: parseMoney(values.budget).euros ?? 0,
    deadline: values.deadline,
    location: values.location.trim(),
    contentFormat: values.contentFormat,
    contentRequirements: requirements,
    deliverables,
    preferredCreatorType: values.preferredCreatorType === 'no-preference' ? '' : values.preferredCreatorType,
    targetAudience: values.targetAudience.trim(),
    specialRequirements: values.specialRequirements.trim(),
    productInfo: productInfoOf(values),
    dosAndDonts: { dos: filledEntries(values.dos), donts: filledEntries(values.donts) },
    timeline: { startDate: null, endDate: values.deadline || null, milestones: [] },
  };
}

/** The form filled in with a stored project, for the edit screen. */
export function valuesOfProject(project: ProjectBody): WizardValues {
  const list = (items: string[] | undefined) => (items && items.length > 0 ? [...items] : ['']);
  const deliverables = (project.deliverables ?? []).map((item) =>
    typeof item === 'string'
      ? { title: item, description: '' }
      : { title: item.title ?? '', description: item.description ?? '' },
  );
  return {
    title: project.title,
    category: project.category ?? '',
    description: project.description,
    location: project.location ?? '',
    contentType: project.contentType ?? 'beide',
    contentFormat: [...(project.contentFormat ?? [])],
    contentRequirements: list(project.contentRequirements),
    deliverables: deliverables.length > 0 ? deliverables : [{ title: '', description: '' }],
    preferredCreatorType: project.preferredCreatorType || 'no-preference',
    targetAudience: project.targetAudience ?? '',
    specialRequirements: project.specialRequirements ?? '',
    productName: project.productInfo?.name ?? '',
    productPrice: formatMoneyInput(project.productInfo?.price),
    sendProduct: project.productInfo?.sendProduct ?? false,
    dos: list(project.dosAndDonts?.dos),
    donts: list(project.dosAndDonts?.donts),
    budget: formatMoneyInput(project.budget),
    deadline: project.deadline ? project.deadline.slice(0, 10) : '',
  };
}

/** Every problem of the whole form, as the review step checks it; a fixed field is not the owner's to fix. */
export function formErrors(
  values: WizardValues,
  { testAccount = false, fixed = new Set<string>() }: { testAccount?: boolean; fixed?: ReadonlySet<string> } = {},
): WizardErrors {
  const errors = stepErrors(3, values, { testAccount });
  for (const field of fixed) delete errors[field as keyof WizardValues];
  return errors;
}

/**
 * PUT /projects/{id}: the wizard's body, with the status (unchanged, or 'open' to publish). Fixed fields are left
 * out, so they stay as they are; the product and the do's and don'ts are asked only when creating.
 */
export function editPayload(values: WizardValues, status: string, fixed: ReadonlySet<string> = new Set()) {
  const { timeline: _timeline, productInfo: _product, dosAndDonts: _rules, ...body } = createPayload(values);
  const free = Object.fromEntries(Object.entries(body).filter(([field]) => !fixed.has(field)));
  return { ...free, status };
}

/** A failed publish: 'Fout: {message}', a validation list as 'Validatiefouten', else the fallback text. */
export function createFailureText(error: unknown): string {
  const problem = error as { errors?: Array<{ message: string }>; serverMessage?: string } | null;
  if (problem?.errors && problem.errors.length > 0)
    return `${TEXTS.createValidation}: ${problem.errors.map((e) => e.message).join(', ')}`;
  if (problem?.serverMessage) return `Fout: ${problem.serverMessage}`;
  return TEXTS.createFailed;
}
