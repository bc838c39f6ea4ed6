import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { UserErrors } from '../domain/user.errors.js';
import { USER_REPOSITORY, type UserRepository } from '../domain/user.repository.js';

export interface MemberListItem {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  location: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  createdAt: Date;
}

/** Member reads for administrators, with server-side search and paging. */
export interface MemberReadModel {
  search(filter: { text?: string; limit: number; cursor?: string }): Promise<{ items: MemberListItem[]; nextCursor: string | null }>;
  newMembersPerWeek(weeks: number): Promise<{ week: string; count: number }[]>;
}
export const MEMBER_READ_MODEL = Symbol('MemberReadModel');

/** What administrators may do to accounts: list them and change their role, within the rules. */
@Injectable()
export class MemberAdministration {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(MEMBER_READ_MODEL) private readonly reads: MemberReadModel,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  search(filter: { text?: string; limit: number; cursor?: string }) {
    return this.reads.search(filter);
  }

  newMembersPerWeek(weeks: number) {
    return this.reads.newMembersPerWeek(weeks);
  }

  /** Grants or removes the admin role. An admin cannot remove their own role, nor the last admin's. */
  setAdmin(targetId: string, isAdmin: boolean, by: string): Promise<{ id: string; username: string; isAdmin: boolean }> {
    return this.uow.run(async () => {
      const user = /^[0-9a-f-]{36}$/i.test(targetId) ? await this.users.findById(targetId) : null;
      if (!user) throw UserErrors.notFound();
      const now = this.clock.now();
      if (isAdmin) user.grantAdmin(now);
      else {
        if (user.id === by) throw UserErrors.cannotRevokeOwnAdmin();
        if (user.isAdmin && (await this.users.countAdmins()) <= 1) throw UserErrors.lastAdmin();
        user.revokeAdmin(by, now);
      }
      await this.users.save(user);
      return { id: user.id, username: user.username, isAdmin: user.isAdmin };
    });
  }
}
