import { Injectable } from '@nestjs/common';
import { type RetentionPurge, retentionCutoff } from '@clipwerk/kit';
import { FINANCIAL_RECORD_RETENTION, PAYMENTS_LOG_RETENTION } from '../../domain/retention';
import { RetentionRepository } from '../../infrastructure/persistence/retention.repository';

/**
 * Removes what payments kept past its retention: invoices and postings older than seven years, then the money
 * records of projects that nothing younger refers to any more, and logs older than a year. Nobody else needs to
 * know: no other context holds these records.
 */
@Injectable()
export class PurgeRetentionService implements RetentionPurge {
  constructor(private readonly retention: RetentionRepository) {}

  async run(now: Date, batchSize: number) {
    const financial = retentionCutoff(now, FINANCIAL_RECORD_RETENTION);
    return {
      invoices: await this.retention.removeInvoicesIssuedBefore(financial, batchSize),
      postings: await this.retention.removePostingsBookedBefore(financial, batchSize),
      projects: await this.retention.removeProjectsSettledBefore(financial, batchSize),
      logs: await this.retention.removeLogsBefore(retentionCutoff(now, PAYMENTS_LOG_RETENTION), now, batchSize),
    };
  }
}
