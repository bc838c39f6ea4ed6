import { ApiProperty } from '@nestjs/swagger';
import { DISCREPANCY_CODES } from '../../../application/reconciliation.read-model.js';
import { DiscrepancyObjectResponse } from './discrepancy-object.response.dto.js';

/** One thing that does not agree. */
export class DiscrepancyResponse {
  @ApiProperty({ enum: DISCREPANCY_CODES, description: 'Stable: what kind of disagreement' }) code!: string;
  @ApiProperty({ type: () => DiscrepancyObjectResponse }) object!: DiscrepancyObjectResponse;
  @ApiProperty({ enum: ['usd', 'count'], description: 'usd: expected and found are dollars ("40.00"); count: whole numbers ("3")' }) unit!: 'usd' | 'count';
  @ApiProperty({ example: '40.00', description: "What the platform's books hold: the ledger, or the platform's record of the payment" }) expected!: string;
  @ApiProperty({ example: '1040.00', description: 'What the other side holds: the provider, or the figure the product shows' }) found!: string;
  @ApiProperty({ example: 'Campaign "Church Bus Repairs" (…) shows $1,040.00 raised; its gifts in the ledger come to $40.00.' }) message!: string;
}
