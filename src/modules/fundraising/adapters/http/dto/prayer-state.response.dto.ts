import { ApiProperty } from '@nestjs/swagger';

/** How many members pray for a campaign, and whether the viewer is one of them. */
export class PrayerStateResponse {
  @ApiProperty({ example: 12 })
  count!: number;

  @ApiProperty({ description: 'True when the signed-in viewer is praying for this campaign' })
  praying!: boolean;
}
