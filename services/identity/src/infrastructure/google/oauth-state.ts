import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ROLES, type SignUpRole as Role } from '../../domain/catalog';

/** Which page started the sign-in: failures go back there, each with its own text. */
export type OAuthOrigin = 'login' | 'register';

export interface OAuthStatePayload {
  role: Role;
  origin: OAuthOrigin;
}

const STATE_TTL_MS = 10 * 60_000;
export const OAUTH_NONCE_COOKIE = 'cw_oauth_nonce';

/**
 * The OAuth `state`: the chosen role and origin, a nonce and an expiry, signed with a key derived from the Google
 * client secret (the same on every replica). The nonce is also set as a cookie on the browser that started the
 * flow; at the callback both must match, so a callback forged for someone else's browser is refused (login CSRF).
 */
export class OAuthStateSigner {
  private readonly key: Buffer;

  constructor(clientSecret: string) {
    this.key = createHmac('sha256', clientSecret).update('clipwerk:oauth-state:v1').digest();
  }

  create(payload: OAuthStatePayload, now = Date.now()): { state: string; nonce: string } {
    const nonce = randomBytes(16).toString('base64url');
    const body = Buffer.from(JSON.stringify({ r: payload.role, o: payload.origin, n: nonce, e: now + STATE_TTL_MS })).toString(
      'base64url',
    );
    return { state: `${body}.${this.sign(body)}`, nonce };
  }

  /** The payload when the state is ours, unexpired and belongs to this browser's nonce; else null. */
  read(state: unknown, nonce: string | undefined, now = Date.now()): OAuthStatePayload | null {
    if (typeof state !== 'string') return null;
    const [body, signature] = state.split('.');
    if (!body || !signature || !safeEqual(signature, this.sign(body))) return null;
    try {
      const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
        r: Role;
        o: OAuthOrigin;
        n: string;
        e: number;
      };
      if (!ROLES.includes(parsed.r) || parsed.e < now || !nonce || !safeEqual(parsed.n, nonce)) return null;
      return { role: parsed.r, origin: parsed.o === 'register' ? 'register' : 'login' };
    } catch {
      return null;
    }
  }

  /** Unverified: only picks the page a failure is shown on, so nothing depends on trusting it. */
  peekOrigin(state: unknown): OAuthOrigin {
    if (typeof state !== 'string') return 'login';
    try {
      return JSON.parse(Buffer.from(state.split('.')[0] ?? '', 'base64url').toString('utf8')).o === 'register'
        ? 'register'
        : 'login';
    } catch {
      return 'login';
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function readCookie(header: unknown, name: string): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
