import { ApiProperty } from '@nestjs/swagger';

export class OrganizationDecisionResponse {
  @ApiProperty({ enum: ['verified', 'rejected'] }) status: 'verified' | 'rejected';
}
