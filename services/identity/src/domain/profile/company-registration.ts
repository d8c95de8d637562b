/** A KvK number: the Chamber of Commerce's eight digits. */
export const KVK_NUMBER = /^\d{8}$/;
/** A Dutch VAT number: NL, nine digits, B, two digits. */
export const BTW_NUMBER = /^NL\d{9}B\d{2}$/;

/** As typed (spaces, dots, lower case) to the stored form; empty means none. */
export function normalizeRegistrationNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/[\s.]/g, '').toUpperCase();
  return compact === '' ? null : compact;
}
