import { describe, expect, it } from '@jest/globals';
import { CampaignUpdate } from '../../../src/modules/fundraising/domain/campaign-update.aggregate.js';
import { CampaignUpdatePosted, CampaignUpdatePublished } from '../../../src/modules/fundraising/domain/campaign-update.events.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';

const at = new Date('2026-11-20T15:00:00Z');
const base = { campaignId: '6f1c1c1e-3b52-4c55-9f3b-3d5a7f1f2a10', authorId: '0b6a9e4e-8a57-4d7e-9d61-5e8c7c7a4b21', title: ' The freezer arrived! ', body: ' Forty families fed this week. ', image: null };

function refusal(work: () => unknown): { field: string; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { field: Object.keys(error.fieldErrors ?? {})[0], message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('CampaignUpdate', () => {
  it('posts trimmed news and records CampaignUpdatePosted with it', () => {
    const update = CampaignUpdate.post({ ...base, image: '/uploads/freezer.jpg' }, at);
    expect(update.toState()).toMatchObject({ title: 'The freezer arrived!', body: 'Forty families fed this week.', image: '/uploads/freezer.jpg', postedAt: at });
    const events = update.pullEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(CampaignUpdatePosted);
    expect(events[0]).toMatchObject({ updateId: update.id, campaignId: base.campaignId, title: 'The freezer arrived!', image: '/uploads/freezer.jpg' });
  });

  it('refuses a missing title or text, too long ones and an image that is neither an upload nor an https URL', () => {
    expect(refusal(() => CampaignUpdate.post({ ...base, title: '   ' }, at))).toEqual({ field: 'title', message: 'Please give your update a title' });
    expect(refusal(() => CampaignUpdate.post({ ...base, title: 'x'.repeat(121) }, at))).toEqual({ field: 'title', message: 'The title can be at most 120 characters' });
    expect(refusal(() => CampaignUpdate.post({ ...base, body: '' }, at))).toEqual({ field: 'body', message: 'Please write your update' });
    expect(refusal(() => CampaignUpdate.post({ ...base, body: 'x'.repeat(5001) }, at))).toEqual({ field: 'body', message: 'An update can be at most 5,000 characters' });
    expect(refusal(() => CampaignUpdate.post({ ...base, image: 'javascript:alert(1)' }, at))).toEqual({ field: 'image', message: 'Please use an uploaded file or a valid https URL' });
  });

  it('waits for review: approval publishes it once (CampaignUpdatePublished); a rejection keeps the reason and publishes nothing', () => {
    const update = CampaignUpdate.post(base, at);
    expect(update.status).toBe('pending');
    update.pullEvents();
    const later = new Date('2026-11-20T16:00:00Z');
    update.approve('9d7c0d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e', later);
    update.approve('9d7c0d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e', later);
    const events = update.pullEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(CampaignUpdatePublished);
    expect(events[0]).toMatchObject({ updateId: update.id, postedAt: at, occurredAt: later });
    update.reject('9d7c0d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e', later, 'Too late');
    expect(update.toState()).toMatchObject({ status: 'approved', rejectionReason: null });

    const rejected = CampaignUpdate.post(base, at);
    rejected.pullEvents();
    rejected.reject('9d7c0d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e', later, 'Asks for card numbers');
    expect(rejected.toState()).toMatchObject({ status: 'rejected', rejectionReason: 'Asks for card numbers', reviewedAt: later });
    expect(rejected.pullEvents()).toEqual([]);
  });

  it('a blank image is no image', () => {
    expect(CampaignUpdate.post({ ...base, image: '  ' }, at).toState().image).toBeNull();
  });
});
