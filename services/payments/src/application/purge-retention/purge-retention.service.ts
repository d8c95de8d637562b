import { Inject, Injectable } from '@nestjs/common';
import { createLogger, PLATFORM_CONFIG, type PlatformConfig, retentionCutoff } from '@clipwerk/kit';
import { FINANCIAL_RECORD_RETENTION, PAYMENTS_LOG_RETENTION } from '../../domain/retention';
import { RetentionRepository } from '../../infrastructure/persistence/retention.repository';
import { CLOCK, type Clock } from '../ports/clock';

export interface PaymentsPurgeResult {
  invoices: number;
  postings: number;
  projects: number;
  logs: number;
}

/**
 * Removes what payments kept past its retention: invoices and postings older than seven years, then the money
 * records of projects that nothing younger refers to any more, and logs older than a year. Nobody else needs to
 * know: no other context holds these records.
 */
@Injectable()
export class PurgeRetentionService {
  private readonly log = createLogger('payments.retention');

  constructor(
    private readonly retention: RetentionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async run(): Promise<PaymentsPurgeResult> {
    const now = this.clock.now();
    const batch = this.platform.RETENTION_PURGE_BATCH;
    const financial = retentionCutoff(now, FINANCIAL_RECORD_RETENTION);
    const result: PaymentsPurgeResult = {
      invoices: await this.retention.removeInvoicesIssuedBefore(financial, batch),
      postings: await this.retention.removePostingsBookedBefore(financial, batch),
      projects: await this.retention.removeProjectsSettledBefore(financial, batch),
      logs: await this.retention.removeLogsBefore(retentionCutoff(now, PAYMENTS_LOG_RETENTION), now, batch),
    };
    if (Object.values(result).some((count) => count > 0)) this.log.info(result, 'retention purge done');
    return result;
  }
}
