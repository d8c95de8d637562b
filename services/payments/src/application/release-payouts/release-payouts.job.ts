import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@clipwerk/kit';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { ReleasePayoutsService } from './release-payouts.service';

/**
 * Runs the release in every replica every PAYOUT_RELEASE_INTERVAL_MS (0: never; tests run it by hand). Replicas
 * need no coordination: each run claims rows with SKIP LOCKED. Within one process runs never overlap.
 */
@Injectable()
export class ReleasePayoutsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = createLogger('payments.release');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly release: ReleasePayoutsService,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  onApplicationBootstrap(): void {
    const { intervalMs } = this.config.release;
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.release
      .run()
      .catch((error: unknown) => this.log.error({ err: error }, 'release run failed; the next run tries again'))
      .finally(() => {
        this.running = null;
      });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
