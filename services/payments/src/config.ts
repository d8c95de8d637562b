import { ConfigError, num, readConfig, str } from '@clipwerk/kit';
import { assertPercent, DEFAULT_PLATFORM_FEE_PERCENT } from './domain/fee-policy';
import { DEFAULT_HOLD_DAYS } from './domain/money-policy';

/** Payments' own environment, next to the platform's (DATABASE_URL, PUBLIC_URL, ... in the kit). */
export const paymentsConfigSpec = {
  /** Real payments through Stripe when set; the simulated provider otherwise (embedded default). */
  STRIPE_SECRET_KEY: str({ default: '' }),
  /** The webhook signing secret (`whsec_...`); required together with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: str({ default: '' }),
  /** The signing secret of the Connect webhook endpoint (creators' connected accounts); optional. */
  STRIPE_CONNECT_WEBHOOK_SECRET: str({ default: '' }),
  /** Point the SDK at another host (a local fake in tests); empty means api.stripe.com. */
  STRIPE_API_HOST: str({ default: '' }),
  STRIPE_API_PORT: num({ default: 443 }),
  STRIPE_API_PROTOCOL: str({ choices: ['https', 'http'], default: 'https' }),
  /** The platform fee in whole percent (creator share = 100 - this). One value, used everywhere. */
  PLATFORM_FEE_PERCENT: num({ default: DEFAULT_PLATFORM_FEE_PERCENT }),
  /** Days the creator's share is held after the final payment (the dispute window of the terms). */
  PAYOUT_HOLD_DAYS: num({ default: DEFAULT_HOLD_DAYS }),
};

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Empty when connected accounts' events are not sent to a Connect endpoint of their own. */
  connectWebhookSecret: string;
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export interface PaymentsConfig {
  stripe: StripeSettings | null;
  platformFeePercent: number;
  holdDays: number;
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
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    stripe: raw.STRIPE_SECRET_KEY
      ? {
          secretKey: raw.STRIPE_SECRET_KEY,
          webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
          connectWebhookSecret: raw.STRIPE_CONNECT_WEBHOOK_SECRET,
          api: raw.STRIPE_API_HOST
            ? { host: raw.STRIPE_API_HOST, port: raw.STRIPE_API_PORT, protocol: raw.STRIPE_API_PROTOCOL as 'http' | 'https' }
            : null,
        }
      : null,
    platformFeePercent: raw.PLATFORM_FEE_PERCENT,
    holdDays: raw.PAYOUT_HOLD_DAYS,
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
