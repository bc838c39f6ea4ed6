import { ApiProperty } from '@nestjs/swagger';

/** What the account calls answer: a sentence to show the member. */
export class AccountMessage {
  @ApiProperty({ example: 'Your password has been changed. Please sign in with your new password.' })
  message!: string;
}
