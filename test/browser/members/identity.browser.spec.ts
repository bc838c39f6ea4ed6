import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../../support/axe.js';
import { type BrowserHarness, keepScreenshot, startBrowserHarness } from '../../support/browser.js';

/** A member signs up, out and in (by username and by email); an ADMIN_* admin sees the Admin Dashboard link. */
describe('identity in the browser', () => {
  let h: BrowserHarness;

  beforeAll(async () => {
    h = await startBrowserHarness({ env: { ADMIN_USERNAME: 'shepherd', ADMIN_PASSWORD: 'shepherd-password-1', ADMIN_EMAIL: 'shepherd@example.org' } });
    const { EnsureAdminAccount } = await import('../../../src/modules/identity/index.js');
    const admin = h.t.config.admin!;
    await h.t.inContext(() => h.t.app.get(EnsureAdminAccount).execute(admin));
  });
  afterAll(() => h?.close());

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: /Account menu for/ }).click();
  }

  async function signIn(page: Page, login: string, password: string) {
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Username or Email').fill(login);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  it('signs up, signs out, and signs in again by username and by email', async () => {
    const { page, context } = await h.newPage();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('Username', { exact: true }).fill('lydia_purple');
    await form.getByLabel('Password', { exact: true }).fill('seller of purple');
    await form.getByLabel('Confirm Password').fill('seller of purple');
    await form.getByLabel('First Name').fill('Lydia');
    await form.getByLabel('Last Name').fill('Thyatira');
    await form.getByLabel('Email', { exact: true }).fill('lydia@example.org');
    await form.getByLabel('Phone').fill('(615) 555-0199');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByText('Admin Dashboard').count()).toBe(0);

    await page.getByText('Log Out').click();
    await page.getByText('You have been successfully signed out.').waitFor();
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();

    await signIn(page, 'lydia_purple', 'seller of purple');
    await page.getByRole('button', { name: /Account menu for/ }).waitFor();
    await page.goto('/api/logout');
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();

    await signIn(page, 'lydia@example.org', 'seller of purple');
    await page.goto('/profile');
    await page.getByText('lydia@example.org').first().waitFor();
    await context.close();
  });

  it('shows the sign-up errors of the spec and keeps what was typed', async () => {
    const { page, context } = await h.newPage();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('Username', { exact: true }).fill('lydia_purple');
    await form.getByLabel('Password', { exact: true }).fill('one password');
    await form.getByLabel('Confirm Password').fill('another password');
    await form.getByLabel('Phone').fill('0123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match. Please try again.').waitFor();
    await expect(form.getByLabel('Username', { exact: true }).inputValue()).resolves.toBe('lydia_purple');
    await context.close();
  });

  it('a wrong password says Login failed with the server message', async () => {
    const { page, context } = await h.newPage();
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Username or Email').fill('lydia_purple');
    await form.getByLabel('Password', { exact: true }).fill('not the password');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid username or password').first().waitFor();
    await context.close();
  });

  it('the admin from ADMIN_* sees Admin Dashboard in the menu', async () => {
    const { page, context } = await h.newPage();
    await signIn(page, 'shepherd', 'shepherd-password-1');
    await openMenu(page);
    await page.getByText('Admin Dashboard').waitFor();
    await keepScreenshot(page, 'admin-menu');
    await context.close();
  });

  it("Create Campaign's Sign In to Continue comes back to Create Campaign after signing in (it went home)", async () => {
    const { page, context } = await h.newPage();
    await page.goto('/donate/create');
    await page.getByText('You need to be logged in to create a campaign.').waitFor();
    await page.getByRole('link', { name: 'Sign In to Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/donate/create');
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Username or Email').fill('lydia_purple');
    await form.getByLabel('Password', { exact: true }).fill('seller of purple');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/donate/create');
    await page.getByRole('button', { name: 'Create Campaign' }).waitFor();
    await context.close();
  });

  it('Profile → Developers: a member makes an API key (its secret shown once), it works as a Bearer key, and revoking it stops it at once', async () => {
    const { page, context } = await h.newPage();
    await signIn(page, 'shepherd', 'shepherd-password-1');
    await page.goto('/profile?tab=developers');
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByText('You have no API keys.').waitFor();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Please give the key a name (what it is for).', { exact: true }).waitFor();
    await page.getByLabel('Name').fill('Church management sync');
    await page.getByRole('checkbox', { name: 'Read your campaigns (campaigns:read)' }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Your new key "Church management sync"').waitFor();
    const secret = (await page.locator('.fc-dev__secret code').innerText()).trim();
    expect(secret).toMatch(/^fc_test_/);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'developers-new-key');

    const call = () => fetch(`${h.t.url}/api/user/campaigns`, { headers: { Authorization: `Bearer ${secret}` } });
    expect((await call()).status).toBe(200);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.getByText('Your new key "Church management sync"').waitFor({ state: 'detached' });
    expect(await page.getByText(secret).count()).toBe(0);
    // Back later: the list says when the key was last used.
    await page.reload();
    const list = page.getByRole('listitem').filter({ hasText: 'Church management sync' });
    await list.getByText(/last used/).waitFor();
    await list.getByRole('button', { name: 'Revoke the key Church management sync' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('You have no API keys.').waitFor();
    expect((await call()).status).toBe(401);
    await context.close();
  });

  it('reported no Content Security Policy violation on any page', () => {
    expect(h.cspViolations).toEqual([]);
  });
});
