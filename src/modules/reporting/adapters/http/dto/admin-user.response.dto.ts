import { ApiProperty } from '@nestjs/swagger';
import type { MemberSummary } from '../../../application/member-figures.port.js';

export class AdminUserResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static of(member: MemberSummary): AdminUserResponse {
    return { ...member, createdAt: member.createdAt.toISOString() };
  }
}
