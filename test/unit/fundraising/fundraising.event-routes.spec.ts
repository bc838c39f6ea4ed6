import { describe, expect, it } from '@jest/globals';
import { FundraisingEventRoutes } from '../../../src/modules/fundraising/application/fundraising.event-routes.js';
import { PublicListingCache } from '../../../src/modules/fundraising/application/public-listing.cache.js';
import {
  CampaignApproved,
  CampaignArchived,
  CampaignCredited,
  CampaignDeleted,
  CampaignEdited,
  CampaignRejected,
  CampaignRevisionApproved,
  CampaignRevisionRejected,
  CampaignRevisionSubmitted,
  CampaignSubmitted,
} from '../../../src/modules/fundraising/domain/campaign.events.js';
import type { DomainEvent } from '../../../src/shared-kernel/domain/domain-event.js';
import { DomainEventDispatcher } from '../../../src/shared-kernel/infrastructure/events/domain-event-dispatcher.js';

/** The real dispatcher, played the way the unit of work plays an event. */
class RecordingRoutes extends DomainEventDispatcher {
  integrationEvent(event: DomainEvent) {
    return this.integrationEventsFor(event)[0];
  }
}

const at = new Date('2026-11-24T10:00:00Z');
const [CAMPAIGN, OWNER, MODERATOR] = ['c0000000-0000-4000-8000-000000000001', 'o0000000', 'm0000000'];

function wired() {
  const routes = new RecordingRoutes();
  const listings = new PublicListingCache();
  new FundraisingEventRoutes(routes, listings).onModuleInit();
  return { routes, listings };
}

describe('fundraising event routes', () => {
  it('publishes the contract’s integration events', () => {
    const { routes } = wired();
    expect(routes.integrationEvent(new CampaignSubmitted(CAMPAIGN, OWNER, 'Roof Repair', at))).toEqual({
      type: 'fundraising.campaign-submitted.v1',
      payload: { campaignId: CAMPAIGN, ownerId: OWNER, title: 'Roof Repair', submittedAt: '2026-11-24T10:00:00.000Z' },
    });
    const reviewed = { campaignId: CAMPAIGN, ownerId: OWNER, title: 'Roof Repair', reviewedBy: MODERATOR, reviewedAt: '2026-11-24T10:00:00.000Z' };
    expect(routes.integrationEvent(new CampaignApproved(CAMPAIGN, OWNER, 'Roof Repair', MODERATOR, at))).toEqual({
      type: 'fundraising.campaign-approved.v1',
      payload: { ...reviewed, reason: null },
    });
    expect(routes.integrationEvent(new CampaignRejected(CAMPAIGN, OWNER, 'Roof Repair', MODERATOR, 'why', at))).toEqual({
      type: 'fundraising.campaign-rejected.v1',
      payload: { ...reviewed, reason: 'why' },
    });
    expect(routes.integrationEvent(new CampaignDeleted(CAMPAIGN, 'Roof Repair', MODERATOR, true, at))).toEqual({
      type: 'fundraising.campaign-deleted.v1',
      payload: { campaignId: CAMPAIGN, title: 'Roof Repair', deletedBy: MODERATOR, byModerator: true },
    });
    expect(routes.integrationEvent(new CampaignEdited(CAMPAIGN, ['title'], at))).toBeUndefined();
    expect(routes.integrationEvent(new CampaignArchived(CAMPAIGN, 'Roof Repair', OWNER, false, at))).toEqual({
      type: 'fundraising.campaign-archived.v1',
      payload: { campaignId: CAMPAIGN, title: 'Roof Repair', archivedBy: OWNER, byModerator: false, archivedAt: '2026-11-24T10:00:00.000Z' },
    });
    expect(routes.integrationEvent(new CampaignRevisionSubmitted(CAMPAIGN, OWNER, 'Roof Repair Now', ['title'], at))).toEqual({
      type: 'fundraising.campaign-revision-submitted.v1',
      payload: { campaignId: CAMPAIGN, ownerId: OWNER, title: 'Roof Repair Now', fields: ['title'], submittedAt: '2026-11-24T10:00:00.000Z' },
    });
    // Every decision on an edit is announced, so its organizer can be told (issue 35).
    expect(routes.integrationEvent(new CampaignRevisionApproved(CAMPAIGN, OWNER, 'Roof Repair', MODERATOR, at))).toEqual({
      type: 'fundraising.campaign-revision-approved.v1',
      payload: { ...reviewed, reason: null },
    });
    expect(routes.integrationEvent(new CampaignRevisionRejected(CAMPAIGN, OWNER, 'Roof Repair', MODERATOR, 'Misleading', at))).toEqual({
      type: 'fundraising.campaign-revision-rejected.v1',
      payload: { ...reviewed, reason: 'Misleading' },
    });
  });

  /** A page is kept from its second asking. */
  async function keep(listings: PublicListingCache): Promise<void> {
    for (let i = 0; i < 2; i++) await listings.get('k', async () => ({ items: [], nextCursor: 'cached' }));
    expect((await listings.get('k', async () => ({ items: [], nextCursor: 'fresh' }))).nextCursor).toBe('cached');
  }

  it('clears the public listing after commit for every change the listing shows, never for a new pending campaign', async () => {
    const { routes, listings } = wired();
    for (const event of [
      new CampaignEdited(CAMPAIGN, ['title'], at),
      new CampaignApproved(CAMPAIGN, OWNER, 'Roof Repair', MODERATOR, at),
      new CampaignDeleted(CAMPAIGN, 'Roof Repair', OWNER, false, at),
      new CampaignArchived(CAMPAIGN, 'Roof Repair', OWNER, false, at),
      new CampaignRevisionApproved(CAMPAIGN, OWNER, 'Roof Repair Now', MODERATOR, at),
      new CampaignCredited(CAMPAIGN, 5000, at),
    ]) {
      await keep(listings);
      routes.handleCommitted([event]);
      expect((await listings.get('k', async () => ({ items: [], nextCursor: 'fresh' }))).nextCursor).toBe('fresh');
      listings.clear();
    }
    await keep(listings);
    routes.handleCommitted([new CampaignSubmitted(CAMPAIGN, OWNER, 'Roof Repair', at)]);
    routes.handleCommitted([new CampaignRevisionSubmitted(CAMPAIGN, OWNER, 'Roof Repair Now', ['title'], at)]);
    expect((await listings.get('k', async () => ({ items: [], nextCursor: 'fresh' }))).nextCursor).toBe('cached');
  });
});
