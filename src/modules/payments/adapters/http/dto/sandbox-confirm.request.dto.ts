import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsString, MaxLength, ValidateIf, ValidateNested } from 'class-validator';

/** A US bank account as the sandbox's bank form takes it (Stripe's test numbers). */
export class SandboxBankAccountRequest {
  @ApiProperty({ example: '110000000' })
  @IsString({ message: 'Please enter a routing number' })
  @MaxLength(20, { message: 'The routing number is not valid.' })
  routingNumber!: string;

  @ApiProperty({ example: '000123456789' })
  @IsString({ message: 'Please enter an account number' })
  @MaxLength(30, { message: 'The account number is not valid.' })
  accountNumber!: string;
}

/** A card payment sends cardNumber (a wallet's test payment too); a bank payment sends bankAccount instead. */
export class SandboxConfirmRequest {
  @ApiProperty() @IsString({ message: 'clientSecret is required' }) clientSecret!: string;

  @ApiPropertyOptional({ example: '4242 4242 4242 4242', description: 'A card payment (or a wallet’s): required unless bankAccount is given' })
  @ValidateIf((body: SandboxConfirmRequest) => body.bankAccount === undefined)
  @IsString({ message: 'Please enter a card number' })
  cardNumber?: string;

  @ApiPropertyOptional({ type: SandboxBankAccountRequest, description: 'A bank payment: answers processing until it is settled' })
  @ValidateIf((body: SandboxConfirmRequest) => body.bankAccount !== undefined)
  @IsObject({ message: 'Please enter a routing and an account number' })
  @ValidateNested()
  @Type(() => SandboxBankAccountRequest)
  bankAccount?: SandboxBankAccountRequest;
}
