import { IntervalJob } from '../jobs/interval-job';
import type { PlatformConfig } from '../platform/platform-config';

/**
 * A service's scheduled purge of what outlived its retention periods, every RETENTION_PURGE_INTERVAL_MS in
 * every replica: its batches take rows with SKIP LOCKED and a repeat finds nothing left, so replicas need no
 * coordination.
 */
export abstract class RetentionPurgeJob extends IntervalJob {
  protected constructor(
    name: string,
    private readonly platform: Pick<PlatformConfig, 'RETENTION_PURGE_INTERVAL_MS'>,
  ) {
    super(name);
  }

  protected get intervalMs(): number {
    return this.platform.RETENTION_PURGE_INTERVAL_MS;
  }
}
