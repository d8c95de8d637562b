import { Injectable } from '@nestjs/common';
import { disputeHolds, projectOnHold } from '@clipwerk/kit';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ProjectEntity } from './entities';

/** The final payment's deadline: setting it, claiming what is due, and the holds disputes put on projects. */
@Injectable()
export class FinalPaymentDeadlineRepository {
  constructor(private readonly dataSource: DataSource) {}

  async setDue(projectId: string, dueAt: Date, firstReminderAt: Date | null, manager: EntityManager): Promise<void> {
    await manager.update(
      ProjectEntity,
      { id: projectId },
      {
        finalPaymentDueAt: dueAt,
        finalPaymentReminderAt: firstReminderAt,
        finalPaymentRemindersSent: 0,
        finalPaymentOverdueAt: null,
      },
    );
  }

  /**
   * Up to `limit` approved projects whose next reminder is due or whose final payment became overdue, not held by a
   * dispute, locked for this transaction; rows another run holds are skipped (replicas take each project once).
   */
  async claimDue(now: Date, limit: number, manager: EntityManager): Promise<ProjectEntity[]> {
    const rows = (await manager.query(
      `SELECT p.id FROM project p
        WHERE p.status = 'approved'
          AND (p.final_payment_reminder_at <= $1 OR (p.final_payment_due_at <= $1 AND p.final_payment_overdue_at IS NULL))
          AND NOT ${projectOnHold('p')}
        ORDER BY p.final_payment_due_at
        LIMIT $2
        FOR UPDATE OF p SKIP LOCKED`,
      [now, limit],
    )) as Array<{ id: string }>;
    if (rows.length === 0) return [];
    return manager.find(ProjectEntity, { where: { id: In(rows.map((row) => row.id)) } });
  }

  async recordReminder(projectId: string, sent: number, nextAt: Date | null, manager: EntityManager): Promise<void> {
    await manager.update(ProjectEntity, { id: projectId }, { finalPaymentRemindersSent: sent, finalPaymentReminderAt: nextAt });
  }

  async recordOverdue(projectId: string, at: Date, manager: EntityManager): Promise<void> {
    await manager.update(ProjectEntity, { id: projectId }, { finalPaymentOverdueAt: at, finalPaymentReminderAt: null });
  }

  isOnHold(projectId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return disputeHolds.isOnHold(projectId, manager);
  }

  hold(projectId: string, disputeRef: string, openedAt: Date, manager: EntityManager): Promise<void> {
    return disputeHolds.hold(projectId, disputeRef, openedAt, manager);
  }

  release(projectId: string, disputeRef: string, manager: EntityManager): Promise<void> {
    return disputeHolds.release(projectId, disputeRef, manager);
  }
}
