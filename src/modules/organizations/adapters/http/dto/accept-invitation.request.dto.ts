import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

const NOT_VALID = 'This invitation link is not valid.';

export class AcceptInvitationRequest {
  @ApiProperty({ description: "The invitation link's secret (its `invitation` parameter)" })
  @IsString({ message: NOT_VALID })
  @MinLength(20, { message: NOT_VALID })
  @MaxLength(200, { message: NOT_VALID })
  token!: string;
}
