import { Inject, Injectable } from '@nestjs/common';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@clipwerk/kit';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config';
import type { Role } from '../../domain/catalog';
import { tokenIssuedAtSeconds } from '../../domain/credentials';
import { SigningKeys } from './signing-keys';

/**
 * Issues the access tokens the kit's TokenVerifier accepts everywhere: EdDSA, issuer, audience, sub, role, jti, and
 * an issue time never before the account's sessions cut-off (else the new token would be ended with the old ones).
 */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly keys: SigningKeys,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async issue(user: { id: string; role: Role; sessionsValidAfter?: Date | null }): Promise<string> {
    const { kid, key } = this.keys.current();
    const now = tokenIssuedAtSeconds(new Date(), user.sessionsValidAfter ?? null);
    return new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + this.config.tokenTtlSeconds)
      .sign(key);
  }
}
