import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { type BrowserHarness, keepScreenshot, settled, startBrowserHarness } from '../../support/browser.js';

/**
 * The creator hub from the offline sample catalogue (the featured creators come from the migration), a member's
 * sponsorship application with two platforms, and its status on the profile before and after an admin approves it.
 */
describe('creator hub and sponsorship in the browser', () => {
  let h: BrowserHarness;

  beforeAll(async () => {
    h = await startBrowserHarness({ env: { ADMIN_USERNAME: 'overseer', ADMIN_PASSWORD: 'overseer-password-1', ADMIN_EMAIL: 'overseer@example.org' } });
    const { EnsureAdminAccount } = await import('../../../src/modules/identity/index.js');
    const admin = h.t.config.admin!;
    await h.t.inContext(() => h.t.app.get(EnsureAdminAccount).execute(admin));
  });
  afterAll(() => h?.close());

  async function register(request: APIRequestContext, username: string, firstName: string) {
    const response = await request.post('/api/register', {
      data: {
        username,
        email: `${username}@example.org`,
        password: 'a long passphrase',
        firstName,
        lastName: 'Creator',
        phone: '(615) 555-0150',
      },
    });
    expect(response.status()).toBe(201);
  }

  async function pickPlatform(page: Page, row: Locator, label: string) {
    await row.getByLabel('Platform', { exact: true }).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
  }

  it('renders the featured creators and content from the offline catalogue, marked as sample data', async () => {
    const { page, context } = await h.newPage();
    await page.goto('/sponsored-creators');
    await page.getByRole('heading', { level: 1, name: 'Sponsored Content Hub' }).waitFor();

    const creators = page.getByRole('list', { name: 'Featured creators' });
    for (const name of ['Grace Notes Worship', 'Daily Bread Pages', 'Hope in Motion']) {
      await creators.getByRole('heading', { name }).waitFor();
    }
    await expect(creators.getByRole('listitem').count()).resolves.toBe(3);
    await expect(creators.getByText('Sponsored', { exact: true }).count()).resolves.toBe(3);
    await page.getByText('Sample data', { exact: true }).first().waitFor();
    await page.getByText('Showing sample creator data: live platform data appears when the platforms are connected.').waitFor();

    // Channel card: subscribers abbreviated, description cut to 100 characters plus '...'.
    await creators.getByText('128.4K subscribers').waitFor();
    await creators.getByText('from a small church band in Tenn...').waitFor();
    // Photo-sharing card: verified mark and followers.
    await creators.getByRole('img', { name: 'Verified' }).waitFor();
    await creators.getByText('1.2M', { exact: true }).first().waitFor();

    // View Profile goes to /creator/{position}.
    const viewProfile = creators.getByRole('link', { name: 'View Profile' });
    await expect(viewProfile.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual([
      '/creator/1',
      '/creator/2',
      '/creator/3',
    ]);

    // Featured content: both videos, then the two short videos; images through the proxy.
    const sampleTitles = ['It Is Well (Acoustic Session) | Grace Notes Worship', 'Planting Seeds: Our Community Garden Story', 'Saturday at the food pantry', 'Clean water, full hearts'];
    for (const name of sampleTitles) await page.getByRole('heading', { name }).waitFor();
    const images = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(images.length).toBeGreaterThanOrEqual(7);
    for (const src of images) expect(src.startsWith('/api/proxy-image?url=')).toBe(true);

    // The sample creators and videos are made up: nothing on the page sends a visitor to a platform page that
    // does not exist (no video link, no Visit button); the cards say they are sample data.
    const outbound = () => page.locator('main a[href^="http"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await expect(outbound()).resolves.toEqual([]);
    for (const name of sampleTitles) await expect(page.getByRole('link', { name }).count()).resolves.toBe(0);
    await expect(creators.getByRole('link', { name: /^Visit / }).count()).resolves.toBe(0);
    await page.getByText('Recent videos from our sponsored creators. Sample videos are on no platform, so they do not open.').waitFor();
    await expect(page.getByText('Each opens on its platform in a new tab.', { exact: false }).count()).resolves.toBe(0);

    // A creator page (no outbound link either), and a friendly not-found for an unknown one.
    await viewProfile.first().click();
    await page.waitForURL((url) => url.pathname === '/creator/1');
    await page.getByRole('heading', { level: 1, name: 'Grace Notes Worship' }).waitFor();
    await page.getByRole('heading', { name: 'Featured Videos' }).waitFor();
    await page.getByRole('heading', { name: sampleTitles[0] }).waitFor();
    await expect(outbound()).resolves.toEqual([]);
    for (const n of [2, 3]) {
      await page.goto(`/creator/${n}`);
      await page.locator('main h1').waitFor();
      await page.getByText('Sample data', { exact: true }).first().waitFor();
      await settled(page);
      await expect(outbound()).resolves.toEqual([]);
    }
    await page.goto('/creator/7');
    await page.getByRole('heading', { name: 'Creator Not Found' }).waitFor();

    // Signed out, Apply for Sponsorship goes to /auth.
    await page.goto('/sponsored-creators');
    await page.getByRole('button', { name: 'Apply for Sponsorship' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });

  it('a member applies with two platforms and sees the status on the profile, approved after the admin review', async () => {
    const { page, context } = await h.newPage();
    await register(context.request, 'psalmist_anna', 'Anna');

    await page.goto('/sponsored-creators');
    await page.getByRole('button', { name: 'Apply for Sponsorship' }).click();
    await page.waitForURL((url) => url.pathname === '/sponsorship-application');
    await page.getByRole('heading', { name: 'Creator Sponsorship Application' }).waitFor();
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe('psalmist_anna@example.org');

    // The spec's messages before anything is sent.
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Name must be at least 2 characters').waitFor();
    await page.getByText('Please select a platform').waitFor();
    await page.getByText('Please provide a valid profile URL').waitFor();
    await page.getByText('Please describe your content in at least 10 characters').waitFor();
    await page.getByText("Please tell us more about why you're applying (at least 20 characters)").waitFor();
    // One row cannot be removed.
    await expect(page.getByRole('button', { name: /Remove platform/ }).count()).resolves.toBe(0);

    await page.getByLabel('Full Name').fill('Anna Creator');
    const first = page.getByRole('group', { name: 'Platform 1' });
    await pickPlatform(page, first, 'YouTube');
    await first.getByLabel('Profile URL').fill('https://www.youtube.com/@annasings');
    await first.getByLabel('Followers/Subscribers').fill('-5');
    await page.getByText('Subscriber count must be 0 or greater').waitFor();
    await first.getByLabel('Followers/Subscribers').fill('5400');

    await page.getByRole('button', { name: 'Add Another Platform' }).click();
    const second = page.getByRole('group', { name: 'Platform 2' });
    await pickPlatform(page, second, 'X (Twitter)');
    await second.getByLabel('Profile URL').fill('https://x.com/annasings');
    await expect(page.getByRole('button', { name: /Remove platform/ }).count()).resolves.toBe(2);

    await page.getByLabel('Content Description').fill('Psalms set to new melodies, with the stories behind them.');
    await page.getByLabel('Target Audience (optional)').fill('Young adults and worship teams');
    await page.getByLabel('Why do you want to join').fill('I want to write and record more songs for small churches.');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await page.getByText('Application Submitted').waitFor();
    await page.getByText("We'll review it and get back to you soon.").waitFor();
    await page.waitForURL((url) => url.pathname === '/profile');
    const status = page.getByRole('region', { name: 'Creator Sponsorship' });
    await status.getByText('Pending review').waitFor();
    await status.getByText('YouTube, X (Twitter)').waitFor();

    // The admin approves it through the API.
    const admin = await h.newContext();
    const login = await admin.request.post('/api/login', { data: { usernameOrEmail: 'overseer', password: 'overseer-password-1' } });
    expect(login.ok()).toBe(true);
    const pending = await admin.request.get('/api/admin/sponsorship-applications?status=pending');
    expect(pending.ok()).toBe(true);
    const applications = (await pending.json()) as Array<{ id: string; email: string; platforms: Array<{ platform: string; subscriberCount?: number | null }> }>;
    const application = applications.find((a) => a.email === 'psalmist_anna@example.org');
    expect(application?.platforms.map((p) => p.platform)).toEqual(['youtube', 'twitter']);
    expect(application?.platforms[0].subscriberCount).toBe(5400);
    const approve = await admin.request.post(`/api/admin/sponsorship-applications/${application!.id}/approve`);
    expect(approve.ok()).toBe(true);
    await admin.close();

    await page.reload();
    await page.getByRole('region', { name: 'Creator Sponsorship' }).getByText('Approved', { exact: true }).waitFor();
    await expect(page.getByRole('region', { name: 'Creator Sponsorship' }).getByText('Pending review').count()).resolves.toBe(0);
    await keepScreenshot(page, 'creators-profile-approved');

    // Featured on the hub, a real creator's Visit button goes to the profile the application gave, in a new
    // tab without opener (the sample catalogue has no data for it: its card says so and keeps the button).
    const featuring = await h.newContext();
    expect((await featuring.request.post('/api/login', { data: { usernameOrEmail: 'overseer', password: 'overseer-password-1' } })).ok()).toBe(true);
    expect((await featuring.request.post('/api/admin/featured-creators', { data: { applicationId: application!.id } })).status()).toBe(201);
    await featuring.close();
    await page.goto('/sponsored-creators');
    const featured = page.getByRole('list', { name: 'Featured creators' });
    const anna = featured.getByRole('article', { name: 'Anna Creator' });
    await anna.getByText('Unable to load creator data').waitFor();
    const visit = anna.getByRole('link', { name: /Visit YouTube Channel/ });
    await expect(visit.getAttribute('href')).resolves.toBe('https://www.youtube.com/@annasings');
    await expect(visit.getAttribute('target')).resolves.toBe('_blank');
    await expect(visit.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    // Hers is the only outbound link on the hub: the sample creators beside her have none.
    await featured.getByRole('heading', { name: 'Grace Notes Worship' }).waitFor();
    await expect(featured.getByRole('link', { name: /^Visit / }).count()).resolves.toBe(1);
    await context.close();
  });

  it('sends signed-out visitors from the application form to /auth', async () => {
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    await page.goto('/apply-sponsorship');
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });
});
