import type { Page } from '../../../shared-kernel/application.js';

/** An account as the admin console lists it. */
export interface MemberSummary {
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

/** Members, from identity. */
export interface MemberFigures {
  count(): Promise<number>;
  newPerWeek(weeks: number): Promise<{ week: string; count: number }[]>;
  /** Case-insensitive on first name, last name, email or username; keyset paging. */
  search(filter: { text?: string; limit: number; cursor?: string }): Promise<Page<MemberSummary>>;
}
export const MEMBER_FIGURES = Symbol('MemberFigures');
