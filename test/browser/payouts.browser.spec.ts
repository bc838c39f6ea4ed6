import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { axeViolations } from '../support/axe.js';
import { startBrowserHarness, type BrowserHarness } from '../support/browser.js';
import { signUp } from '../support/http.js';

/** An organiser connects a payout account in sandbox mode: Profile → Payouts, the onboarding page, active (issue 13). */
describe('payout accounts in the browser', () => {
  let h: BrowserHarness;

  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(() => h?.close());

  it('an organiser connects a sandbox payout account and sees it active', async () => {
    const member = await signUp(h.t, { firstName: 'Lydia' });
    const { page, context } = await h.newPage({ width: 390, height: 844 });
    await context.request.post('/api/login', { data: { usernameOrEmail: member.user.username, password: 'a good long password' } });

    await page.goto('/profile?tab=payouts');
    await page.getByRole('heading', { name: 'Payout account' }).waitFor();
    await page.getByText('Not connected').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Connect a payout account' }).click();

    await page.waitForURL(/\/payouts\/onboarding\/acct_sbx_[0-9a-f]+$/);
    await page.getByRole('heading', { level: 1, name: 'Set up payouts' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Finish setup' }).click();

    await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'payouts');
    await page.getByText('Active', { exact: true }).waitFor();
    const account = await (await context.request.get('/api/user/payout-account')).json();
    expect(account).toMatchObject({ status: 'active', payoutsEnabled: true });
    await context.close();
  });
});
