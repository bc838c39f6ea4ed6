import { Injectable } from '@nestjs/common';
import { IdentityDirectory } from '../../../identity/index.js';
import type { AdministratorDirectory } from '../../application/administrator-directory.port.js';

/** Administrators' names from identity's member cards. */
@Injectable()
export class IdentityAdministratorDirectory implements AdministratorDirectory {
  constructor(private readonly identity: IdentityDirectory) {}

  async names(ids: string[]): Promise<Map<string, string>> {
    const cards = await this.identity.memberCards(ids);
    return new Map([...cards].map(([id, c]) => [id, [c.firstName, c.lastName].filter(Boolean).join(' ') || c.username]));
  }
}
