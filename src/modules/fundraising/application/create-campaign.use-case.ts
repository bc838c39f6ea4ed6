import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CLOCK, type Clock, type Money } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { Campaign } from '../domain/campaign.aggregate.js';
import { CampaignDescription } from '../domain/campaign-description.value-object.js';
import { AdditionalImages, MediaReference } from '../domain/campaign-media.value-object.js';
import { CampaignTitle } from '../domain/campaign-title.value-object.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';
import { EndDate } from '../domain/end-date.value-object.js';
import { Goal } from '../domain/goal.value-object.js';
import { Slug } from '../domain/slug.value-object.js';

export interface CreateCampaignCommand {
  ownerId: string;
  /** An organization's campaign: the organizations context checked that the owner is one of its admins. */
  organizationId?: string | null;
  title: string;
  description: string;
  goal: Money;
  image?: string | null;
  video?: string | null;
  additionalImages?: string[];
  /** A moment (ISO date-time), or with `endDay` a calendar day ending at 23:59:59 in `endTimeZone`. */
  endDate?: Date | null;
  endDay?: string | null;
  endTimeZone?: string | null;
}

/** A member starts a campaign; it waits for review before anyone else can see it. */
@Injectable()
export class CreateCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: CreateCampaignCommand): Promise<Campaign> {
    return this.uow.run(async () => {
      const now = this.clock.now();
      const title = CampaignTitle.of(command.title);
      const campaign = Campaign.submit(
        {
          ownerId: command.ownerId,
          organizationId: command.organizationId ?? null,
          slug: await this.uniqueSlug(Slug.fromTitle(title.value)),
          title,
          description: CampaignDescription.of(command.description),
          goal: Goal.of(command.goal),
          image: MediaReference.optional(command.image ?? null, 'image'),
          video: MediaReference.optional(command.video ?? null, 'video'),
          additionalImages: AdditionalImages.of(command.additionalImages ?? []),
          endDate: command.endDay
            ? EndDate.endOfDay(command.endDay, command.endTimeZone ?? 'UTC', now)
            : command.endDate
              ? EndDate.after(command.endDate, now, command.endTimeZone ?? 'UTC')
              : null,
        },
        now,
      );
      await this.campaigns.save(campaign);
      return campaign;
    });
  }

  private async uniqueSlug(base: Slug): Promise<Slug> {
    if (!(await this.campaigns.slugExists(base.value))) return base;
    for (;;) {
      const candidate = base.withSuffix(randomBytes(3).toString('hex'));
      if (!(await this.campaigns.slugExists(candidate.value))) return candidate;
    }
  }
}
