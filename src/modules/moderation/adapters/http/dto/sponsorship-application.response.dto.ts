import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ModeratedApplication } from '../../../application/application-catalogue.port.js';

/** The same wire shape (and OpenAPI schema) as creator-hub's PlatformEntryDto. */
export class PlatformEntryDto {
  @ApiProperty({ enum: ['youtube', 'instagram', 'tiktok', 'twitter', 'twitch', 'facebook', 'podcast', 'blog', 'other'] }) platform: string;
  @ApiProperty({ example: 'https://www.youtube.com/@gracenotesworship' }) profileUrl: string;
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 }) subscriberCount?: number | null;
}

/** A sponsorship application as moderators receive it: the same wire shape (and OpenAPI schema) as creator-hub's. */
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

  static of(a: ModeratedApplication): SponsorshipApplicationResponse {
    return {
      id: a.id,
      name: a.name,
      email: a.email,
      platforms: a.platforms,
      content: a.content,
      audience: a.audience,
      message: a.message,
      status: a.status,
      reviewedAt: a.reviewedAt?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
    };
  }
}
