import { ApiProperty } from '@nestjs/swagger';
import { youtubeVideoId } from '../../../application/platform-input.rules.js';
import { Satisfies } from './field-rules.js';

export class YoutubeVideoQuery {
  @ApiProperty({ description: 'Any YouTube video URL (watch, youtu.be, shorts, embed, live)', example: 'https://youtu.be/FcGrcNotes1' })
  @Satisfies('isYoutubeVideoUrl', (v) => typeof v === 'string' && youtubeVideoId(v) !== null, 'Please provide a valid YouTube video URL')
  url: string;

  /** The video's 11-character id (the URL was checked above). */
  videoId(): string {
    return youtubeVideoId(this.url) ?? '';
  }
}
