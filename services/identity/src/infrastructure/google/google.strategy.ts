import { PassportStrategy } from '@nestjs/passport';
import { type Profile, Strategy } from 'passport-google-oauth20';

/** What identity needs from a Google account. */
export interface GoogleIdentity {
  googleId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface GoogleStrategyOptions {
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
}

/** passport-google-oauth20 through @nestjs/passport; created only when Google sign-in is configured. */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(options: GoogleStrategyOptions) {
    super({
      clientID: options.clientId,
      clientSecret: options.clientSecret,
      callbackURL: options.callbackUrl,
      scope: ['openid', 'profile', 'email'],
    });
  }

  /** Called by passport once Google returned the profile; the account logic lives in the use case, not here. */
  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    const email = profile.emails?.[0];
    return {
      googleId: profile.id,
      email: email?.value ?? null,
      emailVerified: Boolean(
        email &&
        (email as { verified?: boolean | string }).verified !== false &&
        (email as { verified?: boolean | string }).verified !== 'false',
      ),
      firstName: profile.name?.givenName ?? null,
      lastName: profile.name?.familyName ?? null,
    };
  }
}
