import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, type Money } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import type { CampaignChanges } from '../domain/campaign.aggregate.js';
import { CampaignDescription } from '../domain/campaign-description.value-object.js';
import { AdditionalImages, MediaReference } from '../domain/campaign-media.value-object.js';
import { CampaignTitle } from '../domain/campaign-title.value-object.js';
import { CampaignErrors } from '../domain/campaign.errors.js';
import { CAMPAIGN_REPOSITORY, type CampaignRepository } from '../domain/campaign.repository.js';
import { Goal } from '../domain/goal.value-object.js';

/** Only the fields that change; the Activate/Deactivate toggle sends just isActive. */
export interface UpdateCampaignCommand {
  title?: string;
  description?: string;
  goal?: Money;
  image?: string | null;
  video?: string | null;
  additionalImages?: string[];
  isActive?: boolean;
}

/** The owner edits, activates or deactivates their campaign. */
@Injectable()
export class UpdateCampaign {
  constructor(
    @Inject(CAMPAIGN_REPOSITORY) private readonly campaigns: CampaignRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(campaignId: string, command: UpdateCampaignCommand, by: { id: string }): Promise<void> {
    return this.uow.run(async () => {
      const campaign = await this.campaigns.findByIdForUpdate(campaignId);
      if (!campaign) throw CampaignErrors.notFound();
      const now = this.clock.now();
      const changes: CampaignChanges = {};
      if (command.title !== undefined) changes.title = CampaignTitle.of(command.title);
      if (command.description !== undefined) changes.description = CampaignDescription.of(command.description);
      if (command.goal !== undefined) changes.goal = Goal.of(command.goal);
      if (command.image !== undefined) changes.image = MediaReference.optional(command.image, 'image');
      if (command.video !== undefined) changes.video = MediaReference.optional(command.video, 'video');
      if (command.additionalImages !== undefined) changes.additionalImages = AdditionalImages.of(command.additionalImages);
      campaign.edit(by.id, changes, now);
      if (command.isActive === true) campaign.activate(by.id, now);
      if (command.isActive === false) campaign.deactivate(by.id, now);
      await this.campaigns.save(campaign);
    });
  }
}
