/** A platform member as the organizations context needs them: who they are and what they are called. */
export interface DirectoryMember {
  id: string;
  username: string;
}

/** Where organizations finds members (identity). */
export interface MemberDirectory {
  /** The member with this username (case-insensitive) or email, or null when there is no such account. */
  findByUsernameOrEmail(usernameOrEmail: string): Promise<DirectoryMember | null>;
  /** Usernames of these members (closed accounts are left out). */
  usernames(ids: string[]): Promise<Map<string, string>>;
}
export const MEMBER_DIRECTORY = Symbol('MemberDirectory');
