import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '@clipwerk/kit';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { ReleasePayoutsService } from './release-payouts.service';

/** Releases due payouts every PAYOUT_RELEASE_INTERVAL_MS, in every replica (each run claims rows with SKIP LOCKED). */
@Injectable()
export class ReleasePayoutsJob extends IntervalJob {
  constructor(
    private readonly release: ReleasePayoutsService,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {
    super('payments.release');
  }

  protected get intervalMs(): number {
    return this.config.release.intervalMs;
  }

  protected runOnce() {
    return this.release.run();
  }
}
