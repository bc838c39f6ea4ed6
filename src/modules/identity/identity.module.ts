import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthenticateUser } from './application/authenticate-user.use-case.js';
import { ChangeMemberRole } from './application/change-member-role.use-case.js';
import { EnsureAdminAccount } from './application/ensure-admin-account.use-case.js';
import { GetCurrentUser } from './application/get-current-user.queries.js';
import { IdentityDirectory } from './application/identity-directory.facade.js';
import { IdentityEventRoutes } from './application/identity.event-routes.js';
import { LOGIN_THROTTLE } from './application/login-throttle.port.js';
import { REGISTRATION_THROTTLE } from './application/registration-throttle.port.js';
import { MEMBER_READ_MODEL, MemberAdministration } from './application/member-administration.facade.js';
import { PASSWORD_HASHER } from './application/password-hasher.port.js';
import { RegisterUser } from './application/register-user.use-case.js';
import { UpdateProfile } from './application/update-profile.use-case.js';
import { ACCOUNT_TOKENS } from './application/account-tokens.port.js';
import { ChangePassword } from './application/change-password.use-case.js';
import { CloseAccount } from './application/close-account.use-case.js';
import { ConfirmEmailVerification, RequestEmailVerification } from './application/email-verification.use-case.js';
import { RequestPasswordReset } from './application/request-password-reset.use-case.js';
import { ResetPassword } from './application/reset-password.use-case.js';
import { RESET_THROTTLE } from './application/reset-throttle.port.js';
import { SESSION_REVOKER } from './application/session-revoker.port.js';
import { AccountController } from './adapters/http/account.controller.js';
import { SqlAccountTokens } from './adapters/persistence/sql-account-tokens.js';
import { SqlResetThrottle } from './adapters/persistence/sql-reset-throttle.js';
import { SqlSessionRevoker } from './adapters/persistence/sql-session-revoker.js';
import { USER_REPOSITORY } from './domain/user.repository.js';
import { Argon2PasswordHasher } from './adapters/crypto/argon2-password-hasher.js';
import { AuthController } from './adapters/http/auth.controller.js';
import { MemberRoleController } from './adapters/http/member-role.controller.js';
import { ProfileImageUploadController } from './adapters/http/profile-image-upload.controller.js';
import { UserController } from './adapters/http/user.controller.js';
import { LocalAuthGuard } from './adapters/passport/local-auth.guard.js';
import { LocalStrategy } from './adapters/passport/local.strategy.js';
import { SessionSerializer } from './adapters/passport/session.serializer.js';
import { MikroOrmUserRepository } from './adapters/persistence/mikro-orm-user.repository.js';
import { SqlAttemptCounter } from './adapters/persistence/sql-attempt-counter.js';
import { SqlLoginThrottle } from './adapters/persistence/sql-login-throttle.js';
import { SqlRegistrationThrottle } from './adapters/persistence/sql-registration-throttle.js';
import { SqlMemberReadModel } from './adapters/persistence/sql-member.read-model.js';
import { UserSchema } from './adapters/persistence/user.schema.js';
import { APP_CONFIG, type AppConfig } from '../../shared-kernel/infrastructure/config/app-config.js';
import { API_KEY_MODE, API_RATE_LIMIT, ApiKeys, type ApiKeyMode } from './application/api-keys.service.js';
import { API_KEY_REPOSITORY } from './domain/api-key.repository.js';
import { ApiKeysController } from './adapters/http/api-keys.controller.js';
import { SqlApiKeyRepository } from './adapters/persistence/sql-api-key.repository.js';

@Module({
  imports: [MikroOrmModule.forFeature([UserSchema]), PassportModule.register({ session: true })],
  controllers: [AuthController, UserController, AccountController, ProfileImageUploadController, MemberRoleController, ApiKeysController],
  providers: [
    ApiKeys,
    { provide: API_KEY_REPOSITORY, useClass: SqlApiKeyRepository },
    { provide: API_KEY_MODE, inject: [APP_CONFIG], useFactory: (config: AppConfig): ApiKeyMode => (config.stripe ? 'live' : 'test') },
    { provide: API_RATE_LIMIT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.apiRateLimitPerMinute },
    { provide: USER_REPOSITORY, useClass: MikroOrmUserRepository },
    { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
    SqlAttemptCounter,
    { provide: LOGIN_THROTTLE, useClass: SqlLoginThrottle },
    { provide: REGISTRATION_THROTTLE, useClass: SqlRegistrationThrottle },
    { provide: MEMBER_READ_MODEL, useClass: SqlMemberReadModel },
    { provide: ACCOUNT_TOKENS, useClass: SqlAccountTokens },
    { provide: RESET_THROTTLE, useClass: SqlResetThrottle },
    { provide: SESSION_REVOKER, useClass: SqlSessionRevoker },
    RequestPasswordReset,
    ResetPassword,
    ChangePassword,
    RequestEmailVerification,
    ConfirmEmailVerification,
    CloseAccount,
    IdentityEventRoutes,
    RegisterUser,
    AuthenticateUser,
    GetCurrentUser,
    UpdateProfile,
    ChangeMemberRole,
    EnsureAdminAccount,
    IdentityDirectory,
    MemberAdministration,
    LocalStrategy,
    LocalAuthGuard,
    SessionSerializer,
  ],
  exports: [IdentityDirectory, EnsureAdminAccount, RegisterUser, MemberAdministration, ApiKeys],
})
export class IdentityModule {}
