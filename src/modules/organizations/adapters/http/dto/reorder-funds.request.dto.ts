import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';

export class ReorderFundsRequest {
  @ApiProperty({ type: [String], format: 'uuid', description: 'Every active fund of the organization, once each, in the new order' })
  @IsUUID('all', { each: true, message: 'List every active fund of the organization exactly once.' })
  @ArrayMaxSize(500, { message: 'List every active fund of the organization exactly once.' })
  @IsArray({ message: 'List every active fund of the organization exactly once.' })
  fundIds: string[];
}
