import { Inject, Injectable } from '@nestjs/common';
import { createLogger, deadlineReminders, reminderDue, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { PaymentEvents } from '@clipwerk/proto';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { finalPaymentDueAt } from '../../domain/final-payment-deadline';
import type { ProjectEntity } from '../../infrastructure/persistence/entities';
import { FinalPaymentDeadlineRepository } from '../../infrastructure/persistence/final-payment-deadline.repository';
import { CLOCK, type Clock } from '../ports/clock';

const BATCH = 50;

const parties = (project: ProjectEntity) => ({
  projectId: project.id,
  ownerId: project.ownerId,
  creatorId: project.selectedCreatorId ?? '',
  dueAt: project.finalPaymentDueAt?.toISOString() ?? '',
});

export interface FinalPaymentDeadlineRunResult {
  reminded: number;
  overdue: number;
}

/**
 * The final payment's deadline: set at approval (FinalPaymentDue, which projects shows), reminders to the company
 * half way and a day before, and the creator told once it is overdue. Nothing here moves money. Each batch is
 * claimed with FOR UPDATE SKIP LOCKED and handled in the transaction that claimed it, so replicas send each
 * reminder once; a project held by a dispute is left alone until the hold ends.
 */
@Injectable()
export class FinalPaymentDeadlineService {
  private readonly log = createLogger('payments.final-payment-deadline');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly deadlines: FinalPaymentDeadlineRepository,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** In the transaction that records the approval: the due date and its first reminder, announced. */
  async start(tx: Transaction, project: ProjectEntity, approvedAt: Date): Promise<void> {
    const dueAt = finalPaymentDueAt(approvedAt, this.config.finalPaymentDueMinutes);
    const firstReminder = deadlineReminders(approvedAt, dueAt)[0]?.at ?? null;
    await this.deadlines.setDue(project.id, dueAt, firstReminder, tx.manager);
    await tx.publish(PaymentEvents.FinalPaymentDue, project.id, parties({ ...project, finalPaymentDueAt: dueAt }));
  }

  async run(): Promise<FinalPaymentDeadlineRunResult> {
    const result: FinalPaymentDeadlineRunResult = { reminded: 0, overdue: 0 };
    for (;;) {
      const claimed = await this.uow.run(async (tx) => {
        const now = this.clock.now();
        const due = await this.deadlines.claimDue(now, BATCH, tx.manager);
        for (const project of due) {
          if (project.finalPaymentDueAt && project.finalPaymentDueAt.getTime() <= now.getTime()) {
            await this.deadlines.recordOverdue(project.id, now, tx.manager);
            await tx.publish(PaymentEvents.FinalPaymentOverdue, project.id, parties(project));
            result.overdue += 1;
          } else if (await this.remind(tx, project, now)) result.reminded += 1;
        }
        return due.length;
      });
      if (claimed < BATCH) break;
    }
    if (result.reminded + result.overdue > 0) this.log.info(result, 'final payment deadline run done');
    return result;
  }

  private async remind(tx: Transaction, project: ProjectEntity, now: Date): Promise<boolean> {
    const dueAt = project.finalPaymentDueAt;
    const startAt = dueAt ? new Date(dueAt.getTime() - this.config.finalPaymentDueMinutes * 60_000) : null;
    const reminders = startAt && dueAt ? deadlineReminders(startAt, dueAt) : [];
    const { send, sent, nextAt } = reminderDue(reminders, project.finalPaymentRemindersSent, now);
    await this.deadlines.recordReminder(project.id, sent, nextAt, tx.manager);
    if (send) await tx.publish(PaymentEvents.FinalPaymentReminder, project.id, { ...parties(project), stage: send.stage });
    return send !== null;
  }
}
