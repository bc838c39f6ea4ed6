import { Injectable } from '@nestjs/common';
import { IdentityDirectory } from '../../../identity/index.js';
import type { CreatorCard, CreatorDirectory } from '../../application/campaign.read-model.js';

/** Creator cards from the identity context's public directory. */
@Injectable()
export class IdentityCreatorDirectory implements CreatorDirectory {
  constructor(private readonly identity: IdentityDirectory) {}

  async cards(userIds: string[]): Promise<Map<string, CreatorCard>> {
    const cards = await this.identity.memberCards(userIds);
    return new Map(
      [...cards].map(([id, c]) => [id, { firstName: c.firstName, lastName: c.lastName, profileImageUrl: c.profileImageUrl, location: c.location }]),
    );
  }
}
