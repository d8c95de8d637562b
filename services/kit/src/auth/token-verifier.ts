import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors/app-error';
import { type AuthUser, ROLES, type Role, TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth-user';
import { KEY_RING, type KeyRing } from './key-ring';
import { REVOCATION_LIST, type RevocationList } from './revocation-list';

/** How long a checked signature counts for the same token again: less than the key set's own cache. */
const VERIFIED_FOR_MS = 60_000;
/** Tokens whose checked claims are kept (a few hundred bytes each). */
const VERIFIED_MAX = 10_000;

/**
 * Verifies access tokens the same way in the gateway and in every service: Ed25519 signature by identity's key
 * (the algorithm is pinned, so `alg: none` and HMAC tricks fail), issuer, audience, expiry, then revocation (of the token, or of every token of its user issued before a moment).
 * A token seen in the last minute skips the signature check (its claims are kept, a token being immutable); expiry
 * and revocation are checked on every request.
 */
@Injectable()
export class TokenVerifier {
  /** Token → its claims once the signature, issuer, audience and role checked out; revocation is checked each time. */
  private readonly verified = new LRUCache<string, AuthUser>({ max: VERIFIED_MAX, ttl: VERIFIED_FOR_MS });

  constructor(
    @Inject(KEY_RING) private readonly keyRing: KeyRing,
    @Inject(REVOCATION_LIST) private readonly revocations: RevocationList,
  ) {}

  async verify(token: string): Promise<AuthUser> {
    const claims = await this.identify(token);
    if (await this.revocations.isRevoked({ tokenId: claims.tokenId, userId: claims.id, issuedAt: claims.issuedAt }))
      throw AppError.unauthenticated();
    return claims;
  }

  /**
   * Signature, issuer, audience, role and expiry, without revocation: for a hop that passes the token on to a
   * service that verifies it in full, so that revocation is asked once per request, not once per hop.
   */
  async identify(token: string): Promise<AuthUser> {
    const claims = this.verified.get(token) ?? (await this.checkSignature(token));
    if (claims.expiresAt.getTime() <= Date.now()) throw AppError.unauthenticated();
    return { ...claims };
  }

  private async checkSignature(token: string): Promise<AuthUser> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keyRing.getKey, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      }));
    } catch {
      throw AppError.unauthenticated();
    }
    const role = payload.role as Role;
    if (!payload.sub || !payload.jti || !payload.exp || !ROLES.includes(role)) throw AppError.unauthenticated();
    // Without an issue time a token cannot be told apart from one issued before a "log out everywhere".
    const issuedAt = new Date((payload.iat ?? 0) * 1000);
    const claims = { id: payload.sub, role, tokenId: payload.jti, issuedAt, expiresAt: new Date(payload.exp * 1000) };
    this.verified.set(token, claims);
    return claims;
  }

  /** `Authorization: Bearer <token>` → the token, or undefined. */
  static bearerToken(header: string | string[] | undefined): string | undefined {
    const value = Array.isArray(header) ? header[0] : header;
    const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
    return match?.[1];
  }
}
