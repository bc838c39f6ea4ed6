import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponse } from '../../../../shared-kernel/infrastructure/http/error-response.dto.js';
import { CreatorData } from '../../application/creator-data.service.js';
import { FEATURED_CATALOGUE, type FeaturedCatalogue } from '../../application/featured-catalogue.js';
import { PlatformInput } from '../../application/platform-input.js';
import { ImageProxy } from '../image-proxy/image-proxy.js';
import {
  ChannelResponse,
  FeaturedResponse,
  PhotoUserResponse,
  ShortVideoResponse,
  ShortVideoUserResponse,
  VideoResponse,
} from './dto/creator-hub.dto.js';

/** The sponsored creators' stats and videos (from the cache), and their images through a safe proxy. */
@ApiTags('creator-hub')
@Controller()
@ApiBadRequestResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ type: ErrorResponse })
export class CreatorHubController {
  constructor(
    private readonly data: CreatorData,
    @Inject(FEATURED_CATALOGUE) private readonly featured: FeaturedCatalogue,
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
  getYoutubeVideo(@Query('url') url: string): Promise<VideoResponse> {
    return this.data.video(PlatformInput.videoUrl(url));
  }

  @Get('youtube/channel')
  @ApiOkResponse({ type: ChannelResponse })
  getYoutubeChannel(@Query('handle') handle: string): Promise<ChannelResponse> {
    return this.data.channel(PlatformInput.handle(handle));
  }

  @Get('instagram/user')
  @ApiOkResponse({ type: PhotoUserResponse })
  getInstagramUser(@Query('username') username: string): Promise<PhotoUserResponse> {
    return this.data.instagramUser(PlatformInput.username(username));
  }

  @Get('tiktok/user')
  @ApiOkResponse({ type: ShortVideoUserResponse })
  getTiktokUser(@Query('username') username: string): Promise<ShortVideoUserResponse> {
    return this.data.tiktokUser(PlatformInput.username(username));
  }

  @Get('tiktok/videos')
  @ApiOkResponse({ type: [ShortVideoResponse] })
  getTiktokVideos(@Query('username') username: string, @Query('limit') limit?: string): Promise<ShortVideoResponse[]> {
    return this.data.tiktokVideos(PlatformInput.username(username), PlatformInput.limit(limit));
  }

  /** A creator image from the platforms' image hosts only (https, public addresses, images, 5 MB, 5 s). */
  @Get('proxy-image')
  @ApiProduces('image/*')
  @ApiOkResponse({ description: 'The image' })
  async proxyImage(@Query('url') url: string, @Res() res: Response): Promise<void> {
    const image = await this.proxy.fetch(url);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.send(image.body);
  }
}
