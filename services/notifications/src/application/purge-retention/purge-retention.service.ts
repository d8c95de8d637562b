import { Injectable } from '@nestjs/common';
import { type RetentionPurge, retentionCutoff } from '@clipwerk/kit';
import { NOTICE_RETENTION } from '../../domain/retention';
import { RetentionRepository } from '../../infrastructure/persistence/retention.repository';

/** Removes notices and sent or failed mails older than a year, and event records as old. */
@Injectable()
export class PurgeRetentionService implements RetentionPurge {
  constructor(private readonly retention: RetentionRepository) {}

  run(now: Date, batchSize: number) {
    return this.retention.removePast(retentionCutoff(now, NOTICE_RETENTION), now, batchSize);
  }
}
