import { ProjectEvents } from '@clipwerk/proto';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { RecordProviderEventService } from '../src/application/record-provider-event/record-provider-event.service';
import { ReleasePayoutsService } from '../src/application/release-payouts/release-payouts.service';
import type { ProviderEvent } from '../src/domain/payment';
import { assertBooksBalance } from './support/ledger-check';
import { balance, bearer, company, type PaymentsTestApp, project, startPaymentsApp } from './support/payments-test-app';
import { TestClock } from './support/test-clock';

const HOUR = 60 * 60 * 1000;

const amount = fc.oneof(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 500_000 }));

/**
 * Fewer random flows than the domain's property (each one is a project on the real database), but through the real
 * application services: the HTTP API, provider events through the one recording path (duplicated, under two ids, in
 * a shuffled order), disputes decided by support (split, appeal, final decision) and release runs (two at once, like two replicas) at random times.
 */
const flowArbitrary = fc.record({
  budgetCents: amount,
  launchOffer: fc.boolean(),
  contractCents: amount,
  changes: fc.array(fc.record({ amountCents: amount, confirm: fc.boolean() }), { maxLength: 3 }),
  /** A confirmed change while the final checkout is open: that payment is refunded and a new one paid. */
  changeWhileFinalOpen: fc.option(amount),
  /** A partial refund of the deposit made at the provider, reported before the final payment. */
  outsideDepositRefund: fc.option(fc.integer({ min: 1, max: 100 })),
  dispute: fc.option(
    fc.record({
      hoursBeforeHoldEnds: fc.integer({ min: -10, max: 150 }),
      outcome: fc.constantFrom('release', 'refund', 'split'),
      /** The creator's part of a split, as a share of the contract amount. */
      part: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  ),
  runs: fc.array(fc.record({ hoursFromHoldEnd: fc.integer({ min: -72, max: 72 }), twoAtOnce: fc.boolean() }), { maxLength: 4 }),
  shuffleSeed: fc.integer(),
});

describe('random payment flows through the application keep the books (property, real PostgreSQL)', () => {
  let payments: PaymentsTestApp;
  let record: RecordProviderEventService;
  let release: ReleasePayoutsService;
  const clock = new TestClock();
  let completed = 0;

  beforeAll(async () => {
    payments = await startPaymentsApp({ env: { PAYOUT_RELEASE_INTERVAL_MS: '0' }, overrides: { clock } });
    record = payments.app.get(RecordProviderEventService);
    release = payments.app.get(ReleasePayoutsService);
  });

  afterAll(async () => {
    await payments.close();
  });

  const post = (url: string, token: string, payload: object = {}) =>
    payments.inject({ method: 'POST', url, headers: bearer(token), payload });
  const get = (url: string, token: string) => payments.inject({ method: 'GET', url, headers: bearer(token) });

  /** Each event once under its own id and once more under a second id, plus repeats, in a shuffled order. */
  async function deliver(events: ProviderEvent[], seed: number): Promise<void> {
    const copies = events.flatMap((event, index) => [
      event,
      { ...event, id: `${event.id}:again` },
      ...((seed >> index) & 1 ? [event] : []),
    ]);
    let state = seed >>> 0;
    for (let i = copies.length - 1; i > 0; i--) {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      const j = state % (i + 1);
      [copies[i], copies[j]] = [copies[j], copies[i]];
    }
    for (const event of copies) await record.execute(event);
  }
  const succeeded = (paymentId: string): ProviderEvent => ({
    id: `evt_paid_${paymentId}`,
    provider: 'simulated',
    type: 'payment.succeeded',
    paymentId,
  });

  type Flow = typeof flowArbitrary extends fc.Arbitrary<infer T> ? T : never;

  async function runFlow(flow: Flow): Promise<void> {
    clock.set(Date.now());
    const owner = await company(payments, { register: flow.launchOffer });
    const projectId = await project(payments, owner, flow.budgetCents);
    const deposit = (await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'ideal' })).json().data;
    const depositEvents = [succeeded(deposit.paymentId)];
    if (flow.outsideDepositRefund !== null) {
      const [row]: { amount_cents: string }[] = await payments.db.query(
        `SELECT amount_cents FROM payments.payment WHERE id = $1`,
        [deposit.paymentId],
      );
      const refunded = Math.max(1, Math.floor((Number(row.amount_cents) * flow.outsideDepositRefund) / 101));
      // May come before the payment itself: it then waits for it.
      depositEvents.push({
        id: `evt_refund_${deposit.paymentId}`,
        provider: 'simulated',
        type: 'payment.refunded',
        paymentId: deposit.paymentId,
        refundedCents: refunded,
      });
    }
    await deliver(depositEvents, flow.shuffleSeed);

    const creatorId = randomUUID();
    const creatorToken = await payments.token('creator', creatorId);
    const supportToken = await payments.token('support');
    const contract = { projectId, ownerId: owner.id, creatorId, contractAmountCents: BigInt(flow.contractCents) };
    await payments.deliver(ProjectEvents.CreatorSelected, projectId, { ...contract, proposalId: randomUUID(), title: 'Flow' });
    const change = async (amountCents: number, by: string, other: string, confirm: boolean) => {
      await post(`/api/payments/projects/${projectId}/propose-amount`, by, { amount: amountCents / 100 });
      if (confirm) await post(`/api/payments/projects/${projectId}/confirm-amount`, other, { amount: amountCents / 100 });
    };
    for (const [index, { amountCents, confirm }] of flow.changes.entries()) {
      const [by, other] = index % 2 === 0 ? [owner.token, creatorToken] : [creatorToken, owner.token];
      await change(amountCents, by, other, confirm);
    }
    await payments.deliver(ProjectEvents.ProjectApproved, projectId, contract);

    for (let attempt = 0; attempt < 2; attempt++) {
      const started = await post(`/api/payments/projects/${projectId}/final`, owner.token, { method: 'ideal' });
      if (started.statusCode !== 200) break;
      const { paymentId, completed: done } = started.json().data;
      if (done || !paymentId) break;
      if (attempt === 0 && flow.changeWhileFinalOpen !== null)
        await change(flow.changeWhileFinalOpen, owner.token, creatorToken, true);
      await deliver([succeeded(paymentId)], flow.shuffleSeed >> 3);
    }

    const status = (await get(`/api/payments/projects/${projectId}/status`, owner.token)).json().data;
    if (status.payout) {
      completed += 1;
      const holdEnds = new Date(status.payout.releasableAt).getTime();
      const account = await post('/api/users/me/stripe/connect', creatorToken);
      const accountId = new URL(account.json().data.onboardingUrl as string).searchParams.get('account');
      await post('/api/users/me/stripe/simulate-onboarding', creatorToken, {
        account: accountId,
        iban: 'NL91ABNA0417164300',
        accountHolderName: 'Lotte de Vries',
      });
      const steps: { at: number; run: () => Promise<unknown> }[] = flow.runs.map(({ hoursFromHoldEnd, twoAtOnce }) => ({
        at: holdEnds + hoursFromHoldEnd * HOUR,
        run: () => Promise.all(twoAtOnce ? [release.run(), release.run()] : [release.run()]),
      }));
      if (flow.dispute) {
        const { hoursBeforeHoldEnds, outcome, part } = flow.dispute;
        const creatorAmount = Math.floor(Number(status.contractAmount) * part * 100) / 100;
        steps.push({
          at: holdEnds - hoursBeforeHoldEnds * HOUR,
          run: async () => {
            const opened = await post('/api/disputes', owner.token, { projectId, reason: 'Niet geleverd zoals afgesproken.' });
            if (opened.statusCode !== 201) return;
            const id = opened.json().data.dispute.id as string;
            const decision = { outcome, creatorAmount, note: 'Beoordeeld door support.' };
            // The first decision is appealed: the second one is final and moves the money at once.
            await post(`/api/support/disputes/${id}/decision`, supportToken, decision);
            await post(`/api/disputes/${id}/appeal`, creatorToken, { reason: 'Ik ben het niet eens met dit besluit.' });
            await post(`/api/support/disputes/${id}/decision`, supportToken, decision);
          },
        });
      }
      for (const step of steps.sort((a, b) => a.at - b.at)) {
        clock.set(Math.max(step.at, clock.now().getTime()));
        await step.run();
      }
      clock.set(holdEnds + 400 * HOUR);
      await release.run();
    }

    // Nobody paid twice, no refund above what was paid, for this project.
    const paymentsOf: { kind: string; status: string; amount_cents: string; refunded_cents: string }[] = await payments.db.query(
      `SELECT kind, status, amount_cents, refunded_cents FROM payments.payment WHERE project_id = $1`,
      [projectId],
    );
    for (const payment of paymentsOf) expect(Number(payment.refunded_cents)).toBeLessThanOrEqual(Number(payment.amount_cents));
    for (const kind of ['deposit', 'final']) {
      const kept = paymentsOf.filter(
        (p) => p.kind === kind && p.status === 'paid' && Number(p.refunded_cents) < Number(p.amount_cents),
      );
      expect(kept.length).toBeLessThanOrEqual(1);
    }
    const transfers: { n: number }[] = await payments.db.query(
      `SELECT count(*)::int AS n FROM payments.simulated_transfer WHERE transfer_group = $1`,
      [`project:${projectId}`],
    );
    const [payout]: { status: string; amount_cents: string }[] = await payments.db.query(
      `SELECT status, amount_cents FROM payments.payout WHERE project_id = $1`,
      [projectId],
    );
    expect(transfers[0].n).toBe(payout?.status === 'released' ? 1 : 0);
    const [settled]: { contract_cents: string }[] = await payments.db.query(
      `SELECT contract_cents FROM payments.settlement WHERE project_id = $1`,
      [projectId],
    );
    if (settled) {
      // The company paid the contract amount for the work, or the creator's part a final dispute decision gave her.
      const [decided]: { creator_cents: string }[] = await payments.db.query(
        `SELECT d.creator_cents FROM payments.dispute_decision d JOIN payments.dispute x ON x.id = d.dispute_id
         WHERE x.project_id = $1 AND d.round = 2`,
        [projectId],
      );
      const paid = 0 - (await balance(payments, `company_cash:${owner.id}`));
      expect(paid).toBe(decided ? Number(decided.creator_cents) : Number(settled.contract_cents));
      if (payout?.status === 'released')
        expect(await balance(payments, `creator_account:${creatorId}`)).toBe(Number(payout.amount_cents));
    }
    // Every transaction balances; every completed project splits its contract amount to the cent.
    await assertBooksBalance((sql, parameters) => payments.db.query(sql, parameters), 'payments', projectId);
  }

  it('keep every completed project to the cent, pay nobody twice, refund no more than was paid', async () => {
    await fc.assert(fc.asyncProperty(flowArbitrary, runFlow), { numRuns: 60 });
    // Most flows reach completion; and the whole database's books add up after all of them.
    expect(completed).toBeGreaterThanOrEqual(15);
    expect(await assertBooksBalance((sql, parameters) => payments.db.query(sql, parameters))).toBe(completed);
  }, 240_000);
});
