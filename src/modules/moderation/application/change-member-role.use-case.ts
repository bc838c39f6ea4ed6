import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { AUDIT_TRAIL, type AuditTrail } from './audit-trail.port.js';
import { auditRecordOfRoleChange } from './audit-trail.projection.js';
import { MEMBER_ROLES, type MemberRoles } from './member-roles.port.js';

/**
 * TRANSITIONAL: grants or removes the admin role (identity's rules: not one's own, not the last
 * admin) and writes its audit row itself. Role changes move to identity, which publishes
 * identity.member-role-changed.v1 (recorded by ModerationEventConsumers); this use case, its
 * port and its route are deleted then.
 */
@Injectable()
export class ChangeMemberRole {
  constructor(
    @Inject(MEMBER_ROLES) private readonly roles: MemberRoles,
    @Inject(AUDIT_TRAIL) private readonly audit: AuditTrail,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(userId: string, isAdmin: boolean, admin: { id: string }) {
    return this.uow.run(async () => {
      const user = await this.roles.setAdmin(userId, isAdmin, admin.id);
      await this.audit.record(
        auditRecordOfRoleChange({ userId: user.id, username: user.username, isAdmin, changedBy: admin.id, changedAt: this.clock.now() }),
      );
      return user;
    });
  }
}
