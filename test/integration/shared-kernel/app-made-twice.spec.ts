import { describe, it } from '@jest/globals';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startTestApp } from '../../support/test-app.js';

describe('the app made twice in one process', () => {
  // A second app once knew no entity but the outbox's: @mikro-orm/nestjs empties its entity list at the first
  // registration after an app closed, and the kernel registered the outbox's table each time an app was made.
  it('a second app, made after the first has closed, still stores members and campaigns', async () => {
    const first = await startTestApp();
    await signUp(first);
    await first.close();
    const second = await startTestApp();
    try {
      const { agent } = await signUp(second);
      await liveCampaign(agent, await signInAsAdmin(second));
    } finally {
      await second.close();
    }
  });
});
