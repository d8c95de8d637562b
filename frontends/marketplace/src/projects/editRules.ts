// The edit form: its values, checks and the body it sends.
import { parseDutchNumber } from '@clipwerk/ui';
export interface EditValues {
  title: string;
  description: string;
  budget: string;
  deadline: string;
  requirements: string;
  industry: string;
  targetAudience: string;
}

export const EDIT_TEXTS = {
  titleRequired: 'Titel is verplicht',
  descriptionRequired: 'Beschrijving is verplicht',
  budgetRequired: 'Budget is verplicht',
  budgetInvalid: 'Het budget moet een bedrag van minimaal €0 zijn',
} as const;

export const REDIRECT_AFTER_SAVE_MS = 1_500;
export const REDIRECT_NO_ACCESS_MS = 2_000;

export function editErrors(values: EditValues): Partial<Record<keyof EditValues, string>> {
  const errors: Partial<Record<keyof EditValues, string>> = {};
  if (!values.title.trim()) errors.title = EDIT_TEXTS.titleRequired;
  if (!values.description.trim()) errors.description = EDIT_TEXTS.descriptionRequired;
  const raw = values.budget.trim();
  const budget = parseDutchNumber(raw);
  if (!raw) errors.budget = EDIT_TEXTS.budgetRequired;
  else if (budget === null || budget < 0) errors.budget = EDIT_TEXTS.budgetInvalid;
  return errors;
}

/** PUT /projects/{id}: a normal save sends the current status unchanged, publish sends 'open'; industry only when filled in. */
export function editPayload(values: EditValues, status: string) {
  const industry = values.industry.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    budget: parseDutchNumber(values.budget) ?? 0,
    deadline: values.deadline || null,
    requirements: values.requirements,
    targetAudience: values.targetAudience.trim(),
    status,
    ...(industry ? { industry } : {}),
  };
}
