import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

export class SandboxConfirmRequest {
  @ApiProperty() @IsString({ message: 'clientSecret is required' }) clientSecret!: string;
  @ApiProperty({ example: '4242 4242 4242 4242' }) @IsString({ message: 'Please enter a card number' }) cardNumber!: string;
}
