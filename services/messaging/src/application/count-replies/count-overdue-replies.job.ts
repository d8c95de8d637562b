import { Injectable } from '@nestjs/common';
import { IntervalJob } from '@clipwerk/kit';
import { CountOverdueRepliesService } from './count-overdue-replies.service';

/** A creator's figure may be a minute late, never wrong. */
const EVERY_MS = 60_000;

/** Counts unanswered conversations once their day passed, every minute, in every replica (SKIP LOCKED). */
@Injectable()
export class CountOverdueRepliesJob extends IntervalJob {
  constructor(private readonly count: CountOverdueRepliesService) {
    super('messaging.replies');
  }

  protected get intervalMs(): number {
    return EVERY_MS;
  }

  protected runOnce() {
    return this.count.run();
  }
}
