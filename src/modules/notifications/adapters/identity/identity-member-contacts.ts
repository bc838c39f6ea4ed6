import { Injectable } from '@nestjs/common';
import { rememberedPerUnit } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import { IdentityDirectory } from '../../../identity/index.js';
import type { MemberContact, MemberContacts } from '../../application/directories.port.js';

/** Members' addresses and names from the identity context's public API, each read once per unit of work (an organiser's notices of a batch of gifts). */
@Injectable()
export class IdentityMemberContacts implements MemberContacts {
  readonly contactOf = rememberedPerUnit((userId) => this.lookUp(userId));

  constructor(private readonly identity: IdentityDirectory) {}

  private async lookUp(userId: string): Promise<MemberContact | null> {
    const [emails, cards] = await Promise.all([this.identity.contactEmails([userId]), this.identity.memberCards([userId])]);
    const email = emails.get(userId);
    const card = cards.get(userId);
    if (!email || !card) return null;
    return { email, firstName: card.firstName, username: card.username };
  }
}
