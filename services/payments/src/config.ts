import { ConfigError, num, readConfig, str } from '@clipwerk/kit';
import { assertPercent, DEFAULT_PLATFORM_FEE_PERCENT } from './domain/fee-policy';
import { DEFAULT_FINAL_PAYMENT_DUE_MINUTES } from './domain/final-payment-deadline';
import { DEFAULT_HOLD_DAYS } from './domain/money-policy';

/** Payments' own environment, next to the platform's (DATABASE_URL, PUBLIC_URL, ... in the kit). */
export const paymentsConfigSpec = {
  /** Real payments through Stripe when set; the simulated provider otherwise (embedded default). */
  STRIPE_SECRET_KEY: str({ default: '' }),
  /** The webhook signing secret (`whsec_...`); required together with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: str({ default: '' }),
  /** The signing secret of the Connect webhook endpoint (creators' connected accounts); optional. */
  STRIPE_CONNECT_WEBHOOK_SECRET: str({ default: '' }),
  /** The publishable key (`pk_...`) the card dialog confirms with in the browser; without it, pay by card via checkout. */
  STRIPE_PUBLISHABLE_KEY: str({ default: '' }),
  /** Point the SDK at another host (a local fake in tests); empty means api.stripe.com. */
  STRIPE_API_HOST: str({ default: '' }),
  STRIPE_API_PORT: num({ default: 443 }),
  STRIPE_API_PROTOCOL: str({ choices: ['https', 'http'], default: 'https' }),
  /** The platform fee in whole percent (creator share = 100 - this). One value, used everywhere. */
  PLATFORM_FEE_PERCENT: num({ default: DEFAULT_PLATFORM_FEE_PERCENT }),
  /** Days the creator's share is held after the final payment (the dispute window of the terms). */
  PAYOUT_HOLD_DAYS: num({ default: DEFAULT_HOLD_DAYS }),
  /** Shortens the hold to this many minutes for a demo (`make start`); empty keeps the days of the terms. */
  PAYOUT_HOLD_MINUTES: str({ default: '' }),
  /** How often each replica's release job looks for due payouts; 0 turns the job off (tests run it by hand). */
  PAYOUT_RELEASE_INTERVAL_MS: num({ default: 60_000 }),
  /** Payouts one run claims at a time (small batches keep row locks short and share the work between replicas). */
  PAYOUT_RELEASE_BATCH: num({ default: 25 }),
  /** An attempt older than this that never finished (its run crashed) is taken again, with the same key. */
  PAYOUT_RELEASE_LEASE_MS: num({ default: 10 * 60_000 }),
  /** Minutes after approval the final payment is due (`make start`: 5); reminders go half way and a day before. */
  FINAL_PAYMENT_DUE_MINUTES: num({ default: DEFAULT_FINAL_PAYMENT_DUE_MINUTES }),
  /** How often each replica looks for final-payment reminders and overdue payments; 0 turns the job off. */
  FINAL_PAYMENT_DEADLINE_INTERVAL_MS: num({ default: 30_000 }),
};

/** The release job's settings. */
export interface PayoutReleaseSettings {
  intervalMs: number;
  batchSize: number;
  leaseMs: number;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Empty when connected accounts' events are not sent to a Connect endpoint of their own. */
  connectWebhookSecret: string;
  publishableKey: string | null;
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export interface PaymentsConfig {
  stripe: StripeSettings | null;
  platformFeePercent: number;
  holdDays: number;
  /** Set only to shorten the hold for a demo: then the hold is this many minutes. */
  holdMinutes: number | null;
  release: PayoutReleaseSettings;
  finalPaymentDueMinutes: number;
  finalPaymentDeadlineIntervalMs: number;
}

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');

export function readPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const raw = readConfig(paymentsConfigSpec, env);
  const problems: string[] = [];
  if (Boolean(raw.STRIPE_SECRET_KEY) !== Boolean(raw.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  try {
    assertPercent(raw.PLATFORM_FEE_PERCENT);
  } catch {
    problems.push('PLATFORM_FEE_PERCENT: a whole number from 0 to 100');
  }
  if (!Number.isInteger(raw.PAYOUT_HOLD_DAYS) || raw.PAYOUT_HOLD_DAYS < 0) {
    problems.push('PAYOUT_HOLD_DAYS: a whole number of days, 0 or more');
  }
  const holdMinutes = raw.PAYOUT_HOLD_MINUTES === '' ? null : Number(raw.PAYOUT_HOLD_MINUTES);
  if (holdMinutes !== null && (!Number.isInteger(holdMinutes) || holdMinutes < 0)) {
    problems.push('PAYOUT_HOLD_MINUTES: empty, or a whole number of minutes, 0 or more');
  }
  for (const [name, value, min] of [
    ['PAYOUT_RELEASE_INTERVAL_MS', raw.PAYOUT_RELEASE_INTERVAL_MS, 0],
    ['PAYOUT_RELEASE_BATCH', raw.PAYOUT_RELEASE_BATCH, 1],
    ['PAYOUT_RELEASE_LEASE_MS', raw.PAYOUT_RELEASE_LEASE_MS, 1],
    ['FINAL_PAYMENT_DUE_MINUTES', raw.FINAL_PAYMENT_DUE_MINUTES, 1],
    ['FINAL_PAYMENT_DEADLINE_INTERVAL_MS', raw.FINAL_PAYMENT_DEADLINE_INTERVAL_MS, 0],
  ] as const) {
    if (!Number.isInteger(value) || value < min) problems.push(`${name}: a whole number, ${min} or more`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    stripe: raw.STRIPE_SECRET_KEY
      ? {
          secretKey: raw.STRIPE_SECRET_KEY,
          webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
          connectWebhookSecret: raw.STRIPE_CONNECT_WEBHOOK_SECRET,
          publishableKey: raw.STRIPE_PUBLISHABLE_KEY || null,
          api: raw.STRIPE_API_HOST
            ? { host: raw.STRIPE_API_HOST, port: raw.STRIPE_API_PORT, protocol: raw.STRIPE_API_PROTOCOL as 'http' | 'https' }
            : null,
        }
      : null,
    platformFeePercent: raw.PLATFORM_FEE_PERCENT,
    holdDays: raw.PAYOUT_HOLD_DAYS,
    holdMinutes,
    release: {
      intervalMs: raw.PAYOUT_RELEASE_INTERVAL_MS,
      batchSize: raw.PAYOUT_RELEASE_BATCH,
      leaseMs: raw.PAYOUT_RELEASE_LEASE_MS,
    },
    finalPaymentDueMinutes: raw.FINAL_PAYMENT_DUE_MINUTES,
    finalPaymentDeadlineIntervalMs: raw.FINAL_PAYMENT_DEADLINE_INTERVAL_MS,
  };
}

/** Who issues the invoices: the platform's own name, address and registration numbers, printed on every PDF. */
export const invoiceIssuerConfigSpec = {
  INVOICE_ISSUER_NAME: str({ default: 'Clipwerk B.V.' }),
  INVOICE_ISSUER_ADDRESS: str({ default: 'Amsterdam' }),
  /** Empty leaves the line off (a development machine has no registration of its own). */
  INVOICE_ISSUER_KVK: str({ default: '' }),
  INVOICE_ISSUER_BTW: str({ default: '' }),
};

export interface InvoiceIssuer {
  name: string;
  address: string;
  kvkNumber: string | null;
  btwNumber: string | null;
}

export const INVOICE_ISSUER = Symbol('INVOICE_ISSUER');

export function readInvoiceIssuer(env: NodeJS.ProcessEnv = process.env): InvoiceIssuer {
  const raw = readConfig(invoiceIssuerConfigSpec, env);
  return {
    name: raw.INVOICE_ISSUER_NAME,
    address: raw.INVOICE_ISSUER_ADDRESS,
    kvkNumber: raw.INVOICE_ISSUER_KVK || null,
    btwNumber: raw.INVOICE_ISSUER_BTW || null,
  };
}
