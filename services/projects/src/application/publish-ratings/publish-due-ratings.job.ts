import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@clipwerk/kit';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../../config';
import { PublishDueRatingsService } from './publish-due-ratings.service';

/**
 * Runs the publication in every replica every RATING_PUBLISH_INTERVAL_MS (0: never; tests run it by hand).
 * Replicas need no coordination: each run claims rows with SKIP LOCKED. Within one process runs never overlap.
 */
@Injectable()
export class PublishDueRatingsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = createLogger('projects.ratings');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly publish: PublishDueRatingsService,
    @Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.ratingPublishIntervalMs <= 0) return;
    this.timer = setInterval(() => this.tick(), this.config.ratingPublishIntervalMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.publish
      .run()
      .catch((error: unknown) => this.log.error({ err: error }, 'rating publication failed; the next run tries again'))
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
