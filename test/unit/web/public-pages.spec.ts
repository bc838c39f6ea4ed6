import { describe, expect, it } from '@jest/globals';
import { excerpt, PublicPages, uploadSrcSet } from '../../../src/modules/web/application/public-pages.service.js';
import type { PublicCampaign, PublicCatalog } from '../../../src/modules/web/application/public-catalog.port.js';
import type { PublicOrganization, PublicOrganizations } from '../../../src/modules/web/application/public-organizations.port.js';

const choir: PublicCampaign = {
  slug: 'youth-choir',
  title: 'Youth Choir Trip',
  description: 'Twenty-two young singers have been invited to lead worship. '.repeat(5),
  image: '/uploads/abc-123.jpg',
  updatedAt: new Date('2026-11-20T10:00:00Z'),
};

const catalog: PublicCatalog = {
  campaign: async (slug) => (slug === choir.slug ? choir : null),
  liveCampaigns: async (limit) => [choir].slice(0, limit ?? 1),
};

const graceChapel: PublicOrganization = { slug: 'grace-chapel', name: 'Grace Chapel', kind: 'church', city: 'Nashville', state: 'TN', logoUrl: null };
/** Only verified organizations are public: the adapter answers null for the others, as for unknown ones. */
const organizations: PublicOrganizations = { organization: async (slug) => (slug === graceChapel.slug ? graceChapel : null) };

describe('PublicPages: what the server says about a page before any script runs', () => {
  const pages = new PublicPages(catalog, organizations);

  it('a live campaign has its own title, a 160-character excerpt at a word, its picture and its preload', async () => {
    const page = await pages.describe('/donate/youth-choir', true);
    expect(page).toMatchObject({ status: 200, title: 'Youth Choir Trip | Faith Collective', type: 'article', canonicalPath: '/donate/youth-choir', index: true });
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.description.endsWith('…')).toBe(true);
    expect(choir.description.startsWith(page.description.slice(0, -1))).toBe(true);
    expect(page.image).toBe('/uploads/abc-123.jpg?w=1200');
    expect(page.preload?.srcset).toBe('/uploads/abc-123.jpg?w=480 480w, /uploads/abc-123.jpg?w=800 800w, /uploads/abc-123.jpg?w=1200 1200w');
  });

  it('a campaign the public cannot see, an unknown path: 404, never indexed', async () => {
    await expect(pages.describe('/donate/nobody-knows', true)).resolves.toMatchObject({ status: 404, title: 'Campaign Not Found | Faith Collective', index: false });
    await expect(pages.describe('/no/such/page', false)).resolves.toMatchObject({ status: 404, index: false, canonicalPath: null });
    await expect(pages.describe('/donate/%E0%A4%A', true)).resolves.toMatchObject({ status: 404 });
  });

  it('/donate/create and /donate/success are screens, not campaigns; private screens are not indexed', async () => {
    await expect(pages.describe('/donate/create', true)).resolves.toMatchObject({ status: 200, index: false });
    await expect(pages.describe('/profile', true)).resolves.toMatchObject({ status: 200, index: false, canonicalPath: null });
    await expect(pages.describe('/business/', true)).resolves.toMatchObject({ status: 200, canonicalPath: '/business', index: true });
  });

  it('/donate shows the first live campaigns and preloads the first one\'s picture', async () => {
    const page = await pages.describe('/donate', true);
    expect(page.shell).toMatchObject({ kind: 'campaigns', campaigns: [{ title: 'Youth Choir Trip' }] });
    expect(page.preload?.href).toBe('/uploads/abc-123.jpg');
  });

  it('a verified organization has its own title and description on its page and its giving page; others get the 404', async () => {
    const page = await pages.describe('/o/grace-chapel', true);
    expect(page).toMatchObject({ status: 200, title: 'Grace Chapel | Faith Collective', canonicalPath: '/o/grace-chapel', index: true });
    expect(page.description).toBe('Give to Grace Chapel, a church in Nashville, TN, on Faith Collective: choose a fund and give online.');
    await expect(pages.describe('/o/grace-chapel/give', true)).resolves.toMatchObject({ status: 200, title: 'Give to Grace Chapel | Faith Collective', canonicalPath: '/o/grace-chapel/give' });
    await expect(pages.describe('/o/pending-church', true)).resolves.toMatchObject({ status: 404, title: 'Page not found | Faith Collective', index: false });
    await expect(pages.describe('/o/%E0%A4%A', true)).resolves.toMatchObject({ status: 404 });
    // The kiosk, the embeddable form and the poster are screens for the team's devices: not indexed.
    await expect(pages.describe('/o/grace-chapel/kiosk', true)).resolves.toMatchObject({ status: 200, index: false, canonicalPath: null });
  });

  it('excerpt and srcset helpers', () => {
    expect(excerpt('  short   text ')).toBe('short text');
    expect(excerpt('word '.repeat(50)).length).toBeLessThanOrEqual(160);
    expect(uploadSrcSet('https://example.org/a.jpg')).toBeNull();
    expect(uploadSrcSet('/uploads/clip.mp4')).toBeNull();
    expect(uploadSrcSet('/uploads/a.png')).toContain('/uploads/a.png?w=800 800w');
  });
});
