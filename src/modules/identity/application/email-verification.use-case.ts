import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { User } from '../domain/user.aggregate.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';
import { ACCOUNT_TOKENS, type AccountTokens, VERIFICATION_LINK_LIFETIME_MS } from './account-tokens.port.js';
import { RESET_THROTTLE, type ResetThrottle } from './reset-throttle.port.js';

/**
 * Sends a member a link proving their address (identity.email-verification-requested.v1, mailed by
 * notifications as the welcome after sign-up, or as a plain verification mail when asked again).
 */
@Injectable()
export class RequestEmailVerification {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(ACCOUNT_TOKENS) private readonly tokens: AccountTokens,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RESET_THROTTLE) private readonly throttle: ResetThrottle,
  ) {}

  /** Limited like reset links (5 an hour per member, 30 per network): the address may not be the registrant's. */
  async execute(userId: string, ip: string): Promise<void> {
    if (!(await this.throttle.allowVerification(userId, ip))) throw UserErrors.tooManyVerificationRequests();
    await this.uow.run(async () => {
      const user = await this.users.findByIdForUpdate(userId);
      if (!user || user.isClosed) throw UserErrors.notSignedIn();
      if (user.emailVerifiedAt) throw UserErrors.alreadyVerified();
      await this.send(user);
    });
  }

  /** Inside a running unit of work (also used right after sign-up). */
  async send(user: User): Promise<void> {
    const now = this.clock.now();
    user.requestEmailVerification(await this.tokens.issue(user.id, 'email_verification', VERIFICATION_LINK_LIFETIME_MS, now), now);
    await this.users.save(user);
  }
}

/** The member opened the link: their address is verified (shown on the profile). */
@Injectable()
export class ConfirmEmailVerification {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(ACCOUNT_TOKENS) private readonly tokens: AccountTokens,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<User> {
    return this.uow.run(async () => {
      const now = this.clock.now();
      const redeemed = await this.tokens.redeem('email_verification', token, now);
      if ('problem' in redeemed) throw UserErrors.linkInvalid('verification', redeemed.problem);
      const user = await this.users.findByIdForUpdate(redeemed.userId);
      if (!user || user.isClosed) throw UserErrors.linkInvalid('verification', 'unknown');
      user.verifyEmail(now);
      await this.users.save(user);
      return user;
    });
  }
}
