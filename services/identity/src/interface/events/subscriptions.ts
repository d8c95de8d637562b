import { on, type Subscription } from '@clipwerk/kit';
import { MessagingEvents, ProjectEvents } from '@clipwerk/proto';
import { KeepCompletedProjectsWhenProjectCompleted } from '../../application/keep-completions/keep-completed-projects-when-project-completed.handler';
import { KeepRatingWhenRatingPublished } from '../../application/keep-ratings/keep-rating-when-rating-published.handler';
import { KeepResponseRateWhenResponseRateChanged } from '../../application/keep-response-rates/keep-response-rate-when-response-rate-changed.handler';

/** Every event identity reacts to, in one place. */
export const IDENTITY_SUBSCRIPTIONS: Subscription[] = [
  on(ProjectEvents.RatingPublished, KeepRatingWhenRatingPublished),
  on(ProjectEvents.ProjectCompleted, KeepCompletedProjectsWhenProjectCompleted),
  on(MessagingEvents.CreatorResponseRateChanged, KeepResponseRateWhenResponseRateChanged),
];
