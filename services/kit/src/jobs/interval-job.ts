import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '../logging/logger';

/**
 * A job every replica runs on a fixed interval (0: never, so tests run it by hand). Replicas need no coordination
 * when each run claims its rows with SKIP LOCKED; within one process runs never overlap, and shutdown waits for
 * the run in progress. A failed run is logged and the next one tries again.
 */
export abstract class IntervalJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly log;

  protected constructor(private readonly name: string) {
    this.log = createLogger(name);
  }

  /** Milliseconds between runs; 0 or less turns the job off. */
  protected abstract get intervalMs(): number;

  /** One run: does what is due now. */
  protected abstract runOnce(): Promise<unknown>;

  onApplicationBootstrap(): void {
    if (this.intervalMs <= 0) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.runOnce()
      .catch((error: unknown) => this.log.error({ err: error, job: this.name }, 'run failed; the next run tries again'))
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
