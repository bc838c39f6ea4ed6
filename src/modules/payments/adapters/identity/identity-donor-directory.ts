import { Injectable } from '@nestjs/common';
import { IdentityDirectory } from '../../../identity/index.js';
import type { DonorDirectory } from '../../application/campaign-eligibility.js';

@Injectable()
export class IdentityDonorDirectory implements DonorDirectory {
  constructor(private readonly identity: IdentityDirectory) {}

  async cards(userIds: string[]) {
    const cards = await this.identity.memberCards(userIds);
    return new Map([...cards].map(([id, c]) => [id, { firstName: c.firstName, lastName: c.lastName, profileImageUrl: c.profileImageUrl }]));
  }
}
