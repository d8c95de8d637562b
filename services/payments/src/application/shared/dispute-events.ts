import type { Transaction } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import type { DisputeDeadlines } from '../../domain/dispute';
import type { DecisionRow, DisputeRow, StatementRow } from '../../infrastructure/persistence/dispute.repository';

/** A dispute's events, in the transaction that made the step; keyed by the project, like its payments. */
const parties = (dispute: DisputeRow) => ({
  disputeId: dispute.id,
  projectId: dispute.projectId,
  ownerId: dispute.ownerId,
  creatorId: dispute.creatorId,
});

export async function publishDisputeOpened(
  tx: Transaction,
  dispute: DisputeRow,
  payoutId: string | null,
  deadlines: DisputeDeadlines,
): Promise<void> {
  await tx.publish(
    PaymentEvents.DisputeOpened,
    dispute.projectId,
    {
      ...parties(dispute),
      payoutId: payoutId ?? '',
      reason: dispute.reason,
      openedAt: dispute.openedAt.toISOString(),
      openedByRole: dispute.openedByRole,
      evidenceDueAt: deadlines.evidenceDueAt.toISOString(),
    },
    dispute.openedBy,
  );
}

export async function publishStatementAdded(tx: Transaction, dispute: DisputeRow, statement: StatementRow): Promise<void> {
  await tx.publish(
    PaymentEvents.DisputeStatementAdded,
    dispute.projectId,
    {
      ...parties(dispute),
      statementId: statement.id,
      authorId: statement.authorId,
      authorRole: statement.authorRole,
      addedAt: statement.createdAt.toISOString(),
    },
    statement.authorId,
  );
}

export async function publishDisputeDecided(
  tx: Transaction,
  dispute: DisputeRow,
  decision: DecisionRow,
  appealDueAt: Date | null,
): Promise<void> {
  await tx.publish(
    PaymentEvents.DisputeDecided,
    dispute.projectId,
    {
      ...parties(dispute),
      round: decision.round,
      outcome: decision.outcome,
      creatorPartCents: BigInt(decision.creatorCents),
      note: decision.note,
      decidedAt: decision.decidedAt.toISOString(),
      appealDueAt: appealDueAt?.toISOString() ?? '',
    },
    decision.decidedBy,
  );
}

export async function publishDisputeAppealed(tx: Transaction, dispute: DisputeRow): Promise<void> {
  await tx.publish(
    PaymentEvents.DisputeAppealed,
    dispute.projectId,
    {
      ...parties(dispute),
      appealedBy: dispute.appealedBy ?? '',
      appealedByRole: dispute.appealedByRole ?? '',
      reason: dispute.appealReason ?? '',
      appealedAt: dispute.appealedAt?.toISOString() ?? '',
    },
    dispute.appealedBy ?? undefined,
  );
}

/** The final decision's money has moved. */
export async function publishDisputeResolved(
  tx: Transaction,
  dispute: DisputeRow,
  result: {
    payoutId: string | null;
    resolution: 'released' | 'refunded' | 'split';
    note: string;
    resolvedAt: Date;
    creatorPayoutCents: number;
    creatorPartCents: number;
    refundedCents: number;
  },
): Promise<void> {
  await tx.publish(PaymentEvents.DisputeResolved, dispute.projectId, {
    ...parties(dispute),
    payoutId: result.payoutId ?? '',
    resolution: result.resolution,
    note: result.note,
    resolvedAt: result.resolvedAt.toISOString(),
    amountCents: BigInt(result.creatorPayoutCents),
    creatorPartCents: BigInt(result.creatorPartCents),
    refundedCents: BigInt(result.refundedCents),
  });
}
