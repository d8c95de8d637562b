/**
 * A creator's payout account: the bank account at the provider that receives the creator's share. The provider
 * keeps the bank details; we keep its account id, the status and what the creator may see (last four digits,
 * bank, country).
 */

/**
 * - not_connected: no account yet; the creator can start onboarding.
 * - pending: everything is handed in, the provider verifies it (1-2 working days).
 * - active: payouts can be made to the bank account.
 * - restricted: the provider needs more information (also: onboarding not finished).
 */
export const PAYOUT_ACCOUNT_STATUSES = ['not_connected', 'pending', 'active', 'restricted'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

export interface PayoutAccountDetails {
  last4: string;
  bankName: string | null;
  country: string | null;
}

/** What the provider told us about an account at one moment. */
export interface PayoutAccountSnapshot {
  status: PayoutAccountStatus;
  details: PayoutAccountDetails | null;
  /** When the provider's state was observed (a webhook's creation time, or when we re-read the account). */
  observedAt: Date;
}

/**
 * A provider event about an account ("account.updated"), from a webhook, a re-read or the simulator. Its id is
 * claimed once in the provider-event inbox, like a payment's events.
 */
export interface PayoutAccountEvent extends PayoutAccountSnapshot {
  id: string;
  accountId: string;
}

/** An older observation never overwrites a newer one; one of the same moment is applied (it came later). */
export function isNewer(next: Date, current: Date | null): boolean {
  return current === null || next.getTime() >= current.getTime();
}

/** A change worth announcing: another status, or another bank account behind the same status. */
export function isAnnounced(
  before: { status: PayoutAccountStatus; details: PayoutAccountDetails | null },
  after: { status: PayoutAccountStatus; details: PayoutAccountDetails | null },
): boolean {
  if (before.status !== after.status) return true;
  return (
    (before.details?.last4 ?? null) !== (after.details?.last4 ?? null) ||
    (before.details?.bankName ?? null) !== (after.details?.bankName ?? null) ||
    (before.details?.country ?? null) !== (after.details?.country ?? null)
  );
}

/**
 * The common Dutch banks by the four letters of an NL IBAN's bank code (NLkk BBBB 0123456789). A code not in the
 * table leaves the bank unnamed rather than guessed.
 */
const DUTCH_BANKS: Readonly<Record<string, string>> = {
  ABNA: 'ABN AMRO',
  ASNB: 'ASN Bank',
  BUNQ: 'bunq',
  FVLB: 'Van Lanschot Kempen',
  HAND: 'Svenska Handelsbanken',
  INGB: 'ING',
  KNAB: 'Knab',
  NNBA: 'Nationale-Nederlanden Bank',
  RABO: 'Rabobank',
  RBRB: 'RegioBank',
  REVO: 'Revolut',
  SNSB: 'SNS',
  TRIO: 'Triodos Bank',
  VOWA: 'Volkswagen Bank',
};

export function dutchBankName(bankCode: string): string | null {
  return DUTCH_BANKS[bankCode.toUpperCase()] ?? null;
}

/** A Dutch IBAN: NL, two check digits, a four-letter bank code, a ten-digit account number. */
const DUTCH_IBAN = /^NL[0-9]{2}[A-Z]{4}[0-9]{10}$/;

export type IbanCheck =
  { valid: true; last4: string; bankName: string | null; country: 'NL' } | { valid: false; reason: 'invalid' | 'not_dutch' };

/**
 * An IBAN as a creator types it (spaces and lower case allowed) must be Dutch, in the NL format, and pass the
 * ISO 13616 mod-97 check (country and check digits moved to the end, letters as 10..35, remainder 1). Only what
 * a creator may see back is returned, never the number itself.
 */
export function checkDutchIban(raw: string): IbanCheck {
  const iban = raw.replace(/[\s-]+/g, '').toUpperCase();
  if (/^[A-Z]{2}/.test(iban) && !iban.startsWith('NL')) return { valid: false, reason: 'not_dutch' };
  if (!DUTCH_IBAN.test(iban) || !passesMod97(iban)) return { valid: false, reason: 'invalid' };
  return { valid: true, last4: iban.slice(-4), bankName: dutchBankName(iban.slice(4, 8)), country: 'NL' };
}

function passesMod97(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The name on the account as the creator types it: trimmed, spaces collapsed, 2 to 100 characters. */
export function accountHolderName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  return name.length >= 2 && name.length <= 100 ? name : null;
}
