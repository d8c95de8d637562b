import { Controller, Get, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { exportJWK, generateKeyPair, type KeyLike, SignJWT } from 'jose';
import { createHttpApp } from '../http/create-http-app';
import { AuthGuard, CurrentUser, Public, Roles } from './auth.guard';
import { type AuthUser, type Role, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth-user';
import { KEY_RING, LocalKeyRing } from './key-ring';
import { MemoryRevocationList, REVOCATION_LIST } from './revocation-list';
import { TokenVerifier } from './token-verifier';

@Controller('guarded')
class GuardedController {
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return { id: user.id, role: user.role };
  }

  @Public()
  @Get('open')
  open(@CurrentUser() user?: AuthUser) {
    return { id: user?.id ?? null };
  }

  @Roles('bedrijf')
  @Get('companies-only')
  companiesOnly(@CurrentUser() user: AuthUser) {
    return { id: user.id };
  }
}

@Controller('creator-area')
@Roles('creator')
class CreatorAreaController {
  @Get()
  area() {
    return { ok: true };
  }
}

describe('AuthGuard in a Nest app', () => {
  let app: NestFastifyApplication;
  let privateKey: KeyLike;
  const revocations = new MemoryRevocationList();

  const token = (role: Role | 'admin', jti = `jti-${role}`, key?: KeyLike) =>
    new SignJWT({ role })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(`user-${role}`)
      .setJti(jti)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('5m')
      .sign(key ?? privateKey);

  beforeAll(async () => {
    const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    privateKey = pair.privateKey;
    const keyRing = new LocalKeyRing();
    keyRing.publish({ keys: [{ ...(await exportJWK(pair.publicKey)), alg: 'EdDSA' }] });

    @Module({
      controllers: [GuardedController, CreatorAreaController],
      providers: [
        { provide: KEY_RING, useValue: keyRing },
        { provide: REVOCATION_LIST, useValue: revocations },
        TokenVerifier,
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
    })
    class GuardedModule {}

    app = await createHttpApp(GuardedModule);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string, bearer?: string) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
    return { status: response.statusCode, body: response.json() };
  };

  it('lets a valid token through and hands the handler its user', async () => {
    expect(await get('/api/guarded/me', await token('creator'))).toEqual({
      status: 200,
      body: { id: 'user-creator', role: 'creator' },
    });
  });

  it('answers 401 without a token, or with a bad, foreign or revoked one', async () => {
    const stranger = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    await revocations.revoke({ userId: 'user-creator', tokenId: 'revoked-jti', expiresAt: new Date(Date.now() + 60_000) });
    for (const bearer of [
      undefined,
      'garbage',
      await token('creator', 'x', stranger.privateKey),
      await token('admin'),
      await token('creator', 'revoked-jti'),
    ]) {
      const { status, body } = await get('/api/guarded/me', bearer);
      expect(status).toBe(401);
      expect(body).toMatchObject({
        success: false,
        code: 'AUTH.UNAUTHENTICATED',
        message: 'Je sessie is verlopen. Log opnieuw in.',
      });
    }
  });

  it('lets a visitor with a bad token use a @Public route as anonymous', async () => {
    expect(await get('/api/guarded/open', 'garbage')).toEqual({ status: 200, body: { id: null } });
    expect(await get('/api/guarded/open')).toEqual({ status: 200, body: { id: null } });
  });

  it('still identifies a caller with a valid token on a @Public route', async () => {
    expect(await get('/api/guarded/open', await token('bedrijf'))).toEqual({ status: 200, body: { id: 'user-bedrijf' } });
  });

  it('answers 403 when the role does not match @Roles, on a method or a whole controller', async () => {
    const forbidden = await get('/api/guarded/companies-only', await token('creator'));
    expect(forbidden).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'AUTH.FORBIDDEN', message: 'Je hebt geen toegang tot deze actie' }),
    });
    expect((await get('/api/guarded/companies-only', await token('bedrijf'))).status).toBe(200);
    expect((await get('/api/creator-area', await token('bedrijf'))).status).toBe(403);
    expect((await get('/api/creator-area', await token('creator'))).status).toBe(200);
    expect((await get('/api/creator-area')).status).toBe(401);
  });
});
