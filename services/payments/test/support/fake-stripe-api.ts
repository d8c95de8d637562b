import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface RecordedStripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/**
 * A local stand-in for api.stripe.com, enough for the calls the Stripe adapter makes (Checkout Sessions,
 * PaymentIntents, Refunds, Connect accounts and account links, transfers). The SDK is pointed here through STRIPE_API_HOST/PORT/PROTOCOL; no test talks to Stripe.
 */
export async function startFakeStripeApi(): Promise<{
  env: Record<string, string>;
  calls: RecordedStripeCall[];
  /** Connect accounts by id, as GET /v1/accounts/:id answers them; a test may change one. */
  accounts: Map<string, Record<string, unknown>>;
  /** Every transfer made, in order (GET /v1/transfers lists them by transfer group). */
  transfersMade: Record<string, unknown>[];
  /** Stripe forgets idempotency keys after 24 hours: a repeated key then makes a new transfer. */
  forgetIdempotencyKeys(): void;
  stop(): Promise<void>;
}> {
  const calls: RecordedStripeCall[] = [];
  const accounts = new Map<string, Record<string, unknown>>();
  /** Transfers by idempotency key: a repeated key answers the transfer made the first time, as Stripe does. */
  const transfers = new Map<string, Record<string, unknown>>();
  const transfersMade: Record<string, unknown>[] = [];
  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const [path, search = ''] = (request.url ?? '').split('?');
    const key = request.headers['idempotency-key'];
    calls.push({ method: request.method ?? '', path, form, idempotencyKey: typeof key === 'string' ? key : undefined });
    const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
    let body: Record<string, unknown>;
    if (path === '/v1/checkout/sessions') {
      const sessionId = id('cs');
      body = {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        payment_status: 'unpaid',
      };
    } else if (path === '/v1/payment_intents') {
      const intentId = id('pi');
      body = {
        id: intentId,
        object: 'payment_intent',
        client_secret: `${intentId}_secret_x`,
        amount: Number(form.get('amount')),
        status: 'requires_payment_method',
      };
    } else if (path === '/v1/refunds') {
      body = {
        id: id('re'),
        object: 'refund',
        status: 'succeeded',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
      };
    } else if (path === '/v1/accounts' && request.method === 'POST') {
      const account = {
        id: id('acct'),
        object: 'account',
        type: form.get('type'),
        country: form.get('country'),
        details_submitted: false,
        payouts_enabled: false,
        capabilities: { transfers: 'inactive' },
        requirements: { currently_due: ['external_account'], past_due: [], disabled_reason: null },
        metadata: { creator_id: form.get('metadata[creator_id]') },
      };
      accounts.set(account.id, account);
      body = account;
    } else if (path.startsWith('/v1/accounts/') && request.method === 'GET' && accounts.has(path.slice('/v1/accounts/'.length))) {
      body = accounts.get(path.slice('/v1/accounts/'.length))!;
    } else if (path === '/v1/transfers' && request.method === 'POST') {
      const known = typeof key === 'string' ? transfers.get(key) : undefined;
      body = known ?? {
        id: id('tr'),
        object: 'transfer',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        destination: form.get('destination'),
        transfer_group: form.get('transfer_group'),
        metadata: { payout_id: form.get('metadata[payout_id]'), project_id: form.get('metadata[project_id]') },
        reversed: false,
      };
      if (!known) transfersMade.push(body);
      if (typeof key === 'string') transfers.set(key, body);
    } else if (path === '/v1/transfers' && request.method === 'GET') {
      const group = new URLSearchParams(search).get('transfer_group');
      const data = transfersMade.filter((transfer) => transfer.transfer_group === group).reverse();
      body = { object: 'list', url: '/v1/transfers', has_more: false, data };
    } else if (path === '/v1/account_links') {
      body = {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/e/${form.get('account')}/${randomBytes(4).toString('hex')}`,
        expires_at: Math.floor(Date.now() / 1000) + 300,
      };
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not faked' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_clipwerk',
      STRIPE_WEBHOOK_SECRET: 'whsec_clipwerk_test',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_clipwerk',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    calls,
    accounts,
    transfersMade,
    forgetIdempotencyKeys: () => transfers.clear(),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
