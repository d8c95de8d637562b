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

/**
 * A conversation's identity: one company, one creator and the project it is about (null: none, as from a profile).
 * Whoever opens it and from wherever (a proposal, the workspace, the inbox), the same key is the same conversation.
 */
export interface ConversationKey {
  companyId: string;
  creatorId: string;
  projectId: string | null;
}

/** The key of the conversation between `a` and `b` (a company and a creator, in either order). */
export function conversationKey(a: Party, b: Party, projectId: string | null): ConversationKey {
  return { ...companyAndCreator(a, b), projectId };
}

/** The project's own conversation: its owner and its selected creator; none before a creator is selected. */
export function projectConversationKey(project: ProjectParties & { id: string }): ConversationKey | null {
  return project.creatorId ? { companyId: project.ownerId, creatorId: project.creatorId, projectId: project.id } : null;
}

/**
 * The answer to "may `starter` open the conversation with `other` about `project`": its owner with any creator
 * (about her proposal, before or after she is selected); a creator with the owner once she is the selected
 * creator, and before that only to answer a conversation the owner opened. Any other pair has no such conversation.
 */
export type ProjectStartVerdict = 'allowed' | 'answer_only' | 'no_such_conversation';

export function mayStartAboutProject(project: ProjectParties, starter: Party, other: Party): ProjectStartVerdict {
  if (starter.id === other.id || starter.role === other.role) return 'no_such_conversation';
  const { companyId, creatorId } = companyAndCreator(starter, other);
  if (companyId !== project.ownerId) return 'no_such_conversation';
  if (starter.role === 'bedrijf' || project.creatorId === creatorId) return 'allowed';
  return 'answer_only';
}

/** The other side of the project conversation for one of its two parties; null for anyone else. */
export function projectCounterpart(project: ProjectParties, callerId: string): string | null {
  if (!project.creatorId) return null;
  if (callerId === project.ownerId) return project.creatorId;
  if (callerId === project.creatorId) return project.ownerId;
  return null;
}

/**
 * Whose side a reader of a project's conversation reads it from: a party her own, with the other as counterpart;
 * support, while a dispute holds the project, the company's (support reads the evidence, never writes or marks
 * read). Anyone else: null, the conversation does not exist for her.
 */
export function projectReadingSide(
  project: ProjectParties,
  caller: { id: string; role: string },
  disputed: boolean,
): { viewerId: string; counterpartId: string } | null {
  const counterpartId = projectCounterpart(project, caller.id);
  if (counterpartId) return { viewerId: caller.id, counterpartId };
  if (caller.role === 'support' && disputed && project.creatorId) {
    return { viewerId: project.ownerId, counterpartId: project.creatorId };
  }
  return null;
}

/** The company and the creator of a pair, whichever of them is asking. */
export function companyAndCreator(a: Party, b: Party): { companyId: string; creatorId: string } {
  return a.role === 'bedrijf' ? { companyId: a.id, creatorId: b.id } : { companyId: b.id, creatorId: a.id };
}
