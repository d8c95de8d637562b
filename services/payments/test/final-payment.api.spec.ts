import { decodeEnvelope } from '@clipwerk/kit';
import { type FinalPaymentPaid, PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { Messages } from '../src/domain/messages';
import { assertBooksBalance } from './support/ledger-check';
import {
  balance,
  bearer,
  company,
  outboxEvents,
  type PaymentsTestApp,
  project,
  PUBLIC_URL,
  startPaymentsApp,
  type TestCompany,
} from './support/payments-test-app';

describe('final payment, contract amount and completion (real PostgreSQL)', () => {
  let payments: PaymentsTestApp;

  beforeAll(async () => {
    payments = await startPaymentsApp();
  });

  afterAll(async () => {
    // Every project this file completed, whatever path it took, leaves books that add up.
    expect(await assertBooksBalance((sql, parameters) => payments.db.query(sql, parameters))).toBeGreaterThanOrEqual(5);
    await payments.close();
  });

  const post = (url: string, token: string, payload: object = {}, headers: Record<string, string> = {}) =>
    payments.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
  const get = (url: string, token: string) => payments.inject({ method: 'GET', url, headers: bearer(token) });
  const final = (projectId: string, token: string, payload: object = { method: 'ideal' }, headers: Record<string, string> = {}) =>
    post(`/api/payments/projects/${projectId}/final`, token, payload, headers);
  const simulateFinal = (projectId: string, token: string, paymentId: string, outcome = 'paid') =>
    post(`/api/payments/simulate-payment/${projectId}/final`, token, { paymentId, outcome });
  const decoded = async <T = Record<string, unknown>>(type: string, projectId: string): Promise<T[]> =>
    (await outboxEvents(payments, type, projectId)).map((row) => decodeEnvelope(row.envelope).event.payload as unknown as T);

  interface Hired {
    owner: TestCompany;
    projectId: string;
    creatorId: string;
    creatorToken: string;
  }

  /** A project with its deposit paid, a creator hired at `contractCents`, and (unless told) approved. */
  async function hired(budgetCents: number, contractCents: number, options: { approve?: boolean; launchOffer?: boolean } = {}) {
    // An unregistered company has no launch offer: the standard 15% applies.
    const owner = await company(payments, { register: options.launchOffer ?? false });
    const projectId = await project(payments, owner, budgetCents);
    const { paymentId } = (await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'ideal' })).json()
      .data;
    expect(
      (await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, { paymentId, outcome: 'paid' })).statusCode,
    ).toBe(200);
    const creatorId = randomUUID();
    await payments.deliver(ProjectEvents.CreatorSelected, projectId, {
      projectId,
      ownerId: owner.id,
      creatorId,
      proposalId: randomUUID(),
      contractAmountCents: BigInt(contractCents),
      title: 'Unboxing video koffiebonen',
    });
    if (options.approve ?? true) {
      await payments.deliver(ProjectEvents.ProjectApproved, projectId, {
        projectId,
        ownerId: owner.id,
        creatorId,
        contractAmountCents: BigInt(contractCents),
      });
    }
    return { owner, projectId, creatorId, creatorToken: await payments.token('creator', creatorId) } satisfies Hired;
  }

  it('publishes the figures when the creator is selected: the creator share comes from here', async () => {
    const { projectId } = await hired(50_000, 27_500, { approve: false });
    expect(await decoded(PaymentEvents.ContractAmountSet.type, projectId)).toEqual([
      expect.objectContaining({
        reason: 'creator_selected',
        figures: expect.objectContaining({
          contractAmountCents: 27_500n,
          depositCents: 25_000n,
          finalCents: 2_500n,
          excessRefundCents: 0n,
          feePercent: 15,
          launchOffer: false,
          platformFeeCents: 4_125n,
          creatorShareCents: 23_375n,
        }),
      }),
    ]);
  });

  it('pays the final half through the simulator: FinalPaymentPaid with the figures, status and history with dates', async () => {
    const { owner, projectId, creatorId, creatorToken } = await hired(50_001, 50_001);
    const started = await final(projectId, owner.token);
    expect(started.statusCode).toBe(200);
    const { data } = started.json();
    expect(data).toMatchObject({ amount: 250, clientSecret: null, completed: false });
    expect(data.checkoutUrl).toBe(
      `${PUBLIC_URL}/payment-simulator?payment_id=${data.paymentId}&project_id=${projectId}&kind=final`,
    );

    const before = (await get(`/api/payments/projects/${projectId}/status`, owner.token)).json().data;
    expect(before).toMatchObject({ finalPaymentCompleted: false, final: { amount: 250, status: 'pending' } });

    const paid = await simulateFinal(projectId, owner.token, data.paymentId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: Messages.finalPaymentSucceeded, data: { status: 'paid' } });

    const [event] = await decoded<FinalPaymentPaid>(PaymentEvents.FinalPaymentPaid.type, projectId);
    expect(event).toMatchObject({
      paymentId: data.paymentId,
      projectId,
      ownerId: owner.id,
      creatorId,
      provider: 'simulated',
      method: 'ideal',
      figures: {
        contractAmountCents: 50_001n,
        depositCents: 25_001n,
        finalCents: 25_000n,
        excessRefundCents: 0n,
        feePercent: 15,
        platformFeeCents: 7_500n,
        creatorShareCents: 42_501n,
      },
    });
    // The creator's share is held for the 7-day dispute window.
    expect(new Date(event.releasableAt).getTime() - new Date(event.paidAt).getTime()).toBe(7 * 24 * 3600 * 1000);

    for (const token of [owner.token, creatorToken]) {
      const status = (await get(`/api/payments/projects/${projectId}/status`, token)).json().data;
      expect(status).toMatchObject({
        depositPaymentCompleted: true,
        finalPaymentCompleted: true,
        totalAmount: 500.01,
        depositAmount: 250.01,
        finalAmount: 250,
        final: { amount: 250, status: 'paid' },
        fee: { percentage: 15, launchOffer: false, platformFee: 75, creatorAmount: 425.01 },
      });
      expect(new Date(status.finalPaymentDate).getTime()).toBeGreaterThan(0);
    }
    const history = (await get(`/api/payments/projects/${projectId}/history`, owner.token)).json().data;
    expect(history.payments.map((p: { type: string; status: string }) => [p.type, p.status])).toEqual([
      ['deposit', 'paid'],
      ['final', 'paid'],
    ]);
    expect(history.movements.map((m: { type: string; amount: number }) => [m.type, m.amount])).toEqual([
      ['deposit', 250.01],
      ['final', 250],
      ['settlement', 500.01],
    ]);
    for (const movement of history.movements) expect(new Date(movement.at).getTime()).toBeGreaterThan(0);
    expect(await balance(payments, `escrow:${projectId}`)).toBe(0);
    expect(await balance(payments, `creator_payable:${creatorId}`)).toBe(42_501);

    // Paid once: the next call is refused in Dutch.
    const again = await final(projectId, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENTS.FINAL_ALREADY_PAID', message: Messages.finalAlreadyPaid });
  });

  it('refuses before approval (409, Dutch), refuses creators (403) and answers others 404', async () => {
    const { owner, projectId, creatorToken } = await hired(50_000, 50_000, { approve: false });
    const early = await final(projectId, owner.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PAYMENTS.FINAL_NOT_PAYABLE', message: Messages.finalNotPayable });
    expect((await final(projectId, creatorToken)).statusCode).toBe(403);
    const stranger = await company(payments, { register: false });
    expect((await final(projectId, stranger.token)).statusCode).toBe(404);
  });

  it('answers the card dialog a client secret through the deposit path (the same one again on reopening)', async () => {
    const { owner, projectId } = await hired(40_000, 40_000);
    const first = (await final(projectId, owner.token, { method: 'card' })).json().data;
    expect(first).toMatchObject({ amount: 200, checkoutUrl: null, completed: false, publishableKey: null });
    expect(first.clientSecret).toMatch(/^sim_pi_[0-9a-f]{32}_secret_/);
    const second = (await final(projectId, owner.token, { method: 'card' })).json().data;
    expect(second).toMatchObject({ paymentId: first.paymentId, clientSecret: first.clientSecret });
    expect((await simulateFinal(projectId, owner.token, first.paymentId)).json().data.status).toBe('paid');
  });

  it('pays once: a redelivered success, one Idempotency-Key at once, and two checkouts both paid', async () => {
    const { owner, projectId } = await hired(30_000, 30_000);
    const headers = { 'idempotency-key': `final-${projectId}` };
    const [a, b] = await Promise.all([
      final(projectId, owner.token, undefined, headers),
      final(projectId, owner.token, undefined, headers),
    ]);
    expect(a.json().data.paymentId).toBe(b.json().data.paymentId);
    const other = (await final(projectId, owner.token)).json().data;
    expect(other.paymentId).not.toBe(a.json().data.paymentId);

    await Promise.all([
      simulateFinal(projectId, owner.token, a.json().data.paymentId),
      simulateFinal(projectId, owner.token, a.json().data.paymentId),
    ]);
    await simulateFinal(projectId, owner.token, other.paymentId);

    expect(await decoded(PaymentEvents.FinalPaymentPaid.type, projectId)).toHaveLength(1);
    const rows = await payments.db.query(
      `SELECT id, status, refunded_cents::int AS refunded FROM payments.payment WHERE project_id = $1 AND kind = 'final'`,
      [projectId],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: a.json().data.paymentId, status: 'paid', refunded: 0 },
        { id: other.paymentId, status: 'refunded', refunded: 15_000 },
      ]),
    );
    expect(await balance(payments, `escrow:${projectId}`)).toBe(0);
  });

  it('changes the contract amount when one party proposes and the other confirms; the final payment follows it', async () => {
    const { owner, projectId, creatorToken } = await hired(50_000, 50_000);
    const proposed = await post(`/api/payments/projects/${projectId}/propose-amount`, creatorToken, { amount: 600.5 });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({ message: Messages.amountProposed, data: { proposedAmount: 600.5 } });

    const own = await post(`/api/payments/projects/${projectId}/confirm-amount`, creatorToken, { amount: 600.5 });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: 'PAYMENTS.OWN_PROPOSAL_NOT_CONFIRMABLE',
      message: Messages.ownProposalNotConfirmable,
    });
    const outsider = await company(payments, { register: false });
    expect((await post(`/api/payments/projects/${projectId}/confirm-amount`, outsider.token, { amount: 600.5 })).statusCode).toBe(
      404,
    );
    const bad = await post(`/api/payments/projects/${projectId}/propose-amount`, owner.token, { amount: 1.234 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(Messages.contractAmountInvalid);

    const confirmed = await post(`/api/payments/projects/${projectId}/confirm-amount`, owner.token, { amount: 600.5 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ contractAmount: 600.5, finalAmount: 350.5, proposedAmount: null });
    const [, set] = await decoded(PaymentEvents.ContractAmountSet.type, projectId);
    expect(set).toMatchObject({
      reason: 'amount_confirmed',
      figures: { contractAmountCents: 60_050n, creatorShareCents: 51_043n },
    });
    const nothing = await post(`/api/payments/projects/${projectId}/confirm-amount`, creatorToken, { amount: 600.5 });
    expect(nothing.json()).toMatchObject({ code: 'PAYMENTS.NO_PROPOSAL_TO_CONFIRM', message: Messages.noProposalToConfirm });

    const started = (await final(projectId, owner.token)).json().data;
    expect(started.amount).toBe(350.5);
    await simulateFinal(projectId, owner.token, started.paymentId);
    const closed = await post(`/api/payments/projects/${projectId}/propose-amount`, owner.token, { amount: 700 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'PAYMENTS.AMOUNT_CHANGE_CLOSED', message: Messages.amountChangeClosed });
  });

  it('confirms only the amount the confirming party saw: a proposal changed in between is refused and nothing changes', async () => {
    const { owner, projectId, creatorToken } = await hired(50_000, 50_000);
    const confirm = (payload: object) => post(`/api/payments/projects/${projectId}/confirm-amount`, creatorToken, payload);
    await post(`/api/payments/projects/${projectId}/propose-amount`, owner.token, { amount: 400 });
    await post(`/api/payments/projects/${projectId}/propose-amount`, owner.token, { amount: 1 });

    const stale = await confirm({ amount: 400 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'PAYMENTS.AMOUNT_CHANGED', message: Messages.amountChanged });
    for (const payload of [{}, { amount: 'vierhonderd' }, { amount: 1.001 }, { amount: 0 }]) {
      const bad = await confirm(payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].message).toBe(Messages.seenAmountRequired);
    }
    const unchanged = (await get(`/api/payments/projects/${projectId}/status`, creatorToken)).json().data;
    expect(unchanged).toMatchObject({ contractAmount: 500, proposedAmount: { amount: 1 } });
    expect(await decoded(PaymentEvents.ContractAmountSet.type, projectId)).toHaveLength(1);

    const confirmed = await confirm({ amount: 1 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ contractAmount: 1, proposedAmount: null });
  });

  it('refunds a final payment made for an amount the parties changed afterwards; the new amount is paid then', async () => {
    const { owner, projectId, creatorToken } = await hired(50_000, 50_000);
    const stale = (await final(projectId, owner.token)).json().data;
    await post(`/api/payments/projects/${projectId}/propose-amount`, owner.token, { amount: 550 });
    await post(`/api/payments/projects/${projectId}/confirm-amount`, creatorToken, { amount: 550 });
    await simulateFinal(projectId, owner.token, stale.paymentId);
    expect(await decoded(PaymentEvents.FinalPaymentPaid.type, projectId)).toHaveLength(0);
    const [row] = await payments.db.query(`SELECT status FROM payments.payment WHERE id = $1`, [stale.paymentId]);
    expect(row.status).toBe('refunded');
    const fresh = (await final(projectId, owner.token)).json().data;
    expect(fresh.amount).toBe(300);
    await simulateFinal(projectId, owner.token, fresh.paymentId);
    expect(await decoded(PaymentEvents.FinalPaymentPaid.type, projectId)).toHaveLength(1);
  });

  it('refunds the deposit above a lower contract amount at completion: nothing to pay, settled at once', async () => {
    const { owner, projectId } = await hired(50_000, 20_000);
    const started = await final(projectId, owner.token);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      message: Messages.finalPaymentSucceeded,
      data: { paymentId: null, amount: 0, checkoutUrl: null, completed: true },
    });
    const [event] = await decoded<FinalPaymentPaid>(PaymentEvents.FinalPaymentPaid.type, projectId);
    expect(event).toMatchObject({
      paymentId: '',
      figures: { contractAmountCents: 20_000n, depositCents: 25_000n, finalCents: 0n, excessRefundCents: 5_000n },
    });
    expect(await balance(payments, `company_cash:${owner.id}`)).toBe(-20_000);
    const status = (await get(`/api/payments/projects/${projectId}/status`, owner.token)).json().data;
    expect(status).toMatchObject({ finalPaymentCompleted: true, excessRefund: 50, final: { amount: 0, status: 'paid' } });
  });

  it('takes no fee under the launch offer: the creator gets the whole contract amount', async () => {
    const { owner, projectId, creatorId } = await hired(20_001, 20_001, { launchOffer: true });
    const started = (await final(projectId, owner.token)).json().data;
    await simulateFinal(projectId, owner.token, started.paymentId);
    const [event] = await decoded<FinalPaymentPaid>(PaymentEvents.FinalPaymentPaid.type, projectId);
    expect(event.figures).toMatchObject({ feePercent: 0, launchOffer: true, platformFeeCents: 0n, creatorShareCents: 20_001n });
    expect(await balance(payments, `creator_payable:${creatorId}`)).toBe(20_001);
  });

  it('serves the public terms: fee, creator share, hold, deposit and launch offer', async () => {
    const response = await payments.inject({ method: 'GET', url: '/api/payments/terms' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      feePercent: 15,
      creatorSharePercent: 85,
      holdMinutes: 10_080,
      holdPeriod: '7 dagen',
      depositPercent: 50,
      launchOfferCompanies: 100,
      launchOfferMonths: 3,
    });
  });

  it('states the hold a demo configured (PAYOUT_HOLD_MINUTES), and holds the share exactly that long', async () => {
    const demo = await startPaymentsApp({ env: { PAYOUT_HOLD_MINUTES: '5', PLATFORM_FEE_PERCENT: '12' } });
    try {
      const response = await demo.inject({ method: 'GET', url: '/api/payments/terms' });
      expect(response.json().data).toMatchObject({
        feePercent: 12,
        creatorSharePercent: 88,
        holdMinutes: 5,
        holdPeriod: '5 minuten',
      });
      const owner = await company(demo, { register: false });
      const projectId = await project(demo, owner, 10_000);
      const post = (url: string, payload: object) => demo.inject({ method: 'POST', url, headers: bearer(owner.token), payload });
      const deposit = (await post(`/api/payments/projects/${projectId}/deposit`, { method: 'ideal' })).json().data;
      await post(`/api/payments/simulate-payment/${projectId}/deposit`, { paymentId: deposit.paymentId, outcome: 'paid' });
      const contract = { projectId, ownerId: owner.id, creatorId: randomUUID(), contractAmountCents: 10_000n };
      await demo.deliver(ProjectEvents.CreatorSelected, projectId, { ...contract, proposalId: randomUUID(), title: 'Demo' });
      await demo.deliver(ProjectEvents.ProjectApproved, projectId, contract);
      const started = (await post(`/api/payments/projects/${projectId}/final`, { method: 'ideal' })).json().data;
      await post(`/api/payments/simulate-payment/${projectId}/final`, { paymentId: started.paymentId, outcome: 'paid' });
      const status = (
        await demo.inject({ method: 'GET', url: `/api/payments/projects/${projectId}/status`, headers: bearer(owner.token) })
      ).json().data;
      const held = new Date(status.payout.releasableAt).getTime() - new Date(status.finalPaymentDate).getTime();
      expect(held).toBe(response.json().data.holdMinutes * 60_000);
    } finally {
      await demo.close();
    }
  });
});
