import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ProviderName } from '../../domain/payment';
import type { DisputeResolution, PayoutStatus } from '../../domain/payout';

export interface PayoutRow {
  id: string;
  projectId: string;
  ownerId: string;
  creatorId: string;
  settledByPaymentId: string;
  amountCents: number;
  status: PayoutStatus;
  releasableAt: Date;
  transferGroup: string;
  attempts: number;
  attemptStartedAt: Date | null;
  /** When the transfer was first attempted (the key's first use); null before, or unknown for older attempts. */
  firstAttemptAt: Date | null;
  provider: ProviderName | null;
  destinationAccountId: string | null;
  transferId: string | null;
  waitingSince: Date | null;
  releasedAt: Date | null;
  paidOutAt: Date | null;
  failureReason: string | null;
  disputeReason: string | null;
  disputedAt: Date | null;
  disputeResolution: DisputeResolution | null;
  disputeNote: string | null;
  disputeResolvedAt: Date | null;
}

const COLUMNS = `id, project_id AS "projectId", owner_id AS "ownerId", creator_id AS "creatorId",
  settled_by_payment_id AS "settledByPaymentId", amount_cents::float8 AS "amountCents", status,
  releasable_at AS "releasableAt", transfer_group AS "transferGroup", attempts, attempt_started_at AS "attemptStartedAt",
  first_attempt_at AS "firstAttemptAt",
  provider, destination_account_id AS "destinationAccountId", transfer_id AS "transferId",
  waiting_since AS "waitingSince", released_at AS "releasedAt", paid_out_at AS "paidOutAt",
  failure_reason AS "failureReason", dispute_reason AS "disputeReason", disputed_at AS "disputedAt",
  dispute_resolution AS "disputeResolution", dispute_note AS "disputeNote", dispute_resolved_at AS "disputeResolvedAt"`;

/** A due payout a release run claimed, with the creator's payout account as it is now. */
export interface ClaimedPayout {
  payout: PayoutRow;
  account: { provider: ProviderName; providerAccountId: string; status: string } | null;
}

/** payments.payout: the creator's share of each settled project, from the hold to her bank. */
@Injectable()
export class PayoutRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(
    payout: Pick<
      PayoutRow,
      'id' | 'projectId' | 'ownerId' | 'creatorId' | 'settledByPaymentId' | 'amountCents' | 'releasableAt' | 'transferGroup'
    > & { status: 'held' | 'disputed' },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO payout (id, project_id, owner_id, creator_id, settled_by_payment_id, amount_cents, status, releasable_at, transfer_group)
       VALUES ($1, $2, $3, $4, $5, $6, $9, $7, $8)`,
      [
        payout.id,
        payout.projectId,
        payout.ownerId,
        payout.creatorId,
        payout.settledByPaymentId,
        payout.amountCents,
        payout.releasableAt,
        payout.transferGroup,
        payout.status,
      ],
    );
  }

  async findByProject(projectId: string, manager: EntityManager = this.dataSource.manager): Promise<PayoutRow | null> {
    const rows: PayoutRow[] = await manager.query(`SELECT ${COLUMNS} FROM payout WHERE project_id = $1`, [projectId]);
    return rows[0] ?? null;
  }

  async findByProjectForUpdate(projectId: string, manager: EntityManager): Promise<PayoutRow | null> {
    const rows: PayoutRow[] = await manager.query(`SELECT ${COLUMNS} FROM payout WHERE project_id = $1 FOR UPDATE`, [projectId]);
    return rows[0] ?? null;
  }

  async findByIdForUpdate(id: string, manager: EntityManager): Promise<PayoutRow | null> {
    const rows: PayoutRow[] = await manager.query(`SELECT ${COLUMNS} FROM payout WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  async findByTransferForUpdate(provider: ProviderName, transferId: string, manager: EntityManager): Promise<PayoutRow | null> {
    const rows: PayoutRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM payout WHERE provider = $1 AND transfer_id = $2 FOR UPDATE`,
      [provider, transferId],
    );
    return rows[0] ?? null;
  }

  /** The payouts released to one connected account up to a moment, locked: a bank payout of that account covers them. */
  async releasedToAccountForUpdate(
    provider: ProviderName,
    accountId: string,
    upTo: Date,
    statuses: PayoutStatus[],
    manager: EntityManager,
  ): Promise<PayoutRow[]> {
    return manager.query(
      `SELECT ${COLUMNS} FROM payout
       WHERE provider = $1 AND destination_account_id = $2 AND status = ANY($3) AND released_at <= $4
       ORDER BY released_at FOR UPDATE`,
      [provider, accountId, statuses, upTo],
    );
  }

  /**
   * Takes up to `limit` due payouts for this run, each row locked until the caller's transaction ends; rows another
   * run holds are skipped (FOR UPDATE SKIP LOCKED), so replicas share the work instead of waiting on each other.
   * Due means: held and past the hold; waiting while the creator now has an active account; or an attempt that
   * started before `staleBefore` and never finished (its run crashed), which is taken again with the same key.
   */
  async claimDue(now: Date, staleBefore: Date, limit: number, manager: EntityManager): Promise<ClaimedPayout[]> {
    const payouts: PayoutRow[] = await manager.query(
      `WITH due AS (
         SELECT p.id FROM payout p
         WHERE p.releasable_at <= $1
           AND (p.status = 'held'
             OR (p.status = 'waiting_for_account'
                 AND EXISTS (SELECT 1 FROM payout_account a WHERE a.creator_id = p.creator_id AND a.status = 'active'))
             OR (p.status = 'releasing' AND p.attempt_started_at < $2))
         ORDER BY p.releasable_at
         LIMIT $3
         FOR UPDATE OF p SKIP LOCKED)
       SELECT ${COLUMNS} FROM payout WHERE id IN (SELECT id FROM due) ORDER BY releasable_at`,
      [now, staleBefore, limit],
    );
    if (payouts.length === 0) return [];
    const accounts: { creatorId: string; provider: ProviderName; providerAccountId: string; status: string }[] =
      await manager.query(
        `SELECT creator_id AS "creatorId", provider, provider_account_id AS "providerAccountId", status
         FROM payout_account WHERE creator_id = ANY($1)`,
        [[...new Set(payouts.map((payout) => payout.creatorId))]],
      );
    const byCreator = new Map(accounts.map(({ creatorId, ...account }) => [creatorId, account]));
    return payouts.map((payout) => ({ payout, account: byCreator.get(payout.creatorId) ?? null }));
  }

  async markWaiting(ids: string[], now: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE payout SET status = 'waiting_for_account', waiting_since = coalesce(waiting_since, $2), updated_at = now()
       WHERE id = ANY($1)`,
      [ids, now],
    );
  }

  /** Records an attempt before the provider is called: which account, which provider, when, how many times. */
  async recordAttempts(
    attempts: { id: string; provider: ProviderName; destinationAccountId: string }[],
    now: Date,
    manager: EntityManager,
  ): Promise<void> {
    if (attempts.length === 0) return;
    await manager.query(
      `UPDATE payout SET status = 'releasing', attempts = attempts + 1, attempt_started_at = $4,
         first_attempt_at = CASE WHEN attempts = 0 THEN $4 ELSE first_attempt_at END,
         provider = a.provider, destination_account_id = a.destination, updated_at = now()
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS a (id, provider, destination)
       WHERE payout.id = a.id`,
      [attempts.map((a) => a.id), attempts.map((a) => a.provider), attempts.map((a) => a.destinationAccountId), now],
    );
  }

  /** The transfer is made: only an attempt still open becomes released (true), so a late second finisher does nothing. */
  async markReleased(id: string, transferId: string, now: Date, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH changed AS (
         UPDATE payout SET status = 'released', transfer_id = $2, released_at = $3, failure_reason = NULL, updated_at = now()
         WHERE id = $1 AND status = 'releasing' RETURNING id)
       SELECT id FROM changed`,
      [id, transferId, now],
    );
    return rows.length === 1;
  }

  async setStatus(
    id: string,
    status: PayoutStatus,
    fields: Partial<
      Pick<
        PayoutRow,
        | 'amountCents'
        | 'releasableAt'
        | 'paidOutAt'
        | 'failureReason'
        | 'disputeReason'
        | 'disputedAt'
        | 'disputeResolution'
        | 'disputeNote'
        | 'disputeResolvedAt'
      >
    >,
    manager: EntityManager,
  ): Promise<void> {
    const columns: Record<keyof typeof fields, string> = {
      amountCents: 'amount_cents',
      releasableAt: 'releasable_at',
      paidOutAt: 'paid_out_at',
      failureReason: 'failure_reason',
      disputeReason: 'dispute_reason',
      disputedAt: 'disputed_at',
      disputeResolution: 'dispute_resolution',
      disputeNote: 'dispute_note',
      disputeResolvedAt: 'dispute_resolved_at',
    };
    const entries = Object.entries(fields) as [keyof typeof fields, unknown][];
    const sets = entries.map(([key], index) => `${columns[key]} = $${index + 3}`);
    await manager.query(`UPDATE payout SET status = $2, ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [
      id,
      status,
      ...entries.map(([, value]) => value),
    ]);
  }
}
