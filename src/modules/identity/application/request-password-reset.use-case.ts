import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';
import { ACCOUNT_TOKENS, type AccountTokens, RESET_LINK_LIFETIME_MS } from './account-tokens.port.js';
import { RESET_THROTTLE, type ResetThrottle } from './reset-throttle.port.js';

/**
 * "Forgot password?": whatever the address, the answer is the same (no one learns whether an account
 * exists); when it belongs to an account, a one-hour link goes to it (identity.password-reset-requested.v1,
 * mailed by notifications). Requests are limited per address and per network.
 *
 * The answer also takes the same time either way: only the throttle (the same work for every address) is done
 * before answering; looking the address up and issuing the link happen after (a known address took twice as long
 * as an unknown one, which told which addresses have accounts). That work is awaited at shutdown.
 */
@Injectable()
export class RequestPasswordReset implements BeforeApplicationShutdown {
  private readonly logger = new Logger('RequestPasswordReset');
  private readonly issuing = new Set<Promise<void>>();

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(ACCOUNT_TOKENS) private readonly tokens: AccountTokens,
    @Inject(RESET_THROTTLE) private readonly throttle: ResetThrottle,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: { email: string; ip: string }): Promise<void> {
    const email = command.email.trim().toLowerCase();
    if (!(await this.throttle.allow(email, command.ip))) throw UserErrors.tooManyResetRequests();
    const work: Promise<void> = this.issueLink(email)
      .catch((error: unknown) => this.logger.error(`A password reset link was not issued: ${(error as Error).message}`))
      .finally(() => this.issuing.delete(work));
    this.issuing.add(work);
  }

  /** Resolves when every link asked for so far is issued (or failed). */
  async settled(): Promise<void> {
    await Promise.all([...this.issuing]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  private async issueLink(email: string): Promise<void> {
    await this.uow.run(async () => {
      const user = await this.users.findByLogin(email);
      // Only an address (not a username) asks for a reset, so the link only ever goes where it was asked for.
      if (!user || user.email !== email) return;
      const now = this.clock.now();
      user.requestPasswordReset(await this.tokens.issue(user.id, 'password_reset', RESET_LINK_LIFETIME_MS, now), now);
      await this.users.save(user);
    });
  }
}
