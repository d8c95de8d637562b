import { defineEvent } from '../event-definition';
import {
  CreatorSelectedSchema,
  DeliverableCommentChangedSchema,
  DeliverableReviewedSchema,
  DeliverableUploadedSchema,
  DeliverySubmittedSchema,
  ProjectApprovedSchema,
  ProjectCancelledSchema,
  ProjectCompletedSchema,
  ProjectCreatedSchema,
  ProjectPublishedSchema,
  ProjectPurgedSchema,
  ProjectStartedSchema,
  ProjectUpdatedSchema,
  ProjectViewedSchema,
  RatingPublishedSchema,
  ReviewReminderSchema,
  ReviewStartedSchema,
  RevisionRequestedSchema,
} from '../gen/clipwerk/projects/v1/events_pb';

export * from '../gen/clipwerk/projects/v1/events_pb';

/**
 * Every status a project can have, as the `status` field of projects' events carries it; projects' own list is
 * checked against it both ways, and a context that keeps a copy of the status types its lists by it.
 */
export type ProjectStatusName =
  | 'draft'
  | 'awaiting_deposit'
  | 'open'
  | 'creator_selected'
  | 'in_progress'
  | 'delivered'
  | 'under_review'
  | 'revision_requested'
  | 'approved'
  | 'completed'
  | 'cancelled';

/** Every event of the projects context. */
export const ProjectEvents = {
  ProjectCreated: defineEvent('projects', 'project.created', 1, ProjectCreatedSchema),
  ProjectPublished: defineEvent('projects', 'project.published', 1, ProjectPublishedSchema),
  ProjectUpdated: defineEvent('projects', 'project.updated', 1, ProjectUpdatedSchema),
  ProjectCancelled: defineEvent('projects', 'project.cancelled', 1, ProjectCancelledSchema),
  CreatorSelected: defineEvent('projects', 'project.creator_selected', 1, CreatorSelectedSchema),
  ProjectStarted: defineEvent('projects', 'project.started', 1, ProjectStartedSchema),
  DeliverableUploaded: defineEvent('projects', 'project.deliverable_uploaded', 1, DeliverableUploadedSchema),
  DeliverySubmitted: defineEvent('projects', 'project.delivery_submitted', 1, DeliverySubmittedSchema),
  ReviewStarted: defineEvent('projects', 'project.review_started', 1, ReviewStartedSchema),
  DeliverableReviewed: defineEvent('projects', 'project.deliverable_reviewed', 1, DeliverableReviewedSchema),
  RevisionRequested: defineEvent('projects', 'project.revision_requested', 1, RevisionRequestedSchema),
  ProjectApproved: defineEvent('projects', 'project.approved', 1, ProjectApprovedSchema),
  ReviewReminder: defineEvent('projects', 'project.review_reminder', 1, ReviewReminderSchema),
  ProjectCompleted: defineEvent('projects', 'project.completed', 1, ProjectCompletedSchema),
  RatingPublished: defineEvent('projects', 'project.rating_published', 1, RatingPublishedSchema),
  ProjectViewed: defineEvent('projects', 'project.viewed', 1, ProjectViewedSchema),
  ProjectPurged: defineEvent('projects', 'project.purged', 1, ProjectPurgedSchema),
  DeliverableCommentChanged: defineEvent('projects', 'project.deliverable_comment_changed', 1, DeliverableCommentChangedSchema),
} as const;
