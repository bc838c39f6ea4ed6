import { ApiProperty } from '@nestjs/swagger';
import { isoTimestamp } from '../../../shared-kernel/domain.js';
import { PlatformEntryDto } from '../adapters/http/dto/platform-entry.dto.js';
import type { PlatformChoice } from '../domain/platform-entry.value-object.js';

/**
 * What an application answer is made from: creator-hub's view (times as ISO strings), or another context's copy of
 * it (times as Dates, platform names as plain strings).
 */
export interface PublishedApplication {
  id: string;
  name: string;
  email: string;
  platforms: { platform: string; profileUrl: string; subscriberCount?: number | null }[];
  content: string;
  audience: string | null;
  message: string;
  status: string;
  reviewedAt: Date | string | null;
  createdAt: Date | string;
}

const iso = (moment: Date | string): string => (typeof moment === 'string' ? moment : isoTimestamp(moment));

/** A sponsorship application on the wire, wherever it is served (the applicant's list, moderation's queue, the admin console). */
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

  static of(application: PublishedApplication): SponsorshipApplicationResponse {
    return {
      id: application.id,
      name: application.name,
      email: application.email,
      platforms: application.platforms.map((p) => ({ platform: p.platform as PlatformChoice, profileUrl: p.profileUrl, subscriberCount: p.subscriberCount })),
      content: application.content,
      audience: application.audience,
      message: application.message,
      status: application.status,
      reviewedAt: application.reviewedAt === null ? null : iso(application.reviewedAt),
      createdAt: iso(application.createdAt),
    };
  }
}
