import type { Subscription } from '@clipwerk/kit';

/**
 * Every event identity reacts to, in one place. None yet: the creator stats columns (completed_projects,
 * average_rating, rating_count, response_rate) are waiting for the projects, ratings and messaging events, e.g.
 * `on(ProjectEvents.ProjectCompleted, CountCompletedProjectWhenProjectCompleted)`.
 */
export const IDENTITY_SUBSCRIPTIONS: Subscription[] = [];
