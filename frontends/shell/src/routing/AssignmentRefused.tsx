import { useEffect, useState } from 'react';
import { PageSpinner } from '@clipwerk/ui';
import type { ProjectDetailAnswer } from '@clipwerk/contracts/projects';
import { api } from '../sdk/api';
import { NoAccess } from '../sdk/NoAccess';

/** Who the assignment pages behind a role are for (today only the company's: proposals, edit, payments). */
export const COMPANY_PAGE = 'Deze pagina is alleen voor het bedrijf dat de opdracht plaatste.';

/**
 * An assignment page her role may not open. The title is named only when the API shows her the assignment (a
 * published one, or one she works on); a refusal names nothing.
 */
export function AssignmentRefused({ projectId }: { projectId: string }) {
  const [assignment, setAssignment] = useState<{ id: string; title: string } | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    api
      .get<ProjectDetailAnswer>(`/projects/${encodeURIComponent(projectId)}`)
      .then(({ project }) => current && setAssignment({ id: project.id, title: project.title }))
      .catch(() => current && setAssignment(null));
    return () => {
      current = false;
    };
  }, [projectId]);
  if (assignment === undefined) return <PageSpinner label="Opdracht laden..." fill />;
  return <NoAccess assignment={assignment} reason={COMPANY_PAGE} />;
}
