/**
 * TRANSITIONAL: granting and removing the admin role (identity's rules), for the old
 * ChangeMemberRole use case until identity serves the route itself.
 */
export interface MemberRoles {
  setAdmin(userId: string, isAdmin: boolean, by: string): Promise<{ id: string; username: string; isAdmin: boolean }>;
}
export const MEMBER_ROLES = Symbol('MemberRoles');
