import { Injectable } from '@nestjs/common';
import { deleteInBatches, inBatches, purgeEventLogs } from '@clipwerk/kit';
import { DataSource } from 'typeorm';

/** Removes what payments kept past its retention, batch by batch, each batch its own short transaction. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly db: DataSource) {}

  removeInvoicesIssuedBefore(cutoff: Date, batchSize: number): Promise<number> {
    return deleteInBatches(this.db, { table: 'invoice', where: 'issued_at < $1', cutoff, batchSize });
  }

  /** Whole ledger transactions with their entries, so the books that remain still balance. */
  removePostingsBookedBefore(cutoff: Date, batchSize: number): Promise<number> {
    return inBatches(batchSize, () =>
      this.db.transaction(async (tx) => {
        await tx.query(`SET LOCAL payments.retention_purge = 'on'`);
        const rows: { id: string }[] = await tx.query(
          `SELECT id FROM ledger_transaction WHERE created_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [cutoff, batchSize],
        );
        const ids = rows.map((row) => row.id);
        if (ids.length === 0) return 0;
        await tx.query(`DELETE FROM ledger_entry WHERE transaction_id = ANY($1)`, [ids]);
        await tx.query(`DELETE FROM ledger_transaction WHERE id = ANY($1)`, [ids]);
        return ids.length;
      }),
    );
  }

  /**
   * A project's payments, settlement and payout, and payments' copy of the project, once none of them changed
   * since the cut-off and no invoice or posting of the project is left.
   */
  removeProjectsSettledBefore(cutoff: Date, batchSize: number): Promise<number> {
    return inBatches(batchSize, () =>
      this.db.transaction(async (tx) => {
        const rows: { id: string }[] = await tx.query(
          `SELECT p.id FROM project p
           WHERE p.updated_at < $1 AND p.created_at < $1
             AND NOT EXISTS (SELECT 1 FROM invoice i WHERE i.project_id = p.id)
             AND NOT EXISTS (SELECT 1 FROM payment m WHERE m.project_id = p.id AND m.updated_at >= $1)
             AND NOT EXISTS (SELECT 1 FROM ledger_transaction t JOIN payment m ON m.id = t.payment_id WHERE m.project_id = p.id)
             AND NOT EXISTS (SELECT 1 FROM payout o WHERE o.project_id = p.id AND o.updated_at >= $1)
           LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [cutoff, batchSize],
        );
        const ids = rows.map((row) => row.id);
        if (ids.length === 0) return 0;
        await tx.query(
          `DELETE FROM pending_provider_event WHERE payment_id IN (SELECT id FROM payment WHERE project_id = ANY($1))`,
          [ids],
        );
        await tx.query(`DELETE FROM dispute WHERE project_id = ANY($1)`, [ids]);
        await tx.query(`DELETE FROM payout WHERE project_id = ANY($1)`, [ids]);
        await tx.query(`DELETE FROM settlement WHERE project_id = ANY($1)`, [ids]);
        await tx.query(`DELETE FROM payment WHERE project_id = ANY($1)`, [ids]);
        await tx.query(`DELETE FROM project WHERE id = ANY($1)`, [ids]);
        return ids.length;
      }),
    );
  }

  /** Provider events and repeated requests only stop a second effect; the simulator's transfers likewise. */
  async removeLogsBefore(cutoff: Date, now: Date, batchSize: number): Promise<number> {
    return (
      (await deleteInBatches(this.db, { table: 'provider_event', where: 'received_at < $1', cutoff, batchSize })) +
      (await deleteInBatches(this.db, { table: 'idempotency_request', where: 'created_at < $1', cutoff, batchSize })) +
      (await deleteInBatches(this.db, { table: 'simulated_transfer', where: 'created_at < $1', cutoff, batchSize })) +
      (await purgeEventLogs(this.db, now, batchSize))
    );
  }
}
