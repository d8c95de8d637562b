import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '@clipwerk/kit';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../../config';
import { PublishDueRatingsService } from './publish-due-ratings.service';

/** Publishes ratings whose window closed every RATING_PUBLISH_INTERVAL_MS, in every replica (SKIP LOCKED). */
@Injectable()
export class PublishDueRatingsJob extends IntervalJob {
  constructor(
    private readonly publish: PublishDueRatingsService,
    @Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig,
  ) {
    super('projects.ratings');
  }

  protected get intervalMs(): number {
    return this.config.ratingPublishIntervalMs;
  }

  protected runOnce() {
    return this.publish.run();
  }
}
