import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig } from '@clipwerk/kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config';
import { ROLE_LABELS, ROLES, type SignUpRole } from '../../domain/catalog';
import { Messages } from '../../domain/messages';
import type { GoogleIdentity, GoogleStrategy } from '../../infrastructure/google/google.strategy';
import { OAUTH_NONCE_COOKIE, type OAuthOrigin, OAuthStateSigner, readCookie } from '../../infrastructure/google/oauth-state';
import { runStrategy, type StrategyRequest } from '../../infrastructure/google/run-strategy';
import { SignInWithGoogleService } from './sign-in-with-google.service';

export const GOOGLE_STRATEGY = Symbol('GOOGLE_STRATEGY');

/** Where the browser goes next, and the cookie to set on the way. */
export interface BrowserStep {
  redirect: string;
  setCookie?: string;
}

/**
 * The browser side of Google sign-in, free of HTTP framework types: the start builds Google's address (through
 * passport, with a signed state), the callback checks the state against the browser's cookie, lets passport fetch
 * the profile and hands it to the account logic, and names the client page to show; a failure goes back to the
 * page that started the sign-in.
 */
@Injectable()
export class GoogleSignInFlow {
  private readonly signer: OAuthStateSigner | null;
  private readonly publicUrl: string;
  private readonly secureCookie: boolean;

  constructor(
    @Inject(GOOGLE_STRATEGY) private readonly strategy: GoogleStrategy | null,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(PLATFORM_CONFIG) platform: PlatformConfig,
    private readonly signIn: SignInWithGoogleService,
  ) {
    this.signer = config.google ? new OAuthStateSigner(config.google.clientSecret) : null;
    this.publicUrl = platform.PUBLIC_URL.replace(/\/$/, '');
    this.secureCookie = this.publicUrl.startsWith('https://');
  }

  get enabled(): boolean {
    return this.strategy !== null;
  }

  async start(role: string, from: unknown): Promise<BrowserStep> {
    const origin: OAuthOrigin = from === 'register' ? 'register' : 'login';
    if (!this.strategy || !this.signer || !ROLES.includes(role as SignUpRole)) return { redirect: this.failed(origin) };
    const { state, nonce } = this.signer.create({ role: role as SignUpRole, origin });
    const outcome = await runStrategy(this.strategy, { query: {}, headers: {} }, { state, prompt: 'select_account' });
    if (outcome.type !== 'redirect') return { redirect: this.failed(origin) };
    return { redirect: outcome.url, setCookie: this.nonceCookie(nonce, 600) };
  }

  async finish(request: StrategyRequest): Promise<BrowserStep> {
    const clear = this.nonceCookie('', 0);
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (!this.strategy || !this.signer) return { redirect: this.failed('login'), setCookie: clear };
    const origin = this.signer.peekOrigin(query.state);
    const state = this.signer.read(query.state, readCookie(request.headers.cookie, OAUTH_NONCE_COOKIE));
    if (!state) return { redirect: this.failed(origin), setCookie: clear };

    const outcome = await runStrategy<GoogleIdentity>(this.strategy, request);
    if (outcome.type !== 'success') return { redirect: this.failed(state.origin), setCookie: clear };
    const result = await this.signIn.execute(state.role, outcome.user);
    switch (result.outcome) {
      case 'signed-in':
        return {
          redirect: `${this.publicUrl}/oauth-success?token=${encodeURIComponent(result.session.token)}`,
          setCookie: clear,
        };
      case 'role-mismatch': {
        const message = Messages.roleMismatch(ROLE_LABELS[result.existingRole]);
        return {
          redirect: `${this.publicUrl}/login?error=role_mismatch&message=${encodeURIComponent(message)}`,
          setCookie: clear,
        };
      }
      default:
        return { redirect: this.failed(state.origin), setCookie: clear };
    }
  }

  private failed(origin: OAuthOrigin): string {
    return `${this.publicUrl}/${origin}?error=oauth_failed`;
  }

  /** Lax, so the top-level return from Google carries it; scoped to the Google routes. */
  private nonceCookie(value: string, maxAgeSeconds: number): string {
    return [`${OAUTH_NONCE_COOKIE}=${value}`, 'Path=/api/auth/google', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax']
      .concat(this.secureCookie ? ['Secure'] : [])
      .join('; ');
  }
}
