import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

class ProvenanceFields {
  @ApiProperty({ enum: ['live', 'sample'], description: "'sample': the bundled offline catalogue, not the platform" }) source: 'live' | 'sample';
  @ApiProperty({ format: 'date-time', description: 'When this data was fetched' }) fetchedAt: string;
}

export class VideoResponse extends ProvenanceFields {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) thumbnail: string | null;
  @ApiProperty() channelTitle: string;
  @ApiProperty() viewCount: number;
  @ApiProperty() likeCount: number;
  @ApiProperty() commentCount: number;
  @ApiProperty({ example: 'PT6M42S' }) duration: string;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty() url: string;
}

export class ChannelResponse extends ProvenanceFields {
  @ApiProperty() handle: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) thumbnail: string | null;
  @ApiProperty() subscriberCount: number;
  @ApiProperty() videoCount: number;
  @ApiProperty() viewCount: number;
  @ApiProperty() url: string;
}

export class PhotoUserResponse extends ProvenanceFields {
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty() verified: boolean;
  @ApiProperty() description: string;
  @ApiProperty() followerCount: number;
  @ApiProperty() postCount: number;
  @ApiProperty() url: string;
}

export class ShortVideoUserResponse extends ProvenanceFields {
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty() verified: boolean;
  @ApiProperty() description: string;
  @ApiProperty() followerCount: number;
  @ApiProperty() videoCount: number;
  @ApiProperty() likeCount: number;
  @ApiProperty() url: string;
}

export class ShortVideoResponse extends ProvenanceFields {
  @ApiProperty() id: string;
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) thumbnail: string | null;
  @ApiProperty({ description: 'Seconds' }) duration: number;
  @ApiProperty() viewCount: number;
  @ApiProperty() likeCount: number;
  @ApiProperty() commentCount: number;
  @ApiProperty() shareCount: number;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty() url: string;
}

export class FeaturedCreatorResponse {
  @ApiProperty({ description: '1, 2, 3: the creator page is /creator/{position}' }) position: number;
  @ApiProperty({ enum: ['youtube', 'instagram', 'tiktok'] }) platform: string;
  @ApiProperty() handle: string;
  @ApiProperty() displayName: string;
  @ApiProperty() profileUrl: string;
  @ApiProperty() isSponsored: boolean;
}

export class FeaturedContentResponse {
  @ApiProperty() position: number;
  @ApiProperty({ enum: ['youtube', 'tiktok'] }) platform: string;
  @ApiProperty({ description: 'A YouTube video URL, or a TikTok username' }) reference: string;
  @ApiProperty() isSponsored: boolean;
  @ApiProperty() isFeatured: boolean;
}

export class FeaturedResponse {
  @ApiProperty({ type: [FeaturedCreatorResponse] }) creators: FeaturedCreatorResponse[];
  @ApiProperty({ type: [FeaturedContentResponse] }) content: FeaturedContentResponse[];
}

export class PlatformEntryDto {
  @ApiProperty({ enum: ['youtube', 'instagram', 'tiktok', 'twitter', 'twitch', 'facebook', 'podcast', 'blog', 'other'] }) platform: string;
  @ApiProperty({ example: 'https://www.youtube.com/@gracenotesworship' }) profileUrl: string;
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 }) subscriberCount?: number | null;
}

export class SponsorshipApplicationRequest {
  @ApiProperty({ minLength: 2 }) @Allow() name: string;
  @ApiProperty() @Allow() email: string;
  @ApiProperty({ type: [PlatformEntryDto] }) @Allow() platforms: PlatformEntryDto[];
  @ApiProperty({ minLength: 10 }) @Allow() content: string;
  @ApiPropertyOptional() @Allow() audience?: string;
  @ApiProperty({ minLength: 20 }) @Allow() message: string;
}

export class SponsorshipApplicationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: [PlatformEntryDto] }) platforms: PlatformEntryDto[];
  @ApiProperty() content: string;
  @ApiProperty({ type: String, nullable: true }) audience: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
