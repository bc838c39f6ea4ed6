import { describe, expect, it } from '@jest/globals';
import { Campaign, type SubmitCampaign } from '../../../src/modules/fundraising/domain/campaign.aggregate.js';
import { CampaignDescription } from '../../../src/modules/fundraising/domain/campaign-description.value-object.js';
import { AdditionalImages, MediaReference } from '../../../src/modules/fundraising/domain/campaign-media.value-object.js';
import { CampaignTitle } from '../../../src/modules/fundraising/domain/campaign-title.value-object.js';
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
} from '../../../src/modules/fundraising/domain/campaign.events.js';
import { EndDate } from '../../../src/modules/fundraising/domain/end-date.value-object.js';
import { Goal } from '../../../src/modules/fundraising/domain/goal.value-object.js';
import { Slug } from '../../../src/modules/fundraising/domain/slug.value-object.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';
import { Money } from '../../../src/shared-kernel/domain/money.js';

const OWNER = '11111111-1111-4111-8111-111111111111';
const STRANGER = '22222222-2222-4222-8222-222222222222';
const MODERATOR = '33333333-3333-4333-8333-333333333333';
const t0 = new Date('2026-11-24T10:00:00Z');
const t1 = new Date('2026-11-24T11:00:00Z');

function submission(overrides: Partial<SubmitCampaign> = {}): SubmitCampaign {
  return {
    ownerId: OWNER,
    slug: Slug.fromTitle('Clean Water for Kibera'),
    title: CampaignTitle.of('Clean Water for Kibera'),
    description: CampaignDescription.of('Bring clean, safe drinking water to 400 families.'),
    goal: Goal.of(Money.ofCents(500_000)),
    image: MediaReference.of('/uploads/water.jpg', 'image'),
    video: null,
    additionalImages: AdditionalImages.of(['/uploads/w2.jpg']),
    endDate: EndDate.after(new Date('2027-01-01T00:00:00Z'), t0),
    ...overrides,
  };
}

function submitted(overrides: Partial<SubmitCampaign> = {}): Campaign {
  const campaign = Campaign.submit(submission(overrides), t0);
  campaign.pullEvents();
  return campaign;
}

function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Campaign', () => {
  it('is submitted pending, active, with nothing raised, and records CampaignSubmitted', () => {
    const campaign = Campaign.submit(submission(), t0);
    expect(campaign).toMatchObject({ status: 'pending', isActive: true, ownerId: OWNER, slug: 'clean-water-for-kibera', title: 'Clean Water for Kibera' });
    expect(campaign.goal.cents).toBe(500_000);
    expect(campaign.additionalImages).toEqual(['/uploads/w2.jpg']);
    expect(campaign.isPublic()).toBe(false);
    const events = campaign.pullEvents();
    expect(events).toEqual([new CampaignSubmitted(campaign.id, OWNER, 'Clean Water for Kibera', t0)]);
    expect(campaign.pullEvents()).toEqual([]);
  });

  it('refuses an end date that has passed by the time it is submitted', () => {
    const endDate = EndDate.after(new Date('2026-11-24T10:30:00Z'), t0);
    const error = refusal(() => Campaign.submit(submission({ endDate }), t1));
    expect(error.message).toBe('End date must be in the future');
  });

  it('keeps its state to itself: toState is a copy, restore rebuilds an equal campaign', () => {
    const campaign = submitted();
    const state = campaign.toState();
    state.title = 'Changed Behind Its Back';
    state.additionalImages.push('/uploads/sneaky.jpg');
    expect(campaign.title).toBe('Clean Water for Kibera');
    expect(campaign.additionalImages).toEqual(['/uploads/w2.jpg']);
    expect(Campaign.restore(campaign.toState()).toState()).toEqual(campaign.toState());
    expect(() => {
      (campaign as unknown as { status: string }).status = 'approved';
    }).toThrow(TypeError);
    expect(campaign.status).toBe('pending');
  });

  describe('edit', () => {
    it('changes only what is given, and records the changed fields', () => {
      const campaign = submitted();
      campaign.edit(OWNER, { title: CampaignTitle.of('Clean Water for Kibera Now'), goal: Goal.of(Money.ofCents(750_00)), image: null }, t1);
      expect(campaign).toMatchObject({ title: 'Clean Water for Kibera Now', image: null, description: 'Bring clean, safe drinking water to 400 families.' });
      expect(campaign.goal.cents).toBe(750_00);
      expect(campaign.updatedAt).toEqual(t1);
      expect(campaign.pullEvents()).toEqual([new CampaignEdited(campaign.id, ['title', 'goal', 'image'], t1)]);
    });

    it('records nothing when nothing changes', () => {
      const campaign = submitted();
      campaign.edit(OWNER, { title: CampaignTitle.of('Clean Water for Kibera'), additionalImages: AdditionalImages.of(['/uploads/w2.jpg']) }, t1);
      expect(campaign.pullEvents()).toEqual([]);
      expect(campaign.updatedAt).toEqual(t0);
    });

    it('is the owner’s alone', () => {
      const campaign = submitted();
      const error = refusal(() => campaign.edit(STRANGER, { title: CampaignTitle.of('Hijacked Campaign Title') }, t1));
      expect(error).toMatchObject({ kind: 'forbidden', code: 'not_campaign_owner' });
      expect(campaign.title).toBe('Clean Water for Kibera');
    });
  });

  it('is switched off and on by its owner only, recording each switch once', () => {
    const campaign = submitted();
    expect(refusal(() => campaign.deactivate(STRANGER, t1)).kind).toBe('forbidden');
    campaign.deactivate(OWNER, t1);
    campaign.deactivate(OWNER, t1);
    expect(campaign.isActive).toBe(false);
    campaign.activate(OWNER, t1);
    expect(campaign.isActive).toBe(true);
    expect(campaign.pullEvents()).toEqual([new CampaignDeactivated(campaign.id, t1), new CampaignActivated(campaign.id, t1)]);
  });

  describe('moderators’ decisions', () => {
    it('approval makes it public and records who approved when; approving again changes nothing', () => {
      const campaign = submitted();
      campaign.approve(MODERATOR, t1);
      expect(campaign).toMatchObject({ status: 'approved', reviewedBy: MODERATOR });
      expect(campaign.reviewedAt).toEqual(t1);
      expect(campaign.isPublic()).toBe(true);
      campaign.approve(MODERATOR, new Date('2026-11-25T00:00:00Z'));
      expect(campaign.pullEvents()).toEqual([new CampaignApproved(campaign.id, OWNER, 'Clean Water for Kibera', MODERATOR, t1)]);
    });

    it('rejection hides it again and carries the reason', () => {
      const campaign = submitted();
      campaign.approve(MODERATOR, t0);
      campaign.reject(MODERATOR, t1, 'Not a charitable cause');
      expect(campaign.status).toBe('rejected');
      expect(campaign.isPublic()).toBe(false);
      expect(campaign.pullEvents().at(-1)).toEqual(
        new CampaignRejected(campaign.id, OWNER, 'Clean Water for Kibera', MODERATOR, 'Not a charitable cause', t1),
      );
    });

    it('a paused (inactive) approved campaign keeps its public page but takes no gifts', () => {
      const campaign = submitted();
      campaign.approve(MODERATOR, t0);
      campaign.deactivate(OWNER, t1);
      expect(campaign.isPublic()).toBe(true);
      expect(campaign.acceptsDonations(t1)).toBe(false);
      campaign.activate(OWNER, t1);
      expect(campaign.acceptsDonations(t1)).toBe(true);
    });
  });

  describe('removal', () => {
    it('by its owner records CampaignDeleted, not by a moderator', () => {
      const campaign = submitted();
      expect(campaign.remove(OWNER, t1, { byModerator: false, giftsReceived: 0 })).toBe('deleted');
      expect(campaign.pullEvents()).toEqual([new CampaignDeleted(campaign.id, 'Clean Water for Kibera', OWNER, false, t1)]);
    });

    it('by another member is refused, by a moderator allowed', () => {
      const campaign = submitted();
      expect(refusal(() => campaign.remove(STRANGER, t1, { byModerator: false, giftsReceived: 0 })).kind).toBe('forbidden');
      expect(campaign.remove(MODERATOR, t1, { byModerator: true, giftsReceived: 0 })).toBe('deleted');
      expect(campaign.pullEvents()).toEqual([new CampaignDeleted(campaign.id, 'Clean Water for Kibera', MODERATOR, true, t1)]);
    });
  });

  describe('removal of a campaign holding gifts', () => {
    function withGifts(): Campaign {
      const campaign = submitted();
      campaign.approve(MODERATOR, t0);
      campaign.pullEvents();
      return campaign;
    }

    it('archives it instead of deleting it, by its owner: not public, no gifts, CampaignArchived recorded', () => {
      const campaign = withGifts();
      expect(campaign.remove(OWNER, t1, { byModerator: false, giftsReceived: 2 })).toBe('archived');
      expect(campaign.isArchived).toBe(true);
      expect(campaign.archivedAt).toEqual(t1);
      expect(campaign.isPublic()).toBe(false);
      expect(campaign.acceptsDonations(t1)).toBe(false);
      expect(campaign.pullEvents()).toEqual([new CampaignArchived(campaign.id, 'Clean Water for Kibera', OWNER, false, t1)]);
    });

    it('archives it when a moderator removes it too, and a second removal changes nothing', () => {
      const campaign = withGifts();
      expect(campaign.remove(MODERATOR, t1, { byModerator: true, giftsReceived: 1 })).toBe('archived');
      expect(campaign.remove(MODERATOR, new Date('2026-11-25T00:00:00Z'), { byModerator: true, giftsReceived: 1 })).toBe('archived');
      expect(campaign.pullEvents()).toEqual([new CampaignArchived(campaign.id, 'Clean Water for Kibera', MODERATOR, true, t1)]);
    });

    it('an archived campaign is never deleted later, nor edited, nor switched back on', () => {
      const campaign = withGifts();
      campaign.remove(OWNER, t1, { byModerator: false, giftsReceived: 1 });
      expect(campaign.remove(OWNER, t1, { byModerator: false, giftsReceived: 0 })).toBe('archived');
      expect(refusal(() => campaign.edit(OWNER, { title: CampaignTitle.of('Back From The Archive') }, t1)).code).toBe('campaign_archived');
      expect(refusal(() => campaign.activate(OWNER, t1)).code).toBe('campaign_archived');
      expect(Campaign.restore(campaign.toState()).isArchived).toBe(true);
    });
  });

  describe('edits of an approved campaign wait for review', () => {
    function approved(): Campaign {
      const campaign = submitted();
      campaign.approve(MODERATOR, t0);
      campaign.pullEvents();
      return campaign;
    }
    const t2 = new Date('2026-11-24T12:00:00Z');

    it('keep the approved content public and hold the edit as the pending revision', () => {
      const campaign = approved();
      campaign.edit(OWNER, { title: CampaignTitle.of('URGENT wire money to my account'), goal: Goal.of(Money.ofCents(9_000_000_00)) }, t1);
      expect(campaign.title).toBe('Clean Water for Kibera');
      expect(campaign.goal.cents).toBe(500_000);
      expect(campaign.isPublic()).toBe(true);
      expect(campaign.pendingRevision).toMatchObject({ title: 'URGENT wire money to my account', goalCents: 9_000_000_00, description: 'Bring clean, safe drinking water to 400 families.', submittedAt: t1 });
      expect(campaign.pullEvents()).toEqual([new CampaignRevisionSubmitted(campaign.id, OWNER, 'URGENT wire money to my account', ['title', 'goal'], t1)]);
    });

    it('a second edit builds on the pending one', () => {
      const campaign = approved();
      campaign.edit(OWNER, { title: CampaignTitle.of('Clean Water for Kibera 2027') }, t1);
      campaign.edit(OWNER, { image: null }, t2);
      expect(campaign.pendingRevision).toMatchObject({ title: 'Clean Water for Kibera 2027', image: null, submittedAt: t2 });
      expect(campaign.image).toBe('/uploads/water.jpg');
    });

    it('approval of the revision makes it the public content; rejection drops it', () => {
      const campaign = approved();
      campaign.edit(OWNER, { title: CampaignTitle.of('Clean Water for Kibera 2027') }, t1);
      campaign.pullEvents();
      campaign.approveRevision(MODERATOR, t2);
      expect(campaign.title).toBe('Clean Water for Kibera 2027');
      expect(campaign.pendingRevision).toBeNull();
      expect(campaign.pullEvents()).toEqual([new CampaignRevisionApproved(campaign.id, OWNER, 'Clean Water for Kibera 2027', MODERATOR, t2)]);

      campaign.edit(OWNER, { title: CampaignTitle.of('URGENT wire money to my account') }, t2);
      campaign.rejectRevision(MODERATOR, t2, 'Misleading');
      expect(campaign.title).toBe('Clean Water for Kibera 2027');
      expect(campaign.pendingRevision).toBeNull();
      expect(campaign.status).toBe('approved');
      expect(campaign.pullEvents().at(-1)).toEqual(new CampaignRevisionRejected(campaign.id, OWNER, 'Clean Water for Kibera 2027', MODERATOR, 'Misleading', t2));
      campaign.approveRevision(MODERATOR, t2);
      expect(campaign.pullEvents()).toEqual([]);
    });

    it("keeps the moderator's latest rejection for its owner until a later decision or edit supersedes it", () => {
      const t3 = new Date('2026-11-24T13:00:00Z');
      const campaign = approved();
      expect(campaign.lastRejection).toBeNull();
      campaign.edit(OWNER, { title: CampaignTitle.of('URGENT wire money to my account') }, t1);
      campaign.rejectRevision(MODERATOR, t2, 'Misleading title');
      expect(campaign.lastRejection).toEqual({ of: 'edit', reason: 'Misleading title', at: t2 });
      expect(Campaign.restore(campaign.toState()).lastRejection).toEqual({ of: 'edit', reason: 'Misleading title', at: t2 });
      campaign.edit(OWNER, { title: CampaignTitle.of('Clean Water for Kibera 2027') }, t3); // a new edit, waiting for its own review
      expect(campaign.lastRejection).toBeNull();
      campaign.approveRevision(MODERATOR, t3);
      expect(campaign.lastRejection).toBeNull();

      campaign.reject(MODERATOR, t3, 'Please add a budget.');
      expect(campaign.lastRejection).toEqual({ of: 'campaign', reason: 'Please add a budget.', at: t3 });
      campaign.edit(OWNER, { title: CampaignTitle.of('Clean Water for Kibera Now') }, t3); // still rejected: the reason stays
      expect(campaign.lastRejection?.of).toBe('campaign');
      campaign.approve(MODERATOR, t3);
      expect(campaign.lastRejection).toBeNull();
    });

    it('a decision on an edit decides only the edit the moderator saw: a newer edit waits for its own review', () => {
      const campaign = approved();
      campaign.edit(OWNER, { title: CampaignTitle.of('Clean Water for Kibera 2027') }, t1);
      campaign.edit(OWNER, { title: CampaignTitle.of('URGENT wire money to my account') }, t2); // after the moderator looked
      campaign.approveRevision(MODERATOR, t2, t1);
      expect(campaign.title).toBe('Clean Water for Kibera');
      expect(campaign.pendingRevision).toMatchObject({ title: 'URGENT wire money to my account', submittedAt: t2 });
      campaign.rejectRevision(MODERATOR, t2, 'stale', t1);
      expect(campaign.pendingRevision).not.toBeNull();
      campaign.approveRevision(MODERATOR, t2, t2);
      expect(campaign.title).toBe('URGENT wire money to my account');
    });

    it('rejecting the whole campaign makes a waiting edit its content (nothing is public any more)', () => {
      const campaign = approved();
      campaign.edit(OWNER, { title: CampaignTitle.of('Clean Water for Kibera 2027') }, t1);
      campaign.reject(MODERATOR, t2);
      expect(campaign).toMatchObject({ status: 'rejected', title: 'Clean Water for Kibera 2027', pendingRevision: null });
    });

    it('switching it off and on is not content: it applies at once', () => {
      const campaign = approved();
      campaign.deactivate(OWNER, t1);
      expect(campaign.isActive).toBe(false);
      expect(campaign.pendingRevision).toBeNull();
    });

    it('edits of a pending or rejected campaign apply at once (they are not public)', () => {
      const campaign = submitted();
      campaign.approve(MODERATOR, t0);
      campaign.reject(MODERATOR, t0);
      campaign.edit(OWNER, { title: CampaignTitle.of('Clean Water for Kibera Now') }, t1);
      expect(campaign.title).toBe('Clean Water for Kibera Now');
      expect(campaign.pendingRevision).toBeNull();
    });
  });

  it('decides what a gift does to the figures (applied by one atomic UPDATE elsewhere), refuses a negative one, and records the credit applied', () => {
    const campaign = submitted();
    const change = Campaign.credit(campaign.id, Money.ofCents(50_00), t1);
    expect(change).toEqual({ kind: 'gift-credited', campaignId: campaign.id, cents: 50_00, at: t1 });
    expect(refusal(() => Campaign.credit(campaign.id, Money.ofCents(-1), t1)).code).toBe('negative_gift');
    expect(Campaign.refund(campaign.id, Money.ofCents(20_00))).toEqual({ kind: 'gift-refunded', campaignId: campaign.id, cents: 20_00 });
    expect(Campaign.giftStarted(campaign.id, t1)).toEqual({ kind: 'gift-started', campaignId: campaign.id, at: t1 });
    if (change.kind === 'gift-credited') campaign.credited(change);
    expect(campaign.pullEvents()).toEqual([new CampaignCredited(campaign.id, 50_00, t1)]);
    expect(Object.keys(campaign.toState())).not.toContain('currentAmountCents');
  });

  it('takes gifts while public and before its end date', () => {
    const campaign = submitted({ endDate: EndDate.after(new Date('2026-11-30T00:00:00Z'), t0) });
    expect(campaign.acceptsDonations(t1)).toBe(false);
    campaign.approve(MODERATOR, t1);
    expect(campaign.acceptsDonations(t1)).toBe(true);
    expect(campaign.hasEnded(new Date('2026-11-30T00:00:00Z'))).toBe(true);
    expect(campaign.acceptsDonations(new Date('2026-11-30T00:00:00Z'))).toBe(false);
    expect(submitted({ endDate: null }).hasEnded(new Date('2100-01-01'))).toBe(false);
  });
});
