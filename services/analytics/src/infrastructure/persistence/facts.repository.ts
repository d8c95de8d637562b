import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import type { Day } from '../../domain/period';

/** The counters of a user's day (user_day columns) that events add to. */
export type UserCounter =
  | 'views'
  | 'published'
  | 'completed'
  | 'amount_cents'
  | 'rating_sum'
  | 'rating_count'
  | 'proposals'
  | 'proposals_answered'
  | 'hires'
  | 'hires_completed';

export type ProjectDayCounter = 'views' | 'hired_views' | 'spend_cents' | 'earnings_cents';

export interface ProjectFact {
  projectId: string;
  ownerId: string;
  creatorId: string | null;
  publishedDay: Day | null;
  hiredDay: Day | null;
  completedDay: Day | null;
  cancelled: boolean;
}

export interface ProposalFact {
  proposalId: string;
  ownerId: string;
  creatorId: string;
  submittedDay: Day;
  answered: boolean;
}

/** Adds up facts as events arrive: one upsert per counter row, inside the event's transaction. */
@Injectable()
export class FactsRepository {
  async addToUser(manager: EntityManager, userId: string, day: Day, counts: Partial<Record<UserCounter, number>>) {
    await this.add(manager, 'user_day', ['user_id', 'day'], [userId, day], counts);
  }

  async addToProject(
    manager: EntityManager,
    project: { projectId: string; ownerId: string; creatorId?: string | null },
    day: Day,
    counts: Partial<Record<ProjectDayCounter, number>>,
  ) {
    await this.add(
      manager,
      'project_day',
      ['project_id', 'day', 'owner_id', 'creator_id'],
      [project.projectId, day, project.ownerId, project.creatorId || null],
      counts,
      // A row written before the hire learns the creator from a later event of the same day.
      'creator_id = coalesce(project_day.creator_id, EXCLUDED.creator_id)',
    );
  }

  /** Creates the project or adds what the event knows (title, parties); never forgets a known value. */
  async keepProject(
    manager: EntityManager,
    fact: { projectId: string; ownerId: string; creatorId?: string; title?: string },
  ): Promise<void> {
    // Nothing reads it back in the event's transaction: it goes with the transaction's next statement.
    await PreparedStatements.queue(
      manager,
      `INSERT INTO project_fact (project_id, owner_id, creator_id, title) VALUES ($1, $2, $3, coalesce($4, ''))
       ON CONFLICT (project_id) DO UPDATE SET
         creator_id = coalesce(EXCLUDED.creator_id, project_fact.creator_id),
         title = CASE WHEN $4::text IS NULL OR $4 = '' THEN project_fact.title ELSE $4 END`,
      [fact.projectId, fact.ownerId, fact.creatorId || null, fact.title ?? null],
    );
  }

  async projectForUpdate(manager: EntityManager, projectId: string): Promise<ProjectFact | null> {
    const rows: ProjectFact[] = await manager.query(
      `SELECT project_id AS "projectId", owner_id AS "ownerId", creator_id AS "creatorId",
              to_char(published_day, 'YYYY-MM-DD') AS "publishedDay", to_char(hired_day, 'YYYY-MM-DD') AS "hiredDay",
              to_char(completed_day, 'YYYY-MM-DD') AS "completedDay", cancelled
         FROM project_fact WHERE project_id = $1 FOR UPDATE`,
      [projectId],
    );
    return rows[0] ?? null;
  }

  async markProject(
    manager: EntityManager,
    projectId: string,
    change: Partial<{ published_day: Day; hired_day: Day; completed_day: Day; cancelled: boolean }>,
  ): Promise<void> {
    const columns = Object.keys(change);
    if (columns.length === 0) return;
    await manager.query(
      `UPDATE project_fact SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')} WHERE project_id = $1`,
      [projectId, ...Object.values(change)],
    );
  }

  /** The earliest day wins, so a redelivered or late event leaves the span as it is. */
  async spanProject(manager: EntityManager, projectId: string, span: { publishedOn?: Day; endedOn?: Day }): Promise<void> {
    await manager.query(
      `UPDATE project_fact SET first_published_day = least(first_published_day, $2::date), ended_day = least(ended_day, $3::date)
        WHERE project_id = $1`,
      [projectId, span.publishedOn ?? null, span.endedOn ?? null],
    );
  }

  async countOnProject(manager: EntityManager, projectId: string, counts: { views?: number; proposals?: number }) {
    await manager.query(`UPDATE project_fact SET views = views + $2, proposals = proposals + $3 WHERE project_id = $1`, [
      projectId,
      counts.views ?? 0,
      counts.proposals ?? 0,
    ]);
  }

  /** Stores a proposal once; false when it was known already. */
  async keepProposal(manager: EntityManager, fact: Omit<ProposalFact, 'answered'> & { projectId: string }) {
    const rows: unknown[] = await manager.query(
      `INSERT INTO proposal_fact (proposal_id, project_id, owner_id, creator_id, submitted_day) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING proposal_id`,
      [fact.proposalId, fact.projectId, fact.ownerId, fact.creatorId, fact.submittedDay],
    );
    return rows.length > 0;
  }

  /** Marks a proposal answered; answers it (the first time only) or null when unknown or answered before. */
  async answerProposal(manager: EntityManager, proposalId: string): Promise<ProposalFact | null> {
    const rows: ProposalFact[] = await manager.query(
      // A SELECT at the top, so the driver answers rows (an UPDATE answers [rows, count]).
      `WITH answered AS (
         UPDATE proposal_fact SET answered = true WHERE proposal_id = $1 AND NOT answered
         RETURNING proposal_id, owner_id, creator_id, submitted_day, answered)
       SELECT proposal_id AS "proposalId", owner_id AS "ownerId", creator_id AS "creatorId",
              to_char(submitted_day, 'YYYY-MM-DD') AS "submittedDay", answered FROM answered`,
      [proposalId],
    );
    return rows[0] ?? null;
  }

  private async add(
    manager: EntityManager,
    table: string,
    keyColumns: string[],
    keyValues: unknown[],
    counts: Partial<Record<string, number>>,
    extraUpdate?: string,
  ): Promise<void> {
    const entries = Object.entries(counts).filter(([, value]) => value !== undefined && value !== 0) as [string, number][];
    if (entries.length === 0) return;
    const columns = [...keyColumns, ...entries.map(([column]) => column)];
    const values = [...keyValues, ...entries.map(([, value]) => value)];
    const conflict = keyColumns.slice(0, 2).join(', ');
    const updates = entries.map(([column]) => `${column} = ${table}.${column} + EXCLUDED.${column}`);
    if (extraUpdate) updates.push(extraUpdate);
    await manager.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')})
       ON CONFLICT (${conflict}) DO UPDATE SET ${updates.join(', ')}`,
      values,
    );
  }
}
