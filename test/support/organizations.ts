import type { Agent } from './http.js';
import { signUp } from './http.js';
import { deliverWhereNoRelayRuns, type TestApp } from './test-app.js';

let n = 0;

export interface TestOrganization {
  id: string;
  slug: string;
  name: string;
  /** Its first admin, who registered it. */
  owner: { agent: Agent; user: { id: string; username: string } };
}

/** A church registered by a fresh member and verified by `admin` (with its "General Fund"). */
export async function verifiedOrganization(t: TestApp, admin: Agent, overrides: Record<string, unknown> = {}): Promise<TestOrganization> {
  const owner = await signUp(t);
  const name = `Grace Chapel ${Date.now().toString(36)}${++n}`;
  const res = await owner.agent.post('/api/organizations').send({ name, kind: 'church', ein: '12-3456789', city: 'Nashville', state: 'TN', ...overrides });
  if (res.status !== 201) throw new Error(`organization not registered: ${res.status} ${JSON.stringify(res.body)}`);
  // Its review case is moderation's, opened when the registration's event is delivered.
  await deliverWhereNoRelayRuns();
  const verified = await admin.post(`/api/admin/organizations/${res.body.id}/verify`);
  if (verified.status !== 200) throw new Error(`organization not verified: ${verified.status}`);
  await deliverWhereNoRelayRuns();
  return { id: res.body.id, slug: res.body.slug, name: (overrides.name as string) ?? name, owner };
}

/** Creates the named funds; their ids by name. */
export async function fundsOf(agent: Agent, organizationId: string, names: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const name of names) {
    const res = await agent.post(`/api/organizations/${organizationId}/funds`).send({ name });
    if (res.status !== 201) throw new Error(`fund not created: ${res.status} ${JSON.stringify(res.body)}`);
    ids[name] = res.body.id;
  }
  return ids;
}

/** Connects the organization's payout account and finishes the sandbox's onboarding: it can receive gifts. */
export async function activePayoutAccount(agent: Agent, organizationId: string): Promise<string> {
  const started = await agent.post(`/api/organizations/${organizationId}/payout-account`);
  if (started.status !== 200) throw new Error(`payout account not started: ${started.status} ${JSON.stringify(started.body)}`);
  const { accountId } = (await agent.get(`/api/organizations/${organizationId}/payout-account`)).body as { accountId: string };
  const done = await agent.post(`/api/payments/sandbox/payout-accounts/${accountId}/complete`);
  if (done.status !== 200 || done.body.status !== 'active') throw new Error(`payout account not active: ${done.status} ${JSON.stringify(done.body)}`);
  return accountId;
}
