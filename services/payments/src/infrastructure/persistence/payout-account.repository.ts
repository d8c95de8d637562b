import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ProviderName } from '../../domain/payment';
import type { PayoutAccountDetails, PayoutAccountStatus } from '../../domain/payout-account';

export interface PayoutAccountRow {
  creatorId: string;
  provider: ProviderName;
  providerAccountId: string;
  status: PayoutAccountStatus;
  details: PayoutAccountDetails | null;
  observedAt: Date;
  updatedAt: Date;
}

interface RawRow {
  creator_id: string;
  provider: ProviderName;
  provider_account_id: string;
  status: PayoutAccountStatus;
  last4: string | null;
  bank_name: string | null;
  country: string | null;
  observed_at: Date;
  updated_at: Date;
}

const COLUMNS = 'creator_id, provider, provider_account_id, status, last4, bank_name, country, observed_at, updated_at';

function toRow(raw: RawRow | undefined): PayoutAccountRow | null {
  if (!raw) return null;
  return {
    creatorId: raw.creator_id,
    provider: raw.provider,
    providerAccountId: raw.provider_account_id,
    status: raw.status,
    details: raw.last4 ? { last4: raw.last4, bankName: raw.bank_name, country: raw.country } : null,
    observedAt: raw.observed_at,
    updatedAt: raw.updated_at,
  };
}

/** payments.payout_account: one row per creator who started connecting a bank account. */
@Injectable()
export class PayoutAccountRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByCreator(creatorId: string, manager: EntityManager = this.dataSource.manager): Promise<PayoutAccountRow | null> {
    const rows: RawRow[] = await manager.query(`SELECT ${COLUMNS} FROM payout_account WHERE creator_id = $1`, [creatorId]);
    return toRow(rows[0]);
  }

  async findByAccountIdForUpdate(
    provider: ProviderName,
    providerAccountId: string,
    manager: EntityManager,
  ): Promise<PayoutAccountRow | null> {
    const rows: RawRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM payout_account WHERE provider = $1 AND provider_account_id = $2 FOR UPDATE`,
      [provider, providerAccountId],
    );
    return toRow(rows[0]);
  }

  /** Serialises the connects of one creator, so two clicks at once open one account at the provider. */
  async lockCreator(creatorId: string, manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payments:payout-account:${creatorId}`]);
  }

  /** A new account for the creator, in place of one at another provider if there was one (bank details cleared). */
  async replace(
    account: {
      creatorId: string;
      provider: ProviderName;
      providerAccountId: string;
      status: PayoutAccountStatus;
      observedAt: Date;
    },
    manager: EntityManager,
  ): Promise<Date> {
    const rows: { updated_at: Date }[] = await manager.query(
      `INSERT INTO payout_account (creator_id, provider, provider_account_id, status, observed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (creator_id) DO UPDATE SET provider = $2, provider_account_id = $3, status = $4, observed_at = $5,
         last4 = NULL, bank_name = NULL, country = NULL, updated_at = now()
       RETURNING updated_at`,
      [account.creatorId, account.provider, account.providerAccountId, account.status, account.observedAt],
    );
    return rows[0].updated_at;
  }

  async update(
    creatorId: string,
    state: { status: PayoutAccountStatus; details: PayoutAccountDetails | null; observedAt: Date },
    manager: EntityManager,
  ): Promise<Date> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE ... RETURNING with [rows, count] instead of rows.
    const rows: { updated_at: Date }[] = await manager.query(
      `WITH changed AS (
         UPDATE payout_account SET status = $2, last4 = $3, bank_name = $4, country = $5, observed_at = $6, updated_at = now()
         WHERE creator_id = $1 RETURNING updated_at)
       SELECT updated_at FROM changed`,
      [
        creatorId,
        state.status,
        state.details?.last4 ?? null,
        state.details?.bankName ?? null,
        state.details?.country ?? null,
        state.observedAt,
      ],
    );
    return rows[0].updated_at;
  }
}
