import { Injectable } from '@nestjs/common';
import { IdentityDirectory } from '../../../identity/index.js';
import type { MemberContact, MemberContacts } from '../../application/directories.js';

/** Members' addresses and names from the identity context's public API. */
@Injectable()
export class IdentityMemberContacts implements MemberContacts {
  constructor(private readonly identity: IdentityDirectory) {}

  async contactOf(userId: string): Promise<MemberContact | null> {
    const [emails, cards] = await Promise.all([this.identity.contactEmails([userId]), this.identity.memberCards([userId])]);
    const email = emails.get(userId);
    const card = cards.get(userId);
    if (!email || !card) return null;
    return { email, firstName: card.firstName, username: card.username };
  }
}
