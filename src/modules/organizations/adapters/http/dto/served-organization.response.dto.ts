import { ApiProperty } from '@nestjs/swagger';
import { TEAM_ROLES } from '../../../domain/organization.aggregate.js';

/** An organization the signed-in member serves, with their role on its team. */
export class ServedOrganizationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['pending', 'verified', 'rejected'] }) status: string;
  @ApiProperty({ enum: TEAM_ROLES }) role: string;
}
