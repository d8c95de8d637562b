import { RetentionController } from './interface/http/retention.controller';
import { type DynamicModule, Module } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, retentionPurgeSchedule, serviceKit } from '@clipwerk/kit';
import { DeleteAccountService } from './application/delete-account/delete-account.service';
import { PurgeRetentionService } from './application/purge-retention/purge-retention.service';
import { AccountClosing } from './application/shared/account-closing';
import { GetCreatorProfileService } from './application/get-creator-profile/get-creator-profile.service';
import { GetCurrentUserService } from './application/current-user/get-current-user.service';
import { GetMyStatsService } from './application/get-my-stats/get-my-stats.service';
import { ListCreatorsService } from './application/list-creators/list-creators.service';
import { LoginService } from './application/login/login.service';
import { LogoutService } from './application/logout/logout.service';
import { LogoutEverywhereService } from './application/logout-everywhere/logout-everywhere.service';
import { ManagePortfolioService } from './application/manage-portfolio/manage-portfolio.service';
import { RegisterUserService } from './application/register-user/register-user.service';
import { RequestPasswordResetService } from './application/forgot-password/request-password-reset.service';
import { ResetPasswordService } from './application/reset-password/reset-password.service';
import { SessionFactory } from './application/shared/session';
import { GOOGLE_STRATEGY, GoogleSignInFlow } from './application/sign-in-with-google/google-sign-in.flow';
import { SignInWithGoogleService } from './application/sign-in-with-google/sign-in-with-google.service';
import { UpdateProfileService } from './application/update-profile/update-profile.service';
import { UploadMediaService } from './application/upload-media/upload-media.service';
import { IDENTITY_CONFIG, type IdentityConfig, readIdentityConfig } from './config';
import { GoogleStrategy } from './infrastructure/google/google.strategy';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './infrastructure/persistence';
import { PortfolioRepository } from './infrastructure/persistence/portfolio.repository';
import { UserRepository } from './infrastructure/persistence/user.repository';
import { RetentionRepository } from './infrastructure/persistence/retention.repository';
import { AccessTokens } from './infrastructure/security/access-tokens';
import { LoginThrottle } from './infrastructure/security/login-throttle';
import { PasswordHasher } from './infrastructure/security/password-hasher';
import { PasswordResetThrottle } from './infrastructure/security/password-reset-throttle';
import { SessionRevocations } from './infrastructure/security/session-revocations';
import { SigningKeys } from './infrastructure/security/signing-keys';
import { IDENTITY_SUBSCRIPTIONS } from './interface/events/subscriptions';
import { AuthController } from './interface/http/auth.controller';
import { GoogleAuthController } from './interface/http/google-auth.controller';
import { UploadsController } from './interface/http/uploads.controller';
import { UserPresenter } from './interface/http/user.presenter';
import { PortfolioController, UsersController } from './interface/http/users.controller';

/**
 * The identity context: accounts, sessions and signing keys, creator and company profiles, portfolio and media.
 * Import it as is (configuration from the environment) or through `forRoot(config)`.
 */
@Module({
  controllers: [
    RetentionController,
    AuthController,
    GoogleAuthController,
    UsersController,
    PortfolioController,
    UploadsController,
  ],
  providers: [
    ...serviceKit({
      name: 'identity',
      entities: IDENTITY_ENTITIES,
      migrations: IDENTITY_MIGRATIONS,
      subscriptions: IDENTITY_SUBSCRIPTIONS,
    }),
    { provide: IDENTITY_CONFIG, useFactory: () => readIdentityConfig() },
    {
      provide: GOOGLE_STRATEGY,
      inject: [IDENTITY_CONFIG, PLATFORM_CONFIG],
      useFactory: ({ google }: IdentityConfig, platform: PlatformConfig) =>
        google
          ? new GoogleStrategy({
              ...google,
              callbackUrl: google.callbackUrl || `${platform.PUBLIC_URL.replace(/\/$/, '')}/api/auth/google/callback`,
            })
          : null,
    },
    // infrastructure
    UserRepository,
    RetentionRepository,
    PortfolioRepository,
    PasswordHasher,
    SigningKeys,
    AccessTokens,
    LoginThrottle,
    PasswordResetThrottle,
    SessionRevocations,
    // use cases
    SessionFactory,
    RegisterUserService,
    LoginService,
    LogoutService,
    LogoutEverywhereService,
    GetCurrentUserService,
    SignInWithGoogleService,
    GoogleSignInFlow,
    RequestPasswordResetService,
    ResetPasswordService,
    ListCreatorsService,
    GetCreatorProfileService,
    UpdateProfileService,
    GetMyStatsService,
    ManagePortfolioService,
    UploadMediaService,
    AccountClosing,
    DeleteAccountService,
    PurgeRetentionService,
    retentionPurgeSchedule('identity.retention', PurgeRetentionService),
    // interface
    UserPresenter,
    // event handlers
  ],
})
export class IdentityModule {
  /** Explicit configuration instead of the environment (tests, or a host that read it already). */
  static forRoot(config: IdentityConfig = readIdentityConfig()): DynamicModule {
    return { module: IdentityModule, providers: [{ provide: IDENTITY_CONFIG, useValue: config }] };
  }
}
