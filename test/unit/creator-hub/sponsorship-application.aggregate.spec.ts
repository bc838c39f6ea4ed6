import { describe, expect, it } from '@jest/globals';
import { SponsorshipApplication, type SubmitApplication } from '../../../src/modules/creator-hub/domain/sponsorship-application.aggregate.js';
import {
  SponsorshipApplied,
  SponsorshipApproved,
  SponsorshipRejected,
} from '../../../src/modules/creator-hub/domain/sponsorship-application.events.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';

const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-11-23T09:30:00Z');
const applicant = '0b6f1c52-6f8e-4f55-9d3c-2f6b8c7d1e01';
const moderator = '9a1e2d3c-4b5a-4c6d-8e7f-001122334455';

const valid: SubmitApplication = {
  applicantId: applicant,
  name: ' Hope in Motion ',
  email: ' Hope@Example.org ',
  platforms: [
    { platform: 'TikTok', profileUrl: 'https://www.tiktok.com/@hopeinmotion', subscriberCount: 356000 },
    { platform: 'youtube', profileUrl: ' https://www.youtube.com/@hopeinmotion ', subscriberCount: null },
  ],
  content: 'Short films about churches serving their cities.',
  audience: '  ',
  message: 'We want to tell more stories of congregations serving their neighbours.',
};

function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function submitted(): SponsorshipApplication {
  const application = SponsorshipApplication.submit(valid, now);
  application.pullEvents();
  return application;
}

describe('SponsorshipApplication.submit', () => {
  it('keeps the trimmed fields, a lower-cased email, normalised platform rows and no empty audience; pending', () => {
    const application = SponsorshipApplication.submit(valid, now);
    expect(application.toState()).toEqual({
      id: application.id,
      applicantId: applicant,
      name: 'Hope in Motion',
      email: 'hope@example.org',
      platforms: [
        { platform: 'tiktok', profileUrl: 'https://www.tiktok.com/@hopeinmotion', subscriberCount: 356000 },
        { platform: 'youtube', profileUrl: 'https://www.youtube.com/@hopeinmotion', subscriberCount: null },
      ],
      content: 'Short films about churches serving their cities.',
      audience: null,
      message: 'We want to tell more stories of congregations serving their neighbours.',
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      createdAt: now,
    });
    expect(application.isDecided).toBe(false);
  });

  it('records SponsorshipApplied once', () => {
    const application = SponsorshipApplication.submit(valid, now);
    const events = application.pullEvents();
    expect(events).toEqual([new SponsorshipApplied(application.id, applicant, 'Hope in Motion', now)]);
    expect(events[0]).toBeInstanceOf(SponsorshipApplied);
    expect(application.pullEvents()).toEqual([]);
  });

  it.each<[string, Partial<SubmitApplication>, string, string]>([
    ['no platform', { platforms: [] }, 'platforms', 'Please add at least one platform'],
    [
      'eleven platforms',
      { platforms: Array.from({ length: 11 }, () => ({ platform: 'blog', profileUrl: 'https://example.org', subscriberCount: null })) },
      'platforms',
      'You can list at most 10 platforms',
    ],
    ['an unknown platform', { platforms: [{ platform: 'myspace', profileUrl: 'https://myspace.com/x', subscriberCount: null }] }, 'platforms.0.platform', 'Please select a platform'],
    ['an empty platform', { platforms: [{ platform: '', profileUrl: 'https://myspace.com/x', subscriberCount: null }] }, 'platforms.0.platform', 'Please select a platform'],
    ['a profile that is not a URL', { platforms: [{ platform: 'youtube', profileUrl: 'not a url', subscriberCount: null }] }, 'platforms.0.profileUrl', 'Please provide a valid profile URL'],
    ['a javascript: profile', { platforms: [{ platform: 'youtube', profileUrl: 'javascript:alert(1)', subscriberCount: null }] }, 'platforms.0.profileUrl', 'Please provide a valid profile URL'],
    ['a host without a dot', { platforms: [{ platform: 'youtube', profileUrl: 'https://localhost/me', subscriberCount: null }] }, 'platforms.0.profileUrl', 'Please provide a valid profile URL'],
    [
      'a profile URL over 500 characters',
      { platforms: [{ platform: 'blog', profileUrl: `https://example.org/${'a'.repeat(490)}`, subscriberCount: null }] },
      'platforms.0.profileUrl',
      'Please provide a valid profile URL',
    ],
    [
      'a negative count on the second row',
      { platforms: [valid.platforms[0], { platform: 'youtube', profileUrl: 'https://youtube.com/@x', subscriberCount: -1 }] },
      'platforms.1.subscriberCount',
      'Subscriber count must be 0 or greater',
    ],
    ['a fractional count', { platforms: [{ platform: 'youtube', profileUrl: 'https://youtube.com/@x', subscriberCount: 1.5 }] }, 'platforms.0.subscriberCount', 'Subscriber count must be 0 or greater'],
    ['a one-letter name', { name: ' H ' }, 'name', 'Name must be at least 2 characters'],
    ['a name over 120 characters', { name: 'a'.repeat(121) }, 'name', 'This field can be at most 120 characters'],
    ['a bad email', { email: 'hope@' }, 'email', 'Please provide a valid email address'],
    ['an email with spaces', { email: 'hope @example.org' }, 'email', 'Please provide a valid email address'],
    ['short content', { content: 'Short' }, 'content', 'Please describe your content in at least 10 characters'],
    ['a short message', { message: 'Please sponsor us' }, 'message', "Please tell us more about why you're applying (at least 20 characters)"],
    ['a long audience', { audience: 'a'.repeat(2001) }, 'audience', 'This field can be at most 2000 characters'],
  ])("refuses %s with the spec's message", (_, change, field, message) => {
    const error = refusal(() => SponsorshipApplication.submit({ ...valid, ...change }, now));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe(message);
    expect(error.fieldErrors).toEqual({ [field]: [message] });
  });

  it('checks platforms before the other fields, as the spec lists them', () => {
    const error = refusal(() => SponsorshipApplication.submit({ ...valid, platforms: [], name: 'H', email: 'x' }, now));
    expect(error.message).toBe('Please add at least one platform');
  });

  it('accepts a count of 0 and the nine platform choices in any case', () => {
    const platforms = ['youtube', 'instagram', 'tiktok', 'twitter', 'twitch', 'facebook', 'podcast', 'blog', 'OTHER'].map((platform) => ({
      platform,
      profileUrl: 'http://example.org/me',
      subscriberCount: 0,
    }));
    const application = SponsorshipApplication.submit({ ...valid, platforms }, now);
    expect(application.platforms.map((p) => p.platform)).toEqual([
      'youtube', 'instagram', 'tiktok', 'twitter', 'twitch', 'facebook', 'podcast', 'blog', 'other',
    ]);
  });
});

describe('SponsorshipApplication decisions', () => {
  it('approve(by, at) records who and when, and SponsorshipApproved', () => {
    const application = submitted();
    application.approve(moderator, later);
    expect(application.status).toBe('approved');
    expect(application.reviewedBy).toBe(moderator);
    expect(application.reviewedAt).toEqual(later);
    expect(application.isDecided).toBe(true);
    expect(application.pullEvents()).toEqual([new SponsorshipApproved(application.id, applicant, moderator, later)]);
  });

  it('reject(by, at, reason) records SponsorshipRejected with the reason (none when blank)', () => {
    const withReason = submitted();
    withReason.reject(moderator, later, ' Not a fit for this season ');
    expect(withReason.status).toBe('rejected');
    expect(withReason.pullEvents()).toEqual([
      new SponsorshipRejected(withReason.id, applicant, moderator, 'Not a fit for this season', later),
    ]);
    const without = submitted();
    without.reject(moderator, later);
    expect(without.pullEvents()).toEqual([new SponsorshipRejected(without.id, applicant, moderator, null, later)]);
  });

  it.each([
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const)('refuses a second decision after %s (409) and records nothing more', (first, status) => {
    const application = submitted();
    application[first](moderator, later);
    application.pullEvents();
    for (const second of [() => application.approve(moderator, now), () => application.reject(moderator, now, 'late')]) {
      const error = refusal(second);
      expect(error.kind).toBe('conflict');
      expect(error.code).toBe('application_already_reviewed');
      expect(error.message).toBe(`This application was already ${status}.`);
    }
    expect(application.status).toBe(status);
    expect(application.reviewedAt).toEqual(later);
    expect(application.pullEvents()).toEqual([]);
  });

  it('restores from its state and hands out copies only', () => {
    const original = submitted();
    const restored = SponsorshipApplication.restore(original.toState());
    expect(restored.toState()).toEqual(original.toState());
    expect(restored.pullEvents()).toEqual([]);
    const state = restored.toState();
    state.platforms[0].profileUrl = 'https://evil.example';
    state.status = 'approved';
    expect(restored.platforms[0].profileUrl).toBe('https://www.tiktok.com/@hopeinmotion');
    expect(restored.status).toBe('pending');
  });
});
