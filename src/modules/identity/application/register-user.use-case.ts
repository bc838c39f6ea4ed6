import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, EmailAddress } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { PasswordPolicy } from '../domain/password.policy.js';
import { PhoneNumber } from '../domain/phone-number.value-object.js';
import { User } from '../domain/user.aggregate.js';
import { INVALID_EMAIL_MESSAGE, UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';
import { Username } from '../domain/username.value-object.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port.js';
import { REGISTRATION_THROTTLE, type RegistrationThrottle } from './registration-throttle.port.js';
import { ACCOUNT_TOKENS, type AccountTokens, VERIFICATION_LINK_LIFETIME_MS } from './account-tokens.port.js';

export interface RegisterUserCommand {
  username: string;
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone: string;
  /** The address the sign-up came from; registrations per address are limited. Absent for accounts the platform makes itself. */
  ip?: string;
}

/** Creates an account (identity.user-registered.v1, then identity.email-verification-requested.v1 for the welcome mail). */
@Injectable()
export class RegisterUser {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REGISTRATION_THROTTLE) private readonly throttle: RegistrationThrottle,
    @Inject(ACCOUNT_TOKENS) private readonly tokens: AccountTokens,
  ) {}

  /** `administrator`: the deployment's configured administrator (see EnsureAdminAccount). */
  async execute(command: RegisterUserCommand, options: { administrator?: boolean } = {}): Promise<User> {
    // In the order the sign-up form checks them.
    const username = Username.of(command.username);
    PasswordPolicy.check(command.password);
    const phone = PhoneNumber.of(command.phone);
    const email = EmailAddress.of(command.email, 'email', INVALID_EMAIL_MESSAGE);
    const ip = command.ip;
    if (ip === undefined) return this.register(command, { username, email, phone }, options);
    // Counted before the account is made (a burst cannot slip through), given back if it is not made.
    if ((await this.throttle.count(ip)) > this.throttle.perIpPerHour) {
      await this.throttle.refund(ip);
      throw UserErrors.tooManyRegistrations();
    }
    try {
      return await this.register(command, { username, email, phone }, options);
    } catch (error) {
      await this.throttle.refund(ip);
      throw error;
    }
  }

  private async register(
    command: RegisterUserCommand,
    { username, email, phone }: { username: Username; email: EmailAddress; phone: PhoneNumber },
    options: { administrator?: boolean },
  ): Promise<User> {
    const passwordHash = await this.hasher.hash(command.password);
    const user = User.register(
      { username, email, passwordHash, phone, firstName: command.firstName, lastName: command.lastName },
      this.clock.now(),
      options,
    );
    return this.uow.run(async () => {
      if (await this.users.usernameExists(user.username)) throw UserErrors.usernameTaken();
      if (await this.users.emailExists(user.email)) throw UserErrors.emailTaken();
      await this.users.save(user);
      // The welcome mail carries the link that verifies the address.
      const now = this.clock.now();
      user.requestEmailVerification(await this.tokens.issue(user.id, 'email_verification', VERIFICATION_LINK_LIFETIME_MS, now), now);
      await this.users.save(user);
      return user;
    });
  }
}
