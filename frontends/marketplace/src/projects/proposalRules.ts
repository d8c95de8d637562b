// The creator's proposal form: motivation 50-1000 characters with a live counter, a price of at least €1 (cents
// allowed, typed the Dutch way), a whole delivery time of at least 1 day, an optional note on approach and earlier work.
import { parseMoney } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';

export const MOTIVATION_MIN = 50;
export const MOTIVATION_MAX = 1000;
export const PRICE_MIN_CENTS = 100;

export interface ProposalValues {
  coverLetter: string;
  price: string;
  deliveryTimeInDays: string;
  previousWork: string;
}

export const EMPTY_PROPOSAL: ProposalValues = { coverLetter: '', price: '', deliveryTimeInDays: '', previousWork: '' };

const WHOLE = /^\s*\d+\s*$/;

export function proposalErrors(values: ProposalValues): Partial<Record<keyof ProposalValues, string>> {
  const errors: Partial<Record<keyof ProposalValues, string>> = {};
  const motivation = values.coverLetter.trim();
  if (!motivation) errors.coverLetter = TEXTS.motivationRequired;
  else if (motivation.length < MOTIVATION_MIN) errors.coverLetter = TEXTS.motivationTooShort;
  else if (motivation.length > MOTIVATION_MAX) errors.coverLetter = TEXTS.motivationTooLong;

  const price = parseMoney(values.price);
  if (!values.price.trim()) errors.price = TEXTS.priceRequired;
  else if (price.error !== null) errors.price = price.error;
  else if (price.cents < PRICE_MIN_CENTS) errors.price = TEXTS.priceTooLow;

  if (!values.deliveryTimeInDays.trim()) errors.deliveryTimeInDays = TEXTS.deliveryRequired;
  else if (!WHOLE.test(values.deliveryTimeInDays) || Number(values.deliveryTimeInDays) < 1)
    errors.deliveryTimeInDays = TEXTS.deliveryInvalid;
  return errors;
}

/** The body of POST /proposals/project/{id}: the price in euros (up to two decimals), whole days. */
export function proposalPayload(values: ProposalValues) {
  return {
    motivation: values.coverLetter.trim(),
    approach: values.previousWork.trim(),
    price: parseMoney(values.price).euros,
    deliveryTimeInDays: Number.parseInt(values.deliveryTimeInDays, 10),
  };
}

/** '120 / 1000 tekens', counting what will be sent. */
export const motivationCounter = (text: string) => `${text.trim().length} / ${MOTIVATION_MAX} tekens`;

/** A failed submit: a validation list as 'Validatiefouten:' plus one line per message; else 'Fout: ' plus the server's message. */
export function submitFailureText(error: unknown): string {
  const problem = error as { errors?: Array<{ message: string }>; serverMessage?: string } | null;
  if (problem?.errors && problem.errors.length > 0)
    return [TEXTS.proposalValidation, ...problem.errors.map((e) => e.message)].join('\n');
  if (problem?.serverMessage) return `Fout: ${problem.serverMessage}`;
  return TEXTS.proposalFailed;
}
