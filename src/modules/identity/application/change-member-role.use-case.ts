import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';

export interface ChangeMemberRoleCommand {
  userId: string;
  isAdmin: boolean;
  /** The administrator deciding. */
  by: string;
}

export interface MemberRole {
  id: string;
  username: string;
  isAdmin: boolean;
}

/**
 * An administrator grants or removes the administrator role: never their own, never the last
 * administrator's. identity.member-role-changed.v1 is published by the unit of work (moderation
 * keeps it in the audit trail).
 */
@Injectable()
export class ChangeMemberRole {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: ChangeMemberRoleCommand): Promise<MemberRole> {
    return this.uow.run(async () => {
      // Lock the administrators first, then read the member: what the rule sees stays true until commit.
      const administrators = command.isAdmin ? 0 : await this.users.countAdminsForUpdate();
      const user = await this.users.findByIdForUpdate(command.userId);
      if (!user) throw UserErrors.notFound();
      const now = this.clock.now();
      if (command.isAdmin) user.grantAdmin(command.by, now);
      else user.revokeAdmin(command.by, now, administrators);
      await this.users.save(user);
      return { id: user.id, username: user.username, isAdmin: user.isAdmin };
    });
  }
}
