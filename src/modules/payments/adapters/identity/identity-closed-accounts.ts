import { Injectable } from '@nestjs/common';
import { IdentityDirectory } from '../../../identity/index.js';
import type { ClosedAccounts } from '../../application/closed-accounts.port.js';

/** Closed accounts, as identity's public API tells them. */
@Injectable()
export class IdentityClosedAccounts implements ClosedAccounts {
  constructor(private readonly identity: IdentityDirectory) {}

  closedAmong(memberIds: string[]): Promise<Set<string>> {
    return this.identity.closedAmong(memberIds);
  }

  async isClosed(memberId: string): Promise<boolean> {
    return (await this.identity.closedAmong([memberId])).has(memberId);
  }
}
