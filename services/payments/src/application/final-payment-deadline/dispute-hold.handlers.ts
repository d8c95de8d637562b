import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { PaymentEvents } from '@clipwerk/proto';
import { FinalPaymentDeadlineRepository } from '../../infrastructure/persistence/final-payment-deadline.repository';

/** A dispute about the project opened: no deadline moves it until it is resolved. */
@Injectable()
export class HoldDeadlinesWhenDisputeOpened implements EventHandler<typeof PaymentEvents.DisputeOpened> {
  constructor(private readonly deadlines: FinalPaymentDeadlineRepository) {}

  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.DisputeOpened>, tx: Transaction): Promise<void> {
    const openedAt = payload.openedAt ? new Date(payload.openedAt) : new Date();
    await this.deadlines.hold(payload.projectId, payload.payoutId, openedAt, tx.manager);
  }
}

@Injectable()
export class ReleaseDeadlinesWhenDisputeResolved implements EventHandler<typeof PaymentEvents.DisputeResolved> {
  constructor(private readonly deadlines: FinalPaymentDeadlineRepository) {}

  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.DisputeResolved>, tx: Transaction): Promise<void> {
    await this.deadlines.release(payload.projectId, payload.payoutId, tx.manager);
  }
}
