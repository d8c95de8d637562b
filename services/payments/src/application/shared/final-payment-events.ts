import type { Transaction } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import type { ContractFigures } from '../../domain/money-policy';
import type { PaymentEntity, ProjectEntity } from '../../infrastructure/persistence/entities';

/** The figures as every event carries them: other contexts store and show these, never their own arithmetic. */
function figuresPayload(figures: ContractFigures) {
  return {
    contractAmountCents: BigInt(figures.contractCents),
    depositCents: BigInt(figures.depositCents),
    finalCents: BigInt(figures.finalCents),
    excessRefundCents: BigInt(figures.excessRefundCents),
    feePercent: figures.feePercent,
    launchOffer: figures.launchOffer,
    platformFeeCents: BigInt(figures.feeCents),
    creatorShareCents: BigInt(figures.creatorCents),
  };
}

export type ContractAmountReason = 'creator_selected' | 'amount_confirmed';

export async function publishContractAmountSet(
  tx: Transaction,
  project: ProjectEntity,
  figures: ContractFigures,
  reason: ContractAmountReason,
): Promise<void> {
  await tx.publish(PaymentEvents.ContractAmountSet, project.id, {
    projectId: project.id,
    ownerId: project.ownerId,
    creatorId: project.selectedCreatorId ?? '',
    figures: figuresPayload(figures),
    reason,
    setAt: new Date().toISOString(),
  });
}

export async function publishFinalPaymentPaid(
  tx: Transaction,
  project: ProjectEntity,
  payment: PaymentEntity | null,
  figures: ContractFigures,
  at: { paidAt: Date; releasableAt: Date },
): Promise<void> {
  await tx.publish(
    PaymentEvents.FinalPaymentPaid,
    project.id,
    {
      paymentId: payment?.id ?? '',
      projectId: project.id,
      ownerId: project.ownerId,
      creatorId: project.selectedCreatorId ?? '',
      figures: figuresPayload(figures),
      provider: payment?.provider ?? '',
      method: payment?.method ?? '',
      paidAt: at.paidAt.toISOString(),
      releasableAt: at.releasableAt.toISOString(),
    },
    project.ownerId,
  );
}
