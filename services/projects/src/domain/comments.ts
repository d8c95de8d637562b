import { Messages } from './messages';

/** Who wrote a comment, in the platform's words for the two parties. */
export type CommentRole = 'bedrijf' | 'creator';

/** A comment's text: 1 to 2000 characters once trimmed. */
export const COMMENT_TEXT_MAX = 2000;

/** What a comment needs before it is stored: a version of the deliverable, a moment, a text and what it answers. */
export interface CommentDraft {
  fileId: string;
  atMs: number;
  text: string;
  replyTo: string | null;
}

export type CommentCheck = { draft: CommentDraft } | { field: keyof CommentDraft; message: string };

/** Checks the posted fields; on success the draft with the text trimmed and `replyTo` null when absent. */
export function checkCommentDraft(input: { fileId?: unknown; atMs?: unknown; text?: unknown; replyTo?: unknown }): CommentCheck {
  const { fileId, atMs, text, replyTo } = input;
  if (typeof fileId !== 'string' || fileId === '') return { field: 'fileId', message: Messages.commentFileRequired };
  if (typeof atMs !== 'number' || !Number.isSafeInteger(atMs) || atMs < 0) {
    return { field: 'atMs', message: Messages.commentMomentInvalid };
  }
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') return { field: 'text', message: Messages.commentTextRequired };
  if (trimmed.length > COMMENT_TEXT_MAX) return { field: 'text', message: Messages.commentTextTooLong(COMMENT_TEXT_MAX) };
  if (replyTo !== undefined && replyTo !== null && (typeof replyTo !== 'string' || replyTo === '')) {
    return { field: 'replyTo', message: Messages.commentReplyToMissing };
  }
  return { draft: { fileId, atMs, text: trimmed, replyTo: typeof replyTo === 'string' ? replyTo : null } };
}

/**
 * Only the project's two parties comment (to anyone else the project does not exist); the role one writes under.
 */
export const commentRole = (project: { ownerId: string }, partyId: string): CommentRole =>
  partyId === project.ownerId ? 'bedrijf' : 'creator';

/**
 * Replies are one level deep: an answer to an answer joins the thread of the comment it answers, so a thread is
 * always a comment and its answers in order. An answer stays at its thread's version and moment.
 */
export function threadOf(parent: { id: string; replyTo: string | null }): string {
  return parent.replyTo ?? parent.id;
}

/** A moment in whole milliseconds from the seconds a review sends (fractions allowed). */
export const secondsToMs = (seconds: number) => Math.round(seconds * 1000);

/**
 * An approval carries the versions the company looked at: it stands only when every deliverable's newest version is
 * among them. A version delivered meanwhile makes it stale (409, nothing changes).
 */
export function sawNewestVersions(newestFileIds: readonly string[], seenFileIds: readonly string[]): boolean {
  const seen = new Set(seenFileIds);
  return newestFileIds.every((id) => seen.has(id));
}
