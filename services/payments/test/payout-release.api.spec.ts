import { decodeEnvelope, UnitOfWork } from '@clipwerk/kit';
import { PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import type { TransferProvider, TransferRequest } from '../src/application/ports/transfer-provider';
import { ReleasePayoutsService } from '../src/application/release-payouts/release-payouts.service';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../src/config';
import { Messages } from '../src/domain/messages';
import { LedgerRepository } from '../src/infrastructure/persistence/ledger.repository';
import { PayoutRepository } from '../src/infrastructure/persistence/payout.repository';
import { SimulatedTransferProvider } from '../src/infrastructure/providers/simulated-transfer.provider';
import { assertBooksBalance } from './support/ledger-check';
import {
  balance,
  bearer,
  company,
  outboxEvents,
  type PaymentsTestApp,
  project,
  startPaymentsApp,
  type TestCompany,
} from './support/payments-test-app';
import { TestClock } from './support/test-clock';

const DAY = 24 * 60 * 60 * 1000;

describe('the hold, the release job and disputes (real PostgreSQL, controllable clock)', () => {
  let payments: PaymentsTestApp;
  let release: ReleasePayoutsService;
  const clock = new TestClock();

  beforeAll(async () => {
    payments = await startPaymentsApp({
      env: { PAYOUT_RELEASE_INTERVAL_MS: '0' },
      overrides: { clock },
    });
    release = payments.app.get(ReleasePayoutsService);
  });

  afterAll(async () => {
    // Releases and the settlements before them leave books that add up (disputes: disputes.api.spec.ts).
    expect(await assertBooksBalance((sql, parameters) => payments.db.query(sql, parameters))).toBeGreaterThanOrEqual(5);
    await payments.close();
  });

  const post = (url: string, token: string, payload: object = {}) =>
    payments.inject({ method: 'POST', url, headers: bearer(token), payload });
  const get = (url: string, token: string) => payments.inject({ method: 'GET', url, headers: bearer(token) });
  const events = async (type: string, projectId: string) =>
    (await outboxEvents(payments, type, projectId)).map(
      (row) => decodeEnvelope(row.envelope).event.payload as Record<string, unknown>,
    );
  const transfersOf = (projectId: string): Promise<{ id: string; amount_cents: string; requests: number }[]> =>
    payments.db.query(`SELECT id, amount_cents, requests FROM payments.simulated_transfer WHERE transfer_group = $1`, [
      `project:${projectId}`,
    ]);
  const payoutPostings = (projectId: string): Promise<{ kind: string }[]> =>
    payments.db.query(
      `SELECT t.kind FROM payments.ledger_transaction t JOIN payments.payout p ON p.settled_by_payment_id = t.payment_id
       WHERE p.project_id = $1 AND t.kind IN ('payout', 'dispute_refund', 'payout_reversal')`,
      [projectId],
    );

  interface Settled {
    owner: TestCompany;
    projectId: string;
    creatorId: string;
    creatorToken: string;
    paidAt: Date;
    releasableAt: Date;
  }

  /** The creator connects a payout account through the simulated onboarding: active, with a Dutch IBAN. */
  async function connectAccount(creatorToken: string): Promise<void> {
    const connect = await post('/api/users/me/stripe/connect', creatorToken);
    const account = new URL(connect.json().data.onboardingUrl as string).searchParams.get('account');
    const done = await post('/api/users/me/stripe/simulate-onboarding', creatorToken, {
      account,
      iban: 'NL91ABNA0417164300',
      accountHolderName: 'Lotte de Vries',
    });
    expect(done.json().data.status).toBe('active');
  }

  /** Deposit, a creator hired at €400, approval and the final payment: settled, the creator's €340 held. */
  async function settled(options: { account?: boolean; budgetCents?: number } = {}): Promise<Settled> {
    const budgetCents = options.budgetCents ?? 40_000;
    const owner = await company(payments, { register: false });
    const projectId = await project(payments, owner, budgetCents);
    const deposit = (await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'ideal' })).json().data;
    await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, {
      paymentId: deposit.paymentId,
      outcome: 'paid',
    });
    const creatorId = randomUUID();
    const creatorToken = await payments.token('creator', creatorId);
    const contract = { projectId, ownerId: owner.id, creatorId, contractAmountCents: BigInt(budgetCents) };
    await payments.deliver(ProjectEvents.CreatorSelected, projectId, {
      ...contract,
      proposalId: randomUUID(),
      title: 'Unboxing video koffiebonen',
    });
    await payments.deliver(ProjectEvents.ProjectApproved, projectId, contract);
    const final = (await post(`/api/payments/projects/${projectId}/final`, owner.token, { method: 'ideal' })).json().data;
    const paid = await post(`/api/payments/simulate-payment/${projectId}/final`, owner.token, {
      paymentId: final.paymentId,
      outcome: 'paid',
    });
    expect(paid.json().data.status).toBe('paid');
    if (options.account ?? true) await connectAccount(creatorToken);
    const status = (await get(`/api/payments/projects/${projectId}/status`, owner.token)).json().data;
    return {
      owner,
      projectId,
      creatorId,
      creatorToken,
      paidAt: new Date(status.finalPaymentDate),
      releasableAt: new Date(status.payout.releasableAt),
    };
  }

  const payoutOf = async (who: { projectId: string; owner: TestCompany }) =>
    (await get(`/api/payments/projects/${who.projectId}/status`, who.owner.token)).json().data.payout;

  it('holds the share 7 days after the final payment: nothing before, one transfer after, nothing on later runs', async () => {
    const s = await settled();
    expect(s.releasableAt.getTime() - s.paidAt.getTime()).toBe(7 * DAY);
    expect(await payoutOf(s)).toMatchObject({
      status: 'held',
      statusLabel: Messages.payoutStatus.held,
      amount: 340,
      releasedAt: null,
      dispute: null,
    });

    clock.set(s.releasableAt.getTime() - 1);
    await release.run();
    expect((await payoutOf(s)).status).toBe('held');
    expect(await transfersOf(s.projectId)).toEqual([]);

    clock.set(s.releasableAt);
    await release.run();
    await release.run();
    clock.set(s.releasableAt.getTime() + 30 * DAY);
    await release.run();

    const payout = await payoutOf(s);
    expect(payout).toMatchObject({ status: 'released', statusLabel: Messages.payoutStatus.released, amount: 340 });
    expect(new Date(payout.releasedAt).getTime()).toBe(s.releasableAt.getTime());
    expect(await transfersOf(s.projectId)).toEqual([expect.objectContaining({ amount_cents: '34000', requests: 1 })]);
    expect(await payoutPostings(s.projectId)).toEqual([{ kind: 'payout' }]);
    expect(await balance(payments, `creator_payable:${s.creatorId}`)).toBe(0);
    expect(await balance(payments, `creator_account:${s.creatorId}`)).toBe(34_000);
    const [released] = await events(PaymentEvents.PayoutReleased.type, s.projectId);
    expect(released).toMatchObject({ creatorId: s.creatorId, amountCents: 34_000n, transferGroup: `project:${s.projectId}` });
    expect(await events(PaymentEvents.PayoutReleased.type, s.projectId)).toHaveLength(1);
  });

  it('waits without an active payout account, tells the creator once, and is released by the next run after she connects', async () => {
    const s = await settled({ account: false });
    clock.set(s.releasableAt);
    await release.run();
    await release.run();
    const waiting = (await get(`/api/payments/projects/${s.projectId}/status`, s.creatorToken)).json().data.payout;
    expect(waiting).toMatchObject({
      status: 'waiting_for_account',
      statusLabel: Messages.payoutStatus.waiting_for_account,
      action: Messages.payoutWaitingForAccount,
    });
    expect(await events(PaymentEvents.PayoutWaiting.type, s.projectId)).toEqual([
      expect.objectContaining({ creatorId: s.creatorId, payoutAccountStatus: 'not_connected', amountCents: 34_000n }),
    ]);
    expect(await transfersOf(s.projectId)).toEqual([]);

    await connectAccount(s.creatorToken);
    await release.run();
    expect(await payoutOf(s)).toMatchObject({ status: 'released', action: null });
    expect(await transfersOf(s.projectId)).toHaveLength(1);
    expect(await events(PaymentEvents.PayoutWaiting.type, s.projectId)).toHaveLength(1);
  });

  /** A release run whose provider makes the transfer and then loses the commit (the process dies). */
  function crashingRun(calls: TransferRequest[] = []): ReleasePayoutsService {
    const simulated = new SimulatedTransferProvider(payments.db, clock);
    const crashing: TransferProvider = {
      name: 'simulated',
      async transfer(request) {
        calls.push(request);
        await simulated.transfer(request);
        throw new Error('process killed after the provider call');
      },
      findTransfer: (lookup) => simulated.findTransfer(lookup),
    };
    return new ReleasePayoutsService(
      payments.app.get(UnitOfWork, { strict: false }),
      payments.app.get(PayoutRepository),
      payments.app.get(LedgerRepository),
      crashing,
      clock,
      payments.app.get<PaymentsConfig>(PAYMENTS_CONFIG, { strict: false }),
    );
  }

  it('the simulated provider forgets an idempotency key after 24 hours, as Stripe does: the same key then pays again', async () => {
    const simulated = new SimulatedTransferProvider(payments.db, clock);
    const group = `project:${randomUUID()}`;
    const request = {
      payoutId: randomUUID(),
      projectId: randomUUID(),
      amountCents: 1_234,
      destinationAccountId: 'sim_acct_key_lifetime',
      transferGroup: group,
      idempotencyKey: `payout:${randomUUID()}`,
    };
    clock.set(Date.UTC(2030, 0, 1));
    const first = await simulated.transfer(request);
    clock.set(Date.UTC(2030, 0, 1, 23));
    expect(await simulated.transfer(request)).toEqual(first);
    clock.set(Date.UTC(2030, 0, 2, 1));
    expect(await simulated.transfer(request)).not.toEqual(first);
    expect(
      await payments.db.query(`SELECT count(*)::int AS n FROM payments.simulated_transfer WHERE transfer_group = $1`, [group]),
    ).toEqual([{ n: 2 }]);
  });

  it('a release retried 25 hours after its lost commit adopts the transfer the provider made: nothing transferred twice', async () => {
    const s = await settled();
    const calls: TransferRequest[] = [];
    clock.set(s.releasableAt);
    await crashingRun(calls).run();
    expect(await payoutOf(s)).toMatchObject({ status: 'releasing' });
    const [made] = await transfersOf(s.projectId);
    expect(calls).toHaveLength(1);

    // Payments was down for a day: the key is gone at the provider, so repeating it would pay the creator again.
    clock.set(s.releasableAt.getTime() + 25 * 60 * 60 * 1000);
    expect((await release.run()).released).toBeGreaterThanOrEqual(1);

    expect(await payoutOf(s)).toMatchObject({ status: 'released' });
    expect(await transfersOf(s.projectId)).toEqual([{ ...made, requests: 1 }]);
    expect((await payoutRow(s.projectId)).transferId).toBe(made.id);
    expect(await payoutPostings(s.projectId)).toEqual([{ kind: 'payout' }]);
    expect(await events(PaymentEvents.PayoutReleased.type, s.projectId)).toHaveLength(1);
  });

  it('a retry after 25 hours whose first attempt never reached the provider makes the transfer once', async () => {
    const s = await settled();
    const failing: TransferProvider = {
      name: 'simulated',
      transfer: () => Promise.reject(new Error('provider unreachable')),
      findTransfer: () => Promise.reject(new Error('provider unreachable')),
    };
    const config = payments.app.get<PaymentsConfig>(PAYMENTS_CONFIG, { strict: false });
    const unreachable = new ReleasePayoutsService(
      payments.app.get(UnitOfWork, { strict: false }),
      payments.app.get(PayoutRepository),
      payments.app.get(LedgerRepository),
      failing,
      clock,
      config,
    );
    clock.set(s.releasableAt);
    expect((await unreachable.run()).failed).toBeGreaterThanOrEqual(1);
    expect(await transfersOf(s.projectId)).toEqual([]);
    clock.set(s.releasableAt.getTime() + 25 * 60 * 60 * 1000);
    await release.run();
    expect(await payoutOf(s)).toMatchObject({ status: 'released' });
    expect(await transfersOf(s.projectId)).toEqual([expect.objectContaining({ requests: 1 })]);
  });

  it('a crash between the transfer and the commit, then another run, makes one transfer and one posting', async () => {
    const s = await settled();
    const calls: TransferRequest[] = [];
    const config = payments.app.get<PaymentsConfig>(PAYMENTS_CONFIG, { strict: false });
    clock.set(s.releasableAt);
    await crashingRun(calls).run();
    expect(await payoutOf(s)).toMatchObject({ status: 'releasing', statusLabel: Messages.payoutStatus.releasing });
    expect(await transfersOf(s.projectId)).toHaveLength(1);

    // Inside the lease nobody takes the open attempt again; after it, the next run repeats the same key.
    await release.run();
    expect((await payoutOf(s)).status).toBe('releasing');
    clock.set(s.releasableAt.getTime() + config.release.leaseMs + 1);
    await release.run();

    expect(await payoutOf(s)).toMatchObject({ status: 'released' });
    const transfers = await transfersOf(s.projectId);
    expect(transfers).toEqual([expect.objectContaining({ requests: 2 })]);
    expect(calls.map((call) => call.idempotencyKey)).toEqual([`payout:${(await payoutRow(s.projectId)).id}`]);
    expect((await payoutRow(s.projectId)).transferId).toBe(transfers[0].id);
    expect(await payoutPostings(s.projectId)).toEqual([{ kind: 'payout' }]);
    expect(await events(PaymentEvents.PayoutReleased.type, s.projectId)).toHaveLength(1);
  });

  const payoutRow = async (projectId: string) => (await payments.app.get(PayoutRepository).findByProject(projectId))!;
});
