import { describe, expect, it } from '@jest/globals';
import { channelHandle, platformUsername, youtubeVideoId } from '../../../src/modules/creator-hub/application/platform-input.rules.js';
import { isPlatformChoice, isProfileUrl, isSubscriberCount } from '../../../src/modules/creator-hub/domain/platform-entry.value-object.js';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=FcGrcNotes1', 'FcGrcNotes1'],
    ['https://youtu.be/FcGrcNotes1', 'FcGrcNotes1'],
    ['https://youtu.be/FcGrcNotes1/extra', 'FcGrcNotes1'],
    ['  https://m.youtube.com/watch?v=FcGrcNotes1&t=42  ', 'FcGrcNotes1'],
    ['https://music.youtube.com/watch?v=FcGrcNotes1', 'FcGrcNotes1'],
    ['https://www.youtube.com/shorts/FcGrcNotes1', 'FcGrcNotes1'],
    ['https://www.youtube-nocookie.com/embed/FcGrcNotes1', 'FcGrcNotes1'],
    ['http://youtube.com/live/FcGrcNotes1', 'FcGrcNotes1'],
  ])('finds the id in %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    'https://vimeo.com/123',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/@gracenotesworship',
    'ftp://youtu.be/FcGrcNotes1',
    'https://youtube.com.evil.example/watch?v=FcGrcNotes1',
    'not a url',
    '',
  ])('finds none in %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe('channel handles and usernames', () => {
  it('takes a handle with or without the @ and refuses spaces and short ones', () => {
    expect(channelHandle(' @gracenotesworship ')).toBe('gracenotesworship');
    expect(channelHandle('Grace.Notes-1')).toBe('Grace.Notes-1');
    expect(channelHandle('no spaces allowed')).toBeNull();
    expect(channelHandle('@ab')).toBeNull();
    expect(channelHandle('a'.repeat(31))).toBeNull();
  });

  it('lower-cases usernames and refuses dashes, empty and over-long ones', () => {
    expect(platformUsername('@DailyBreadPages')).toBe('dailybreadpages');
    expect(platformUsername('hope.in_motion')).toBe('hope.in_motion');
    expect(platformUsername('hope-in-motion')).toBeNull();
    expect(platformUsername('')).toBeNull();
    expect(platformUsername('a'.repeat(31))).toBeNull();
  });
});

describe('platform entry rules', () => {
  it('knows the nine platform choices and nothing else', () => {
    for (const choice of ['youtube', 'instagram', 'tiktok', 'twitter', 'twitch', 'facebook', 'podcast', 'blog', 'other']) {
      expect(isPlatformChoice(choice)).toBe(true);
    }
    for (const other of ['myspace', 'YouTube', '', 'toString', '__proto__']) expect(isPlatformChoice(other)).toBe(false);
  });

  it('takes http(s) profile URLs with a dotted host, up to 500 characters', () => {
    expect(isProfileUrl('https://www.youtube.com/@x')).toBe(true);
    expect(isProfileUrl('http://example.org')).toBe(true);
    expect(isProfileUrl('https://localhost/x')).toBe(false);
    expect(isProfileUrl('mailto:hope@example.org')).toBe(false);
    expect(isProfileUrl('https://user:pw@example.org')).toBe(false);
    expect(isProfileUrl(`https://example.org/${'a'.repeat(480)}`)).toBe(true);
    expect(isProfileUrl(`https://example.org/${'a'.repeat(481)}`)).toBe(false);
  });

  it('counts are whole numbers from 0', () => {
    expect(isSubscriberCount(0)).toBe(true);
    expect(isSubscriberCount(356000)).toBe(true);
    expect(isSubscriberCount(-1)).toBe(false);
    expect(isSubscriberCount(2.5)).toBe(false);
    expect(isSubscriberCount(Number.NaN)).toBe(false);
  });
});
