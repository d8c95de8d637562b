import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { ProjectEvents } from '@clipwerk/proto';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { RefundDepositService } from './refund-deposit.service';

/**
 * Cancelling a project refunds its paid deposit. The project is marked cancelled first (under its row lock), so a
 * payment that succeeds later is refunded on arrival (RecordProviderEventService).
 */
@Injectable()
export class RefundDepositWhenProjectCancelled implements EventHandler<typeof ProjectEvents.ProjectCancelled> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly payments: PaymentRepository,
    private readonly refunds: RefundDepositService,
  ) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.ProjectCancelled>, tx: Transaction): Promise<void> {
    const project = await this.projects.findByIdForUpdate(payload.projectId, tx.manager);
    if (!project) return; // never known here, so nothing was paid here
    await this.projects.setStatus(project.id, 'cancelled', tx.manager);
    const paid = await this.payments.findDeposit(project.id, ['paid'], tx.manager);
    if (!paid) return;
    const payment = (await this.payments.findByIdForUpdate(paid.id, tx.manager))!;
    await this.refunds.refundThroughProvider(tx, payment, 'project_cancelled');
  }
}
