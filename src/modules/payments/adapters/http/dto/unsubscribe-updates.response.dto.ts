import { ApiProperty } from '@nestjs/swagger';

export class UnsubscribeUpdatesResponse {
  @ApiProperty({ example: true }) unsubscribed!: true;
  @ApiProperty({ example: "You will get no more updates about this campaign." }) message!: string;
}
