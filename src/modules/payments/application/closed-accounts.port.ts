/** Which members closed their accounts (from identity): their campaigns' money is left to administrators. */
export interface ClosedAccounts {
  /** Of these members, those whose accounts are closed. */
  closedAmong(memberIds: string[]): Promise<Set<string>>;
  isClosed(memberId: string): Promise<boolean>;
}
export const CLOSED_ACCOUNTS = Symbol('ClosedAccounts');
