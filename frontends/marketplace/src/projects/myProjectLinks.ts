// Which links a card on /my-projects carries, by the project's status.
import type { ProjectBody } from '@clipwerk/contracts/projects';
import { isInWorkspace, idOf } from '@clipwerk/ui';

export interface CardLink {
  to: string;
  label: string;
  primary?: boolean;
}

/** A project's status as the projects contract types it: a copied name that is no status does not compile. */
type ProjectStatus = ProjectBody['status'];

export function myProjectLinks(project: ProjectBody): CardLink[] {
  const id = idOf(project);
  const count = project.proposalCount ?? project.stats?.proposalsCount ?? 0;
  const links: CardLink[] = [];
  if (project.status === 'awaiting_deposit')
    links.push({ to: `/projects/${id}/payment`, label: 'Betaal aanbetaling', primary: true });
  if (project.status === 'open' && count > 0)
    links.push({ to: `/projects/${id}/proposals`, label: `Bekijk voorstellen (${count})`, primary: true });
  const selected = Boolean(project.selectedCreator) || isInWorkspace(project.status);
  links.push(
    selected
      ? { to: `/project-workspace/${id}`, label: 'Open werkruimte', primary: links.length === 0 }
      : { to: `/projects/${id}`, label: 'Bekijk opdracht' },
  );
  if (project.status === 'draft' || project.status === 'open') links.push({ to: `/projects/${id}/edit`, label: 'Bewerken' });
  return links;
}

export const STATUS_FILTERS = [
  'all',
  'draft',
  'awaiting_deposit',
  'open',
  'creator_selected',
  'in_progress',
  'delivered',
  'under_review',
  'revision_requested',
  'approved',
  'completed',
  'cancelled',
] as const satisfies readonly ('all' | ProjectStatus)[];
