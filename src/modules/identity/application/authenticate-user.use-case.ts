import { Inject, Injectable } from '@nestjs/common';
import type { User } from '../domain/user.aggregate.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';
import { isOverLimit, LOGIN_THROTTLE, type LoginThrottle, throttleKeys } from './login-throttle.port.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port.js';

export interface AuthenticateUserCommand {
  usernameOrEmail: string;
  password: string;
  ip: string;
}

/**
 * Checks a sign-in. Every attempt is counted first (per account, whichever name it was given by,
 * and per IP address), before any password is hashed; past the limit the attempt is refused with
 * 429 without being evaluated, until the window passes. An unknown user and a wrong password
 * answer alike and take alike long.
 */
@Injectable()
export class AuthenticateUser {
  private dummyHash: Promise<string> | null = null;

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(LOGIN_THROTTLE) private readonly throttle: LoginThrottle,
  ) {}

  async execute(command: AuthenticateUserCommand): Promise<User> {
    const user = await this.users.findByLogin(command.usernameOrEmail.trim());
    const keys = throttleKeys(command.usernameOrEmail, command.ip, user?.id ?? null);
    if (isOverLimit(await this.throttle.countAttempt(keys), this.throttle.limits)) throw UserErrors.tooManyAttempts();

    let valid: boolean;
    if (user) {
      valid = await this.hasher.verify(user.passwordHash, command.password);
    } else {
      this.dummyHash ??= this.hasher.hash('not-a-real-password-only-for-timing');
      await this.hasher.verify(await this.dummyHash, command.password);
      valid = false;
    }
    if (!user || !valid) throw UserErrors.invalidCredentials();
    await this.throttle.succeeded(keys);
    return user;
  }
}
