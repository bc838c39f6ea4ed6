import { ApiProperty } from '@nestjs/swagger';

export class CampaignRef {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
}
