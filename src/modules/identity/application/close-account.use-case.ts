import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';
import { isOverLimit, LOGIN_THROTTLE, throttleKeys, type LoginThrottle } from './login-throttle.port.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port.js';
import { SESSION_REVOKER, type SessionRevoker } from './session-revoker.port.js';

/**
 * A member closes their account (confirming with their password): personal details erased, every session
 * ended, identity.account-closed.v1 published so the other contexts archive or delete what was theirs.
 * The platform's last administrator cannot leave it without one. The password check counts against the
 * account's sign-in limit, as a sign-in does.
 */
@Injectable()
export class CloseAccount {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(SESSION_REVOKER) private readonly sessions: SessionRevoker,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(LOGIN_THROTTLE) private readonly throttle: LoginThrottle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: { userId: string; password: string; ip: string }): Promise<void> {
    const user = await this.users.findById(command.userId);
    if (!user || user.isClosed) throw UserErrors.notSignedIn();
    const keys = throttleKeys(user.username, command.ip, user.id);
    if (isOverLimit(await this.throttle.countAttempt(keys), this.throttle.limits)) throw UserErrors.tooManyAttempts();
    if (!command.password || !(await this.hasher.verify(user.passwordHash, command.password))) throw UserErrors.wrongPasswordToClose();
    await this.throttle.succeeded(keys);
    await this.uow.run(async () => {
      const locked = await this.users.findByIdForUpdate(command.userId);
      if (!locked || locked.isClosed) throw UserErrors.notSignedIn();
      if (locked.isAdmin && (await this.users.countAdminsForUpdate()) <= 1) throw UserErrors.lastAdmin();
      locked.close(this.clock.now());
      await this.users.save(locked);
      await this.sessions.endSessionsOf(locked.id);
    });
  }
}
