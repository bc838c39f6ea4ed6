import { Injectable } from '@nestjs/common';
import { MemberAdministration } from '../../../identity/index.js';
import type { MemberRoles } from '../../application/member-roles.port.js';

/** TRANSITIONAL: role changes through identity's member administration (deleted with ChangeMemberRole). */
@Injectable()
export class IdentityMemberRoles implements MemberRoles {
  constructor(private readonly members: MemberAdministration) {}

  setAdmin(userId: string, isAdmin: boolean, by: string) {
    return this.members.setAdmin(userId, isAdmin, by);
  }
}
