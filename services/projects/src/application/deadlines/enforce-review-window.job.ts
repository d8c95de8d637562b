import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '@clipwerk/kit';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../../config';
import { EnforceReviewWindowService } from './enforce-review-window.service';

/** Review reminders and automatic approvals every DEADLINE_INTERVAL_MS, in every replica (SKIP LOCKED). */
@Injectable()
export class EnforceReviewWindowJob extends IntervalJob {
  constructor(
    private readonly enforce: EnforceReviewWindowService,
    @Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig,
  ) {
    super('projects.deadlines');
  }

  protected get intervalMs(): number {
    return this.config.deadlineIntervalMs;
  }

  protected runOnce() {
    return this.enforce.run();
  }
}
