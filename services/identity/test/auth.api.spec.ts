import { decodeEnvelope, KEY_RING, LocalKeyRing, MemoryRevocationList, TokenVerifier } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { DataSource } from 'typeorm';
import { RegisterUserService } from '../src/application/register-user/register-user.service';
import { Messages } from '../src/domain/messages';
import {
  bearer,
  companyForm,
  creatorForm,
  type IdentityTestApp,
  PUBLIC_URL,
  register,
  removeDir,
  startIdentityApp,
  uniqueEmail,
} from './support/identity-test-app';

describe('identity auth API (real PostgreSQL)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  const me = (token: string) => identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const login = (email: string, password: string, address = '10.0.0.1') =>
    identity.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': address },
    });
  const fieldErrors = (body: { errors?: { field: string; message: string }[] }) =>
    Object.fromEntries((body.errors ?? []).map(({ field, message }) => [field, message]));

  describe('register', () => {
    it('never signs anyone up as support; a support account made by the command signs in with the support role', async () => {
      const asSupport = await identity.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...companyForm({ email: uniqueEmail('nep-support') }), role: 'support' },
      });
      expect(asSupport.statusCode).toBe(400);
      expect(fieldErrors(asSupport.json())).toMatchObject({ role: Messages.roleInvalid });

      // What `npm run support:create` does: registration's own use case.
      const email = uniqueEmail('support');
      await identity.app
        .get(RegisterUserService)
        .execute({ role: 'support', email, password: 'Geheim-123', firstName: 'Anna', lastName: 'Support' });
      const signedIn = await login(email, 'Geheim-123');
      expect(signedIn.statusCode).toBe(200);
      expect((await me(signedIn.json().token)).json().user).toMatchObject({ role: 'support', email, fullName: 'Anna Support' });
    });

    it('registers a creator (201) whose token works on /auth/me', async () => {
      const form = creatorForm({ email: '  Anna.Creator@Example.NL ' });
      const response = await identity.inject({ method: 'POST', url: '/api/auth/register', payload: form });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, token: expect.any(String) });
      expect(body.user).toMatchObject({
        role: 'creator',
        email: 'anna.creator@example.nl',
        firstName: 'Anna',
        lastName: 'de Jong',
        displayName: 'Anna de Jong',
        dateOfBirth: '1995-05-17',
        companyName: null,
        location: { city: '', country: 'Nederland' },
        stats: { completedProjects: 0, averageRating: null, responseRate: null, followers: 0 },
      });
      expect(body.user).not.toHaveProperty('passwordHash');

      const current = await me(body.token);
      expect(current.statusCode).toBe(200);
      expect(current.json().user).toMatchObject({ id: body.user.id, email: 'anna.creator@example.nl' });
    });

    it('registers a company, reading the old size 51-200 as 51-250', async () => {
      const { token, user } = await register(identity, companyForm({ companySize: '51-200', website: 'koffie.nl' }));
      expect(user).toMatchObject({
        role: 'bedrijf',
        companyName: 'Koffie & Co BV',
        contactPerson: 'Pieter Bakker',
        displayName: 'Koffie & Co BV',
        companySize: '51-250',
        industry: 'food-drinks',
        website: 'https://koffie.nl',
        firstName: null,
        niches: null,
      });
      expect((await me(token)).json().user.role).toBe('bedrijf');
    });

    it('refuses a second account for the same address, whatever its case (409)', async () => {
      const email = uniqueEmail('dup');
      await register(identity, creatorForm({ email }));
      const response = await identity.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: companyForm({ email: email.toUpperCase() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, code: 'IDENTITY.EMAIL_TAKEN', message: Messages.emailTaken });
    });

    it('lists every missing creator field with its Dutch text', async () => {
      const response = await identity.inject({ method: 'POST', url: '/api/auth/register', payload: { role: 'creator' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION.FAILED', message: 'Validatiefouten' });
      expect(fieldErrors(response.json())).toEqual({
        email: 'E-mailadres is verplicht',
        password: 'Wachtwoord is verplicht',
        confirmPassword: 'Bevestig je wachtwoord',
        firstName: 'Voornaam is verplicht',
        lastName: 'Achternaam is verplicht',
        dateOfBirth: 'Geboortedatum is verplicht',
        phoneNumber: 'Telefoonnummer is verplicht',
        bio: 'Bio is verplicht',
      });
    });

    it('refuses a creator younger than 18 with one Dutch field error, and stores nothing', async () => {
      const today = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const seventeen = `${today.getUTCFullYear() - 17}-${pad(today.getUTCMonth() + 1)}-${pad(Math.min(today.getUTCDate(), 28))}`;
      const email = uniqueEmail('young');
      const response = await identity.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: creatorForm({ email, dateOfBirth: seventeen }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION.FAILED' });
      expect(fieldErrors(response.json())).toEqual({ dateOfBirth: Messages.creatorTooYoung });
      expect((await login(email, 'geheim123')).statusCode).toBe(401);
      await register(identity, creatorForm({ email, dateOfBirth: `${today.getUTCFullYear() - 18}-01-01` }));
    });

    it('lists every missing company field with its Dutch text', async () => {
      const response = await identity.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { role: 'bedrijf', email: 'geen-adres', password: '123', confirmPassword: '1234' },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({
        email: 'Ongeldig e-mailadres',
        password: 'Wachtwoord moet minimaal 6 tekens bevatten',
        confirmPassword: 'Wachtwoorden komen niet overeen',
        companyName: 'Bedrijfsnaam is verplicht',
        contactPerson: 'Contactpersoon is verplicht',
        companySize: 'Bedrijfsgrootte is verplicht',
        industry: 'Branche is verplicht',
      });
    });

    it('writes UserRegistered to identity’s outbox in the same transaction', async () => {
      const { user } = await register(identity, creatorForm());
      const rows = await identity.app
        .get(DataSource, { strict: false })
        .query(`SELECT type, topic, envelope FROM identity.outbox_message WHERE aggregate_id = $1`, [user.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ type: IdentityEvents.UserRegistered.type, topic: 'identity.events' });
      const { event } = decodeEnvelope(rows[0].envelope);
      expect(event.payload).toMatchObject({
        userId: user.id,
        role: 'creator',
        email: user.email,
        displayName: 'Anna de Jong',
        signUpMethod: 'password',
        testAccount: false,
        contactPerson: '',
      });
    });

    it('names a company’s contact person in UserRegistered, whom its mail greets', async () => {
      const { user } = await register(identity, companyForm());
      const rows = await identity.app
        .get(DataSource, { strict: false })
        .query(`SELECT envelope FROM identity.outbox_message WHERE aggregate_id = $1`, [user.id]);
      expect(decodeEnvelope(rows[0].envelope).event.payload).toMatchObject({
        role: 'bedrijf',
        companyName: 'Koffie & Co BV',
        contactPerson: 'Pieter Bakker',
      });
    });
  });

  describe('login', () => {
    it('logs in with the right password, in any letter case of the address', async () => {
      const email = uniqueEmail('login');
      await register(identity, creatorForm({ email }));
      const response = await login(email.toUpperCase(), 'geheim123', '10.1.0.1');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, token: expect.any(String), user: { email } });
      expect((await me(body.token)).statusCode).toBe(200);
    });

    it('gives the same 401 for a wrong password and an unknown address', async () => {
      const email = uniqueEmail('login');
      await register(identity, creatorForm({ email }));
      const wrongPassword = await login(email, 'verkeerd!', '10.1.0.2');
      const unknown = await login(uniqueEmail('nobody'), 'geheim123', '10.1.0.2');
      for (const response of [wrongPassword, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          code: 'IDENTITY.INVALID_CREDENTIALS',
          message: 'Ongeldig e-mailadres of wachtwoord',
        });
      }
    });

    it('validates the login form', async () => {
      const response = await identity.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({ email: 'E-mailadres is verplicht', password: 'Wachtwoord is verplicht' });
    });

    const expectThrottled = (response: Awaited<ReturnType<typeof login>>) => {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'IDENTITY.LOGIN_THROTTLED', message: Messages.tooManyLoginAttempts });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      return retryAfter;
    };

    it('throttles one address guessing an account after 5 failures (429 with Retry-After), even with the right password', async () => {
      const email = uniqueEmail('throttle');
      await register(identity, creatorForm({ email }));
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(email, 'fout', '10.2.0.1')).statusCode).toBe(401);
      expect((await login(email, 'geheim123', '10.2.0.1')).statusCode).toBe(200); // resets the account's count
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(email, 'fout', '10.2.0.1')).statusCode).toBe(401);
      expect(expectThrottled(await login(email, 'geheim123', '10.2.0.1'))).toBeLessThanOrEqual(60);
    });

    it('a stranger’s six wrong passwords do not lock the owner out', async () => {
      const email = uniqueEmail('owner');
      await register(identity, creatorForm({ email }));
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(email, 'fout', '10.2.1.66')).statusCode).toBe(401);
      expectThrottled(await login(email, 'fout', '10.2.1.66'));
      expect((await login(email, 'geheim123', '10.2.1.7')).statusCode).toBe(200);
    });

    it('locks an account guessed from many addresses for at most a minute', async () => {
      const email = uniqueEmail('spread');
      await register(identity, creatorForm({ email }));
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await login(email, 'fout', `10.2.2.${attempt}`)).statusCode).toBe(401);
      expect(expectThrottled(await login(email, 'geheim123', '10.2.3.1'))).toBeLessThanOrEqual(60);
    });

    it('never counts a correct login: 10 in parallel from one address all succeed', async () => {
      const email = uniqueEmail('parallel');
      await register(identity, creatorForm({ email }));
      const responses = await Promise.all(Array.from({ length: 10 }, () => login(email, 'geheim123', '10.2.4.1')));
      expect(responses.map((response) => response.statusCode)).toEqual(new Array(10).fill(200));
    });

    it('throttles one address after 20 failed attempts across many accounts', async () => {
      const address = '10.3.0.1';
      for (let attempt = 0; attempt < 20; attempt += 1)
        expect((await login(uniqueEmail('spray'), 'fout', address)).statusCode).toBe(401);
      expectThrottled(await login(uniqueEmail('spray'), 'fout', address));
      expect((await login(uniqueEmail('spray'), 'fout', '10.3.0.2')).statusCode).toBe(401);
    });
  });

  describe('logout and tokens', () => {
    it('revokes the token: /auth/me answers 401 afterwards, also after a restart', async () => {
      const { token } = await register(identity, creatorForm());
      const { token: otherToken } = await register(identity, creatorForm());
      const logout = await identity.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toMatchObject({ success: true });
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(otherToken)).statusCode).toBe(200);

      // A new process: fresh memory revocation list, same database (keys and revocations persist).
      const restarted = await startIdentityApp({ databaseUrl: identity.databaseUrl, storageDir: identity.storageDir });
      try {
        const again = await restarted.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
        expect(again.statusCode).toBe(401);
        expect(again.json()).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
        expect((await restarted.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(otherToken) })).statusCode).toBe(
          200,
        );
      } finally {
        await restarted.close();
      }
      const revoked = await identity.app
        .get(DataSource, { strict: false })
        .query(`SELECT type FROM identity.outbox_message WHERE type = $1`, [IdentityEvents.SessionRevoked.type]);
      expect(revoked.length).toBeGreaterThanOrEqual(1);
    });

    it('logout everywhere ends every token of the account, the caller’s too, also after a restart; a new login works', async () => {
      const email = uniqueEmail('everywhere');
      const { token: phone } = await register(identity, creatorForm({ email }));
      const laptop = (await login(email, 'geheim123', '10.5.0.1')).json().token;
      const { token: someoneElse } = await register(identity, creatorForm());
      expect((await me(laptop)).statusCode).toBe(200);

      const everywhere = await identity.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(laptop) });
      expect(everywhere.statusCode).toBe(200);
      expect(everywhere.json()).toEqual({ success: true, message: Messages.loggedOutEverywhere });
      for (const ended of [phone, laptop]) {
        const response = await me(ended);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
      }
      expect((await me(someoneElse)).statusCode).toBe(200);
      // Within the same second as the cut-off: the new token must not be caught by it.
      const fresh = (await login(email, 'geheim123', '10.5.0.1')).json().token;
      expect((await me(fresh)).statusCode).toBe(200);

      const restarted = await startIdentityApp({ databaseUrl: identity.databaseUrl, storageDir: identity.storageDir });
      try {
        const ask = (token: string) => restarted.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
        expect((await ask(phone)).statusCode).toBe(401);
        expect((await ask(laptop)).statusCode).toBe(401);
        expect((await ask(fresh)).statusCode).toBe(200);
      } finally {
        await restarted.close();
      }
      expect((await identity.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
    });

    it('answers 401 without a token, with a tampered payload and with an unsigned (alg none) token', async () => {
      const { token } = await register(identity, creatorForm());
      expect((await identity.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      const [header, payload, signature] = token.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'bedrijf' }),
      ).toString('base64url');
      expect((await me(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
      expect((await me(unsigned)).statusCode).toBe(401);
    });

    it('signs EdDSA tokens with kid, issuer, audience, role and jti, and publishes only public keys', async () => {
      const { token, user } = await register(identity, companyForm());
      const jwks = await identity.inject({ method: 'GET', url: '/api/auth/jwks' });
      expect(jwks.statusCode).toBe(200);
      const { keys } = jwks.json();
      expect(keys).toHaveLength(1);
      expect(keys[0]).toEqual({
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.any(String),
        kid: expect.any(String),
        alg: 'EdDSA',
        use: 'sig',
      });
      expect(keys[0]).not.toHaveProperty('d');
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'EdDSA', kid: keys[0].kid });
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({
        iss: 'clipwerk-identity',
        aud: 'clipwerk',
        sub: user.id,
        role: 'bedrijf',
        jti: expect.any(String),
      });
      expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    });

    it('a token verifies through the kit’s TokenVerifier with nothing but the JWKS document (as a remote service would)', async () => {
      const { token, user } = await register(identity, creatorForm());
      const jwks = (await identity.inject({ method: 'GET', url: '/api/auth/jwks' })).json();
      const remote = new TokenVerifier({ getKey: createLocalJWKSet(jwks) }, new MemoryRevocationList());
      await expect(remote.verify(token)).resolves.toMatchObject({ id: user.id, role: 'creator', tokenId: expect.any(String) });
      await expect(remote.verify(`${token}x`)).rejects.toMatchObject({ status: 401 });
    });

    it('hands its keys to the in-process LocalKeyRing', () => {
      expect(identity.app.get(KEY_RING)).toBeInstanceOf(LocalKeyRing);
    });

    it('keeps one signing key across restarts and concurrent starts', async () => {
      const [a, b] = await Promise.all([
        startIdentityApp({ databaseUrl: identity.databaseUrl, storageDir: identity.storageDir }),
        startIdentityApp({ databaseUrl: identity.databaseUrl, storageDir: identity.storageDir }),
      ]);
      try {
        const kids = await Promise.all(
          [a, b, identity].map(async (app) =>
            (await app.inject({ method: 'GET', url: '/api/auth/jwks' })).json().keys.map((key: { kid: string }) => key.kid),
          ),
        );
        expect(new Set(kids.flat()).size).toBe(1);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
  });

  describe('password reset', () => {
    const latestResetUrl = async (userId: string): Promise<string> => {
      const rows = await identity.app
        .get(DataSource, { strict: false })
        .query(`SELECT envelope FROM identity.outbox_message WHERE type = $1 AND aggregate_id = $2 ORDER BY id DESC LIMIT 1`, [
          IdentityEvents.PasswordResetRequested.type,
          userId,
        ]);
      return (decodeEnvelope(rows[0].envelope).event.payload as unknown as { resetUrl: string }).resetUrl;
    };

    it('answers the same for known and unknown addresses, and only a known one gets a link', async () => {
      const { user } = await register(identity, creatorForm());
      const known = await identity.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      const unknown = await identity.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: uniqueEmail('ghost') },
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ success: true, message: Messages.resetRequested });
      expect(unknown.json()).toEqual(known.json());
      expect(await latestResetUrl(user.id)).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[\\w-]{43}$`));
    });

    it('sets a new password once per link; used, unknown and short passwords are refused in Dutch', async () => {
      const { user } = await register(identity, creatorForm());
      await identity.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      const token = new URL(await latestResetUrl(user.id)).searchParams.get('token');

      const short = await identity.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'kort', confirmPassword: 'kort' },
      });
      expect(short.statusCode).toBe(400);
      expect(fieldErrors(short.json())).toEqual({ password: 'Wachtwoord moet minimaal 6 tekens bevatten' });

      const reset = await identity.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'nieuwgeheim', confirmPassword: 'nieuwgeheim' },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ success: true, message: Messages.passwordReset });
      expect((await login(user.email, 'nieuwgeheim', '10.4.0.1')).statusCode).toBe(200);
      expect((await login(user.email, 'geheim123', '10.4.0.1')).statusCode).toBe(401);

      for (const reused of [token, 'onbekend-token']) {
        const again = await identity.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: reused, password: 'anders123', confirmPassword: 'anders123' },
        });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toMatchObject({ code: 'IDENTITY.RESET_TOKEN_INVALID', message: Messages.resetTokenInvalid });
      }
    });

    it('ends every session of the account when the password is reset; a login right after works', async () => {
      const { user, token: registered } = await register(identity, creatorForm());
      const other = (await login(user.email, 'geheim123', '10.6.0.1')).json().token;
      await identity.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      const token = new URL(await latestResetUrl(user.id)).searchParams.get('token');
      const reset = await identity.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'nieuwgeheim', confirmPassword: 'nieuwgeheim' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await me(registered)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      const fresh = await login(user.email, 'nieuwgeheim', '10.6.0.1');
      expect(fresh.statusCode).toBe(200);
      expect((await me(fresh.json().token)).statusCode).toBe(200);
    });

    it('throttles forgot-password per address and per e-mail, answering known and unknown addresses alike', async () => {
      const forgot = (email: string, address: string) =>
        identity.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
          headers: { 'x-forwarded-for': address },
        });
      const { user } = await register(identity, creatorForm());
      const ghost = uniqueEmail('ghost');
      for (let request = 0; request < 3; request += 1) {
        const [known, unknown] = await Promise.all([forgot(user.email, `10.7.0.${request}`), forgot(ghost, `10.7.1.${request}`)]);
        expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
        expect(unknown.json()).toEqual(known.json());
      }
      const [known, unknown] = await Promise.all([forgot(user.email, '10.7.0.9'), forgot(ghost, '10.7.1.9')]);
      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(429);
        expect(response.json()).toMatchObject({ code: 'IDENTITY.RESET_THROTTLED', message: Messages.tooManyResetRequests });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }

      const statuses: number[] = [];
      for (let request = 0; request < 30; request += 1) statuses.push((await forgot(uniqueEmail('many'), '10.7.2.1')).statusCode);
      expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(200));
      expect(statuses.slice(10)).toEqual(new Array(20).fill(429));
    });

    it('refuses an expired link', async () => {
      const { user } = await register(identity, creatorForm());
      await identity.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      const token = new URL(await latestResetUrl(user.id)).searchParams.get('token');
      await identity.app
        .get(DataSource, { strict: false })
        .query(`UPDATE identity.password_reset_token SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
      const response = await identity.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'anders123', confirmPassword: 'anders123' },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('reports Google as unavailable when it is not configured, and sends its routes back to login', async () => {
    expect((await identity.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      success: true,
      providers: { google: false },
    });
    const start = await identity.inject({ method: 'GET', url: '/api/auth/google/creator' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`${PUBLIC_URL}/login?error=oauth_failed`);
  });
});
