import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '@clipwerk/kit';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { FinalPaymentDeadlineService } from './final-payment-deadline.service';

/** Final-payment reminders and overdue notices every FINAL_PAYMENT_DEADLINE_INTERVAL_MS, in every replica (SKIP LOCKED). */
@Injectable()
export class FinalPaymentDeadlineJob extends IntervalJob {
  constructor(
    private readonly deadline: FinalPaymentDeadlineService,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {
    super('payments.final-payment-deadline');
  }

  protected get intervalMs(): number {
    return this.config.finalPaymentDeadlineIntervalMs;
  }

  protected runOnce() {
    return this.deadline.run();
  }
}
