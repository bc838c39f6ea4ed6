import { ApiProperty } from '@nestjs/swagger';
import type { AuditEntry } from '../../../application/audit-trail.port.js';

export class AuditEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) adminId: string;
  @ApiProperty() adminName: string;
  @ApiProperty({ example: 'campaign.approved' }) action: string;
  @ApiProperty({ enum: ['campaign', 'sponsorship_application', 'campaign_update', 'organization', 'user'] }) subjectType: string;
  @ApiProperty({ format: 'uuid' }) subjectId: string;
  @ApiProperty() subjectLabel: string;
  @ApiProperty({ type: String, nullable: true, description: "The moderator's reason, for a rejection; null when none was given" })
  reason: string | null;
  @ApiProperty({ format: 'date-time' }) decidedAt: string;

  static of(entry: AuditEntry & { adminName: string }): AuditEntryResponse {
    return {
      id: entry.id,
      adminId: entry.adminId,
      adminName: entry.adminName,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      subjectLabel: entry.subjectLabel,
      reason: entry.reason,
      decidedAt: entry.decidedAt.toISOString(),
    };
  }
}
