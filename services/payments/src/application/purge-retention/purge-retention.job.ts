import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, RetentionPurgeJob } from '@clipwerk/kit';
import { PurgeRetentionService } from './purge-retention.service';

@Injectable()
export class PurgeRetentionJob extends RetentionPurgeJob {
  constructor(
    private readonly purge: PurgeRetentionService,
    @Inject(PLATFORM_CONFIG) platform: PlatformConfig,
  ) {
    super('payments.retention', platform);
  }

  protected runOnce() {
    return this.purge.run();
  }
}
