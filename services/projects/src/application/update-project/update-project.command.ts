import type { ProjectEditInput } from '../../domain/project-rules';

/** The edit form's payload (spec §7 PUT /projects/{id}); `status: 'open'` asks to publish. */
export interface UpdateProjectCommand extends ProjectEditInput {
  status?: string;
}
