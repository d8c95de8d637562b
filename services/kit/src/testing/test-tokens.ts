import { SignJWT, exportJWK, generateKeyPair, type KeyLike } from 'jose';
import { randomUUID } from 'node:crypto';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, type Role } from '../auth/auth-user';
import type { LocalKeyRing } from '../auth/key-ring';

export interface TestTokenOptions {
  userId?: string;
  role?: Role;
  expiresInSeconds?: number;
  tokenId?: string;
}

/** Signs tokens the way identity does, with a key made for the test; `publishTo` trusts it in a key ring. */
export async function createTestSigner() {
  const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALGORITHM, { crv: 'Ed25519' });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALGORITHM, use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    publishTo(ring: LocalKeyRing) {
      ring.publish({ keys: [jwk] });
    },
    sign: (options: TestTokenOptions = {}) => signWith(privateKey, kid, options),
  };
}

export async function signWith(privateKey: KeyLike, kid: string, options: TestTokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: options.role ?? 'creator' })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(options.userId ?? randomUUID())
    .setJti(options.tokenId ?? randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(privateKey);
}

/** An unsigned token (`alg: none`) carrying otherwise valid claims: must always be refused. */
export function unsignedToken(claims: Record<string, unknown> = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    sub: randomUUID(),
    jti: randomUUID(),
    role: 'creator',
    iat: now,
    exp: now + 3600,
    ...claims,
  })}.`;
}
