import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CreatorData } from '../../application/creator-data.service.js';
import { FEATURED_CATALOG, type FeaturedCatalog } from '../../application/featured-catalog.port.js';
import { SHORT_VIDEO_LIST } from '../../application/platform-input.rules.js';
import { ImageProxy } from '../image-proxy/image-proxy.js';
import { ChannelResponse } from './dto/channel.response.dto.js';
import { FeaturedResponse } from './dto/featured.response.dto.js';
import { PhotoUserResponse } from './dto/photo-user.response.dto.js';
import { PlatformUserQuery } from './dto/platform-user.query.dto.js';
import { ProxyImageQuery } from './dto/proxy-image.query.dto.js';
import { ShortVideoUserResponse } from './dto/short-video-user.response.dto.js';
import { ShortVideoResponse } from './dto/short-video.response.dto.js';
import { ShortVideosQuery } from './dto/short-videos.query.dto.js';
import { VideoResponse } from './dto/video.response.dto.js';
import { YoutubeChannelQuery } from './dto/youtube-channel.query.dto.js';
import { YoutubeVideoQuery } from './dto/youtube-video.query.dto.js';

/** The sponsored creators' stats and videos (from the cache), and their images through a safe proxy. */
@ApiTags('creator-hub')
@Controller()
@ApiBadRequestResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ type: ErrorResponse })
export class CreatorHubController {
  constructor(
    private readonly data: CreatorData,
    @Inject(FEATURED_CATALOG) private readonly featured: FeaturedCatalog,
    private readonly proxy: ImageProxy,
  ) {}

  /** The hub's featured creators and content (rows in the database). */
  @Get('creator-hub/featured')
  @ApiOkResponse({ type: FeaturedResponse })
  async getFeatured(): Promise<FeaturedResponse> {
    const [creators, content] = await Promise.all([this.featured.creators(), this.featured.content()]);
    return { creators, content };
  }

  @Get('youtube/video')
  @ApiOkResponse({ type: VideoResponse })
  getYoutubeVideo(@Query() query: YoutubeVideoQuery): Promise<VideoResponse> {
    return this.data.video(query.videoId());
  }

  @Get('youtube/channel')
  @ApiOkResponse({ type: ChannelResponse })
  getYoutubeChannel(@Query() query: YoutubeChannelQuery): Promise<ChannelResponse> {
    return this.data.channel(query.handle);
  }

  @Get('instagram/user')
  @ApiOkResponse({ type: PhotoUserResponse })
  getInstagramUser(@Query() query: PlatformUserQuery): Promise<PhotoUserResponse> {
    return this.data.instagramUser(query.username);
  }

  @Get('tiktok/user')
  @ApiOkResponse({ type: ShortVideoUserResponse })
  getTiktokUser(@Query() query: PlatformUserQuery): Promise<ShortVideoUserResponse> {
    return this.data.tiktokUser(query.username);
  }

  @Get('tiktok/videos')
  @ApiOkResponse({ type: [ShortVideoResponse] })
  getTiktokVideos(@Query() query: ShortVideosQuery): Promise<ShortVideoResponse[]> {
    return this.data.tiktokVideos(query.username, query.limit ?? SHORT_VIDEO_LIST.defaultLimit);
  }

  /** A creator image from the platforms' image hosts only (https, public addresses, images, 5 MB, 5 s). */
  @Get('proxy-image')
  @ApiProduces('image/*')
  @ApiOkResponse({ description: 'The image' })
  async proxyImage(@Query() query: ProxyImageQuery, @Res() res: Response): Promise<void> {
    const image = await this.proxy.fetch(query.url);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.send(image.body);
  }
}
