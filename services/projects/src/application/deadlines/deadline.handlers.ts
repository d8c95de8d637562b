import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { PaymentEvents } from '@clipwerk/proto';
import { DeadlineRepository } from '../../infrastructure/persistence/deadline.repository';

const dateOr = (iso: string, fallback: Date) => (iso ? new Date(iso) : fallback);

/** A dispute about the project opened: no deadline moves it until the dispute is resolved. */
@Injectable()
export class HoldProjectWhenDisputeOpened implements EventHandler<typeof PaymentEvents.DisputeOpened> {
  constructor(private readonly deadlines: DeadlineRepository) {}

  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.DisputeOpened>, tx: Transaction): Promise<void> {
    await this.deadlines.hold(payload.projectId, payload.payoutId, dateOr(payload.openedAt, new Date()), tx.manager);
  }
}

@Injectable()
export class ReleaseProjectWhenDisputeResolved implements EventHandler<typeof PaymentEvents.DisputeResolved> {
  constructor(private readonly deadlines: DeadlineRepository) {}

  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.DisputeResolved>, tx: Transaction): Promise<void> {
    await this.deadlines.release(payload.projectId, payload.payoutId, tx.manager);
  }
}

/** Payments set when the final payment is due: the workspace shows it (the rule is payments'). */
@Injectable()
export class KeepFinalPaymentDueWhenSet implements EventHandler<typeof PaymentEvents.FinalPaymentDue> {
  constructor(private readonly deadlines: DeadlineRepository) {}

  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.FinalPaymentDue>, tx: Transaction): Promise<void> {
    if (payload.dueAt) await this.deadlines.setFinalPaymentDue(payload.projectId, new Date(payload.dueAt), tx.manager);
  }
}
