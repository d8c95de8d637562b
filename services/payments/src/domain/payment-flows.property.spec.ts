import fc from 'fast-check';
import { feeTermsFor } from './fee-policy';
import {
  Accounts,
  assertBalanced,
  balanceOf,
  depositPosting,
  disputeRefundPosting,
  excessRefundPosting,
  finalPosting,
  payoutPosting,
  type Posting,
  projectBooksProblems,
  refundPosting,
  settlementPosting,
} from './ledger';
import { depositFor } from './money';
import { contractFigures, depositStayingIn, disputeRefundFigures, releasableAt } from './money-policy';
import { amountChangeRefusal, onRefunded, onSucceeded, type PaymentStatus, refundDelta } from './payment';
import { disputeDecision, isDue, type PayoutStatus, releaseDecision, resolutionStatus, transferKey } from './payout';

/**
 * Random flows through the money rules, applied the way the application applies them (only this module's answers
 * decide): deposits (sometimes two checkouts paid), amount proposals and confirmations above and below the
 * deposit, the final payment (sometimes twice, sometimes for an amount changed meanwhile), provider events
 * duplicated and out of order (refunds before their payment), disputes decided either way, release runs at
 * random times that sometimes crash between the transfer and the commit. Then the invariants must hold.
 */
const HOUR_MS = 3_600_000;
const HOLD_DAYS = 7;
const OWNER = 'company-1';
const CREATOR = 'creator-1';
const PROJECT = 'project-1';

interface Payment {
  id: string;
  projectId: string;
  ownerId: string;
  kind: 'deposit' | 'final';
  amountCents: number;
  status: PaymentStatus;
  refundedCents: number;
}

type ProviderEvent =
  | { id: string; type: 'succeeded'; paymentId: string }
  | { id: string; type: 'refunded'; paymentId: string; refundedCents: number };

interface Payout {
  id: string;
  settledByPaymentId: string;
  projectId: string;
  ownerId: string;
  creatorId: string;
  amountCents: number;
  status: PayoutStatus;
  releasableAt: Date;
}

const amount = fc.oneof(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 5_000_000 }));

const flowArbitrary = fc.record({
  budgetCents: amount,
  launchOffer: fc.boolean(),
  configuredFeePercent: fc.constantFrom(15, 10, 20, 33),
  duplicateDeposit: fc.boolean(),
  contractCents: amount,
  /** Proposals; a confirmed one becomes the contract amount (before or after the final checkout started). */
  changes: fc.array(fc.record({ amountCents: amount, confirm: fc.boolean(), afterFinalStarted: fc.boolean() }), {
    maxLength: 4,
  }),
  duplicateFinal: fc.boolean(),
  /**
   * The provider refunds part of the deposit by itself (an operator in its dashboard) before the final payment.
   * Not after settlement: such a refund is booked out of an escrow that is already empty (left to an operator).
   */
  outsideRefund: fc.option(fc.record({ cents: amount })),
  accountActiveFromHour: fc.option(fc.integer({ min: 0, max: 400 })),
  dispute: fc.option(
    fc.record({
      atHour: fc.integer({ min: 0, max: 200 }),
      resolution: fc.constantFrom('release' as const, 'refund' as const),
      resolvedAfterHours: fc.integer({ min: 0, max: 300 }),
    }),
  ),
  runs: fc.array(fc.record({ atHour: fc.integer({ min: 0, max: 400 }), crashAfterTransfer: fc.boolean() }), { maxLength: 6 }),
  /** Drives the delivery order and duplication of provider events. */
  deliverySeed: fc.integer(),
});

type Flow = typeof flowArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** A small deterministic generator, so a failing flow replays with its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function runFlow(flow: Flow) {
  const rnd = random(flow.deliverySeed);
  const postings: Posting[] = [];
  const payments: Payment[] = [];
  /** At the provider: what each payment was charged and has refunded in total; transfers by idempotency key. */
  const charged = new Map<string, number>();
  const providerRefunded = new Map<string, number>();
  const transfers = new Map<string, { amountCents: number }>();
  let transferCalls = 0;
  const seenEvents = new Set<string>();
  const pendingRefunds = new Map<string, number>();
  const inFlight: ProviderEvent[] = [];
  let eventNo = 0;
  const post = (posting: Posting) => {
    assertBalanced(posting);
    postings.push(posting);
  };

  const project = {
    budgetCents: flow.budgetCents,
    contractCents: flow.contractCents,
    proposedBy: null as string | null,
    proposedAmountCents: null as number | null,
    settled: false,
  };
  const terms = feeTermsFor(
    flow.configuredFeePercent,
    flow.launchOffer ? { registrationNumber: 1, registeredAt: new Date('2026-01-01') } : null,
    new Date('2026-01-15'),
  );
  const t0 = new Date('2026-02-01T12:00:00Z').getTime();
  let settlement: ReturnType<typeof contractFigures> | null = null;
  let payout: Payout | null = null;

  const newPayment = (kind: Payment['kind'], amountCents: number): Payment => {
    const payment = {
      id: `${kind}-${payments.length}`,
      projectId: PROJECT,
      ownerId: OWNER,
      kind,
      amountCents,
      status: 'pending' as const,
      refundedCents: 0,
    };
    payments.push(payment);
    return payment;
  };
  /** The company pays a checkout: the provider charges it once and tells us, sometimes under two event ids. */
  const charge = (payment: Payment) => {
    if (charged.has(payment.id)) throw new Error(`${payment.id} charged twice at the provider`);
    charged.set(payment.id, payment.amountCents);
    inFlight.push({ id: `evt_${eventNo++}`, type: 'succeeded', paymentId: payment.id });
    if (rnd() < 0.5) inFlight.push({ id: `evt_${eventNo++}`, type: 'succeeded', paymentId: payment.id });
  };
  /** A refund at the provider (ours or made there): it tells us its cumulative figure later. */
  const providerRefund = (payment: Payment, cents: number) => {
    const total = (providerRefunded.get(payment.id) ?? 0) + cents;
    if (total > (charged.get(payment.id) ?? 0)) throw new Error(`${payment.id}: provider refunds more than it charged`);
    providerRefunded.set(payment.id, total);
    inFlight.push({ id: `evt_${eventNo++}`, type: 'refunded', paymentId: payment.id, refundedCents: total });
  };
  const recordRefund = (payment: Payment, cumulative: number) => {
    const { postCents, fullyRefunded } = refundDelta(payment, cumulative);
    if (postCents > 0) post(refundPosting(payment, postCents));
    payment.refundedCents += postCents;
    if (fullyRefunded) payment.status = 'refunded';
  };
  const refundThroughProvider = (payment: Payment) => {
    const outstanding = payment.amountCents - payment.refundedCents;
    if (payment.status !== 'paid' || outstanding <= 0) return;
    providerRefund(payment, outstanding);
    recordRefund(payment, payment.amountCents);
  };
  const figuresNow = () => {
    const deposit = payments.find((p) => p.kind === 'deposit' && p.status === 'paid');
    const shown = deposit ?? payments.find((p) => p.kind === 'deposit' && p.status === 'refunded') ?? null;
    return { figures: contractFigures(project.contractCents, depositStayingIn(shown, project.budgetCents), terms), deposit };
  };
  const settle = (finalPayment: Payment | null, paidAt: number) => {
    if (project.settled) return;
    const { figures, deposit } = figuresNow();
    if (figures.excessRefundCents > 0) {
      if (!deposit) throw new Error('excess without a paid deposit');
      providerRefund(deposit, figures.excessRefundCents);
      post(excessRefundPosting(deposit, figures.excessRefundCents));
      deposit.refundedCents += figures.excessRefundCents;
    }
    const settledBy = finalPayment?.id ?? deposit?.id;
    if (!settledBy) throw new Error('nothing paid to settle');
    post(settlementPosting({ paymentId: settledBy, projectId: PROJECT, creatorId: CREATOR }, figures));
    project.settled = true;
    settlement = figures;
    if (figures.creatorCents > 0) {
      payout = {
        id: 'payout-1',
        settledByPaymentId: settledBy,
        projectId: PROJECT,
        ownerId: OWNER,
        creatorId: CREATOR,
        amountCents: figures.creatorCents,
        status: 'held',
        releasableAt: releasableAt(new Date(paidAt), HOLD_DAYS),
      };
    }
  };
  const apply = (event: ProviderEvent, now: number) => {
    if (seenEvents.has(event.id)) return;
    seenEvents.add(event.id);
    const payment = payments.find((p) => p.id === event.paymentId)!;
    if (event.type === 'refunded') {
      if (onRefunded(payment.status) === 'wait')
        pendingRefunds.set(payment.id, Math.max(pendingRefunds.get(payment.id) ?? 0, event.refundedCents));
      else recordRefund(payment, event.refundedCents);
      return;
    }
    if (onSucceeded(payment.status) === 'ignore') return;
    // Widened: recordRefund below may make it refunded.
    payment.status = 'paid' as PaymentStatus;
    post(payment.kind === 'deposit' ? depositPosting(payment, payment.amountCents) : finalPosting(payment, payment.amountCents));
    const early = pendingRefunds.get(payment.id);
    if (early !== undefined) {
      recordRefund(payment, early);
      if (payment.status === 'refunded') return;
    }
    if (payment.kind === 'deposit') {
      if (payments.some((p) => p !== payment && p.kind === 'deposit' && p.status === 'paid')) refundThroughProvider(payment);
      return;
    }
    if (project.settled) return refundThroughProvider(payment);
    if (figuresNow().figures.finalCents !== payment.amountCents) return refundThroughProvider(payment);
    settle(payment, now);
  };
  /** Delivers some (or all) of the events in flight in a random order, some twice. */
  const deliver = (now: number, all = false) => {
    while (inFlight.length > 0) {
      const event = inFlight.splice(Math.floor(rnd() * inFlight.length), 1)[0];
      apply(event, now);
      if (rnd() < 0.3) inFlight.push(event);
      if (!all && rnd() < 0.3) return;
    }
  };
  const propose = (by: string, amountCents: number) => {
    if (amountChangeRefusal({ kind: 'propose' }, { selectedCreatorId: CREATOR, ...project }, by, project.settled)) return;
    project.proposedBy = by;
    project.proposedAmountCents = amountCents;
  };
  const confirm = (by: string) => {
    const seen = { kind: 'confirm' as const, seenAmountCents: project.proposedAmountCents ?? 0 };
    if (amountChangeRefusal(seen, { selectedCreatorId: CREATOR, ...project }, by, project.settled)) return;
    project.contractCents = project.proposedAmountCents!;
    project.proposedBy = project.proposedAmountCents = null;
  };

  // The deposit: one checkout, or two paid in two tabs.
  const deposits = [newPayment('deposit', depositFor(project.budgetCents))];
  if (flow.duplicateDeposit) deposits.push(newPayment('deposit', depositFor(project.budgetCents)));
  deposits.forEach(charge);
  // A refund made at the provider may reach us before the payment itself. Not while a duplicate may still be refunded
  // by us: the provider refuses a refund above what is left and the event is retried (not modelled here).
  deliver(t0, flow.duplicateDeposit);
  if (flow.outsideRefund) {
    const deposit = deposits[0];
    providerRefund(deposit, Math.min(flow.outsideRefund.cents, deposit.amountCents - (providerRefunded.get(deposit.id) ?? 0)));
  }
  deliver(t0, true);
  // A deposit refunded in full at the provider does not stop the project: the final payment then asks for it all.

  // Amount proposals, alternately by each party, before the final checkout.
  const later = flow.changes.filter((change) => change.afterFinalStarted);
  flow.changes.forEach((change, index) => {
    if (change.afterFinalStarted) return;
    const [by, other] = index % 2 === 0 ? [OWNER, CREATOR] : [CREATOR, OWNER];
    propose(by, change.amountCents);
    if (change.confirm) confirm(other);
  });

  // Approved: the final payment, or settlement at once when nothing is left to pay.
  let paidAt = t0 + HOUR_MS;
  for (let attempt = 0; attempt < 3 && !project.settled; attempt++) {
    const due = figuresNow().figures.finalCents;
    if (due === 0) {
      settle(null, paidAt);
      break;
    }
    const finals = [newPayment('final', due)];
    if (flow.duplicateFinal && attempt === 0) finals.push(newPayment('final', due));
    // A confirmed change while the checkout is open: the payment no longer matches and is refunded.
    if (attempt === 0)
      for (const change of later) {
        propose(OWNER, change.amountCents);
        if (change.confirm) confirm(CREATOR);
      }
    finals.forEach(charge);
    deliver(paidAt, true);
    paidAt += HOUR_MS;
  }

  // After completion: a dispute and release runs on one timeline, events still arriving.
  type Step = { at: number; what: () => void };
  const steps: Step[] = [];
  const accountActive = (now: number) =>
    flow.accountActiveFromHour !== null && now >= paidAt + flow.accountActiveFromHour * HOUR_MS;
  const releaseRun = (now: number, crash: boolean) => {
    const current = payout;
    if (!current) return;
    const retry = current.status === 'releasing';
    if (
      !retry &&
      !((current.status === 'held' || current.status === 'waiting_for_account') && isDue(current.releasableAt, new Date(now)))
    )
      return;
    if (!retry && releaseDecision(accountActive(now) ? 'active' : null) === 'wait_for_account') {
      current.status = 'waiting_for_account';
      return;
    }
    current.status = 'releasing';
    transferCalls += 1;
    const key = transferKey(current.id);
    const made = transfers.get(key) ?? { amountCents: current.amountCents };
    if (made.amountCents !== current.amountCents) throw new Error('same key, another amount');
    transfers.set(key, made);
    if (crash) return;
    current.status = 'released';
    post(payoutPosting(current, current.amountCents));
  };
  if (flow.dispute) {
    const { atHour, resolution, resolvedAfterHours } = flow.dispute;
    const openedAt = paidAt + atHour * HOUR_MS;
    steps.push({
      at: openedAt,
      what: () => {
        const current = payout;
        if (!current || disputeDecision(current, new Date(openedAt)) !== 'open') return;
        current.status = 'disputed';
        steps.push({
          at: openedAt + resolvedAfterHours * HOUR_MS,
          what: () => {
            const next = resolutionStatus(current.status, resolution);
            if (!next) return;
            if (resolution === 'refund') refundDisputed(current);
            current.status = next;
          },
        });
      },
    });
  }
  const refundDisputed = (current: Payout) => {
    const figures = settlement!;
    const back = disputeRefundFigures(figures);
    const { refundCents } = back;
    const settling = payments.find((p) => p.id === current.settledByPaymentId)!;
    const sources = [settling, ...payments.filter((p) => p.kind === 'deposit' && p !== settling)].filter(
      (p) => p.status === 'paid',
    );
    let left = refundCents;
    for (const source of sources) {
      const cents = Math.min(left, source.amountCents - source.refundedCents);
      if (cents <= 0) continue;
      providerRefund(source, cents);
      source.refundedCents += cents;
      left -= cents;
    }
    if (left !== 0) throw new Error(`${left} cents of the disputed payment could not be refunded`);
    post(disputeRefundPosting(current, back));
  };
  for (const run of flow.runs)
    steps.push({
      at: paidAt + run.atHour * HOUR_MS,
      what: () => releaseRun(paidAt + run.atHour * HOUR_MS, run.crashAfterTransfer),
    });
  while (steps.length > 0) {
    steps.sort((a, b) => a.at - b.at);
    const step = steps.shift()!;
    deliver(step.at);
    step.what();
  }
  // Everything settles down: every event arrives, a last run after the hold (the account is there by then).
  deliver(paidAt, true);
  const end = paidAt + 1_000 * HOUR_MS;
  if (flow.accountActiveFromHour !== null) releaseRun(end, false);
  deliver(end, true);
  return {
    postings,
    payments,
    charged,
    providerRefunded,
    transfers,
    transferCalls,
    settlement,
    payout: payout as Payout | null,
    contractCents: project.contractCents,
  };
}

describe('random payment flows keep the books (property)', () => {
  it('balance every transaction, pay nobody twice, split every completed contract to the cent, refund no more than was paid', () => {
    const seen = new Map<string, number>();
    const count = (what: string, happened: boolean) => {
      if (happened) seen.set(what, (seen.get(what) ?? 0) + 1);
    };
    fc.assert(
      fc.property(flowArbitrary, (flow) => {
        const result = runFlow(flow);
        const { postings, payments, charged, providerRefunded, transfers, settlement, payout } = result;
        count('completed', settlement !== null);
        count(
          'excess refunded',
          postings.some((tx) => tx.kind === 'excess_refund'),
        );
        count(
          'final refunded',
          postings.some((tx) => tx.kind === 'final_refund'),
        );
        count(
          'deposit refunded',
          postings.some((tx) => tx.kind === 'deposit_refund'),
        );
        count('released', payout?.status === 'released');
        count('released after a crash', payout?.status === 'released' && result.transferCalls > 1);
        count('dispute refunded', payout?.status === 'refunded');
        count('still waiting for an account', payout?.status === 'waiting_for_account');
        for (const posting of postings) expect(() => assertBalanced(posting)).not.toThrow();

        // Nobody is paid twice: one booking per charge, at most one deposit and one final kept, one transfer.
        for (const kind of ['deposit', 'final'] as const) {
          const kept = payments.filter((p) => p.kind === kind && p.status === 'paid' && p.refundedCents < p.amountCents);
          expect(kept.length).toBeLessThanOrEqual(1);
          for (const payment of payments.filter((p) => p.kind === kind)) {
            expect(postings.filter((tx) => tx.kind === kind && tx.paymentId === payment.id).length).toBeLessThanOrEqual(1);
          }
        }
        expect(transfers.size).toBeLessThanOrEqual(1);
        expect(postings.filter((tx) => tx.kind === 'payout').length).toBe(payout?.status === 'released' ? 1 : 0);
        expect(postings.filter((tx) => tx.kind === 'settlement').length).toBe(settlement ? 1 : 0);

        // Refunds never exceed what was paid: per payment, at the provider, and in the books.
        for (const payment of payments) {
          expect(payment.refundedCents).toBeLessThanOrEqual(payment.amountCents);
          expect(providerRefunded.get(payment.id) ?? 0).toBeLessThanOrEqual(charged.get(payment.id) ?? 0);
        }
        const lines = postings.flatMap((tx) => tx.lines);
        expect(balanceOf(Accounts.companyCash(OWNER), lines)).toBeLessThanOrEqual(0);

        if (!settlement) return;
        const figures = settlement as ReturnType<typeof contractFigures>;
        // A completed project: deposit + final = contract, fee + creator = contract, escrow empty.
        expect(figures.contractCents).toBe(result.contractCents);
        expect(figures.feeCents + figures.creatorCents).toBe(figures.contractCents);
        const escrowTransactions = postings.filter((tx) => tx.lines.some((line) => line.account === Accounts.escrow(PROJECT)));
        expect(
          projectBooksProblems({ projectId: PROJECT, contractCents: figures.contractCents, transactions: escrowTransactions }),
        ).toEqual([]);
        // What the company paid for the work: the contract amount, or nothing once a dispute went its way.
        const companyPaid = 0 - balanceOf(Accounts.companyCash(OWNER), lines);
        const refundedByDispute = payout?.status === 'refunded';
        expect(companyPaid).toBe(refundedByDispute ? 0 : figures.contractCents);
        // The creator received her share once it left, never more; nothing stays owed to her afterwards.
        const received = balanceOf(Accounts.creatorAccount(CREATOR), lines);
        expect(received).toBe(payout?.status === 'released' ? figures.creatorCents : 0);
        if (payout?.status === 'released' || refundedByDispute || !payout)
          expect(balanceOf(Accounts.creatorPayable(CREATOR), lines)).toBe(0);
        expect(balanceOf(Accounts.platformRevenue(), lines)).toBe(refundedByDispute ? 0 : figures.feeCents);
      }),
      { numRuns: 3_000 },
    );
    // The flows reach every path that moves money, not only the plain one.
    const paths = [
      'completed',
      'excess refunded',
      'final refunded',
      'deposit refunded',
      'released',
      'released after a crash',
      'dispute refunded',
      'still waiting for an account',
    ];
    expect(paths.filter((what) => (seen.get(what) ?? 0) < 10)).toEqual([]);
  });
});
