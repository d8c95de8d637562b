import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A preview link lets a `<video>` or `<img>` (which cannot send a bearer token) stream one file for one person:
 * it names the file and the user (and support, when made for support), lasts 15 minutes, and is signed with the
 * service's preview-link secret. The user must still be allowed to read the project when the link is used.
 */
export const PREVIEW_LINK_LIFETIME_MS = 15 * 60 * 1000;

export interface PreviewLinkClaim {
  fileId: string;
  userId: string;
  expiresAt: Date;
  /** A link made for support reads as support (a party's link names no role). */
  support?: boolean;
}

/** Who a valid link was made for. */
export interface PreviewLinkHolder {
  userId: string;
  support: boolean;
}

const SUPPORT = 'support';

const signature = (secret: string, fileId: string, userId: string, expiresMs: number, support: boolean) =>
  createHmac('sha256', secret)
    .update(`${fileId}.${userId}.${expiresMs}${support ? `.${SUPPORT}` : ''}`)
    .digest('base64url');

export function signPreviewLink(secret: string, { fileId, userId, expiresAt, support = false }: PreviewLinkClaim): string {
  const expiresMs = expiresAt.getTime();
  const link = `${userId}.${expiresMs}.${signature(secret, fileId, userId, expiresMs, support)}`;
  return support ? `${link}.${SUPPORT}` : link;
}

/** Who the link was made for, or null when it is malformed, for another file, forged or expired. */
export function verifyPreviewLink(secret: string, token: string, fileId: string, now: Date): PreviewLinkHolder | null {
  const [userId, expires, given, role, ...rest] = token.split('.');
  if (!userId || !expires || !given || rest.length > 0 || !/^\d+$/.test(expires)) return null;
  if (role !== undefined && role !== SUPPORT) return null;
  const expiresMs = Number(expires);
  if (expiresMs <= now.getTime()) return null;
  const support = role === SUPPORT;
  const expected = Buffer.from(signature(secret, fileId, userId, expiresMs, support));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { userId, support } : null;
}
