import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify } from 'jose';
import { AppError } from '../errors/app-error';
import { type AuthUser, ROLES, type Role, TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth-user';
import { KEY_RING, type KeyRing } from './key-ring';
import { REVOCATION_LIST, type RevocationList } from './revocation-list';

/**
 * Verifies access tokens the same way in the gateway and in every service: Ed25519 signature by identity's key
 * (the algorithm is pinned, so `alg: none` and HMAC tricks fail), issuer, audience, expiry, then revocation (of the token, or of every token of its user issued before a moment).
 */
@Injectable()
export class TokenVerifier {
  constructor(
    @Inject(KEY_RING) private readonly keyRing: KeyRing,
    @Inject(REVOCATION_LIST) private readonly revocations: RevocationList,
  ) {}

  async verify(token: string): Promise<AuthUser> {
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
    if (await this.revocations.isRevoked({ tokenId: payload.jti, userId: payload.sub, issuedAt }))
      throw AppError.unauthenticated();
    return { id: payload.sub, role, tokenId: payload.jti, issuedAt, expiresAt: new Date(payload.exp * 1000) };
  }

  /** `Authorization: Bearer <token>` → the token, or undefined. */
  static bearerToken(header: string | string[] | undefined): string | undefined {
    const value = Array.isArray(header) ? header[0] : header;
    const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
    return match?.[1];
  }
}
