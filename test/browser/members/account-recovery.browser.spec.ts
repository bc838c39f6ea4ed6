import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { axeViolations } from '../../support/axe.js';
import { startBrowserHarness, type BrowserHarness } from '../../support/browser.js';
import { signUp } from '../../support/http.js';

const PASSWORD = 'a good long password';

/**
 * A member who forgot their password gets back in through the emailed link (the mail read from the .eml file
 * npm start writes without SMTP), and manages their account from Profile → Security (issue 14).
 */
describe('account recovery in the browser', () => {
  let h: BrowserHarness;

  beforeAll(async () => {
    h = await startBrowserHarness({ env: { MAIL_POLL_MS: '100' } });
  });
  afterAll(() => h?.close());

  /** The newest mail to this address whose subject matches, read from DATA_DIR/mail (waits for it). */
  async function mailTo(address: string, subject: RegExp): Promise<{ text: string }> {
    const dir = join(h.t.config.dataDir, 'mail');
    for (let i = 0; i < 100; i += 1) {
      if (existsSync(dir)) {
        for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse()) {
          const mail = await simpleParser(readFileSync(join(dir, file)));
          const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
          if (to.some((a) => a.address?.toLowerCase() === address.toLowerCase()) && subject.test(mail.subject ?? '')) return { text: mail.text ?? '' };
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail "${subject}" to ${address}`);
  }

  const linkFrom = (text: string, path: string) => {
    const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_%-]+`).exec(text);
    if (!match) throw new Error(`no ${path} link in ${text}`);
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  };

  it('forgot password → the mail → the link → a new password → signed in with it', async () => {
    const email = `ruth_${Date.now()}@example.org`;
    const member = await signUp(h.t, { firstName: 'Ruth', email });
    const { page, context } = await h.newPage({ width: 390, height: 844 });

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('Check your email').waitFor();

    const mail = await mailTo(email, /Reset your Faith Collective password/);
    await page.goto(linkFrom(mail.text, '/reset-password'));
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Password changed').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).last().click();

    await page.getByLabel('Username or Email').fill(member.user.username);
    await page.getByLabel('Password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.request.get('/api/user')).status()).toBe(200);

    // The link works once.
    await page.goto(linkFrom(mail.text, '/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('another new passphrase');
    await page.getByLabel('Confirm new password').fill('another new passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This password reset link has already been used. Please request a new one.').waitFor();
    await context.close();
  });

  it('an address the server refuses (a quoted name) is refused on the form, with no call: sign up and forgot password', async () => {
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) posts.push(new URL(request.url()).pathname);
    });

    await page.goto('/auth?tab=signup');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.locator('#signup_username').fill(`lydia_${Date.now()}`);
    await page.locator('#signup_password').fill(PASSWORD);
    await page.locator('#signup_confirmPassword').fill(PASSWORD);
    await page.locator('#signup_firstName').fill('Lydia');
    await page.locator('#signup_lastName').fill('Purple');
    await page.locator('#signup_email').fill('"lydia purple"@example.org');
    await page.locator('#signup_phone').fill('6155550142');
    await page.locator('#signup_phone').press('Enter');
    await page.locator('#signup_email_help').getByText('Please enter a valid email address').waitFor();

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('"ruth"@example.org');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.locator('.ant-form-item-explain-error').getByText('Please enter a valid email address').waitFor();
    expect(posts).toEqual([]);
    await context.close();
  });

  it('Profile → Security: verify the address from the welcome mail, change the password, close the account', async () => {
    const email = `naomi_${Date.now()}@example.org`;
    const member = await signUp(h.t, { firstName: 'Naomi', email });
    const { page, context } = await h.newPage({ width: 1280, height: 900 });
    await context.request.post('/api/login', { data: { usernameOrEmail: member.user.username, password: PASSWORD } });

    await page.goto('/profile?tab=security');
    await page.getByRole('heading', { name: 'Email address' }).waitFor();
    await page.getByText('Not verified').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const welcome = await mailTo(email, /Welcome to Faith Collective/);
    await page.goto(linkFrom(welcome.text, '/verify-email'));
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByText('Email address confirmed').waitFor();
    await page.goto('/profile?tab=security');
    await page.getByText('Verified', { exact: true }).waitFor();

    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your current password is not correct.').first().waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.locator('.fc-toast').filter({ hasText: 'Password changed' }).waitFor();

    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Close my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Username').fill(member.user.username);
    await dialog.getByLabel('Password').fill('a brand new passphrase');
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();
    expect((await context.request.get('/api/user')).status()).toBe(401);
    await context.close();
  });
});
