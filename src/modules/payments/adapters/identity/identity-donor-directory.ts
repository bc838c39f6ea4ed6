import { Injectable } from '@nestjs/common';
import { IdentityDirectory } from '../../../identity/index.js';
import type { DonorCard, DonorDirectory } from '../../application/donor-directory.port.js';

/** Donor cards from the identity context's public API. */
@Injectable()
export class IdentityDonorDirectory implements DonorDirectory {
  constructor(private readonly identity: IdentityDirectory) {}

  emails(userIds: string[]): Promise<Map<string, string>> {
    return this.identity.contactEmails(userIds);
  }

  async cards(userIds: string[]): Promise<Map<string, DonorCard>> {
    const cards = await this.identity.memberCards(userIds);
    return new Map([...cards].map(([id, c]) => [id, { firstName: c.firstName, lastName: c.lastName, profileImageUrl: c.profileImageUrl }]));
  }
}
