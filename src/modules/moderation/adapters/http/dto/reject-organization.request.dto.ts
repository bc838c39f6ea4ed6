import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { REJECT_ORGANIZATION_REASON_MISSING } from '../../../domain/review-case.errors.js';

/** A rejected organization says why: its team sees the reason, and the audit trail keeps it. */
export class RejectOrganizationRequest {
  @ApiProperty({ minLength: 1, maxLength: 1000, description: "The moderator's reason, shown to the organization's team and kept in the audit trail" })
  @MaxLength(1000, { message: 'reason must be at most 1,000 characters' })
  @IsNotEmpty({ message: REJECT_ORGANIZATION_REASON_MISSING })
  @IsString({ message: REJECT_ORGANIZATION_REASON_MISSING })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  reason!: string;
}
