import { readPlatformConfig } from '@clipwerk/kit';
import { readIdentityConfig } from '../../config';
import { Messages } from '../../domain/messages';
import type { GoogleIdentity, GoogleStrategy } from '../../infrastructure/google/google.strategy';
import { OAUTH_NONCE_COOKIE, OAuthStateSigner } from '../../infrastructure/google/oauth-state';
import { GoogleSignInFlow } from './google-sign-in.flow';
import type { GoogleSignInResult, SignInWithGoogleService } from './sign-in-with-google.service';

const SECRET = 'secret';
const PUBLIC_URL = 'https://clipwerk.example';
const profile: GoogleIdentity = {
  googleId: 'g1',
  email: 'eva@example.nl',
  emailVerified: true,
  firstName: 'Eva',
  lastName: 'Smits',
};

/** A strategy that "returns from Google" at once, as passport's would after exchanging the code. */
function strategyReturning(outcome: 'success' | 'fail'): GoogleStrategy {
  return {
    authenticate(this: { success(user: unknown): void; fail(): void }) {
      if (outcome === 'success') this.success(profile);
      else this.fail();
    },
  } as unknown as GoogleStrategy;
}

function flow(strategy: GoogleStrategy, result: GoogleSignInResult) {
  const signIn = { execute: jest.fn(async () => result) } as unknown as SignInWithGoogleService;
  const config = readIdentityConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: SECRET });
  const platform = readPlatformConfig({ DATABASE_URL: 'postgres://x@localhost/x', PUBLIC_URL: `${PUBLIC_URL}/` });
  return { flow: new GoogleSignInFlow(strategy, config, platform, signIn), signIn };
}

function callback(role: 'creator' | 'bedrijf', origin: 'login' | 'register' = 'login') {
  const { state, nonce } = new OAuthStateSigner(SECRET).create({ role, origin });
  return { query: { code: 'c', state }, headers: { cookie: `other=1; ${OAUTH_NONCE_COOKIE}=${nonce}` } };
}

describe('Google callback: where the browser goes', () => {
  it('signed in → /oauth-success with the token, and the nonce cookie cleared (Secure on https)', async () => {
    const { flow: google, signIn } = flow(strategyReturning('success'), {
      outcome: 'signed-in',
      created: true,
      session: { token: 'a.b.c', user: {} as never },
    });
    const step = await google.finish(callback('bedrijf'));
    expect(step.redirect).toBe(`${PUBLIC_URL}/oauth-success?token=a.b.c`);
    expect(step.setCookie).toBe(`${OAUTH_NONCE_COOKIE}=; Path=/api/auth/google; Max-Age=0; HttpOnly; SameSite=Lax; Secure`);
    expect(signIn.execute).toHaveBeenCalledWith('bedrijf', profile);
  });

  it('role mismatch → /login with error=role_mismatch and the encoded Dutch message', async () => {
    const { flow: google } = flow(strategyReturning('success'), { outcome: 'role-mismatch', existingRole: 'bedrijf' });
    const url = new URL((await google.finish(callback('creator', 'register'))).redirect);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('error')).toBe('role_mismatch');
    expect(url.searchParams.get('message')).toBe(Messages.roleMismatch('bedrijf'));
  });

  it('a refused account or a failed exchange → oauth_failed on the page that started', async () => {
    const refused = flow(strategyReturning('success'), { outcome: 'failed', reason: 'email-unverified' });
    expect((await refused.flow.finish(callback('creator', 'register'))).redirect).toBe(
      `${PUBLIC_URL}/register?error=oauth_failed`,
    );
    const failed = flow(strategyReturning('fail'), { outcome: 'failed', reason: 'email-missing' });
    expect((await failed.flow.finish(callback('creator'))).redirect).toBe(`${PUBLIC_URL}/login?error=oauth_failed`);
    expect(failed.signIn.execute).not.toHaveBeenCalled();
  });

  it('an expired state is refused', async () => {
    const { flow: google, signIn } = flow(strategyReturning('success'), { outcome: 'role-mismatch', existingRole: 'creator' });
    const signer = new OAuthStateSigner(SECRET);
    const { state, nonce } = signer.create({ role: 'creator', origin: 'login' }, Date.now() - 11 * 60_000);
    const step = await google.finish({ query: { state }, headers: { cookie: `${OAUTH_NONCE_COOKIE}=${nonce}` } });
    expect(step.redirect).toBe(`${PUBLIC_URL}/login?error=oauth_failed`);
    expect(signIn.execute).not.toHaveBeenCalled();
  });
});
