import { Injectable } from '@nestjs/common';
import { PlainRows, PreparedStatements } from '@clipwerk/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { ProjectEntity } from './entities';

export interface ProjectFacts {
  id: string;
  ownerId: string;
  title?: string;
  budgetCents?: number;
  status?: string;
  at: Date;
}

/** The project projection. Writes are upserts, so a replayed or early event never fails on a missing row. */
@Injectable()
export class ProjectRepository {
  private readonly rows: PlainRows<ProjectEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.rows = new PlainRows(dataSource, ProjectEntity, 'p');
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<ProjectEntity | null> {
    return manager.findOneBy(ProjectEntity, { id });
  }

  /**
   * Locked for the rest of the transaction: payments of one project are decided one after the other. Plain SQL:
   * every payment started reads its project so.
   */
  async findByIdForUpdate(id: string, manager: EntityManager): Promise<ProjectEntity | null> {
    return this.rows.one(manager, `SELECT ${this.rows.select} FROM project p WHERE p.id = $1 FOR UPDATE`, [id]);
  }

  /** Nothing reads it back in the event's transaction: it goes with the transaction's next statement. */
  async upsert(facts: ProjectFacts, manager: EntityManager): Promise<void> {
    await PreparedStatements.queue(
      manager,
      `INSERT INTO project (id, owner_id, title, budget_cents, status, created_at, updated_at)
       VALUES ($1, $2, coalesce($3, ''), coalesce($4, 0), coalesce($5, 'awaiting_deposit'), $6, $6)
       ON CONFLICT (id) DO UPDATE SET
         owner_id = EXCLUDED.owner_id,
         title = coalesce($3, project.title),
         budget_cents = coalesce($4, project.budget_cents),
         status = coalesce($5, project.status),
         updated_at = greatest(project.updated_at, EXCLUDED.updated_at)`,
      // proto3 sends '' and 0 for fields not set: those keep the stored value.
      [facts.id, facts.ownerId, facts.title || null, facts.budgetCents || null, facts.status || null, facts.at],
    );
  }

  async setStatus(id: string, status: string, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE project SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
  }

  async recordFirstSubmission(id: string, at: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE project SET first_submitted_at = coalesce(first_submitted_at, $2), updated_at = now() WHERE id = $1`,
      [id, at],
    );
  }

  async selectCreator(id: string, creatorId: string, contractAmountCents: number, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE project SET selected_creator_id = $2, contract_amount_cents = $3, status = 'creator_selected', updated_at = now()
       WHERE id = $1`,
      [id, creatorId, contractAmountCents],
    );
  }

  /** A new contract amount proposed by one party; it replaces an earlier proposal that was not confirmed. */
  async propose(id: string, amountCents: number, proposedBy: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE project SET proposed_amount_cents = $2, proposed_by = $3, proposed_at = now(), updated_at = now() WHERE id = $1`,
      [id, amountCents, proposedBy],
    );
  }

  /** The other party confirmed: the proposal becomes the contract amount. */
  async confirmProposal(id: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE project SET contract_amount_cents = proposed_amount_cents, proposed_amount_cents = NULL, proposed_by = NULL,
         proposed_at = NULL, updated_at = now()
       WHERE id = $1 AND proposed_amount_cents IS NOT NULL`,
      [id],
    );
  }
}
