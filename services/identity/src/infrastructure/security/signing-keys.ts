import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { KEY_RING, type KeyRing, LocalKeyRing, TOKEN_ALGORITHM } from '@clipwerk/kit';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK, type KeyLike } from 'jose';
import { DataSource, IsNull } from 'typeorm';
import { SigningKeyEntity } from '../persistence/security.entities';

/**
 * Identity's Ed25519 keys. The first replica to start generates one (under an advisory lock, so two replicas
 * starting together do not both do it); every replica signs with the newest and publishes all unretired public
 * keys as the JWKS. In one process the kit's LocalKeyRing receives them directly.
 */
@Injectable()
export class SigningKeys implements OnModuleInit {
  private signingKey?: { kid: string; key: KeyLike | Uint8Array };
  private publicSet: JSONWebKeySet = { keys: [] };

  constructor(
    private readonly dataSource: DataSource,
    @Inject(KEY_RING) private readonly keyRing: KeyRing,
  ) {}

  async onModuleInit(): Promise<void> {
    const keys = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['identity:signing-key']);
      const repository = manager.getRepository(SigningKeyEntity);
      const existing = await repository.find({ where: { retiredAt: IsNull() }, order: { createdAt: 'DESC' } });
      if (existing.length > 0) return existing;
      return [await repository.save(await newSigningKey())];
    });
    const [newest] = keys;
    this.signingKey = { kid: newest.kid, key: await importJWK(newest.privateJwk, TOKEN_ALGORITHM) };
    this.publicSet = { keys: keys.map((key) => publicOnly(key.publicJwk, key.kid)) };
    if (this.keyRing instanceof LocalKeyRing) this.keyRing.publish(this.publicSet);
  }

  /** The JWKS document: public key material only. */
  jwks(): JSONWebKeySet {
    return this.publicSet;
  }

  current(): { kid: string; key: KeyLike | Uint8Array } {
    if (!this.signingKey) throw new Error('signing keys not loaded yet');
    return this.signingKey;
  }
}

async function newSigningKey(): Promise<SigningKeyEntity> {
  const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const entity = new SigningKeyEntity();
  entity.kid = await calculateJwkThumbprint(publicJwk);
  entity.algorithm = TOKEN_ALGORITHM;
  entity.publicJwk = publicJwk;
  entity.privateJwk = await exportJWK(privateKey);
  return entity;
}

/** Copies exactly the public members: a private `d` can never slip into the JWKS. */
function publicOnly(jwk: JWK, kid: string): JWK {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, kid, alg: TOKEN_ALGORITHM, use: 'sig' };
}
