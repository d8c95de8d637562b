import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DisputeOutcome, PartyRole, StoredDisputeStatus } from '../../domain/dispute';

export interface DisputeRow {
  id: string;
  projectId: string;
  ownerId: string;
  creatorId: string;
  openedBy: string;
  openedByRole: PartyRole;
  reason: string;
  status: StoredDisputeStatus;
  openedAt: Date;
  decidedAt: Date | null;
  appealedBy: string | null;
  appealedByRole: PartyRole | null;
  appealReason: string | null;
  appealedAt: Date | null;
  closedAt: Date | null;
}

export interface StatementRow {
  id: string;
  disputeId: string;
  authorId: string;
  authorRole: PartyRole;
  text: string;
  fileIds: string[];
  createdAt: Date;
}

export interface DecisionRow {
  disputeId: string;
  round: 1 | 2;
  outcome: DisputeOutcome;
  creatorCents: number;
  note: string;
  decidedBy: string;
  decidedAt: Date;
}

const COLUMNS = `id, project_id AS "projectId", owner_id AS "ownerId", creator_id AS "creatorId", opened_by AS "openedBy",
  opened_by_role AS "openedByRole", reason, status, opened_at AS "openedAt", decided_at AS "decidedAt",
  appealed_by AS "appealedBy", appealed_by_role AS "appealedByRole", appeal_reason AS "appealReason",
  appealed_at AS "appealedAt", closed_at AS "closedAt"`;

const DECISION_COLUMNS = `dispute_id AS "disputeId", round, outcome, creator_cents::float8 AS "creatorCents", note,
  decided_by AS "decidedBy", decided_at AS "decidedAt"`;

/** payments.dispute with its statements and decisions. */
@Injectable()
export class DisputeRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(
    dispute: Omit<
      DisputeRow,
      'status' | 'decidedAt' | 'appealedBy' | 'appealedByRole' | 'appealReason' | 'appealedAt' | 'closedAt'
    >,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO dispute (id, project_id, owner_id, creator_id, opened_by, opened_by_role, reason, status, opened_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8)`,
      [
        dispute.id,
        dispute.projectId,
        dispute.ownerId,
        dispute.creatorId,
        dispute.openedBy,
        dispute.openedByRole,
        dispute.reason,
        dispute.openedAt,
      ],
    );
  }

  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<DisputeRow | null> {
    const rows: DisputeRow[] = await manager.query(`SELECT ${COLUMNS} FROM dispute WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findByIdForUpdate(id: string, manager: EntityManager): Promise<DisputeRow | null> {
    const rows: DisputeRow[] = await manager.query(`SELECT ${COLUMNS} FROM dispute WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  /** The project's dispute that is not closed, if any (at most one, by a unique index). */
  async findActiveByProject(projectId: string, manager: EntityManager = this.dataSource.manager): Promise<DisputeRow | null> {
    const rows: DisputeRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM dispute WHERE project_id = $1 AND status <> 'closed'`,
      [projectId],
    );
    return rows[0] ?? null;
  }

  listByProject(projectId: string): Promise<DisputeRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM dispute WHERE project_id = $1 ORDER BY opened_at DESC`, [projectId]);
  }

  /** Every dispute support still has to act on or that waits for its appeal window (not closed). */
  /** Whether the user is a party of a dispute the desk lists (one not closed). */
  async isPartyOfActive(userId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM dispute WHERE status <> 'closed' AND (owner_id = $1 OR creator_id = $1) LIMIT 1`,
      [userId],
    )) as unknown[];
    return rows.length > 0;
  }

  listActive(): Promise<DisputeRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM dispute WHERE status <> 'closed' ORDER BY opened_at`);
  }

  /**
   * First decisions whose appeal window may have passed, locked for this run; rows another replica holds are skipped,
   * so each becomes final exactly once.
   */
  claimDecidedBefore(decidedBefore: Date, limit: number, manager: EntityManager): Promise<DisputeRow[]> {
    return manager.query(
      `SELECT ${COLUMNS} FROM dispute WHERE status = 'decided' AND decided_at <= $1 ORDER BY decided_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [decidedBefore, limit],
    );
  }

  async update(
    id: string,
    fields: Partial<
      Pick<DisputeRow, 'status' | 'decidedAt' | 'appealedBy' | 'appealedByRole' | 'appealReason' | 'appealedAt' | 'closedAt'>
    >,
    manager: EntityManager,
  ): Promise<void> {
    const columns: Record<keyof typeof fields, string> = {
      status: 'status',
      decidedAt: 'decided_at',
      appealedBy: 'appealed_by',
      appealedByRole: 'appealed_by_role',
      appealReason: 'appeal_reason',
      appealedAt: 'appealed_at',
      closedAt: 'closed_at',
    };
    const entries = Object.entries(fields) as [keyof typeof fields, unknown][];
    const sets = entries.map(([key], index) => `${columns[key]} = $${index + 2}`);
    await manager.query(`UPDATE dispute SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [
      id,
      ...entries.map(([, value]) => value),
    ]);
  }

  /** A file a statement may cite, as its context announced it. */
  async recordEvidenceFile(file: { fileId: string; projectId: string; ownerId: string }, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO evidence_file (file_id, project_id, owner_id) VALUES ($1, $2, $3) ON CONFLICT (file_id) DO NOTHING`,
      [file.fileId, file.projectId, file.ownerId],
    );
  }

  /** Of `fileIds`, those a statement about `projectId` may cite: the project's deliverable files. */
  async citableFiles(projectId: string, fileIds: string[], manager: EntityManager): Promise<Set<string>> {
    if (fileIds.length === 0) return new Set();
    const rows = (await manager.query(
      `SELECT file_id AS "fileId" FROM evidence_file WHERE file_id = ANY($1::uuid[]) AND project_id = $2`,
      [fileIds, projectId],
    )) as { fileId: string }[];
    return new Set(rows.map((row) => row.fileId));
  }

  async addStatement(statement: StatementRow, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO dispute_statement (id, dispute_id, author_id, author_role, text, file_ids, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        statement.id,
        statement.disputeId,
        statement.authorId,
        statement.authorRole,
        statement.text,
        statement.fileIds,
        statement.createdAt,
      ],
    );
  }

  statements(disputeId: string, manager: EntityManager = this.dataSource.manager): Promise<StatementRow[]> {
    return manager.query(
      `SELECT id, dispute_id AS "disputeId", author_id AS "authorId", author_role AS "authorRole", text, file_ids AS "fileIds",
              created_at AS "createdAt"
       FROM dispute_statement WHERE dispute_id = $1 ORDER BY created_at, id`,
      [disputeId],
    );
  }

  async addDecision(decision: DecisionRow, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO dispute_decision (dispute_id, round, outcome, creator_cents, note, decided_by, decided_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        decision.disputeId,
        decision.round,
        decision.outcome,
        decision.creatorCents,
        decision.note,
        decision.decidedBy,
        decision.decidedAt,
      ],
    );
  }

  decisions(disputeIds: string[], manager: EntityManager = this.dataSource.manager): Promise<DecisionRow[]> {
    return manager.query(`SELECT ${DECISION_COLUMNS} FROM dispute_decision WHERE dispute_id = ANY($1) ORDER BY round`, [
      disputeIds,
    ]);
  }
}
