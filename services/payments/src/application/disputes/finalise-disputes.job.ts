import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '@clipwerk/kit';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { FinaliseDisputesService } from './finalise-disputes.service';

/** Makes first decisions final after their appeal window, on the release job's interval, in every replica. */
@Injectable()
export class FinaliseDisputesJob extends IntervalJob {
  constructor(
    private readonly finalise: FinaliseDisputesService,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {
    super('payments.disputes');
  }

  protected get intervalMs(): number {
    return this.config.release.intervalMs;
  }

  protected runOnce() {
    return this.finalise.run();
  }
}
