import type { NewProjectInput } from '../../domain/project-rules';

/** The create wizard's payload (interface/http/dto/projects.request.dto.ts), shape-checked. */
export interface CreateProjectCommand extends NewProjectInput {
  /** `draft` keeps it as a concept without asking for payment; anything else waits for the deposit. */
  status?: string;
}
