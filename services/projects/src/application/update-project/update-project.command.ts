import type { ProjectEditInput } from '../../domain/project-rules';

/** The edit form's payload; `status: 'open'` asks to publish. */
export interface UpdateProjectCommand extends ProjectEditInput {
  status?: string;
}
