import { ApiProperty } from '@nestjs/swagger';

/** The organization a gift was given to, as histories link to it. */
export class OrganizationRef {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Grace Chapel' }) name!: string;
  @ApiProperty({ example: 'grace-chapel', description: 'Its page is /o/{slug}' }) slug!: string;
}
