import { on, type Subscription } from '@clipwerk/kit';
import { ProjectEvents } from '@clipwerk/proto';
import { KeepCompletedProjectsWhenProjectCompleted } from '../../application/keep-completions/keep-completed-projects-when-project-completed.handler';
import { KeepRatingWhenRatingPublished } from '../../application/keep-ratings/keep-rating-when-rating-published.handler';

/** Every event identity reacts to, in one place. The creator's response rate still waits for its event. */
export const IDENTITY_SUBSCRIPTIONS: Subscription[] = [
  on(ProjectEvents.RatingPublished, KeepRatingWhenRatingPublished),
  on(ProjectEvents.ProjectCompleted, KeepCompletedProjectsWhenProjectCompleted),
];

/** The handlers above, as providers of the module (the consumer resolves them from it). */
export const IDENTITY_EVENT_HANDLERS = [KeepRatingWhenRatingPublished, KeepCompletedProjectsWhenProjectCompleted];
