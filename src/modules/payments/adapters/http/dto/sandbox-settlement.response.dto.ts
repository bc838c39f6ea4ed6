import { ApiProperty } from '@nestjs/swagger';

/** How the sandbox's bank settled a bank payment. */
export class SandboxSettlementResponse {
  @ApiProperty({ enum: ['succeeded', 'failed'] }) status!: 'succeeded' | 'failed';
}
