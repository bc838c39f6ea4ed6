import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { expectNoAxeViolations } from '../../support/axe.js';
import { type BrowserHarness, keepScreenshot, startBrowserHarness, waitForToast, watchFailedCalls } from '../../support/browser.js';
import { PNG_1X1 } from '../../support/files.js';

const ADMIN = { username: 'deacon_stephen', password: 'deacon-password-1', email: 'stephen@example.org' };
const TITLE = 'New Roof for Bethany Chapel';
const DESCRIPTION = 'Winter storms tore the shingles off our little chapel in Bethany. A new roof keeps the Sunday school dry.';


/** A member signed up through the API; the browser context keeps the session cookie. */
async function signUp(context: BrowserContext, username: string, firstName: string): Promise<void> {
  const res = await context.request.post('/api/register', {
    data: {
      username,
      password: `${username} password`,
      email: `${username}@example.org`,
      firstName,
      lastName: 'Tester',
      phone: '(615) 555-0123',
    },
  });
  expect(res.status()).toBe(201);
}

/**
 * A member starts a campaign with an uploaded image; it waits for review (banner, Pending review tag);
 * once an admin approves it a visitor finds it by search; another member can neither edit nor delete it.
 */
describe('fundraising in the browser', () => {
  let h: BrowserHarness;
  let admin: APIRequestContext;
  const campaign = { id: '', slug: '' };
  const imageDir = mkdtempSync(join(tmpdir(), 'fc-fundraising-'));
  const imagePath = join(imageDir, 'chapel.png');

  beforeAll(async () => {
    writeFileSync(imagePath, PNG_1X1);
    h = await startBrowserHarness({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email } });
    const { EnsureAdminAccount } = await import('../../../src/modules/identity/index.js');
    const adminAccount = h.t.config.admin!;
    await h.t.inContext(() => h.t.app.get(EnsureAdminAccount).execute(adminAccount));
    admin = (await h.newContext()).request;
    const login = await admin.post('/api/login', { data: { usernameOrEmail: ADMIN.username, password: ADMIN.password } });
    expect(login.status()).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
    rmSync(imageDir, { recursive: true, force: true });
  });

  it('a signed-out visitor is asked to sign in before creating a campaign', async () => {
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    await page.goto('/donate/create');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByText('You need to be logged in to create a campaign.').waitFor();
    expect(await page.getByRole('link', { name: 'Sign In to Continue' }).getAttribute('href')).toBe('/api/login');
    await context.close();
  });

  it('a member creates a campaign with an image upload and sees it waiting for review', async () => {
    const { page, context } = await h.newPage();
    await signUp(context, 'martha_bethany', 'Martha');
    await page.goto('/donate/create');
    await page.getByRole('heading', { name: 'Create a Campaign' }).waitFor();
    await expectNoAxeViolations(page);

    // Validation on submit, with the spec's messages; nothing typed is lost.
    await page.getByLabel('Campaign Title').fill('Roof');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Title must be at least 5 characters').waitFor();
    await page.getByText('Description must be at least 20 characters').waitFor();
    await page.getByText('Goal must be a positive number').waitFor();
    expect(await page.getByLabel('Campaign Title').inputValue()).toBe('Roof');

    await page.getByLabel('Campaign Title').fill(TITLE);
    await page.getByLabel('Goal Amount (USD)').fill('7500');
    await page.getByLabel('Description').fill(DESCRIPTION);
    await page.getByText('Recommended: 1200 x 675 pixels', { exact: false }).waitFor();
    // A file of the wrong type is refused in the browser, before any upload.
    await page.getByLabel('Main image file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Invalid file type: Please select a JPG, PNG, GIF or WebP image').waitFor();
    await page.getByLabel('Main image file').setInputFiles(imagePath);
    await page.getByText('chapel.png').waitFor();
    await page.getByRole('button', { name: 'Create Campaign' }).click();

    await page.getByText('Campaign Created!').waitFor();
    await page.getByText('Your campaign has been created successfully.').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/donate/new-roof-for-bethany-chapel'));
    campaign.slug = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page
      .getByText('Waiting for review: only you and our moderators can see this campaign until it is approved.')
      .waitFor();
    // The uploaded image is the campaign's picture (alt text = the title).
    const picture = page.getByAltText(TITLE, { exact: true }).first();
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/.+\.png$/);
    await page.getByText('$0.00').first().waitFor();
    await page.getByText('raised of $7,500.00 goal').first().waitFor();
    // Not live yet: no Donate Now, and the page says so once (issue 35: "Be the first to give" beside it).
    expect(await page.getByRole('link', { name: 'Donate Now' }).count()).toBe(0);
    await page.getByText('Not taking donations yet').first().waitFor();
    await page.getByText('No donations yet.', { exact: true }).waitFor();
    expect(await page.getByText('Be the first to give', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page);

    const detail = await context.request.get(`/api/campaigns/${campaign.slug}`);
    expect(detail.status()).toBe(200);
    campaign.id = (await detail.json()).id;

    await page.goto('/manage-campaigns');
    const card = page.getByRole('article', { name: TITLE });
    await card.waitFor();
    await card.getByText('Pending review').waitFor();
    expect(await card.getByRole('link', { name: /Edit Campaign/ }).getAttribute('href')).toBe(`/donate/edit/${campaign.id}`);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('once an admin approves it, a visitor finds it by search and opens its page', async () => {
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    // Before approval a visitor neither finds nor opens it.
    await page.goto('/donate?search=Bethany');
    await page.getByRole('heading', { name: 'No campaigns found' }).waitFor();
    await page.getByText('No results for "Bethany"').waitFor();
    await page.goto(`/donate/${campaign.slug}`);
    await page.getByRole('heading', { name: 'Campaign Not Found' }).waitFor();

    const approved = await admin.post(`/api/admin/campaigns/${campaign.id}/approve`);
    expect(approved.status()).toBe(200);

    await page.goto('/donate');
    await page.getByRole('heading', { name: 'Donation Campaigns' }).waitFor();
    await page.getByLabel('Search campaigns').fill('Bethany roof');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Bethany roof');
    const card = page.getByRole('article', { name: TITLE });
    await card.waitFor();
    await card.getByText('Winter storms tore the shingles off our little chapel in Bethany.', { exact: false }).waitFor();
    expect(await card.getByRole('link', { name: /Donate Now/ }).getAttribute('href')).toBe(`/donate/checkout/${campaign.id}`);
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL((url) => url.pathname === `/donate/${campaign.slug}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText(DESCRIPTION).waitFor();
    await page.getByText('Martha Tester').waitFor();
    await page.getByText('No donations yet. Be the first to give.').waitFor();
    expect(await page.getByText('Waiting for review', { exact: false }).count()).toBe(0);
    // On a phone Donate Now stays reachable in the bar at the bottom of the screen.
    const donate = page.getByRole('region', { name: 'Donate to this campaign' }).getByRole('link', { name: 'Donate Now' });
    expect(await donate.getAttribute('href')).toBe(`/donate/checkout/${campaign.id}`);
    expect(await donate.isVisible()).toBe(true);
    await context.close();
  });

  it('another member can neither edit nor delete it', async () => {
    const { page, context } = await h.newPage();
    await signUp(context, 'simon_magus', 'Simon');

    await page.goto(`/donate/edit/${campaign.id}`);
    await page.getByRole('heading', { name: 'Campaign Not Found' }).waitFor();
    await page.getByText("This campaign was not found or you don't have permission to edit it.").waitFor();
    expect(await page.getByRole('link', { name: 'Back to My Campaigns' }).getAttribute('href')).toBe('/manage-campaigns');
    expect(await page.getByLabel('Campaign Title').count()).toBe(0);

    const put = await context.request.put(`/api/campaigns/${campaign.id}`, { data: { title: 'A title that is not theirs' } });
    expect(put.status()).toBe(403);
    const del = await context.request.delete(`/api/campaigns/${campaign.id}`);
    expect(del.status()).toBe(403);

    // The campaign is unchanged and still live.
    await page.goto(`/donate/${campaign.slug}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await context.close();
  });

  // Issue 35: "Save" kept its promise nowhere. Saved on this device, the campaign is listed in Profile > Saved and its
  // card's heart shows it; the heart saves and unsaves it too.
  it('a member saves the campaign on its page: its card shows a filled heart, Profile > Saved lists it, and the heart unsaves it', async () => {
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    await signUp(context, 'lydia_saves', 'Lydia');
    const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`/donate/${campaign.slug}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('We saved this campaign on this device.').waitFor();
    await expect(page.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');

    // Profile > Saved lists it, with its own heart pressed.
    await page.goto('/profile?tab=saved');
    const saved = page.getByRole('tabpanel', { name: 'Saved' });
    await saved.getByText('Campaigns you saved on this device.').waitFor();
    const savedCard = saved.getByRole('article', { name: TITLE });
    await savedCard.waitFor();
    await expect(savedCard.getByRole('button', { name: `Save ${TITLE}` }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await savedCard.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(`/donate/${campaign.slug}`);
    expect(await noOverflow()).toBe(true);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'profile-saved-390', { fullPage: true });

    // The card in the list of campaigns shows it saved; its heart unsaves it, and the profile list empties.
    await page.goto('/donate');
    const card = page.getByRole('article', { name: TITLE });
    const heart = card.getByRole('button', { name: `Save ${TITLE}` });
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');
    await heart.click();
    await page.getByText('This campaign is no longer saved on this device.').waitFor();
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false');
    expect(await noOverflow()).toBe(true);
    await expectNoAxeViolations(page);
    await page.goto('/profile?tab=saved');
    await page.getByRole('tabpanel', { name: 'Saved' }).getByText('You have not saved any campaigns on this device yet.').waitFor();

    // Saved from the card's heart, the campaign's page says Saved.
    await page.goto('/donate');
    await heart.click();
    await page.getByText('We saved this campaign on this device.').waitFor();
    await page.goto(`/donate/${campaign.slug}`);
    await expect(page.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await context.close();
  });

  // Issue 12: a moderated page never changes without a moderator; a campaign holding gifts is archived, not deleted.
  const EDITED_TITLE = 'New Roof and Gutters for Bethany Chapel';

  async function signInAsOwner(context: BrowserContext): Promise<void> {
    const res = await context.request.post('/api/login', { data: { usernameOrEmail: 'martha_bethany', password: 'martha_bethany password' } });
    expect(res.status()).toBe(200);
  }

  it('the owner edits the approved campaign: the edit waits for review while the page keeps the approved version', async () => {
    const { page, context } = await h.newPage();
    await signInAsOwner(context);
    await page.goto(`/donate/edit/${campaign.id}`);
    await page.getByText('Changes to an approved campaign are reviewed before they appear publicly.').waitFor();
    await page.getByLabel('Campaign Title').fill(EDITED_TITLE);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Edit Waiting for Review').waitFor();
    await page.getByText('Your changes were saved and are waiting for review.', { exact: false }).waitFor();
    await page.waitForURL((url) => url.pathname === '/manage-campaigns');
    const card = page.getByRole('article', { name: TITLE });
    await card.getByText('Edit pending review').waitFor();
    await expectNoAxeViolations(page);

    // The public still sees the approved version; the edit goes public once an admin approves it.
    const visitor = await h.newPage();
    await visitor.page.goto(`/donate/${campaign.slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await visitor.page.getByText(EDITED_TITLE).count()).toBe(0);
    const approved = await admin.post(`/api/admin/campaigns/${campaign.id}/approve`);
    expect(approved.status()).toBe(200);
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { level: 1, name: EDITED_TITLE }).waitFor();
    await visitor.context.close();
    await context.close();
  });

  it('the owner deletes it after a gift: it is archived, kept in Manage Campaigns, and its page says it was closed', async () => {
    const giver = await h.newPage();
    const intent = await giver.context.request.post('/api/donations/create-payment-intent', {
      data: { campaignId: campaign.id, amount: 25, guestInfo: { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org' } },
    });
    expect(intent.status()).toBe(200);
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const confirm = await giver.context.request.post('/api/payments/sandbox/confirm', { data: { clientSecret, cardNumber: '4242424242424242' } });
    expect(confirm.status()).toBe(200);

    const { page, context } = await h.newPage();
    await signInAsOwner(context);
    await page.goto('/manage-campaigns');
    await page.getByRole('button', { name: `Actions for ${EDITED_TITLE}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByText('has received donations, so it will be archived instead of deleted', { exact: false }).waitFor();
    const calls = watchFailedCalls(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'Campaign Archived', calls);
    await page.getByText('so it was archived instead of deleted', { exact: false }).first().waitFor();
    await page.getByRole('tab', { name: 'Inactive Campaigns' }).click();
    const card = page.getByRole('article', { name: EDITED_TITLE });
    await card.getByText('Archived', { exact: true }).first().waitFor();
    expect(await card.getByRole('link', { name: /Edit Campaign/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await giver.page.goto(`/donate/${campaign.slug}`);
    await giver.page.getByRole('heading', { name: 'Campaign Closed' }).waitFor();
    await giver.page.getByText('This campaign has been closed and archived. It no longer accepts donations.').waitFor();
    await giver.page.goto('/donate');
    await giver.page.getByRole('heading', { name: 'Donation Campaigns' }).waitFor();
    expect(await giver.page.getByRole('article', { name: EDITED_TITLE }).count()).toBe(0);
    await giver.context.close();
    await context.close();
  });
});
