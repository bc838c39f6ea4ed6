import { ApiProperty } from '@nestjs/swagger';

/** Where a creator's data came from and when it was fetched: part of every platform response. */
export abstract class ProvenanceFields {
  @ApiProperty({ enum: ['live', 'sample'], description: "'sample': the bundled offline catalog, not the platform" }) source: 'live' | 'sample';
  @ApiProperty({ format: 'date-time', description: 'When this data was fetched' }) fetchedAt: string;
}
