// Filter lists of the project list with Dutch labels; the categories are the industry list, 'Overig' included.
import { INDUSTRIES, type Option } from '@clipwerk/ui';

export const CATEGORY_OPTIONS: readonly Option[] = INDUSTRIES;

export const BUDGET_OPTIONS: readonly Option[] = [
  { value: '0-250', label: '€0 - €250' },
  { value: '250-500', label: '€250 - €500' },
  { value: '500-1000', label: '€500 - €1.000' },
  { value: '1000-2500', label: '€1.000 - €2.500' },
  { value: '2500+', label: '€2.500 of meer' },
];

export const DEADLINE_OPTIONS: readonly Option[] = [
  { value: 'today', label: 'Vandaag' },
  { value: 'week', label: 'Binnen een week' },
  { value: 'month', label: 'Binnen een maand' },
  { value: '3months', label: 'Binnen 3 maanden' },
];

export const REFRESH_MS = 30_000;

/** The list call drops filter parameters that are empty, undefined or null. */
export function cleanQuery<T extends Record<string, unknown>>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== '' && value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === ''),
    ),
  ) as Partial<T>;
}
