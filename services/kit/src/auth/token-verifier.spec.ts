import { Redis } from 'ioredis';
import { base64url, exportJWK, exportSPKI, generateKeyPair, type JWK, type KeyLike, SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { AppError } from '../errors/app-error';
import { type RedisServer, startRedisServer, waitFor } from '../testing';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth-user';
import { LocalKeyRing } from './key-ring';
import { MemoryRevocationList, type Revocation, type RevocationList, RedisRevocationList } from './revocation-list';
import { TokenVerifier } from './token-verifier';

interface Claims {
  sub?: string;
  role?: string;
  jti?: string;
  iss?: string;
  aud?: string;
  exp?: number | string;
}

const KID = 'identity-key-1';

/** Identity's side: signs tokens as identity does (Ed25519), with claims a test can bend. */
async function signToken(privateKey: KeyLike, claims: Claims = {}, kid = KID): Promise<string> {
  const jwt = new SignJWT({ role: 'role' in claims ? claims.role : 'creator' })
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .setIssuer(claims.iss ?? TOKEN_ISSUER)
    .setAudience(claims.aud ?? TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '15m');
  if (!('sub' in claims) || claims.sub) jwt.setSubject(claims.sub ?? 'user-1');
  if (!('jti' in claims) || claims.jti) jwt.setJti(claims.jti ?? 'token-1');
  return jwt.sign(privateKey);
}

/** A token with a hand-made header and signature, for the attacks jose would not produce. */
function forgeToken(header: object, payload: object, sign: (input: string) => string): string {
  const input = `${base64url.encode(JSON.stringify(header))}.${base64url.encode(JSON.stringify(payload))}`;
  return `${input}.${sign(input)}`;
}

async function expectUnauthenticated(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 401, code: 'AUTH.UNAUTHENTICATED' });
}

describe('TokenVerifier', () => {
  let privateKey: KeyLike;
  let publicJwk: JWK;
  let publicPem: string;
  let keyRing: LocalKeyRing;
  let revocations: MemoryRevocationList;
  let verifier: TokenVerifier;

  const claimsNow = () => ({
    sub: 'user-1',
    role: 'creator',
    jti: 'forged',
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    exp: Math.floor(Date.now() / 1000) + 600,
  });

  beforeAll(async () => {
    const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    privateKey = pair.privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'EdDSA', use: 'sig' };
    publicPem = await exportSPKI(pair.publicKey);
    keyRing = new LocalKeyRing();
    keyRing.publish({ keys: [publicJwk] });
    revocations = new MemoryRevocationList();
    verifier = new TokenVerifier(keyRing, revocations);
  });

  it('accepts a token identity signed, and says who is calling', async () => {
    const user = await verifier.verify(await signToken(privateKey, { sub: 'user-42', role: 'bedrijf', jti: 'jti-42' }));
    expect(user).toEqual({
      id: 'user-42',
      role: 'bedrijf',
      tokenId: 'jti-42',
      issuedAt: expect.any(Date),
      expiresAt: expect.any(Date),
    });
    expect(user.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("checks a token's signature once, and its claims again from what it kept", async () => {
    const getKey = jest.spyOn(keyRing, 'getKey');
    try {
      const token = await signToken(privateKey, { sub: 'user-43', role: 'creator', jti: 'jti-43' });
      const first = await verifier.verify(token);
      const again = await verifier.verify(token);
      expect(getKey).toHaveBeenCalledTimes(1);
      expect(again).toEqual(first);
      again.id = 'changed by a caller';
      expect((await verifier.verify(token)).id).toBe('user-43');
    } finally {
      getKey.mockRestore();
    }
  });

  it('refuses an unsigned token (alg: none)', async () => {
    await expectUnauthenticated(verifier.verify(forgeToken({ alg: 'none', typ: 'JWT' }, claimsNow(), () => '')));
    await expectUnauthenticated(verifier.verify(forgeToken({ alg: 'none', kid: KID }, claimsNow(), () => '')));
  });

  it('refuses an HS256 token keyed with the public key (algorithm confusion)', async () => {
    const secrets = [
      Buffer.from(publicJwk.x!, 'base64url'),
      Buffer.from(publicPem),
      Buffer.from(JSON.stringify(publicJwk)),
      Buffer.from(publicJwk.x!),
    ];
    for (const secret of secrets) {
      const token = forgeToken({ alg: 'HS256', kid: KID }, claimsNow(), (input) =>
        createHmac('sha256', secret).update(input).digest('base64url'),
      );
      await expectUnauthenticated(verifier.verify(token));
    }
  });

  it('refuses a token signed with another Ed25519 key, even under the published key id', async () => {
    const stranger = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    await expectUnauthenticated(verifier.verify(await signToken(stranger.privateKey)));
    await expectUnauthenticated(verifier.verify(await signToken(stranger.privateKey, {}, 'unknown-kid')));
  });

  it('refuses a token whose signature was tampered with or whose claims were changed', async () => {
    const token = await signToken(privateKey);
    const [header, , signature] = token.split('.');
    const escalated = base64url.encode(JSON.stringify({ ...claimsNow(), role: 'bedrijf' }));
    await expectUnauthenticated(verifier.verify(`${header}.${escalated}.${signature}`));
  });

  it('refuses an expired token', async () => {
    await expectUnauthenticated(verifier.verify(await signToken(privateKey, { exp: Math.floor(Date.now() / 1000) - 60 })));
  });

  it('refuses a token it accepted before once that token has expired', async () => {
    const exp = Math.floor(Date.now() / 1000) + 1;
    const token = await signToken(privateKey, { exp, jti: 'short-lived' });
    await expect(verifier.verify(token)).resolves.toMatchObject({ tokenId: 'short-lived' });
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 10));
    await expectUnauthenticated(verifier.verify(token));
  });

  it('refuses a wrong issuer or audience', async () => {
    await expectUnauthenticated(verifier.verify(await signToken(privateKey, { iss: 'someone-else' })));
    await expectUnauthenticated(verifier.verify(await signToken(privateKey, { aud: 'another-app' })));
  });

  it('refuses a token without subject, token id or a known role', async () => {
    await expectUnauthenticated(verifier.verify(await signToken(privateKey, { sub: '' })));
    await expectUnauthenticated(verifier.verify(await signToken(privateKey, { jti: '' })));
    await expectUnauthenticated(verifier.verify(await signToken(privateKey, { role: 'admin' })));
    await expectUnauthenticated(verifier.verify(await signToken(privateKey, { role: undefined })));
  });

  it('refuses garbage and tokens before any key was published', async () => {
    await expectUnauthenticated(verifier.verify('not-a-jwt'));
    await expectUnauthenticated(new TokenVerifier(new LocalKeyRing(), revocations).verify(await signToken(privateKey)));
  });

  it('refuses a revoked token id and still accepts other tokens', async () => {
    const token = await signToken(privateKey, { jti: 'logged-out' });
    await verifier.verify(token);
    await revocations.revoke({ userId: 'user-1', tokenId: 'logged-out', expiresAt: new Date(Date.now() + 60_000) });
    await expectUnauthenticated(verifier.verify(token));
    await expect(verifier.verify(await signToken(privateKey, { jti: 'still-valid' }))).resolves.toMatchObject({
      tokenId: 'still-valid',
    });
  });

  it('identifies a caller without asking about revocation, and still refuses a forged or expired token', async () => {
    const token = await signToken(privateKey, { sub: 'user-7', jti: 'passed-on' });
    await revocations.revoke({ userId: 'user-7', tokenId: 'passed-on', expiresAt: new Date(Date.now() + 60_000) });
    // The hop that passes the token on knows who calls; the service behind it refuses the revoked token.
    await expect(verifier.identify(token)).resolves.toMatchObject({ id: 'user-7', tokenId: 'passed-on' });
    await expectUnauthenticated(verifier.verify(token));
    const [header, payload] = (await signToken(privateKey)).split('.');
    const [, , otherSignature] = (await signToken(privateKey, { jti: 'another' })).split('.');
    await expectUnauthenticated(verifier.identify(`${header}.${payload}.${otherSignature}`));
    await expectUnauthenticated(verifier.identify(await signToken(privateKey, { exp: Math.floor(Date.now() / 1000) - 60 })));
  });

  it('refuses every token of a user issued before its cut-off (logout everywhere), and accepts later ones', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const before = await new SignJWT({ role: 'creator' })
      .setProtectedHeader({ alg: 'EdDSA', kid: KID })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('user-everywhere')
      .setJti('earlier')
      .setIssuedAt(iat)
      .setExpirationTime('15m')
      .sign(privateKey);
    const after = await new SignJWT({ role: 'creator' })
      .setProtectedHeader({ alg: 'EdDSA', kid: KID })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('user-everywhere')
      .setJti('later')
      .setIssuedAt(iat + 1)
      .setExpirationTime('15m')
      .sign(privateKey);
    await revocations.revokeAllOf('user-everywhere', new Date((iat + 1) * 1000), new Date(Date.now() + 60_000));
    await expectUnauthenticated(verifier.verify(before));
    await expect(verifier.verify(after)).resolves.toMatchObject({ tokenId: 'later', issuedAt: new Date((iat + 1) * 1000) });
    await expect(verifier.verify(await signToken(privateKey, { sub: 'someone-else' }))).resolves.toMatchObject({
      id: 'someone-else',
    });
  });

  it('reads bearer tokens from the Authorization header only in the Bearer form', () => {
    expect(TokenVerifier.bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(TokenVerifier.bearerToken('bearer   abc')).toBe('abc');
    expect(TokenVerifier.bearerToken(['Bearer first', 'Bearer second'])).toBe('first');
    expect(TokenVerifier.bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(TokenVerifier.bearerToken('Bearer a b')).toBeUndefined();
    expect(TokenVerifier.bearerToken(undefined)).toBeUndefined();
  });
});

describe('revocation lists', () => {
  describe('MemoryRevocationList', () => {
    const session = (tokenId: string, userId = 'user-m', issuedAt = new Date()) => ({ tokenId, userId, issuedAt });

    it('forgets a revocation once the token would have expired anyway', async () => {
      const list = new MemoryRevocationList();
      await list.revoke({ userId: 'user-m', tokenId: 'expired', expiresAt: new Date(Date.now() - 1) });
      await list.revoke({ userId: 'user-m', tokenId: 'live', expiresAt: new Date(Date.now() + 60_000) });
      expect(await list.isRevoked(session('expired'))).toBe(false);
      expect(await list.isRevoked(session('live'))).toBe(true);
      expect(await list.isRevoked(session('never'))).toBe(false);
    });

    it('ends every token of one user issued before the cut-off, and announces each revocation', async () => {
      const list = new MemoryRevocationList();
      const heard: Revocation[] = [];
      const unsubscribe = list.subscribe((revocation) => heard.push(revocation));
      const cutOff = new Date(Date.now() + 1000);
      await list.revokeAllOf('user-m', cutOff, new Date(Date.now() + 60_000));
      expect(await list.isRevoked(session('old', 'user-m', new Date(cutOff.getTime() - 1)))).toBe(true);
      expect(await list.isRevoked(session('new', 'user-m', cutOff))).toBe(false);
      expect(await list.isRevoked(session('other', 'user-x', new Date(0)))).toBe(false);
      await list.revokeAllOf('user-m', new Date(0), new Date(Date.now() + 60_000));
      expect(await list.isRevoked(session('old', 'user-m', new Date(cutOff.getTime() - 1)))).toBe(true);
      await list.revoke({ userId: 'user-m', tokenId: 'one', expiresAt: new Date(Date.now() + 60_000) });
      unsubscribe();
      await list.revoke({ userId: 'user-m', tokenId: 'unheard', expiresAt: new Date(Date.now() + 60_000) });
      expect(heard).toEqual([
        { kind: 'user', userId: 'user-m', issuedBefore: cutOff },
        { kind: 'user', userId: 'user-m', issuedBefore: cutOff },
        { kind: 'token', userId: 'user-m', tokenId: 'one' },
      ]);
    });

    it('forgets a cut-off once every token it ended has expired', async () => {
      const list = new MemoryRevocationList();
      await list.revokeAllOf('user-m', new Date(Date.now() + 1000), new Date(Date.now() - 1));
      expect(await list.isRevoked(session('old', 'user-m', new Date()))).toBe(false);
    });
  });

  describe('RedisRevocationList (redis-server)', () => {
    let server: RedisServer;
    const clients: Redis[] = [];
    const connect = () => {
      const client = new Redis(server.url, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      server = await startRedisServer();
    });

    afterAll(async () => {
      await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
      await server?.stop();
    });

    it('shares a revocation between processes, with a time-to-live up to the expiry', async () => {
      // Two connections stand for identity (which revokes at logout) and another service (which verifies).
      const identity: RevocationList = new RedisRevocationList(connect());
      const elsewhere: RevocationList = new RedisRevocationList(connect());
      await identity.revoke({ userId: 'user-1', tokenId: 'jti-redis', expiresAt: new Date(Date.now() + 90_000) });
      const facts = (tokenId: string) => ({ tokenId, userId: 'user-1', issuedAt: new Date() });
      expect(await elsewhere.isRevoked(facts('jti-redis'))).toBe(true);
      expect(await elsewhere.isRevoked(facts('jti-other'))).toBe(false);
      const ttl = await clients[0].ttl('revoked-token:jti-redis');
      expect(ttl).toBeGreaterThan(80);
      expect(ttl).toBeLessThanOrEqual(90);
    });

    it('makes the verifier refuse a revoked token', async () => {
      const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const keyRing = new LocalKeyRing();
      keyRing.publish({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'EdDSA' }] });
      const list = new RedisRevocationList(connect());
      const verifier = new TokenVerifier(keyRing, list);
      const token = await signToken(pair.privateKey, { jti: 'redis-logout' });
      await expect(verifier.verify(token)).resolves.toMatchObject({ tokenId: 'redis-logout' });
      await new RedisRevocationList(connect()).revoke({
        userId: 'user-1',
        tokenId: 'redis-logout',
        expiresAt: new Date(Date.now() + 60_000),
      });
      await expectUnauthenticated(verifier.verify(token));
    });

    it('ends every token of a user issued before the cut-off, and tells listeners in another process at once', async () => {
      const identity = new RedisRevocationList(connect());
      const gateway = new RedisRevocationList(connect());
      const heard: Revocation[] = [];
      const unsubscribe = gateway.subscribe((revocation) => heard.push(revocation));
      try {
        await gateway.ready();
        const cutOff = new Date(Date.now() + 1000);
        await identity.revokeAllOf('user-r', cutOff, new Date(Date.now() + 120_000));
        expect(await gateway.isRevoked({ tokenId: 'a', userId: 'user-r', issuedAt: new Date(cutOff.getTime() - 1) })).toBe(true);
        expect(await gateway.isRevoked({ tokenId: 'b', userId: 'user-r', issuedAt: cutOff })).toBe(false);
        expect(await gateway.isRevoked({ tokenId: 'c', userId: 'user-other', issuedAt: new Date(0) })).toBe(false);
        // An earlier cut-off arriving late does not bring older tokens back.
        await identity.revokeAllOf('user-r', new Date(cutOff.getTime() - 60_000), new Date(Date.now() + 60_000));
        expect(await gateway.isRevoked({ tokenId: 'a', userId: 'user-r', issuedAt: new Date(cutOff.getTime() - 1) })).toBe(true);
        expect(await clients[0].ttl('sessions-valid-after:user-r')).toBeGreaterThan(100);

        await identity.revoke({ userId: 'user-r', tokenId: 'single', expiresAt: new Date(Date.now() + 60_000) });
        await waitFor(() => heard.length >= 3, { what: 'three announcements', timeoutMs: 2000 });
        expect(heard).toEqual([
          { kind: 'user', userId: 'user-r', issuedBefore: cutOff },
          { kind: 'user', userId: 'user-r', issuedBefore: cutOff },
          { kind: 'token', userId: 'user-r', tokenId: 'single' },
        ]);
      } finally {
        unsubscribe();
      }
    });
  });
});
