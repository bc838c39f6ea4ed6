import { Injectable } from '@nestjs/common';
import { IdentityDirectory } from '../../../identity/index.js';
import type { DirectoryMember, MemberDirectory } from '../../application/member-directory.port.js';

/** Members from identity's public directory. */
@Injectable()
export class IdentityMemberDirectory implements MemberDirectory {
  constructor(private readonly identity: IdentityDirectory) {}

  findByUsernameOrEmail(usernameOrEmail: string): Promise<DirectoryMember | null> {
    return this.identity.findByUsernameOrEmail(usernameOrEmail);
  }

  async usernames(ids: string[]): Promise<Map<string, string>> {
    const cards = await this.identity.memberCards(ids);
    return new Map([...cards].map(([id, card]) => [id, card.username]));
  }
}
