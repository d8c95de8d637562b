import { decodeEnvelope } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { Messages } from '../src/domain/messages';
import { startFakeStripeApi } from './support/fake-stripe-api';
import { bearer, outboxEvents, type PaymentsTestApp, PUBLIC_URL, startPaymentsApp } from './support/payments-test-app';

const STATUS = '/api/users/me/stripe/status';
const CONNECT = '/api/users/me/stripe/connect';
const REFRESH = '/api/users/me/stripe/refresh';
const SIMULATE = '/api/users/me/stripe/simulate-onboarding';

async function creator(payments: PaymentsTestApp) {
  const id = randomUUID();
  return { id, token: await payments.token('creator', id) };
}

async function published(payments: PaymentsTestApp, creatorId: string) {
  const rows = await outboxEvents(payments, PaymentEvents.PayoutAccountUpdated.type, creatorId);
  return rows.map((row) => decodeEnvelope(row.envelope).event.payload as Record<string, unknown>);
}

describe('payout account with the simulated provider (real PostgreSQL)', () => {
  let payments: PaymentsTestApp;

  beforeAll(async () => {
    payments = await startPaymentsApp();
  });

  afterAll(async () => {
    await payments.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    payments.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function connected(who: { token: string }) {
    const response = await call('POST', CONNECT, who.token);
    expect(response.statusCode).toBe(200);
    const onboardingUrl: string = response.json().data.onboardingUrl;
    return { onboardingUrl, account: new URL(onboardingUrl).searchParams.get('account')! };
  }

  it('a creator who never connected reads not_connected, without account details', async () => {
    const response = await call('GET', STATUS, (await creator(payments)).token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'not_connected', statusLabel: 'Niet gekoppeld', accountDetails: null, updatedAt: null },
    });
  });

  it.each([
    ['GET', STATUS],
    ['POST', CONNECT],
    ['POST', REFRESH],
    ['POST', SIMULATE],
  ] as const)('a company gets 403 with the Dutch message on %s %s, and no account is opened', async (method, url) => {
    const companyId = randomUUID();
    const response = await call(method, url, await payments.token('bedrijf', companyId), {
      account: 'sim_acct_x',
      iban: 'NL91ABNA0417164300',
      accountHolderName: 'Koffie & Co BV',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'AUTH.FORBIDDEN', message: Messages.payoutCreatorsOnly });
    expect(await payments.db.query(`SELECT 1 FROM payments.payout_account WHERE creator_id = $1`, [companyId])).toEqual([]);
  });

  it('without a token the payout account is not there for anyone (401)', async () => {
    expect((await payments.inject({ method: 'GET', url: STATUS })).statusCode).toBe(401);
  });

  it('connect → onboarding page → IBAN: active with last four digits, bank and country NL, announced twice', async () => {
    const sanne = await creator(payments);
    const { onboardingUrl, account } = await connected(sanne);
    expect(onboardingUrl).toBe(`${PUBLIC_URL}/payout-onboarding?account=${account}`);
    expect(account).toMatch(/^sim_acct_[0-9a-f]{16}$/);

    const started = (await call('GET', STATUS, sanne.token)).json().data;
    expect(started).toMatchObject({ status: 'restricted', statusLabel: 'Meer informatie nodig', accountDetails: null });

    const done = await call('POST', SIMULATE, sanne.token, {
      account,
      iban: 'nl20 ingb 0001 2345 67',
      accountHolderName: 'Sanne de Vries',
    });
    expect(done.statusCode).toBe(200);
    const status = (await call('GET', STATUS, sanne.token)).json().data;
    expect(status).toMatchObject({
      status: 'active',
      statusLabel: 'Actief',
      accountDetails: { last4: '4567', bankName: 'ING', country: 'NL' },
    });
    expect(done.json().data).toEqual(status);

    // The IBAN itself is kept nowhere: not on the row, not in the provider-event inbox.
    const rows = JSON.stringify(
      await payments.db.query(`SELECT * FROM payments.payout_account WHERE creator_id = $1`, [sanne.id]),
    );
    const inbox = JSON.stringify(
      await payments.db.query(`SELECT * FROM payments.provider_event WHERE event_id LIKE $1`, [`%${account}%`]),
    );
    for (const stored of [rows, inbox]) expect(stored).not.toMatch(/0001234567|INGB0001/);

    expect(await published(payments, sanne.id)).toEqual([
      expect.objectContaining({
        creatorId: sanne.id,
        provider: 'simulated',
        status: 'restricted',
        previousStatus: 'not_connected',
      }),
      expect.objectContaining({
        creatorId: sanne.id,
        providerAccountId: account,
        status: 'active',
        previousStatus: 'restricted',
        last4: '4567',
        bankName: 'ING',
        country: 'NL',
      }),
    ]);
  });

  it('connect again keeps the same account and announces nothing new', async () => {
    const bram = await creator(payments);
    const first = await connected(bram);
    const [second, third] = await Promise.all([connected(bram), connected(bram)]);
    expect([second.account, third.account]).toEqual([first.account, first.account]);
    expect(
      await payments.db.query(`SELECT count(*)::int AS n FROM payments.payout_account WHERE creator_id = $1`, [bram.id]),
    ).toEqual([{ n: 1 }]);
    expect(await published(payments, bram.id)).toHaveLength(1);
  });

  it('a wrong IBAN is refused with 400 and "Ongeldig IBAN-nummer"; the account stays as it was', async () => {
    const lotte = await creator(payments);
    const { account } = await connected(lotte);
    const response = await call('POST', SIMULATE, lotte.token, {
      account,
      iban: 'NL92ABNA0417164300',
      accountHolderName: 'Lotte Jansen',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'PAYMENTS.IBAN_INVALID',
      message: 'Ongeldig IBAN-nummer',
      errors: [{ field: 'iban', message: 'Ongeldig IBAN-nummer' }],
    });
    const foreign = await call('POST', SIMULATE, lotte.token, {
      account,
      iban: 'DE89 3704 0044 0532 0130 00',
      accountHolderName: 'Lotte Jansen',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(Messages.ibanNotDutch);
    expect((await call('GET', STATUS, lotte.token)).json().data).toMatchObject({ status: 'restricted', accountDetails: null });
    expect(await published(payments, lotte.id)).toHaveLength(1);
  });

  it('a later IBAN replaces the bank details and is announced; the same IBAN again changes nothing', async () => {
    const noor = await creator(payments);
    const { account } = await connected(noor);
    const handIn = (iban: string) => call('POST', SIMULATE, noor.token, { account, iban, accountHolderName: 'Noor Bakker' });
    expect((await handIn('NL91ABNA0417164300')).json().data.accountDetails).toEqual({
      last4: '4300',
      bankName: 'ABN AMRO',
      country: 'NL',
    });
    expect((await handIn('NL44RABO0123456789')).json().data.accountDetails).toEqual({
      last4: '6789',
      bankName: 'Rabobank',
      country: 'NL',
    });
    await handIn('NL44RABO0123456789');
    expect((await published(payments, noor.id)).map((event) => event.last4)).toEqual(['', '4300', '6789']);
  });

  it("a creator cannot complete another creator's onboarding (404), with or without an account of their own", async () => {
    const owner = await creator(payments);
    const { account } = await connected(owner);
    const intruder = await creator(payments);
    const payload = { account, iban: 'NL91ABNA0417164300', accountHolderName: 'Iemand Anders' };
    const response = await call('POST', SIMULATE, intruder.token, payload);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(Messages.payoutAccountNotFound);
    // Nor with an account of one's own.
    await connected(intruder);
    expect((await call('POST', SIMULATE, intruder.token, payload)).statusCode).toBe(404);
    expect((await call('GET', STATUS, owner.token)).json().data.status).toBe('restricted');
    expect((await call('GET', STATUS, intruder.token)).json().data.status).toBe('restricted');
  });

  it('refresh answers the status as it is (the simulator has nothing else to re-read)', async () => {
    const fenna = await creator(payments);
    expect((await call('POST', REFRESH, fenna.token)).json().data.status).toBe('not_connected');
    const { account } = await connected(fenna);
    await call('POST', SIMULATE, fenna.token, { account, iban: 'NL23BUNQ2025123456', accountHolderName: 'Fenna Smit' });
    const refreshed = await call('POST', REFRESH, fenna.token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data).toMatchObject({
      status: 'active',
      accountDetails: { last4: '3456', bankName: 'bunq', country: 'NL' },
    });
  });
});

describe('payout account through Stripe Connect (real PostgreSQL, local fake Stripe API, signed webhooks)', () => {
  let payments: PaymentsTestApp;
  let stripeApi: Awaited<ReturnType<typeof startFakeStripeApi>>;
  const sdk = new Stripe('sk_test_offline');
  const CONNECT_SECRET = 'whsec_clipwerk_connect_test';

  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
    payments = await startPaymentsApp({ env: { ...stripeApi.env, STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET } });
  });

  afterAll(async () => {
    await payments.close();
    await stripeApi.stop();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    payments.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const ING = {
    id: 'ba_test_ing',
    object: 'bank_account',
    bank_name: 'ING BANK N.V.',
    country: 'NL',
    currency: 'eur',
    default_for_currency: true,
    last4: '4567',
  };
  const ACTIVE = {
    details_submitted: true,
    payouts_enabled: true,
    capabilities: { transfers: 'active' },
    requirements: { currently_due: [], past_due: [], pending_verification: [], disabled_reason: null },
    external_accounts: { object: 'list', data: [ING], has_more: false },
  };
  const VERIFYING = {
    details_submitted: true,
    payouts_enabled: false,
    capabilities: { transfers: 'pending' },
    requirements: {
      currently_due: [],
      past_due: [],
      pending_verification: ['individual.verification.document'],
      disabled_reason: 'requirements.pending_verification',
    },
  };

  function accountUpdated(accountId: string, state: object, created: number, id = `evt_test_${randomBytes(8).toString('hex')}`) {
    return {
      id,
      body: JSON.stringify({
        id,
        object: 'event',
        type: 'account.updated',
        account: accountId,
        api_version: '2025-09-30.clover',
        created,
        data: { object: { id: accountId, object: 'account', type: 'express', country: 'NL', ...state } },
      }),
    };
  }

  async function send(delivery: { body: string }, secret = CONNECT_SECRET) {
    const response = await payments.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload: delivery.body, secret }),
      },
      payload: delivery.body,
    });
    expect(response.statusCode).toBe(200);
  }

  async function connectedAtStripe() {
    const who = await creator(payments);
    const response = await call('POST', CONNECT, who.token);
    expect(response.statusCode).toBe(200);
    const [{ provider_account_id: accountId }] = await payments.db.query(
      `SELECT provider_account_id FROM payments.payout_account WHERE creator_id = $1`,
      [who.id],
    );
    return { ...who, accountId: accountId as string, onboardingUrl: response.json().data.onboardingUrl as string };
  }

  const now = () => Math.floor(Date.now() / 1000);

  it('connect opens an Express account in NL for transfers, once per creator, and answers its onboarding link', async () => {
    const who = await connectedAtStripe();
    expect(who.accountId).toMatch(/^acct_test_/);
    expect(who.onboardingUrl).toMatch(new RegExp(`^https://connect\\.stripe\\.test/setup/e/${who.accountId}/`));
    const created = stripeApi.calls.filter((c) => c.path === '/v1/accounts' && c.form.get('metadata[creator_id]') === who.id);
    expect(created).toHaveLength(1);
    expect(created[0].form.get('type')).toBe('express');
    expect(created[0].form.get('country')).toBe('NL');
    expect(created[0].form.get('capabilities[transfers][requested]')).toBe('true');
    expect(created[0].idempotencyKey).toBe(`payout-account:${who.id}`);
    const link = stripeApi.calls.filter((c) => c.path === '/v1/account_links' && c.form.get('account') === who.accountId);
    expect(link[0].form.get('type')).toBe('account_onboarding');
    expect(link[0].form.get('refresh_url')).toBe(`${PUBLIC_URL}/profile?tab=uitbetalingen`);
    expect(link[0].form.get('return_url')).toBe(`${PUBLIC_URL}/profile?tab=uitbetalingen`);

    // Continuing onboarding: a new link for the same account.
    await call('POST', CONNECT, who.token);
    expect(
      stripeApi.calls.filter((c) => c.path === '/v1/accounts' && c.form.get('metadata[creator_id]') === who.id),
    ).toHaveLength(1);
    expect(stripeApi.calls.filter((c) => c.path === '/v1/account_links' && c.form.get('account') === who.accountId)).toHaveLength(
      2,
    );
    expect((await call('GET', STATUS, who.token)).json().data.status).toBe('restricted');
  });

  it('account.updated moves the status through pending to active with the bank details', async () => {
    const who = await connectedAtStripe();
    await send(accountUpdated(who.accountId, VERIFYING, now() - 10));
    expect((await call('GET', STATUS, who.token)).json().data).toMatchObject({ status: 'pending', accountDetails: null });
    await send(accountUpdated(who.accountId, ACTIVE, now()));
    expect((await call('GET', STATUS, who.token)).json().data).toMatchObject({
      status: 'active',
      accountDetails: { last4: '4567', bankName: 'ING BANK N.V.', country: 'NL' },
    });
    expect((await published(payments, who.id)).map((event) => event.status)).toEqual(['restricted', 'pending', 'active']);
  });

  it('the same account.updated delivered twice, also at once, has one effect', async () => {
    const who = await connectedAtStripe();
    const delivery = accountUpdated(who.accountId, ACTIVE, now());
    await Promise.all([send(delivery), send(delivery)]);
    await send(delivery);
    expect((await call('GET', STATUS, who.token)).json().data.status).toBe('active');
    expect((await published(payments, who.id)).map((event) => event.status)).toEqual(['restricted', 'active']);
    expect(
      await payments.db.query(`SELECT count(*)::int AS n FROM payments.provider_event WHERE event_id = $1`, [delivery.id]),
    ).toEqual([{ n: 1 }]);
  });

  it('an older account.updated arriving after a newer one never overwrites the newer state', async () => {
    const who = await connectedAtStripe();
    const older = accountUpdated(who.accountId, VERIFYING, now() - 60);
    const newer = accountUpdated(who.accountId, ACTIVE, now() - 30);
    await send(newer);
    await send(older);
    expect((await call('GET', STATUS, who.token)).json().data).toMatchObject({
      status: 'active',
      accountDetails: { last4: '4567' },
    });
    expect((await published(payments, who.id)).map((event) => event.status)).toEqual(['restricted', 'active']);
    // A later change still applies.
    await send(
      accountUpdated(
        who.accountId,
        { ...ACTIVE, payouts_enabled: false, requirements: { ...ACTIVE.requirements, disabled_reason: 'requirements.past_due' } },
        now(),
      ),
    );
    expect((await call('GET', STATUS, who.token)).json().data.status).toBe('restricted');
  });

  it('account.updated signed with the platform endpoint secret is accepted too; an unknown account changes nothing', async () => {
    const who = await connectedAtStripe();
    await send(accountUpdated(who.accountId, VERIFYING, now()), stripeApi.env.STRIPE_WEBHOOK_SECRET);
    expect((await call('GET', STATUS, who.token)).json().data.status).toBe('pending');
    await send(accountUpdated('acct_test_unknown', ACTIVE, now()));
    expect(
      await payments.db.query(`SELECT 1 FROM payments.payout_account WHERE provider_account_id = 'acct_test_unknown'`),
    ).toEqual([]);
  });

  it('refresh re-reads the account at Stripe when a webhook is late, through the same path', async () => {
    const who = await connectedAtStripe();
    Object.assign(stripeApi.accounts.get(who.accountId)!, ACTIVE);
    const refreshed = await call('POST', REFRESH, who.token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data).toMatchObject({ status: 'active', accountDetails: { last4: '4567', country: 'NL' } });
    // The webhook that was late, from before the re-read, changes nothing afterwards.
    await send(accountUpdated(who.accountId, VERIFYING, now() - 5));
    expect((await call('GET', STATUS, who.token)).json().data.status).toBe('active');
  });

  it('the simulated onboarding does not exist when Stripe is configured', async () => {
    const who = await connectedAtStripe();
    const response = await call('POST', SIMULATE, who.token, {
      account: who.accountId,
      iban: 'NL91ABNA0417164300',
      accountHolderName: 'Sanne de Vries',
    });
    expect(response.statusCode).toBe(404);
  });
});
