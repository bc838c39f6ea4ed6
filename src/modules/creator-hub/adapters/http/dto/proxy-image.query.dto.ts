import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { Checks } from './field-rules.js';

const MISSING = 'Please give the image URL as ?url=';

/** An image on one of the platforms' image hosts (the proxy checks the address itself). */
export class ProxyImageQuery {
  @ApiProperty({ description: 'https URL on a platform image host', example: 'https://yt3.ggpht.com/...' })
  @Checks(IsString({ message: MISSING }), MinLength(1, { message: MISSING }), MaxLength(2048, { message: MISSING }))
  url: string;
}
