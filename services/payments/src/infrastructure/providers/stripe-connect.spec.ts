import type Stripe from 'stripe';
import { payoutAccountEventOf, payoutDetailsOfStripeAccount, payoutStatusOfStripeAccount } from './stripe-connect';

/** A Stripe Express account as Stripe sends it, trimmed to what we read, with the given changes. */
function account(changes: Record<string, unknown> = {}): Stripe.Account {
  const base = {
    id: 'acct_1SExpressNL0001',
    object: 'account',
    type: 'express',
    country: 'NL',
    default_currency: 'eur',
    details_submitted: false,
    charges_enabled: false,
    payouts_enabled: false,
    capabilities: { transfers: 'inactive' },
    requirements: {
      currently_due: ['external_account', 'individual.first_name', 'tos_acceptance.date'],
      eventually_due: ['external_account', 'individual.first_name', 'tos_acceptance.date'],
      past_due: ['external_account'],
      pending_verification: [],
      disabled_reason: 'requirements.past_due',
      errors: [],
    },
    external_accounts: { object: 'list', data: [], has_more: false, url: '/v1/accounts/acct_1SExpressNL0001/external_accounts' },
  };
  return { ...base, ...changes } as unknown as Stripe.Account;
}

const ING = {
  id: 'ba_1SIngNL',
  object: 'bank_account',
  account: 'acct_1SExpressNL0001',
  bank_name: 'ING BANK N.V.',
  country: 'NL',
  currency: 'eur',
  default_for_currency: true,
  last4: '4567',
  status: 'new',
};
const noRequirements = {
  currently_due: [],
  eventually_due: [],
  past_due: [],
  pending_verification: [],
  disabled_reason: null,
  errors: [],
};

describe('Stripe Connect account → payout account status', () => {
  it('a freshly created account whose onboarding is not finished is restricted', () => {
    expect(payoutStatusOfStripeAccount(account())).toBe('restricted');
  });

  it('left onboarding half-way (details not submitted, nothing disabled yet): restricted', () => {
    expect(
      payoutStatusOfStripeAccount(account({ requirements: { ...noRequirements, currently_due: ['external_account'] } })),
    ).toBe('restricted');
  });

  it('everything handed in while Stripe verifies: pending', () => {
    const verifying = account({
      details_submitted: true,
      capabilities: { transfers: 'pending' },
      requirements: {
        ...noRequirements,
        pending_verification: ['individual.verification.document'],
        disabled_reason: 'requirements.pending_verification',
      },
    });
    expect(payoutStatusOfStripeAccount(verifying)).toBe('pending');
  });

  it('handed in, nothing due, transfers not active yet: pending', () => {
    expect(
      payoutStatusOfStripeAccount(
        account({ details_submitted: true, capabilities: { transfers: 'pending' }, requirements: noRequirements }),
      ),
    ).toBe('pending');
  });

  it('payouts enabled and transfers active: active, also with requirements due later', () => {
    const active = account({
      details_submitted: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { ...noRequirements, eventually_due: ['individual.id_number'] },
      external_accounts: { object: 'list', data: [ING], has_more: false },
    });
    expect(payoutStatusOfStripeAccount(active)).toBe('active');
  });

  it('information due after onboarding: active while payouts still run, restricted once they stop', () => {
    expect(
      payoutStatusOfStripeAccount(
        account({
          details_submitted: true,
          payouts_enabled: true,
          capabilities: { transfers: 'active' },
          requirements: { ...noRequirements, currently_due: ['individual.verification.document'] },
        }),
      ),
    ).toBe('active');
    expect(
      payoutStatusOfStripeAccount(
        account({
          details_submitted: true,
          payouts_enabled: false,
          capabilities: { transfers: 'inactive' },
          requirements: { ...noRequirements, currently_due: ['individual.verification.document'] },
        }),
      ),
    ).toBe('restricted');
  });

  it.each(['requirements.past_due', 'rejected.fraud', 'platform_paused', 'action_required.requested_capabilities'])(
    'disabled for %s: restricted, even with payouts enabled before',
    (reason) => {
      const disabled = account({
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { transfers: 'active' },
        requirements: { ...noRequirements, disabled_reason: reason },
      });
      expect(payoutStatusOfStripeAccount(disabled)).toBe('restricted');
    },
  );

  it('under review by Stripe: pending', () => {
    expect(
      payoutStatusOfStripeAccount(
        account({ details_submitted: true, requirements: { ...noRequirements, disabled_reason: 'under_review' } }),
      ),
    ).toBe('pending');
  });
});

describe('Stripe Connect account → bank details', () => {
  it('takes the default euro bank account: last four, bank name, country', () => {
    const other = { ...ING, id: 'ba_other', last4: '9999', bank_name: 'Other', default_for_currency: false };
    expect(
      payoutDetailsOfStripeAccount(account({ external_accounts: { object: 'list', data: [other, ING], has_more: false } })),
    ).toEqual({ last4: '4567', bankName: 'ING BANK N.V.', country: 'NL' });
  });

  it('none while no bank account is on file, and cards are not bank accounts', () => {
    expect(payoutDetailsOfStripeAccount(account())).toBeNull();
    const card = { id: 'card_1', object: 'card', last4: '4242', brand: 'Visa', country: 'NL' };
    expect(
      payoutDetailsOfStripeAccount(account({ external_accounts: { object: 'list', data: [card], has_more: false } })),
    ).toBeNull();
  });
});

describe('account.updated → provider event', () => {
  it('carries the account id, the mapped state and the event creation time', () => {
    const event = {
      id: 'evt_1SAccountUpdated',
      object: 'event',
      type: 'account.updated',
      created: 1_763_640_000,
      account: 'acct_1SExpressNL0001',
      data: {
        object: account({
          details_submitted: true,
          payouts_enabled: true,
          capabilities: { transfers: 'active' },
          requirements: noRequirements,
          external_accounts: { object: 'list', data: [ING], has_more: false },
        }),
      },
    } as unknown as Stripe.Event;
    expect(payoutAccountEventOf(event)).toEqual({
      id: 'evt_1SAccountUpdated',
      accountId: 'acct_1SExpressNL0001',
      status: 'active',
      details: { last4: '4567', bankName: 'ING BANK N.V.', country: 'NL' },
      observedAt: new Date(1_763_640_000_000),
    });
  });

  it('other events are not about payout accounts', () => {
    expect(
      payoutAccountEventOf({ id: 'evt_2', type: 'charge.refunded', data: { object: {} } } as unknown as Stripe.Event),
    ).toBeNull();
  });
});
