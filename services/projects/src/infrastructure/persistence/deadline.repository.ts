import { Injectable } from '@nestjs/common';
import { disputeHolds, projectOnHold } from '@clipwerk/kit';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AWAITING_REVIEW } from '../../domain/deadlines';
import { ProjectEntity } from './project.entity';

/** The deadlines' rows: claiming due review windows, and the holds disputes put on projects. */
@Injectable()
export class DeadlineRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Up to `limit` deliveries whose review window ended or whose next reminder is due, not held by a dispute,
   * locked for this transaction. Rows another run holds are skipped, so replicas running this at once take each
   * project once.
   */
  async claimDueReviews(now: Date, limit: number, manager: EntityManager): Promise<ProjectEntity[]> {
    const rows = (await manager.query(
      `SELECT p.id FROM project p
        WHERE p.status = ANY($2) AND LEAST(p.review_due_at, p.review_reminder_at) <= $1
          AND NOT ${projectOnHold('p')}
        ORDER BY LEAST(p.review_due_at, p.review_reminder_at)
        LIMIT $3
        FOR UPDATE OF p SKIP LOCKED`,
      [now, AWAITING_REVIEW, limit],
    )) as Array<{ id: string }>;
    if (rows.length === 0) return [];
    return manager.find(ProjectEntity, { where: { id: In(rows.map((row) => row.id)) } });
  }

  async recordReminder(projectId: string, sent: number, nextAt: Date | null, manager: EntityManager): Promise<void> {
    await manager.update(ProjectEntity, { id: projectId }, { reviewRemindersSent: sent, reviewReminderAt: nextAt });
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

  async setFinalPaymentDue(projectId: string, dueAt: Date, manager: EntityManager): Promise<void> {
    await manager.update(ProjectEntity, { id: projectId }, { finalPaymentDueAt: dueAt });
  }
}
