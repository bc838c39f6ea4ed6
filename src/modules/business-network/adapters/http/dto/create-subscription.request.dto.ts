import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

export class CreateSubscriptionRequest {
  @ApiProperty({ format: 'uuid' }) @IsString({ message: 'Please choose a membership tier' }) tierID: string;
}
