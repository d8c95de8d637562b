// Who may act on a project's delivery: its two parties while they have their account, and downloads once paid for.
import type { ProjectParties } from './visibility';

/**
 * Only the owning company and the selected creator, while she has her account; to anyone else (and to a party who
 * deleted hers, whose preview links stop with it) the project does not exist.
 */
export function isParty(project: ProjectParties, userId: string | undefined): boolean {
  if (!userId || project.status === 'cancelled') return false;
  if (userId === project.ownerId) return !project.ownerLeftAt;
  return userId === project.selectedCreatorId && !project.creatorLeftAt;
}

/** The content is downloaded by its parties once the final payment is in; support reads previews, never downloads. */
export const canDownload = (project: ProjectParties & { finalPaymentCompleted: boolean }, userId: string | undefined) =>
  isParty(project, userId) && project.finalPaymentCompleted;
