import { ApiProperty } from '@nestjs/swagger';

export class MonthlyGiftCampaign {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
}
