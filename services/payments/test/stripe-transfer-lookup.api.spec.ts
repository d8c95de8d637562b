import { readPaymentsConfig } from '../src/config';
import { createStripeClient } from '../src/infrastructure/providers/stripe.provider';
import { StripeTransferProvider } from '../src/infrastructure/providers/stripe-transfer.provider';
import { startFakeStripeApi } from './support/fake-stripe-api';

describe('Stripe transfers after the idempotency key expired (local Stripe stand-in)', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripeApi>>;
  let provider: StripeTransferProvider;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    provider = new StripeTransferProvider(createStripeClient(readPaymentsConfig(fake.env).stripe!));
  });

  afterAll(() => fake.stop());

  const request = {
    payoutId: 'a7d1f6a2-3c4b-4e8f-9a10-2b3c4d5e6f70',
    projectId: 'b7d1f6a2-3c4b-4e8f-9a10-2b3c4d5e6f71',
    amountCents: 34_000,
    destinationAccountId: 'acct_test_creator',
    transferGroup: 'project:b7d1f6a2-3c4b-4e8f-9a10-2b3c4d5e6f71',
    idempotencyKey: 'payout:a7d1f6a2-3c4b-4e8f-9a10-2b3c4d5e6f70',
  };

  it("finds the payout's transfer in the project's transfer group by the payout id in its metadata", async () => {
    // Another payout's transfer in the same group is not adopted.
    await provider.transfer({ ...request, payoutId: 'other', idempotencyKey: 'payout:other' });
    expect(await provider.findTransfer(request)).toBeNull();
    const made = await provider.transfer(request);
    fake.forgetIdempotencyKeys();

    expect(await provider.findTransfer(request)).toEqual(made);
    const listed = fake.calls.filter((call) => call.method === 'GET' && call.path === '/v1/transfers');
    expect(listed.length).toBeGreaterThanOrEqual(1);
    // Without the look-up, the expired key would have paid her a second time.
    expect(await provider.transfer(request)).not.toEqual(made);
  });

  it('refuses to adopt a transfer of the payout for another amount or account', async () => {
    const lookup = { ...request, payoutId: 'c7d1f6a2', transferGroup: 'project:mismatch' };
    await provider.transfer({ ...lookup, idempotencyKey: 'payout:c7d1f6a2' });
    await expect(provider.findTransfer({ ...lookup, amountCents: 1 })).rejects.toThrow(/another amount or account/);
  });
});
