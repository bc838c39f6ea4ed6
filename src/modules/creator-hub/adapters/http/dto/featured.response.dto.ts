import { ApiProperty } from '@nestjs/swagger';
import { FeaturedContentResponse } from './featured-content.response.dto.js';
import { FeaturedCreatorResponse } from './featured-creator.response.dto.js';

/** The hub's featured creators and content. */
export class FeaturedResponse {
  @ApiProperty({ type: [FeaturedCreatorResponse] }) creators: FeaturedCreatorResponse[];
  @ApiProperty({ type: [FeaturedContentResponse] }) content: FeaturedContentResponse[];
}
