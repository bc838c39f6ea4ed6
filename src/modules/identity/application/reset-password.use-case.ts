import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { PasswordPolicy } from '../domain/password.policy.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';
import { ACCOUNT_TOKENS, type AccountTokens } from './account-tokens.port.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port.js';
import { RESET_THROTTLE, type ResetThrottle } from './reset-throttle.port.js';
import { SESSION_REVOKER, type SessionRevoker } from './session-revoker.port.js';

/**
 * A new password from a reset link: the link works once, within its hour; the password follows the
 * password policy; every session of the member ends (whoever had the old password is signed out).
 * Attempts are counted per network first, and the link is checked before the password is hashed: a flood of
 * guessed links is answered 400 (then 429) without an argon2 hash each, so real sign-ins keep their CPU. Attempts
 * with a valid link are counted per account too (a leaked link tried from many networks hashes at most that often).
 */
@Injectable()
export class ResetPassword {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(ACCOUNT_TOKENS) private readonly tokens: AccountTokens,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(SESSION_REVOKER) private readonly sessions: SessionRevoker,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(RESET_THROTTLE) private readonly throttle: ResetThrottle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: { token: string; password: string; ip: string }): Promise<void> {
    if (!(await this.throttle.allowConfirm(command.ip))) throw UserErrors.tooManyResetAttempts();
    const valid = await this.tokens.peek('password_reset', command.token, this.clock.now());
    if ('problem' in valid) throw UserErrors.linkInvalid('reset', valid.problem);
    if (!(await this.throttle.allowConfirmFor(valid.userId))) throw UserErrors.tooManyResetAttempts();
    PasswordPolicy.check(command.password);
    const passwordHash = await this.hasher.hash(command.password);
    await this.uow.run(async () => {
      const now = this.clock.now();
      const redeemed = await this.tokens.redeem('password_reset', command.token, now);
      if ('problem' in redeemed) throw UserErrors.linkInvalid('reset', redeemed.problem);
      const user = await this.users.findByIdForUpdate(redeemed.userId);
      if (!user || user.isClosed) throw UserErrors.linkInvalid('reset', 'unknown');
      user.changePassword(passwordHash, now);
      // Opening the link proved the address too.
      user.verifyEmail(now);
      await this.users.save(user);
      await this.sessions.endSessionsOf(user.id);
    });
  }
}
