import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A preview link lets a `<video>` or `<img>` (which cannot send a bearer token) stream one file for one person:
 * it names the file and the user, lasts 15 minutes, and is signed with the service's preview-link secret. The
 * user must still be a party of the project when the link is used.
 */
export const PREVIEW_LINK_LIFETIME_MS = 15 * 60 * 1000;

export interface PreviewLinkClaim {
  fileId: string;
  userId: string;
  expiresAt: Date;
}

const signature = (secret: string, fileId: string, userId: string, expiresMs: number) =>
  createHmac('sha256', secret).update(`${fileId}.${userId}.${expiresMs}`).digest('base64url');

export function signPreviewLink(secret: string, { fileId, userId, expiresAt }: PreviewLinkClaim): string {
  const expiresMs = expiresAt.getTime();
  return `${userId}.${expiresMs}.${signature(secret, fileId, userId, expiresMs)}`;
}

/** The user the link was made for, or null when it is malformed, for another file, forged or expired. */
export function verifyPreviewLink(secret: string, token: string, fileId: string, now: Date): string | null {
  const [userId, expires, given, ...rest] = token.split('.');
  if (!userId || !expires || !given || rest.length > 0 || !/^\d+$/.test(expires)) return null;
  const expiresMs = Number(expires);
  if (expiresMs <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, fileId, userId, expiresMs));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}
