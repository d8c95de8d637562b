import { Injectable } from '@nestjs/common';
import { disputeHolds, type EventHandler, type ReceivedEvent, type Transaction } from '@clipwerk/kit';
import type { PaymentEvents } from '@clipwerk/proto';

// Which projects a dispute holds: while one does, support reads the project's conversation (the evidence).

@Injectable()
export class HoldProjectWhenDisputeOpened implements EventHandler<typeof PaymentEvents.DisputeOpened> {
  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.DisputeOpened>, tx: Transaction): Promise<void> {
    const openedAt = payload.openedAt ? new Date(payload.openedAt) : new Date();
    await disputeHolds.hold(payload.projectId, payload.payoutId, openedAt, tx.manager);
  }
}

@Injectable()
export class ReleaseProjectWhenDisputeResolved implements EventHandler<typeof PaymentEvents.DisputeResolved> {
  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.DisputeResolved>, tx: Transaction): Promise<void> {
    await disputeHolds.release(payload.projectId, payload.payoutId, tx.manager);
  }
}
