import { ApiProperty } from '@nestjs/swagger';
import { IsString, MinLength } from 'class-validator';

const BAD_LINK = 'This link is not valid. Please use the link in your receipt.';

/** The token of the link in a guest's receipt. */
export class MonthlyGiftLinkRequest {
  @ApiProperty({ description: 'The token from the link in the receipt' })
  @IsString({ message: BAD_LINK })
  @MinLength(1, { message: BAD_LINK })
  token!: string;
}
