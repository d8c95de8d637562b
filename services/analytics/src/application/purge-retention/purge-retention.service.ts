import { Injectable } from '@nestjs/common';
import { type RetentionPurge, retentionCutoff } from '@clipwerk/kit';
import { DAILY_FACT_RETENTION } from '../../domain/retention';
import { RetentionRepository } from '../../infrastructure/persistence/retention.repository';

/** Removes facts older than 26 months and event records older than a year; only analytics holds them. */
@Injectable()
export class PurgeRetentionService implements RetentionPurge {
  constructor(private readonly retention: RetentionRepository) {}

  run(now: Date, batchSize: number) {
    return this.retention.removePast(retentionCutoff(now, DAILY_FACT_RETENTION), now, batchSize);
  }
}
