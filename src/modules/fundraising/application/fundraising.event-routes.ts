import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOMAIN_EVENT_ROUTES, type DomainEventRoutes } from '../../../shared-kernel/application.js';
import {
  CampaignActivated,
  CampaignApproved,
  CampaignArchived,
  CampaignCredited,
  CampaignDeactivated,
  CampaignDeleted,
  CampaignEdited,
  CampaignRejected,
  CampaignRevisionApproved,
  CampaignRevisionRejected,
  CampaignRevisionSubmitted,
  CampaignSubmitted,
} from '../domain/campaign.events.js';
import { CampaignUpdatePosted, CampaignUpdatePublished } from '../domain/campaign-update.events.js';
import { PublicListingCache } from './public-listing.cache.js';

/**
 * What fundraising's domain events cause: the integration events other contexts hear, and, once
 * a change has committed, a fresh public listing.
 */
@Injectable()
export class FundraisingEventRoutes implements OnModuleInit {
  constructor(
    @Inject(DOMAIN_EVENT_ROUTES) private readonly routes: DomainEventRoutes,
    private readonly listings: PublicListingCache,
  ) {}

  onModuleInit(): void {
    const { routes } = this;
    routes.publishAs(CampaignSubmitted, 'fundraising.campaign-submitted.v1', (e) => ({
      campaignId: e.campaignId,
      ownerId: e.ownerId,
      title: e.title,
      submittedAt: e.occurredAt.toISOString(),
    }));
    routes.publishAs(CampaignApproved, 'fundraising.campaign-approved.v1', (e) => ({
      campaignId: e.campaignId,
      ownerId: e.ownerId,
      title: e.title,
      reviewedBy: e.by,
      reviewedAt: e.occurredAt.toISOString(),
      reason: null,
    }));
    routes.publishAs(CampaignRejected, 'fundraising.campaign-rejected.v1', (e) => ({
      campaignId: e.campaignId,
      ownerId: e.ownerId,
      title: e.title,
      reviewedBy: e.by,
      reviewedAt: e.occurredAt.toISOString(),
      reason: e.reason,
    }));
    routes.publishAs(CampaignDeleted, 'fundraising.campaign-deleted.v1', (e) => ({
      campaignId: e.campaignId,
      title: e.title,
      deletedBy: e.by,
      byModerator: e.byModerator,
    }));
    routes.publishAs(CampaignArchived, 'fundraising.campaign-archived.v1', (e) => ({
      campaignId: e.campaignId,
      title: e.title,
      archivedBy: e.by,
      byModerator: e.byModerator,
      archivedAt: e.occurredAt.toISOString(),
    }));
    routes.publishAs(CampaignRevisionSubmitted, 'fundraising.campaign-revision-submitted.v1', (e) => ({
      campaignId: e.campaignId,
      ownerId: e.ownerId,
      title: e.title,
      fields: [...e.fields],
      submittedAt: e.occurredAt.toISOString(),
    }));
    routes.publishAs(CampaignRevisionApproved, 'fundraising.campaign-revision-approved.v1', (e) => ({
      campaignId: e.campaignId,
      ownerId: e.ownerId,
      title: e.title,
      reviewedBy: e.by,
      reviewedAt: e.occurredAt.toISOString(),
      reason: null,
    }));
    routes.publishAs(CampaignRevisionRejected, 'fundraising.campaign-revision-rejected.v1', (e) => ({
      campaignId: e.campaignId,
      ownerId: e.ownerId,
      title: e.title,
      reviewedBy: e.by,
      reviewedAt: e.occurredAt.toISOString(),
      reason: e.reason,
    }));
    routes.publishAs(CampaignUpdatePosted, 'fundraising.campaign-update-posted.v1', (e) => ({
      updateId: e.updateId,
      campaignId: e.campaignId,
      authorId: e.authorId,
      title: e.title,
      body: e.body,
      image: e.image,
      postedAt: e.occurredAt.toISOString(),
    }));
    routes.publishAs(CampaignUpdatePublished, 'fundraising.campaign-update-published.v1', (e) => ({
      updateId: e.updateId,
      campaignId: e.campaignId,
      authorId: e.authorId,
      title: e.title,
      body: e.body,
      image: e.image,
      postedAt: e.postedAt.toISOString(),
      publishedAt: e.occurredAt.toISOString(),
    }));

    // Whatever changes what the public listing shows clears it, after commit (never before:
    // a listing read in between would be cached with the old rows).
    const clear = () => this.listings.clear();
    for (const event of [CampaignEdited, CampaignActivated, CampaignDeactivated, CampaignApproved, CampaignRejected, CampaignDeleted, CampaignArchived, CampaignRevisionApproved, CampaignCredited]) {
      routes.onCommitted(event, clear);
    }
  }
}
