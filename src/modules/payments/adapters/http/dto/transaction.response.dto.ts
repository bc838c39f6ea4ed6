import { ApiProperty } from '@nestjs/swagger';

/** A payment as admins see it, with its real status. */
export class TransactionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '57.50', description: 'Charged: gift plus tip' }) amount!: string;
  @ApiProperty({ example: '50.00' }) gift!: string;
  @ApiProperty({ example: '7.50' }) tip!: string;
  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'Null for a gift to an organization' }) campaignId!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignTitle!: string | null;
  @ApiProperty() donorName!: string;
  @ApiProperty({ enum: ['completed', 'failed', 'pending', 'processing', 'refunded'], description: 'processing: a bank payment not settled yet (nothing credited)' }) status!: string;
  @ApiProperty({ type: String, nullable: true }) failureReason!: string | null;
  @ApiProperty({ type: String, nullable: true }) transactionId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
