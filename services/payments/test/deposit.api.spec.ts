import { decodeEnvelope } from '@clipwerk/kit';
import { PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import { Messages } from '../src/domain/messages';
import {
  balance,
  bearer,
  company,
  expectLedgerBalanced,
  outboxEvents,
  type PaymentsTestApp,
  project,
  PUBLIC_URL,
  startPaymentsApp,
} from './support/payments-test-app';

describe('deposit payments on the simulated provider (real PostgreSQL)', () => {
  let payments: PaymentsTestApp;

  beforeAll(async () => {
    payments = await startPaymentsApp();
  });

  afterAll(async () => {
    await payments.close();
  });

  const post = (url: string, token: string, payload: object = {}, headers: Record<string, string> = {}) =>
    payments.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
  const get = (url: string, token: string) => payments.inject({ method: 'GET', url, headers: bearer(token) });
  const startDeposit = (projectId: string, token: string, headers: Record<string, string> = {}) =>
    post(`/api/payments/projects/${projectId}/deposit`, token, { method: 'ideal', amount: 1 }, headers);

  it('answers a checkout address on the simulator page, for 50% of the budget computed by the server', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 25_001);
    const response = await startDeposit(projectId, owner.token);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.checkoutUrl).toBe(`${PUBLIC_URL}/payment-simulator?payment_id=${data.paymentId}&project_id=${projectId}`);
    const [row] = await payments.db.query(`SELECT amount_cents, status, provider FROM payments.payment WHERE id = $1`, [
      data.paymentId,
    ]);
    expect(row).toEqual({ amount_cents: '12501', status: 'pending', provider: 'simulated' });
  });

  it('simulate-payment pays the deposit: DepositPaid in the outbox, status paid, ledger balanced', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 50_000);
    const { paymentId } = (await startDeposit(projectId, owner.token)).json().data;

    const paid = await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, { paymentId, outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ success: true, message: Messages.paymentSucceeded, data: { paymentId, status: 'paid' } });

    const events = await outboxEvents(payments, PaymentEvents.DepositPaid.type, projectId);
    expect(events).toHaveLength(1);
    expect(decodeEnvelope(events[0].envelope).event.payload).toMatchObject({
      paymentId,
      projectId,
      ownerId: owner.id,
      amountCents: 25_000n,
      provider: 'simulated',
      method: 'ideal',
    });

    const status = await get(`/api/payments/projects/${projectId}/status`, owner.token);
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({
      depositPaymentCompleted: true,
      finalPaymentCompleted: false,
      finalPaymentDate: null,
      totalAmount: 500,
      depositAmount: 250,
      finalAmount: 250,
      deposit: { amount: 250, status: 'paid' },
      final: { amount: 250, status: 'pending' },
    });
    expect(new Date(status.json().data.depositPaymentDate).getTime()).toBeGreaterThan(0);

    expect(await balance(payments, `escrow:${projectId}`)).toBe(25_000);
    expect(await balance(payments, `company_cash:${owner.id}`)).toBe(-25_000);
    await expectLedgerBalanced(payments);

    // Pressing "pay" again changes nothing, and a new deposit is refused in Dutch.
    await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, { paymentId, outcome: 'paid' });
    expect(await outboxEvents(payments, PaymentEvents.DepositPaid.type, projectId)).toHaveLength(1);
    const again = await startDeposit(projectId, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'PAYMENTS.DEPOSIT_ALREADY_PAID',
      message: Messages.depositAlreadyPaid,
    });
  });

  it('a cancelled simulation leaves the deposit payable: PaymentFailed, status pending, a later pay still counts', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 10_000);
    const { paymentId } = (await startDeposit(projectId, owner.token)).json().data;

    const cancelled = await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, { outcome: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ message: Messages.paymentFailed, data: { paymentId, status: 'failed' } });
    const failed = await outboxEvents(payments, PaymentEvents.PaymentFailed.type, projectId);
    expect(decodeEnvelope(failed[0].envelope).event.payload).toMatchObject({ paymentId, kind: 'deposit', reason: 'cancelled' });
    expect((await get(`/api/payments/projects/${projectId}/status`, owner.token)).json().data.deposit.status).toBe('pending');
    expect(await payments.db.query(`SELECT id FROM payments.ledger_transaction WHERE payment_id = $1`, [paymentId])).toEqual([]);

    const paid = await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, { paymentId, outcome: 'paid' });
    expect(paid.json().data.status).toBe('paid');
  });

  it('the same Idempotency-Key twice (also at once) makes one payment and replays its answer', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner);
    const headers = { 'idempotency-key': `deposit-${projectId}` };
    const [first, second] = await Promise.all([
      startDeposit(projectId, owner.token, headers),
      startDeposit(projectId, owner.token, headers),
    ]);
    const third = await startDeposit(projectId, owner.token, headers);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(second.json().data).toEqual(first.json().data);
    expect(third.json().data).toEqual(first.json().data);
    const rows = await payments.db.query(`SELECT id FROM payments.payment WHERE project_id = $1`, [projectId]);
    expect(rows).toHaveLength(1);

    // The same key for another request is refused rather than replayed.
    const other = await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'card' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(Messages.idempotencyKeyReused);
  });

  it('another company gets 404 for every call, as for a project that does not exist', async () => {
    const owner = await company(payments);
    const stranger = await company(payments);
    const projectId = await project(payments, owner);
    const { paymentId } = (await startDeposit(projectId, owner.token)).json().data;
    for (const response of [
      await startDeposit(projectId, stranger.token),
      await post(`/api/payments/projects/${projectId}/initialize`, stranger.token),
      await get(`/api/payments/projects/${projectId}/status`, stranger.token),
      await get(`/api/payments/projects/${projectId}/history`, stranger.token),
      await post(`/api/payments/simulate-payment/${projectId}/deposit`, stranger.token, { paymentId, outcome: 'paid' }),
      await startDeposit('00000000-0000-4000-8000-000000000000', owner.token),
      await startDeposit('not-a-uuid', owner.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: Messages.projectNotFound });
    }
    const [row] = await payments.db.query(`SELECT status FROM payments.payment WHERE id = $1`, [paymentId]);
    expect(row.status).toBe('pending');
  });

  it('refuses creators (403), visitors (401) and bad bodies (400, Dutch)', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner);
    expect((await startDeposit(projectId, await payments.token('creator'))).statusCode).toBe(403);
    expect(
      (
        await payments.inject({
          method: 'POST',
          url: `/api/payments/projects/${projectId}/deposit`,
          payload: { method: 'ideal' },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'paypal' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'method', message: Messages.methodInvalid }]);
  });

  it('initialize hands out one card PaymentIntent client secret and the amount in euros', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 2_501);
    const first = await post(`/api/payments/projects/${projectId}/initialize`, owner.token);
    const second = await post(`/api/payments/projects/${projectId}/initialize`, owner.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { amount: 12.51 } });
    expect(first.json().data.clientSecret).toMatch(/^sim_pi_\w+_secret_\w+$/);
    // The simulator's dialog needs no browser script, so there is no key to load one with.
    expect(first.json().data.publishableKey).toBeNull();
    expect(second.json().data).toEqual(first.json().data);
  });

  it('history lists the attempts; the selected creator may read status and history, other creators may not', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 40_000);
    const { paymentId } = (await startDeposit(projectId, owner.token)).json().data;
    await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, { paymentId, outcome: 'paid' });
    const creatorId = '11111111-1111-4111-8111-111111111111';
    await payments.deliver(ProjectEvents.CreatorSelected, projectId, {
      projectId,
      ownerId: owner.id,
      creatorId,
      proposalId: '22222222-2222-4222-8222-222222222222',
      contractAmountCents: 45_000n,
      title: 'Unboxing video koffiebonen',
    });

    const history = await get(`/api/payments/projects/${projectId}/history`, await payments.token('creator', creatorId));
    expect(history.statusCode).toBe(200);
    expect(history.json().data.payments).toEqual([
      expect.objectContaining({
        id: paymentId,
        type: 'deposit',
        status: 'paid',
        amount: 200,
        method: 'ideal',
        provider: 'simulated',
      }),
    ]);
    const status = await get(`/api/payments/projects/${projectId}/status`, await payments.token('creator', creatorId));
    // Final = contract amount minus the deposit paid.
    expect(status.json().data).toMatchObject({ totalAmount: 450, depositAmount: 200, finalAmount: 250 });
    expect((await get(`/api/payments/projects/${projectId}/status`, await payments.token('creator'))).statusCode).toBe(404);
  });

  it('ProjectCancelled refunds a paid deposit at once: DepositRefunded, escrow back to zero, balanced', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 30_000);
    const { paymentId } = (await startDeposit(projectId, owner.token)).json().data;
    await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, { paymentId, outcome: 'paid' });

    await payments.deliver(ProjectEvents.ProjectCancelled, projectId, {
      projectId,
      ownerId: owner.id,
      reason: 'niet meer nodig',
    });
    await payments.deliver(ProjectEvents.ProjectCancelled, projectId, { projectId, ownerId: owner.id, reason: 'nog een keer' });

    const refunded = await outboxEvents(payments, PaymentEvents.DepositRefunded.type, projectId);
    expect(refunded).toHaveLength(1);
    expect(decodeEnvelope(refunded[0].envelope).event.payload).toMatchObject({
      paymentId,
      amountCents: 15_000n,
      reason: 'project_cancelled',
    });
    expect(await balance(payments, `escrow:${projectId}`)).toBe(0);
    expect(await balance(payments, `company_cash:${owner.id}`)).toBe(0);
    expect((await get(`/api/payments/projects/${projectId}/status`, owner.token)).json().data.deposit.status).toBe('refunded');
    const again = await startDeposit(projectId, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.projectCancelled);
    await expectLedgerBalanced(payments);
  });

  it('the database refuses an unbalanced ledger transaction and any change to a posted one', async () => {
    const runner = payments.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(
        `INSERT INTO payments.ledger_account (id, kind, external) VALUES ('platform_revenue', 'platform_revenue', false) ON CONFLICT DO NOTHING`,
      );
      const [{ id }] = await runner.query(
        `INSERT INTO payments.ledger_transaction (kind, description) VALUES ('test', 'scheef') RETURNING id`,
      );
      await runner.query(
        `INSERT INTO payments.ledger_entry (transaction_id, account_id, direction, amount_cents) VALUES ($1, 'platform_revenue', 'debit', 5)`,
        [id],
      );
      await expect(runner.commitTransaction()).rejects.toThrow(/unbalanced/);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    await expect(payments.db.query(`UPDATE payments.ledger_entry SET amount_cents = amount_cents + 1`)).rejects.toThrow(
      /append-only/,
    );
    await expect(payments.db.query(`DELETE FROM payments.ledger_transaction`)).rejects.toThrow(/append-only/);
  });

  it('simulate-payment without a payment to complete is a 404 with the Dutch text', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner);
    const response = await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, { outcome: 'paid' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(Messages.paymentNotFound);
  });
});
