import { Injectable } from '@nestjs/common';
import { createLogger, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { depositPosting, finalPosting } from '../../domain/ledger';
import { PAYMENT_CURRENCY } from '../../domain/money';
import { chargedAsAsked, onFailed, onRefunded, onSucceeded, type ProviderEvent } from '../../domain/payment';
import type { PaymentEntity, ProjectEntity } from '../../infrastructure/persistence/entities';
import { LedgerRepository } from '../../infrastructure/persistence/ledger.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { ProviderEventRepository } from '../../infrastructure/persistence/provider-event.repository';
import { RefundDepositService } from '../refund-deposit/refund-deposit.service';
import { SettleProjectService } from '../settle-project/settle-project.service';
import { ContractFiguresReader } from '../shared/contract-figures';
import { publishDepositPaid, publishPaymentFailed } from '../shared/payment-events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Succeeded = Extract<ProviderEvent, { type: 'payment.succeeded' }>;
type Refunded = Extract<ProviderEvent, { type: 'payment.refunded' }>;

export type RecordOutcome = 'applied' | 'duplicate' | 'kept_pending' | 'unknown_payment';

/**
 * THE path by which a payment's fate is decided, for Stripe webhooks and the simulator alike. Safe for events
 * that arrive twice, at once, or in any order, on any number of replicas:
 * - the provider event id is claimed in `provider_event` in the same transaction as the effect;
 * - everything that names one payment (payment id, intent, checkout session) is serialised by transaction-scoped
 *   advisory locks, then project and payment rows are locked in that order;
 * - a refund that arrives before its payment waits in `pending_provider_event` and is booked when the payment is;
 * - a success for another amount or currency than we asked is held for review, never counted as paid.
 */
@Injectable()
export class RecordProviderEventService {
  private readonly log = createLogger('payments.provider-events');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: ProviderEventRepository,
    private readonly payments: PaymentRepository,
    private readonly projects: ProjectRepository,
    private readonly ledger: LedgerRepository,
    private readonly refunds: RefundDepositService,
    private readonly settlement: SettleProjectService,
    private readonly figures: ContractFiguresReader,
  ) {}

  execute(event: ProviderEvent): Promise<RecordOutcome> {
    return this.uow.run(async (tx) => {
      if (!(await this.events.claim(event.provider, event.id, event.type, tx.manager))) return 'duplicate';
      await this.events.lockReferences(event.provider, event, tx.manager);

      const found = await this.findPayment(event, tx);
      if (!found) {
        if (event.type === 'payment.refunded' && (await this.keepForLater(event, tx))) return 'kept_pending';
        this.log.warn(
          { eventId: event.id, type: event.type, paymentId: event.paymentId, intentId: event.intentId },
          'provider event for an unknown payment',
        );
        return 'unknown_payment';
      }
      // Lock order everywhere: project, then payment.
      const project = await this.projects.findByIdForUpdate(found.projectId, tx.manager);
      const payment = (await this.payments.findByIdForUpdate(found.id, tx.manager))!;
      switch (event.type) {
        case 'payment.succeeded':
          await this.succeeded(tx, payment, project, event);
          break;
        case 'payment.failed':
          await this.failed(tx, payment, event.reason);
          break;
        case 'payment.refunded':
          if (onRefunded(payment.status) === 'wait') {
            await this.keepForLater(event, tx);
            return 'kept_pending';
          }
          await this.refunds.recordRefund(tx, payment, event.refundedCents, 'provider_refund');
          break;
      }
      return 'applied';
    });
  }

  private async findPayment(event: ProviderEvent, tx: Transaction): Promise<PaymentEntity | null> {
    if (event.paymentId && UUID.test(event.paymentId)) {
      const payment = await this.payments.findById(event.paymentId, tx.manager);
      if (payment && payment.provider === event.provider) return payment;
    }
    const byIntent = event.intentId ? await this.payments.findByIntent(event.provider, event.intentId, tx.manager) : null;
    if (byIntent) return byIntent;
    return event.sessionId ? this.payments.findBySession(event.provider, event.sessionId, tx.manager) : null;
  }

  private keepForLater(event: Refunded, tx: Transaction): Promise<boolean> {
    return this.events.keepPendingRefund(
      {
        provider: event.provider,
        eventId: event.id,
        paymentId: event.paymentId,
        intentId: event.intentId,
        sessionId: event.sessionId,
        refundedCents: event.refundedCents,
      },
      tx.manager,
    );
  }

  /**
   * The final payment arrived. It counts once per project: a second one (two checkouts paid) is refunded, and so
   * is one for an amount that no longer matches the contract (the parties confirmed another amount after the
   * checkout started; the company then pays the new amount). Otherwise the project is settled.
   */
  private async finalSucceeded(
    tx: Transaction,
    payment: PaymentEntity,
    project: ProjectEntity | null,
    intentId: string | null,
  ): Promise<void> {
    const paidAt = new Date();
    Object.assign(payment, { status: 'paid', paidAt, intentId, failureReason: null });
    await this.payments.update(payment.id, { status: 'paid', paidAt, intentId, failureReason: null }, tx.manager);
    await this.ledger.post(finalPosting(payment, payment.amountCents), tx.manager);

    const refundedAlready = await this.events.takePendingRefunds(payment.provider, payment, tx.manager);
    if (refundedAlready !== null) {
      await this.refunds.recordRefund(tx, payment, refundedAlready, 'provider_refund');
      if (payment.status === 'refunded') return;
    }
    if (!project || (await this.settlement.isSettled(project.id, tx))) {
      return this.refunds.refundThroughProvider(tx, payment, 'duplicate_payment');
    }
    const { figures } = await this.figures.read(project, tx.manager);
    if (figures.finalCents !== payment.amountCents) {
      this.log.warn(
        { paymentId: payment.id, projectId: project.id, paid: payment.amountCents, due: figures.finalCents },
        'final payment for an amount that is no longer due: refunded',
      );
      return this.refunds.refundThroughProvider(tx, payment, 'amount_changed');
    }
    await this.settlement.settle(tx, project, payment, paidAt);
  }

  private async succeeded(
    tx: Transaction,
    payment: PaymentEntity,
    project: ProjectEntity | null,
    event: Succeeded,
  ): Promise<void> {
    const projectStatus = project?.status ?? 'unknown';
    if (onSucceeded(payment.status) === 'ignore') {
      if (!chargedAsAsked(payment.amountCents, event.charged))
        this.logWrongCharge(payment, event, `another success for a ${payment.status} payment`);
      return;
    }
    const intentId = payment.intentId ?? event.intentId ?? null;
    if (!chargedAsAsked(payment.amountCents, event.charged)) return this.holdForReview(tx, payment, intentId, event);
    if (payment.kind === 'final') return this.finalSucceeded(tx, payment, project, intentId);

    const otherPaid = await this.payments.findDeposit(payment.projectId, ['paid'], tx.manager);
    const paidAt = new Date();
    Object.assign(payment, { status: 'paid', paidAt, intentId, failureReason: null });
    await this.payments.update(payment.id, { status: 'paid', paidAt, intentId, failureReason: null }, tx.manager);
    await this.ledger.post(depositPosting(payment, payment.amountCents), tx.manager);

    // The money arrived; decide whether it stays.
    const refundedAlready = await this.events.takePendingRefunds(payment.provider, payment, tx.manager);
    if (refundedAlready !== null) {
      await this.refunds.recordRefund(tx, payment, refundedAlready, 'provider_refund');
      if (payment.status === 'refunded') return;
    }
    if (projectStatus === 'cancelled') return this.refunds.refundThroughProvider(tx, payment, 'project_cancelled');
    if (otherPaid) return this.refunds.refundThroughProvider(tx, payment, 'duplicate_payment');
    await publishDepositPaid(tx, payment, paidAt);
    await this.payments.update(payment.id, { depositPaidPublished: true }, tx.manager);
    payment.depositPaidPublished = true;
  }

  /** Nothing is booked or announced; an operator decides (services/payments/README.md, "Held for review"). */
  private async holdForReview(tx: Transaction, payment: PaymentEntity, intentId: string | null, event: Succeeded): Promise<void> {
    const held = {
      status: 'held_for_review' as const,
      intentId,
      receivedAmountCents: event.charged?.amountCents ?? null,
      receivedCurrency: event.charged?.currency ?? null,
      reviewEventId: event.id,
      failureReason: null,
    };
    Object.assign(payment, held);
    await this.payments.update(payment.id, held, tx.manager);
    this.logWrongCharge(payment, event, 'payment held for review');
    // An operator's refund may have come first: it closes the held payment.
    const refundedAlready = await this.events.takePendingRefunds(payment.provider, payment, tx.manager);
    if (refundedAlready !== null) await this.refunds.recordRefund(tx, payment, refundedAlready, 'provider_refund');
  }

  private logWrongCharge(payment: PaymentEntity, event: Succeeded, what: string): void {
    this.log.error(
      {
        eventId: event.id,
        provider: event.provider,
        paymentId: payment.id,
        projectId: payment.projectId,
        status: payment.status,
        expected: { amountCents: payment.amountCents, currency: PAYMENT_CURRENCY },
        charged: event.charged,
      },
      `${what}: the provider charged another amount or currency`,
    );
  }

  private async failed(tx: Transaction, payment: PaymentEntity, reason: string): Promise<void> {
    if (onFailed(payment.status) === 'ignore') return;
    await this.payments.update(payment.id, { status: 'failed', failureReason: reason.slice(0, 500) }, tx.manager);
    await publishPaymentFailed(tx, payment, reason);
  }
}
