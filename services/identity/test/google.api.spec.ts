import { decodeEnvelope } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { SignInWithGoogleService } from '../src/application/sign-in-with-google/sign-in-with-google.service';
import { OAUTH_NONCE_COOKIE, OAuthStateSigner } from '../src/infrastructure/google/oauth-state';
import type { GoogleIdentity } from '../src/infrastructure/google/google.strategy';
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

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const CLIENT_SECRET = 'test-secret';

/** No test reaches Google: the start is checked by its redirect, the callback's account logic through the use case. */
describe('Google sign-in (configured, offline)', () => {
  let identity: IdentityTestApp;
  let signIn: SignInWithGoogleService;

  beforeAll(async () => {
    identity = await startIdentityApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET } });
    signIn = identity.app.get(SignInWithGoogleService);
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  const google = (overrides: Partial<GoogleIdentity> = {}): GoogleIdentity => ({
    googleId: `g-${Math.random().toString(16).slice(2)}`,
    email: uniqueEmail('google'),
    emailVerified: true,
    firstName: 'Eva',
    lastName: 'Smits',
    ...overrides,
  });

  it('offers Google', async () => {
    expect((await identity.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      success: true,
      providers: { google: true },
    });
  });

  it('starts with a 302 to Google carrying the client id, scopes, callback and a signed state with the role', async () => {
    const response = await identity.inject({ method: 'GET', url: '/api/auth/google/bedrijf?from=register' });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(location.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['profile', 'email']));

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${OAUTH_NONCE_COOKIE}=[\\w-]+; Path=/api/auth/google; Max-Age=600; HttpOnly; SameSite=Lax$`),
    );
    const nonce = cookie.split(';')[0].split('=')[1];
    expect(new OAuthStateSigner(CLIENT_SECRET).read(location.searchParams.get('state'), nonce)).toEqual({
      role: 'bedrijf',
      origin: 'register',
    });
    // Without the browser's cookie the same state is worthless.
    expect(new OAuthStateSigner(CLIENT_SECRET).read(location.searchParams.get('state'), 'another-nonce')).toBeNull();
  });

  it('refuses an unknown role at the start', async () => {
    const response = await identity.inject({ method: 'GET', url: '/api/auth/google/admin' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/login?error=oauth_failed`);
  });

  it('sends a callback with a missing, forged or foreign state to oauth_failed before any call to Google', async () => {
    const { state, nonce } = new OAuthStateSigner(CLIENT_SECRET).create({ role: 'creator', origin: 'register' });
    const cases = [
      { url: '/api/auth/google/callback?code=abc', expected: `${PUBLIC_URL}/login?error=oauth_failed` },
      { url: `/api/auth/google/callback?code=abc&state=${state}`, expected: `${PUBLIC_URL}/register?error=oauth_failed` }, // no cookie
      {
        url: `/api/auth/google/callback?code=abc&state=${new OAuthStateSigner('other').create({ role: 'creator', origin: 'login' }).state}`,
        cookie: nonce,
        expected: `${PUBLIC_URL}/login?error=oauth_failed`,
      },
    ];
    for (const { url, cookie, expected } of cases) {
      const response = await identity.inject({
        method: 'GET',
        url,
        headers: cookie ? { cookie: `${OAUTH_NONCE_COOKIE}=${cookie}` } : {},
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(expected);
    }
  });

  it('sends "access denied" at Google back to the page that started', async () => {
    const { state, nonce } = new OAuthStateSigner(CLIENT_SECRET).create({ role: 'creator', origin: 'login' });
    const response = await identity.inject({
      method: 'GET',
      url: `/api/auth/google/callback?error=access_denied&state=${state}`,
      headers: { cookie: `${OAUTH_NONCE_COOKIE}=${nonce}` },
    });
    expect(response.headers.location).toBe(`${PUBLIC_URL}/login?error=oauth_failed`);
  });

  describe('account logic', () => {
    it('creates a creator from a verified Google account, publishes UserRegistered, and signs it in', async () => {
      const profile = google();
      const result = await signIn.execute('creator', profile);
      expect(result).toMatchObject({ outcome: 'signed-in', created: true });
      if (result.outcome !== 'signed-in') return;
      expect(result.session.user).toMatchObject({
        role: 'creator',
        email: profile.email,
        firstName: 'Eva',
        lastName: 'Smits',
        passwordHash: null,
        googleId: profile.googleId,
      });
      const me = await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(result.session.token) });
      expect(me.json().user).toMatchObject({ email: profile.email, hasPassword: false });

      const [row] = await identity.app
        .get(DataSource, { strict: false })
        .query(`SELECT envelope FROM identity.outbox_message WHERE aggregate_id = $1 AND type = $2`, [
          result.session.user.id,
          IdentityEvents.UserRegistered.type,
        ]);
      expect(decodeEnvelope(row.envelope).event.payload).toMatchObject({ signUpMethod: 'google', role: 'creator' });
    });

    it('signs the same Google account in again without creating another', async () => {
      const profile = google();
      const first = await signIn.execute('bedrijf', profile);
      const second = await signIn.execute('bedrijf', { ...profile, email: 'changed@example.nl' });
      expect(second).toMatchObject({ outcome: 'signed-in', created: false });
      if (first.outcome === 'signed-in' && second.outcome === 'signed-in')
        expect(second.session.user.id).toBe(first.session.user.id);
    });

    it('links a password account with the same verified address', async () => {
      const { user } = await register(identity, creatorForm());
      const result = await signIn.execute('creator', google({ email: user.email.toUpperCase() }));
      expect(result).toMatchObject({ outcome: 'signed-in', created: false });
      if (result.outcome === 'signed-in') expect(result.session.user.id).toBe(user.id);
    });

    it('reports a role mismatch for an account of the other role', async () => {
      const { user } = await register(identity, companyForm());
      expect(await signIn.execute('creator', google({ email: user.email }))).toEqual({
        outcome: 'role-mismatch',
        existingRole: 'bedrijf',
      });
    });

    it('refuses a Google account without a verified address', async () => {
      expect(await signIn.execute('creator', google({ emailVerified: false }))).toMatchObject({
        outcome: 'failed',
        reason: 'email-unverified',
      });
      expect(await signIn.execute('creator', google({ email: null }))).toMatchObject({
        outcome: 'failed',
        reason: 'email-missing',
      });
    });
  });
});
