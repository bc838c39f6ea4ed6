import { Injectable } from '@nestjs/common';
import type { Page } from '../../../../shared-kernel/application.js';
import { IdentityDirectory, MemberAdministration } from '../../../identity/index.js';
import type { MemberFigures, MemberSummary } from '../../application/member-figures.port.js';

/** Members from identity's public API. */
@Injectable()
export class IdentityMemberFigures implements MemberFigures {
  constructor(
    private readonly directory: IdentityDirectory,
    private readonly administration: MemberAdministration,
  ) {}

  count(): Promise<number> {
    return this.directory.countMembers();
  }

  newPerWeek(weeks: number): Promise<{ week: string; count: number }[]> {
    return this.administration.newMembersPerWeek(weeks);
  }

  async search(filter: { text?: string; limit: number; cursor?: string }): Promise<Page<MemberSummary>> {
    const page = await this.administration.search(filter);
    return {
      nextCursor: page.nextCursor,
      items: page.items.map((m) => ({
        id: m.id,
        username: m.username,
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        phone: m.phone,
        location: m.location,
        profileImageUrl: m.profileImageUrl,
        isAdmin: m.isAdmin,
        createdAt: m.createdAt,
      })),
    };
  }
}
