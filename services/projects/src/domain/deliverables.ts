import { COMMENT_TEXT_MAX } from './comments';
import { Messages } from './messages';

export const DELIVERABLE_STATUSES = ['pending', 'uploaded', 'under_review', 'revision_requested', 'approved'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];
export type FileKind = 'video' | 'image';

/** `reject` and `revision` both mean: change it and upload again. */
export const REVIEW_TYPES = ['approve', 'reject', 'revision'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

/** A remark at a moment of a video as a review carries it; `atMs` on reviews that list stored comments. */
export interface TimedComment {
  atSeconds: number;
  atMs?: number;
  text: string;
}

const MB = 1024 * 1024;

/**
 * Through the form: video up to 50 MB, images up to 5 MB. Through resumable uploads: video up to 2 GB, images still
 * 5 MB. Which one a file is comes from its bytes.
 */
export const DELIVERABLE_UPLOAD = {
  field: 'deliverable',
  maxBytes: { video: 50 * MB, image: 5 * MB } satisfies Record<FileKind, number>,
  resumableMaxBytes: { video: 2048 * MB, image: 5 * MB } satisfies Record<FileKind, number>,
  tooLargeMessage: { video: Messages.videoTooLarge, image: Messages.imageTooLarge } satisfies Record<FileKind, string>,
  resumableTooLargeMessage: { video: Messages.resumableVideoTooLarge, image: Messages.imageTooLarge } satisfies Record<
    FileKind,
    string
  >,
  defaultType: 'deliverable',
  titleMaxLength: 200,
  descriptionMaxLength: 2000,
} as const;

/**
 * A video's poster frame, drawn by the creator's browser at upload: a JPEG or PNG by its bytes, at most 1 MB
 * (a 640 px wide JPEG is far smaller). Served only to the two parties, like the file itself.
 */
export const DELIVERABLE_POSTER = {
  maxBytes: 1 * MB,
  mimeTypes: { 'image/jpeg': 'jpg', 'image/png': 'png' } as Readonly<Record<string, string>>,
  storageArea: 'projects/posters',
} as const;

/** Where a file's poster is served, for the list's `posterUrl`. */
export const posterUrl = (projectId: string, fileId: string) => `/api/upload/poster/${projectId}/${fileId}`;

export const isReviewType = (value: unknown): value is ReviewType =>
  typeof value === 'string' && (REVIEW_TYPES as readonly string[]).includes(value);

/** What a review does to the deliverable, and the text the owner's feedback defaults to. */
export function reviewOutcome(reviewType: ReviewType): { status: DeliverableStatus; defaultFeedback: string } {
  return reviewType === 'approve'
    ? { status: 'approved', defaultFeedback: Messages.defaultApproveFeedback }
    : { status: 'revision_requested', defaultFeedback: Messages.defaultRevisionFeedback };
}

/** The whole project is approved once every deliverable is. */
export const everyDeliverableApproved = (statuses: readonly DeliverableStatus[]) =>
  statuses.length > 0 && statuses.every((status) => status === 'approved');

const MAX_COMMENTS = 100;

/** Comments at moments of a video: a list of `{ atSeconds ≥ 0, text }`, or undefined when they are not that. */
export function parseTimedComments(value: unknown): TimedComment[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_COMMENTS) return undefined;
  const comments: TimedComment[] = [];
  for (const item of value as unknown[]) {
    const { atSeconds, text } = (item ?? {}) as { atSeconds?: unknown; text?: unknown };
    if (typeof atSeconds !== 'number' || !Number.isFinite(atSeconds) || atSeconds < 0) return undefined;
    if (typeof text !== 'string' || text.trim() === '' || text.trim().length > COMMENT_TEXT_MAX) return undefined;
    comments.push({ atSeconds, text: text.trim() });
  }
  return comments;
}

/** A byte range of a file of `size` bytes from a `Range` header: one range only, as video players ask. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The versions an approval says the company saw: a non-empty list of file ids, or undefined when it is not one. */
export function parseSeenVersions(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 100) return undefined;
  return value.every((id) => typeof id === 'string' && id !== '') ? (value as string[]) : undefined;
}
