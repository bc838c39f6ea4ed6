import { ApiProperty } from '@nestjs/swagger';

/** The ledger set against the payment provider's record of the period's one-off gifts (see `discrepancies` for every kind). */
export class ProviderMatchResponse {
  @ApiProperty({ format: 'date-time', description: 'The period starts here' }) since!: string;
  @ApiProperty({ description: 'One-off gift payments the provider reports succeeded in the window' }) providerPayments!: number;
  @ApiProperty({ example: '150.00', description: 'What the provider charged for them (gifts and tips)' }) providerCharged!: string;
  @ApiProperty({ example: '150.00', description: 'What the ledger charged for the same payments' }) ledgerCharged!: string;
  @ApiProperty({ type: [String], description: "The provider's payments (of any kind) the platform lacks or has at another amount" }) notInLedger!: string[];
  @ApiProperty({ type: [String], description: 'Payments recorded in the period that the provider does not report as succeeded' })
  unknownToProvider!: string[];
  @ApiProperty() matches!: boolean;
}
