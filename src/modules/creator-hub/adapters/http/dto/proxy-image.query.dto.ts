import { ApiProperty } from '@nestjs/swagger';
import { MaxLength, MinLength, IsString } from 'class-validator';

const MISSING = 'Please give the image URL as ?url=';

/** An image on one of the platforms' image hosts (the proxy checks the address itself). */
export class ProxyImageQuery {
  @ApiProperty({ description: 'https URL on a platform image host', example: 'https://yt3.ggpht.com/...' })
  @MaxLength(2048, { message: MISSING })
  @MinLength(1, { message: MISSING })
  @IsString({ message: MISSING })
  url: string;
}
