import { Injectable } from '@nestjs/common';
import { deleteInBatches, purgeEventLogs } from '@clipwerk/kit';
import { DataSource } from 'typeorm';

/** Removes identity's logs past their retention, batch by batch. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly db: DataSource) {}

  /** Ended sessions and reset links whose token ran out before the cut-off; event records a year old. */
  async removeLogsBefore(cutoff: Date, now: Date, batchSize: number): Promise<number> {
    return (
      (await deleteInBatches(this.db, { table: 'revoked_token', where: 'expires_at < $1', cutoff, batchSize })) +
      (await deleteInBatches(this.db, { table: 'password_reset_token', where: 'expires_at < $1', cutoff, batchSize })) +
      (await purgeEventLogs(this.db, now, batchSize))
    );
  }
}
