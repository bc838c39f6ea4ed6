import type { Agent } from './http.js';
import { deliverWhereNoRelayRuns } from './test-app.js';

let n = 0;

/** A live (approved, active) campaign owned by `owner`, approved by `admin`. */
export async function liveCampaign(owner: Agent, admin: Agent, overrides: Record<string, unknown> = {}): Promise<{ id: string; slug: string; title: string }> {
  const created = await owner.post('/api/campaigns').send({
    title: `Church Bus Repairs ${++n}`,
    description: 'New brakes and tyres so the church bus can carry seniors to Sunday worship safely.',
    goal: 3000,
    ...overrides,
  });
  if (created.status !== 201) throw new Error(`campaign not created: ${created.status} ${JSON.stringify(created.body)}`);
  const approved = await admin.post(`/api/admin/campaigns/${created.body.id}/approve`);
  if (approved.status !== 200) throw new Error(`campaign not approved: ${approved.status}`);
  // The approval is moderation's; fundraising applies it when the event is delivered.
  await deliverWhereNoRelayRuns();
  return created.body;
}
