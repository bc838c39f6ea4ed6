import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

const BAD_LINK = 'This unsubscribe link is not valid. Please use the link in the email.';

/** The unsubscribe link of an update email: the address it was sent to and its token. */
export class UnsubscribeUpdatesRequest {
  @ApiProperty() @IsString({ message: BAD_LINK }) email!: string;
  @ApiProperty() @IsString({ message: BAD_LINK }) token!: string;
}
