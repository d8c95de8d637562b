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
  /** When the creator or the company deleted her account (absent where the caller did not read it). */
  creatorLeftAt?: Date | null;
  ownerLeftAt?: Date | null;
}

export const isOwner = (project: ProjectParties, viewer?: Viewer) => Boolean(viewer && viewer.id === project.ownerId);

/**
 * Support reads (never acts on) a project while a dispute about it is not closed: the evidence is its brief, its
 * deliverables and their previews. Otherwise support is anyone.
 */
export const supportReads = (viewer: Viewer | undefined, disputed: boolean) => Boolean(viewer?.role === 'support' && disputed);

/**
 * A deleted (cancelled) project is gone for everyone; one that is not open only for its two parties, and for
 * support during a dispute.
 */
export function canSee(project: ProjectParties, viewer?: Viewer, disputed = false): boolean {
  if (project.status === 'cancelled') return false;
  if (project.status === 'open') return true;
  if (supportReads(viewer, disputed)) return true;
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
