import { Injectable } from '@nestjs/common';
import { deleteInBatches, purgeEventLogs } from '@clipwerk/kit';
import { DataSource } from 'typeorm';

/** Removes notices, mail records and event records past their retention, batch by batch. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly db: DataSource) {}

  async removePast(cutoff: Date, now: Date, batchSize: number): Promise<{ notices: number; mails: number; logs: number }> {
    return {
      notices: await deleteInBatches(this.db, { table: 'notification', where: 'created_at < $1', cutoff, batchSize }),
      mails: await deleteInBatches(this.db, {
        table: 'mail',
        where: `status <> 'pending' AND created_at < $1`,
        cutoff,
        batchSize,
      }),
      logs: await purgeEventLogs(this.db, now, batchSize),
    };
  }
}
