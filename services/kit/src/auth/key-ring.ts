import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/**
 * Where verifiers find identity's public signing keys. In one process (embedded, or identity itself) identity
 * hands them over directly; elsewhere they are fetched from identity's JWKS address and cached.
 */
export interface KeyRing {
  getKey: JWTVerifyGetKey;
}

export class LocalKeyRing implements KeyRing {
  private keys?: JWTVerifyGetKey;

  publish(jwks: JSONWebKeySet): void {
    this.keys = createLocalJWKSet(jwks);
  }

  getKey: JWTVerifyGetKey = (header, token) => {
    if (!this.keys) throw new Error('no signing keys published yet');
    return this.keys(header, token);
  };
}

export class RemoteKeyRing implements KeyRing {
  readonly getKey: JWTVerifyGetKey;

  constructor(jwksUrl: string) {
    this.getKey = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
  }
}

export const KEY_RING = Symbol('KEY_RING');
