/** Who may talk to whom, with no framework and no I/O. */

export type PartyRole = 'bedrijf' | 'creator';

export interface Party {
  id: string;
  role: PartyRole;
}

/** What messaging knows of a project: its owner and, once hired, its selected creator. */
export interface ProjectParties {
  ownerId: string;
  creatorId: string | null;
}

/**
 * The answer to "may `starter` open a new conversation with `other`": a company with any creator; a creator only
 * with a company she worked for (a project of that company where she was the selected creator). Any other pair
 * (two companies, two creators, oneself) does not exist as a conversation.
 */
export type StartVerdict = 'allowed' | 'creator_needs_history' | 'no_such_pair';

export function mayStart(starter: Party, other: Party, workedTogether: boolean): StartVerdict {
  if (starter.id === other.id || starter.role === other.role) return 'no_such_pair';
  if (starter.role === 'bedrijf') return 'allowed';
  return workedTogether ? 'allowed' : 'creator_needs_history';
}

/** A project conversation exists only between the project's owner and its selected creator. */
export function isProjectPair(project: ProjectParties, a: string, b: string): boolean {
  if (!project.creatorId || a === b) return false;
  const pair = [project.ownerId, project.creatorId];
  return pair.includes(a) && pair.includes(b);
}

/** The other side of the project conversation for one of its two parties; null for anyone else. */
export function projectCounterpart(project: ProjectParties, callerId: string): string | null {
  if (!project.creatorId) return null;
  if (callerId === project.ownerId) return project.creatorId;
  if (callerId === project.creatorId) return project.ownerId;
  return null;
}

/** The company and the creator of a pair, whichever of them is asking. */
export function companyAndCreator(a: Party, b: Party): { companyId: string; creatorId: string } {
  return a.role === 'bedrijf' ? { companyId: a.id, creatorId: b.id } : { companyId: b.id, creatorId: a.id };
}
