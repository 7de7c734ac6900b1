import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile } from 'passport-google-oauth20';
import type { GoogleIdentity } from '@sidequest/accounts-domain';
import type { AppConfig } from '@sidequest/platform-config';
import { CookieStateStore } from './oauth-state.store';

type GoogleConfig = NonNullable<AppConfig['google']>;

/**
 * The Google OAuth 2.0 code flow. It resolves to what Google says about the person; the
 * controller then signs them in. The URLs are overridable so tests can use a local fake.
 * Registered only when Google is configured (see AccountsModule).
 */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(google: GoogleConfig, cookieSecure: boolean) {
    super({
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: google.callbackUrl,
      scope: ['openid', 'email', 'profile'],
      store: new CookieStateStore(cookieSecure) as never,
      ...(google.authorizationURL ? { authorizationURL: google.authorizationURL } : {}),
      ...(google.tokenURL ? { tokenURL: google.tokenURL } : {}),
      ...(google.userProfileURL ? { userProfileURL: google.userProfileURL } : {}),
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    const primary = profile.emails?.[0];
    const verified = primary?.verified as unknown;
    return {
      subject: profile.id,
      email: primary?.value,
      // Google's userinfo sends a boolean; some proxies send the string "true".
      emailVerified: verified === true || verified === 'true',
    };
  }
}
