import { ApiProperty } from '@nestjs/swagger';

/** The last run of a background job that ended, anywhere. */
export class JobRunResponse {
  @ApiProperty({ enum: ['completed', 'failed'] }) state: 'completed' | 'failed';
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ format: 'date-time' }) endedAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed' }) error: string | null;
}
