import type { Provider, Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IntervalJob } from '../jobs/interval-job';
import { createLogger } from '../logging/logger';
import { PLATFORM_CONFIG, type PlatformConfig } from '../platform/platform-config';
import { purgeEventLogs } from './purge-in-batches';

/** A service's purge of what outlived its retention periods: counts of what one run removed, by kind. */
export interface RetentionPurge {
  run(now: Date, batchSize: number): Promise<Record<string, number>>;
}

/**
 * Runs a service's purge every RETENTION_PURGE_INTERVAL_MS in every replica: its batches take rows with SKIP
 * LOCKED and a repeat finds nothing left, so replicas need no coordination.
 */
export class RetentionPurgeSchedule extends IntervalJob {
  private readonly purgeLog;

  constructor(
    private readonly jobName: string,
    private readonly purge: RetentionPurge,
    private readonly platform: Pick<PlatformConfig, 'RETENTION_PURGE_INTERVAL_MS' | 'RETENTION_PURGE_BATCH'>,
  ) {
    super(jobName);
    this.purgeLog = createLogger(jobName);
  }

  protected get intervalMs(): number {
    return this.platform.RETENTION_PURGE_INTERVAL_MS;
  }

  /** One run now (the schedule's, or an operator's or a test's). */
  async runOnce(): Promise<Record<string, number>> {
    const removed = await this.purge.run(new Date(), this.platform.RETENTION_PURGE_BATCH);
    if (Object.values(removed).some((count) => count > 0))
      this.purgeLog.info({ removed, job: this.jobName }, 'retention purge done');
    return removed;
  }
}

/** The provider that schedules `purge` (a provider of the same module) under the job name `name`. */
export function retentionPurgeSchedule(name: string, purge: Type<RetentionPurge>): Provider {
  return {
    provide: RetentionPurgeSchedule,
    inject: [purge, PLATFORM_CONFIG],
    useFactory: (instance: RetentionPurge, platform: PlatformConfig) => new RetentionPurgeSchedule(name, instance, platform),
  };
}

/** For a service that keeps nothing with a retention of its own: the schedule of its event tables' purge alone. */
export function eventLogPurgeSchedule(name: string): Provider {
  return {
    provide: RetentionPurgeSchedule,
    inject: [DataSource, PLATFORM_CONFIG],
    useFactory: (db: DataSource, platform: PlatformConfig) =>
      new RetentionPurgeSchedule(
        name,
        { run: async (now, batchSize) => ({ logs: await purgeEventLogs(db, now, batchSize) }) },
        platform,
      ),
  };
}
