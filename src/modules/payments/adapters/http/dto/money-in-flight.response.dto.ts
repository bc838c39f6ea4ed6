import { ApiProperty } from '@nestjs/swagger';

/** Bank payments submitted and not settled yet (3–5 business days): how many, and how much they will bring in. */
export class MoneyInFlightResponse {
  @ApiProperty({ example: 2 }) bankPayments!: number;
  @ApiProperty({ example: '80.00', description: 'Their charges in all (gifts, tips and covered fees)' }) bankAmount!: string;
}
