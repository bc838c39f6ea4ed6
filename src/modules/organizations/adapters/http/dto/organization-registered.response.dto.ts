import { ApiProperty } from '@nestjs/swagger';

export class OrganizationRegisteredResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'grace-chapel' }) slug: string;
  @ApiProperty({ enum: ['pending'] }) status: 'pending';
}
