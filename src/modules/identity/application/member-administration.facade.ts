import { Inject, Injectable } from '@nestjs/common';
import type { Page } from '../../../shared-kernel/application.js';

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

export interface MemberSearch {
  /** Case-insensitive, on first name, last name, email or username. */
  text?: string;
  limit: number;
  /** From a previous page; one that was tampered with is refused (DomainError invalid_cursor, a 400). */
  cursor?: string;
}

/** Member reads for administrators, with server-side search and keyset paging. */
export interface MemberReadModel {
  search(filter: MemberSearch): Promise<Page<MemberListItem>>;
  newMembersPerWeek(weeks: number): Promise<{ week: string; count: number }[]>;
}
export const MEMBER_READ_MODEL = Symbol('MemberReadModel');

/** What the admin console of other contexts may read about accounts. Exposed through index.ts. */
@Injectable()
export class MemberAdministration {
  constructor(
    @Inject(MEMBER_READ_MODEL) private readonly reads: MemberReadModel,
  ) {}

  /** Newest first. Throws the shared invalid_cursor DomainError (a 400) for a tampered cursor. */
  search(filter: MemberSearch): Promise<Page<MemberListItem>> {
    return this.reads.search(filter);
  }

  newMembersPerWeek(weeks: number): Promise<{ week: string; count: number }[]> {
    return this.reads.newMembersPerWeek(weeks);
  }

}
