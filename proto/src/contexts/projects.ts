import { defineEvent } from '../event-definition';
import {
  CreatorSelectedSchema,
  ProjectCancelledSchema,
  ProjectCreatedSchema,
  ProjectPublishedSchema,
  ProjectUpdatedSchema,
} from '../gen/clipwerk/projects/v1/events_pb';

export * from '../gen/clipwerk/projects/v1/events_pb';

/** Every event of the projects context. */
export const ProjectEvents = {
  ProjectCreated: defineEvent('projects', 'project.created', 1, ProjectCreatedSchema),
  ProjectPublished: defineEvent('projects', 'project.published', 1, ProjectPublishedSchema),
  ProjectUpdated: defineEvent('projects', 'project.updated', 1, ProjectUpdatedSchema),
  ProjectCancelled: defineEvent('projects', 'project.cancelled', 1, ProjectCancelledSchema),
  CreatorSelected: defineEvent('projects', 'project.creator_selected', 1, CreatorSelectedSchema),
} as const;
