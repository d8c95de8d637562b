import { cleanDeliverables, cleanList, contentTypeOrDefault, type Deliverable } from './project-rules';
import { eurosToCents } from './money';
import { type ProjectStatus, isBeforeSelection } from './project-status';

/**
 * What the accepted proposal was made against: once a creator is selected these stay as they were, so the
 * creator delivers what she agreed to at the price she agreed to. The rest (title, description, audience,
 * wishes) stays editable until the project is completed.
 */
export const CONTRACT_FIELDS = [
  'budget',
  'deadline',
  'category',
  'contentType',
  'contentFormat',
  'contentRequirements',
  'deliverables',
  'location',
  'preferredCreatorType',
] as const;
export type ContractField = (typeof CONTRACT_FIELDS)[number];

/** How each fixed field is named in the refusal. */
export const CONTRACT_FIELD_NAMES: Readonly<Record<ContractField, string>> = {
  budget: 'budget',
  deadline: 'deadline',
  category: 'categorie',
  contentType: 'soort content',
  contentFormat: 'formaat',
  contentRequirements: 'contentvereisten',
  deliverables: 'deliverables',
  location: 'locatie',
  preferredCreatorType: 'type creator',
};

/** The stored values of the fixed fields. */
export interface ContractTerms {
  budgetCents: number;
  deadline: Date;
  category: string;
  contentType: string;
  contentFormat: string[];
  contentRequirements: string[];
  deliverables: Deliverable[];
  location: string;
  preferredCreatorType: string;
}

/** The fixed fields as an edit form sends them (euros, a day or an ISO time, raw lists). */
export type ContractInput = Partial<Record<ContractField, unknown>>;

/** Whether the owner may still edit anything: not after completion or cancellation. */
export const isEditable = (status: ProjectStatus) => status !== 'completed' && status !== 'cancelled';

/** The fields the owner can no longer change: the contract's once a creator is selected, the budget once the deposit is in. */
export function fixedFields(status: ProjectStatus, depositPaid: boolean): readonly ContractField[] {
  if (!isBeforeSelection(status)) return CONTRACT_FIELDS;
  return depositPaid ? ['budget'] : [];
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Does the sent value of a fixed field differ from the stored one? A value that is not even valid differs. */
function differs(field: ContractField, sent: unknown, terms: ContractTerms): boolean {
  switch (field) {
    case 'budget':
      return typeof sent !== 'number' || eurosToCents(sent) !== terms.budgetCents;
    case 'deadline': {
      // A date input sends the day; the same day is the same deadline.
      const date = typeof sent === 'string' ? new Date(sent) : null;
      return !date || Number.isNaN(date.getTime()) || day(date) !== day(terms.deadline);
    }
    case 'contentType':
      return contentTypeOrDefault(typeof sent === 'string' ? sent : undefined) !== terms.contentType;
    case 'contentFormat':
    case 'contentRequirements':
      return !Array.isArray(sent) || !same(cleanList(sent), terms[field]);
    case 'deliverables':
      return !Array.isArray(sent) || !same(cleanDeliverables(sent), terms.deliverables);
    default:
      return text(sent) !== terms[field];
  }
}

/** The fixed fields the edit would change; a field left out of the edit keeps its value. */
export function changedFixedFields(fixed: readonly ContractField[], input: ContractInput, terms: ContractTerms): ContractField[] {
  return fixed.filter((field) => input[field] !== undefined && differs(field, input[field], terms));
}
