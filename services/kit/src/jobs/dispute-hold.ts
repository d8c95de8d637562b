import type { EntityManager } from 'typeorm';

/**
 * Projects held by an open dispute: a `project_hold` table in the service's schema (project_id, dispute_ref,
 * opened_at), fed by payments' DisputeOpened and DisputeResolved. While a project is held no deadline moves it:
 * nothing is approved, reminded or told. The one predicate, as SQL for a claim query (`alias` names the project
 * table, whose `id` is the project) and as a question.
 */
export const projectOnHold = (alias: string) => `EXISTS (SELECT 1 FROM project_hold h WHERE h.project_id = ${alias}.id)`;

export const disputeHolds = {
  async isOnHold(projectId: string, manager: EntityManager): Promise<boolean> {
    const [row] = (await manager.query(`SELECT ${projectOnHold('p')} AS held FROM (SELECT $1::uuid AS id) p`, [
      projectId,
    ])) as Array<{
      held: boolean;
    }>;
    return row.held;
  },

  async hold(projectId: string, disputeRef: string, openedAt: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO project_hold (project_id, dispute_ref, opened_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [projectId, disputeRef, openedAt],
    );
  },

  async release(projectId: string, disputeRef: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM project_hold WHERE project_id = $1 AND dispute_ref = $2`, [projectId, disputeRef]);
  },
};
