import { ApiProperty } from '@nestjs/swagger';

export class LedgerAccountBalance {
  @ApiProperty() account!: string;
  @ApiProperty({ example: '-150.00', description: 'Debits positive, credits negative' }) balance!: string;
}
