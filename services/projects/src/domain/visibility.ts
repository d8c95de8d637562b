import type { ProjectStatus } from './project-status';

/** Who sees what of a project. */
export interface Viewer {
  id: string;
  /** Support sees what anyone signed in sees. */
  role: 'creator' | 'bedrijf' | 'support';
}

export interface ProjectParties {
  ownerId: string;
  selectedCreatorId: string | null;
  status: ProjectStatus;
}

export const isOwner = (project: ProjectParties, viewer?: Viewer) => Boolean(viewer && viewer.id === project.ownerId);

/** A deleted (cancelled) project is gone for everyone; one that is not open only for its two parties. */
export function canSee(project: ProjectParties, viewer?: Viewer): boolean {
  if (project.status === 'cancelled') return false;
  if (project.status === 'open') return true;
  return Boolean(viewer && (viewer.id === project.ownerId || viewer.id === project.selectedCreatorId));
}

/** A creator may propose on an open project, once. */
export function canApply(project: ProjectParties, viewer: Viewer | undefined, alreadyProposed: boolean): boolean {
  return Boolean(viewer && viewer.role === 'creator' && project.status === 'open' && !alreadyProposed);
}

/** A creator may mark an open project as favourite; unmarking is always allowed. */
export const canFavorite = (project: ProjectParties, viewer: Viewer) => viewer.role === 'creator' && project.status === 'open';

/** The owner's own views are not counted. */
export const countsAsView = (project: ProjectParties, viewer?: Viewer) => !isOwner(project, viewer);
