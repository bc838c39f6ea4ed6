import { describe, expect, it } from '@jest/globals';
import { CampaignDescription } from '../../../src/modules/fundraising/domain/campaign-description.value-object.js';
import { AdditionalImages, MediaReference } from '../../../src/modules/fundraising/domain/campaign-media.value-object.js';
import { CampaignTitle } from '../../../src/modules/fundraising/domain/campaign-title.value-object.js';
import { EndDate } from '../../../src/modules/fundraising/domain/end-date.value-object.js';
import { Goal } from '../../../src/modules/fundraising/domain/goal.value-object.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';
import { Money } from '../../../src/shared-kernel/domain/money.js';

function refusal(work: () => unknown): { field: string; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'validation') {
      return { field: Object.keys(error.fieldErrors ?? {})[0], message: error.message };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('CampaignTitle', () => {
  it('keeps 5 to 120 characters, trimmed', () => {
    expect(CampaignTitle.of('  Clean Water  ').value).toBe('Clean Water');
    expect(CampaignTitle.of('Water').value).toBe('Water');
    expect(CampaignTitle.of('x'.repeat(120)).value).toHaveLength(120);
  });

  it("refuses shorter and longer titles with the spec's words", () => {
    expect(refusal(() => CampaignTitle.of('   Wat  '))).toEqual({ field: 'title', message: 'Title must be at least 5 characters' });
    expect(refusal(() => CampaignTitle.of('x'.repeat(121)))).toEqual({ field: 'title', message: 'Title must be at most 120 characters' });
  });
});

describe('CampaignDescription', () => {
  it('keeps 20 to 10,000 characters, trimmed', () => {
    expect(CampaignDescription.of(` ${'d'.repeat(20)} `).value).toBe('d'.repeat(20));
    expect(refusal(() => CampaignDescription.of('d'.repeat(19)))).toEqual({ field: 'description', message: 'Description must be at least 20 characters' });
    expect(refusal(() => CampaignDescription.of('d'.repeat(10_001)))).toEqual({
      field: 'description',
      message: 'Description must be at most 10,000 characters',
    });
  });
});

describe('Goal', () => {
  it('is more than nothing and at most $10,000,000', () => {
    expect(Goal.of(Money.ofCents(1)).cents).toBe(1);
    expect(Goal.of(Money.ofCents(10_000_000_00)).amount.format()).toBe('$10,000,000.00');
    expect(refusal(() => Goal.of(Money.zero))).toEqual({ field: 'goal', message: 'Goal must be a positive number' });
    expect(refusal(() => Goal.of(Money.ofCents(-500)))).toEqual({ field: 'goal', message: 'Goal must be a positive number' });
    expect(refusal(() => Goal.of(Money.ofCents(10_000_000_01)))).toEqual({ field: 'goal', message: 'Goal must be at most $10,000,000' });
  });
});

describe('MediaReference', () => {
  it('takes an upload of this platform or an http(s) URL', () => {
    expect(MediaReference.of(' /uploads/photo-1.jpg ', 'image').value).toBe('/uploads/photo-1.jpg');
    expect(MediaReference.of('https://www.youtube.com/watch?v=abc', 'video').value).toBe('https://www.youtube.com/watch?v=abc');
  });

  it('refuses scripts, data, other schemes and paths outside uploads, naming the field', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://example.org/a.jpg', '//evil.example/a.jpg', '/uploads/../secret', '/etc/passwd']) {
      expect(refusal(() => MediaReference.of(bad, 'video'))).toEqual({ field: 'video', message: 'Please use an uploaded file or a valid https URL' });
    }
  });

  it('reads a blank or missing optional field as none', () => {
    expect(MediaReference.optional(null, 'image')).toBeNull();
    expect(MediaReference.optional('   ', 'image')).toBeNull();
    expect(MediaReference.optional('/uploads/a.png', 'image')?.value).toBe('/uploads/a.png');
  });
});

describe('AdditionalImages', () => {
  const pictures = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/p${i}.jpg`);

  it('holds at most ten pictures, blank rows dropped before counting', () => {
    expect(AdditionalImages.of(pictures(10)).values).toHaveLength(10);
    expect(AdditionalImages.of([...pictures(10), '', '  ']).values).toHaveLength(10);
    expect(refusal(() => AdditionalImages.of(pictures(11)))).toEqual({ field: 'additionalImages', message: 'You can add at most 10 additional images' });
    expect(AdditionalImages.none.values).toEqual([]);
  });

  it('refuses a picture that is not media, under additionalImages', () => {
    expect(refusal(() => AdditionalImages.of(['/uploads/a.jpg', 'javascript:x']))).toEqual({
      field: 'additionalImages',
      message: 'Please use an uploaded file or a valid https URL',
    });
  });
});

describe('EndDate', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('is a real moment after now', () => {
    expect(EndDate.after(new Date('2026-12-01T00:00:00Z'), now).value.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(refusal(() => EndDate.after(new Date('next tuesday'), now))).toEqual({ field: 'endDate', message: 'End date must be a valid date' });
    expect(refusal(() => EndDate.after(now, now))).toEqual({ field: 'endDate', message: 'End date must be in the future' });
    expect(refusal(() => EndDate.after(new Date('2001-01-01'), now))).toEqual({ field: 'endDate', message: 'End date must be in the future' });
  });
});
