import { ApiProperty } from '@nestjs/swagger';
import type { SponsorshipApplicationView } from '../../../application/sponsorship-application.read-model.js';
import { PlatformEntryDto } from './platform-entry.dto.js';

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

  static of(view: SponsorshipApplicationView): SponsorshipApplicationResponse {
    return {
      id: view.id,
      name: view.name,
      email: view.email,
      platforms: view.platforms.map((p) => ({ platform: p.platform, profileUrl: p.profileUrl, subscriberCount: p.subscriberCount })),
      content: view.content,
      audience: view.audience,
      message: view.message,
      status: view.status,
      reviewedAt: view.reviewedAt,
      createdAt: view.createdAt,
    };
  }
}

/** TRANSITIONAL: for moderation's old admin controller only (re-exported by index.ts); delete after merge. */
export function toApplicationResponse(view: SponsorshipApplicationView): SponsorshipApplicationResponse {
  return SponsorshipApplicationResponse.of(view);
}
