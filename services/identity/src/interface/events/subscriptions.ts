import { on, type Subscription } from '@clipwerk/kit';
import { ProjectEvents } from '@clipwerk/proto';
import { KeepRatingWhenRatingPublished } from '../../application/keep-ratings/keep-rating-when-rating-published.handler';

/**
 * Every event identity reacts to, in one place. The other creator stats columns (completed_projects,
 * response_rate) still wait for their events.
 */
export const IDENTITY_SUBSCRIPTIONS: Subscription[] = [on(ProjectEvents.RatingPublished, KeepRatingWhenRatingPublished)];

/** The handlers above, as providers of the module (the consumer resolves them from it). */
export const IDENTITY_EVENT_HANDLERS = [KeepRatingWhenRatingPublished];
