import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailKind, isEmailKind } from './email-kinds';

/**
 * A one-click unsubscribe token: the user and the kind of mail, signed, so a link works without signing in and
 * cannot be made for someone else or another kind.
 */
export function unsubscribeToken(secret: string, userId: string, kind: EmailKind): string {
  const body = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${body}.${signature(secret, body)}`;
}

export function readUnsubscribeToken(secret: string, token: unknown): { userId: string; kind: EmailKind } | null {
  if (typeof token !== 'string') return null;
  const [body, given] = token.split('.');
  if (!body || !given) return null;
  const expected = Buffer.from(signature(secret, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const [userId, kind] = Buffer.from(body, 'base64url').toString().split(':');
  return userId && isEmailKind(kind) ? { userId, kind } : null;
}

const signature = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');
