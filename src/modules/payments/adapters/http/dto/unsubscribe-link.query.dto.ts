import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

const BAD_LINK = 'This unsubscribe link is not valid. Please use the link in the email.';

/** The List-Unsubscribe address of an update email carries its recipient and their token in the query. */
export class UnsubscribeLinkQuery {
  @ApiProperty({ description: 'The address the update email was sent to' }) @IsString({ message: BAD_LINK }) email!: string;
  @ApiProperty({ description: "The email's unsubscribe token" }) @IsString({ message: BAD_LINK }) token!: string;
}
