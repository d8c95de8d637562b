import { Injectable } from '@nestjs/common';
import { type RetentionPurge, retentionCutoff } from '@clipwerk/kit';
import { ENDED_PROJECT_RETENTION } from '../../domain/retention';
import { RetentionRepository } from '../../infrastructure/persistence/retention.repository';

/** Removes projects that ended more than seven years ago with their deliverables' files, and year-old event records. */
@Injectable()
export class PurgeRetentionService implements RetentionPurge {
  constructor(private readonly retention: RetentionRepository) {}

  run(now: Date, batchSize: number) {
    return this.retention.removeEndedBefore(retentionCutoff(now, ENDED_PROJECT_RETENTION), now, batchSize);
  }
}
