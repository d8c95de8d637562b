import { Messages } from './messages';

/** What a message may contain, with no framework and no I/O. */

export const MESSAGE_MAX = 2000;
export const ATTACHMENTS_MAX = 10;
export const ATTACHMENT_ID_MAX = 200;
export const IDEMPOTENCY_KEY_MAX = 200;
/** A notice shows the start of a message, never all of it. */
export const PREVIEW_MAX = 140;

export interface FieldProblem {
  field: string;
  message: string;
}

export interface NewMessage {
  content: string;
  attachments: string[];
}

/** Spaces and characters that draw nothing (zero-width spaces and joiners, byte-order marks, soft hyphens, fillers). */
const INVISIBLE = /[\s\p{Cf}\p{Zs}\u034F\u115F\u1160\u3164\uFFA0]/gu;

/** Whether a reader would see any character of the text. */
export const hasVisibleCharacter = (text: string) => text.replace(INVISIBLE, '') !== '';

/** Trimmed, with at least one visible character, at most MESSAGE_MAX characters (counted as the user sees them, after trimming). */
export function contentProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return Messages.messageRequired;
  if (!hasVisibleCharacter(value)) return Messages.messageInvisible;
  if ([...value.trim()].length > MESSAGE_MAX) return Messages.messageTooLong(MESSAGE_MAX);
  return null;
}

/** Attachments are optional: a list of at most 10 file ids, each a short non-empty string. */
export function attachmentsProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length > ATTACHMENTS_MAX) return Messages.attachmentsInvalid;
  const wellFormed = value.every((id) => typeof id === 'string' && id.trim() !== '' && id.length <= ATTACHMENT_ID_MAX);
  return wellFormed ? null : Messages.attachmentsInvalid;
}

/** A message checked and cleaned under the field name the route uses for its text. */
export function prepareMessage(
  input: { content?: unknown; attachments?: unknown },
  contentField = 'content',
): { message: NewMessage; problems: [] } | { message: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const content = contentProblem(input.content);
  if (content) problems.push({ field: contentField, message: content });
  const attachments = attachmentsProblem(input.attachments);
  if (attachments) problems.push({ field: 'attachments', message: attachments });
  if (problems.length > 0) return { message: null, problems };
  return {
    problems: [],
    message: {
      content: (input.content as string).trim(),
      // A file named twice is attached once.
      attachments: [...new Set(((input.attachments as string[] | undefined) ?? []).map((id) => id.trim()))],
    },
  };
}

/** An absent key means "no retry protection"; a present one must be short and not blank. */
export function idempotencyKeyProblem(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > IDEMPOTENCY_KEY_MAX)
    return Messages.idempotencyKeyInvalid;
  return null;
}

/** The start of a message for a notice: whitespace folded, cut at a word when it is longer than the preview. */
export function previewOf(content: string): string {
  const folded = content.replace(/\s+/g, ' ').trim();
  const characters = [...folded];
  if (characters.length <= PREVIEW_MAX) return folded;
  const cut = characters.slice(0, PREVIEW_MAX - 1).join('');
  const atWord = cut.lastIndexOf(' ') > PREVIEW_MAX / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord}…`;
}
