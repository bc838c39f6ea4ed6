import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { channelHandle } from '../../../application/platform-input.rules.js';
import { Checks, Satisfies } from './field-rules.js';

export class YoutubeChannelQuery {
  @ApiProperty({ description: 'The channel handle, with or without @', example: '@gracenotesworship' })
  @Checks(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (channelHandle(value) ?? value) : value)),
    Satisfies('isChannelHandle', (v) => typeof v === 'string' && channelHandle(v) === v, 'Please provide a valid channel handle, like @faithcollective'),
  )
  handle: string;
}
