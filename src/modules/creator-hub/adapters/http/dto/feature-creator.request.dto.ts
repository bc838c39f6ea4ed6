import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** POST /api/admin/featured-creators: feature an approved applicant on the Creator Hub. */
export class FeatureCreatorRequest {
  @ApiProperty({ format: 'uuid', description: 'An approved sponsorship application' })
  @IsUUID('all', { message: 'Please choose an approved sponsorship application' })
  applicationId: string;
}
