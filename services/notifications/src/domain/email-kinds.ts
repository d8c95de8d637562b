/** The e-mails a user can switch off, one switch each, all on by default. The reset mail is always sent. */
export const EMAIL_KINDS = [
  'proposal',
  'hired',
  'rejected',
  'delivery',
  'revision',
  'approved',
  'payment',
  'payout',
  'messages',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export type EmailPreferences = Record<EmailKind, boolean>;

/** What each switch is called on the unsubscribe page and in the profile. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  proposal: 'nieuwe voorstellen',
  hired: 'gekozen worden voor een opdracht',
  rejected: 'afgewezen voorstellen',
  delivery: 'opgeleverde content',
  revision: 'revisieverzoeken',
  approved: 'goedgekeurde content',
  payment: 'ontvangen betalingen',
  payout: 'vrijgegeven uitbetalingen',
  messages: 'ongelezen berichten',
};

export const isEmailKind = (value: unknown): value is EmailKind => EMAIL_KINDS.includes(value as EmailKind);

/** Stored preferences over the defaults: a kind never switched is on. */
export function preferencesOf(stored: Partial<Record<string, unknown>> | null | undefined): EmailPreferences {
  return Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, stored?.[kind] !== false])) as EmailPreferences;
}

/** A partial update: only known kinds with a boolean; anything else is refused whole. */
export function preferenceChanges(input: unknown): Partial<EmailPreferences> | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const entries = Object.entries(input as Record<string, unknown>);
  if (entries.some(([kind, on]) => !isEmailKind(kind) || typeof on !== 'boolean')) return null;
  return Object.fromEntries(entries) as Partial<EmailPreferences>;
}
