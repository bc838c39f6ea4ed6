import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { MembershipSubscription } from '../../../src/modules/payments/domain/membership-subscription.aggregate.js';
import {
  MEMBERSHIP_SUBSCRIPTION_REPOSITORY,
  type MembershipSubscriptionRepository,
} from '../../../src/modules/payments/domain/membership-subscription.repository.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Two provider notices about one subscription race: the one that asked the provider first commits last.
 * Its older answer must not overwrite the newer one, nor be published as a change.
 */
describe('membership subscription state never moves backwards', () => {
  let t: TestApp;
  const t0 = new Date('2026-11-23T10:00:00.000Z');
  const asked1 = new Date('2026-11-23T10:00:01.000Z'); // a payment_failed notice asks: past_due
  const asked2 = new Date('2026-11-23T10:00:02.000Z'); // an invoice.paid notice asks: active

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
  });
  afterAll(() => t?.close());

  const repo = () => t.app.get<MembershipSubscriptionRepository>(MEMBERSHIP_SUBSCRIPTION_REPOSITORY);
  const inUnit = (work: () => Promise<void>) => t.inContext(() => t.app.get<UnitOfWork>(UNIT_OF_WORK).run(work));
  const stored = async (id: string) =>
    (await t.app.get(EntityManager).fork().execute<{ status: string }[]>(`SELECT status FROM membership_subscription WHERE id = ?`, [id]))[0].status;
  const changes = async (id: string) =>
    (
      await t.app
        .get(EntityManager)
        .fork()
        .execute<{ status: string }[]>(
          `SELECT payload->>'status' AS status FROM outbox_message WHERE type = 'payments.subscription-changed.v1' AND payload->>'subscriptionId' = ? ORDER BY occurred_at`,
          [id],
        )
    ).map((r) => r.status);

  it('an answer fetched earlier but saved later is not written over the newer one', async () => {
    const id = 'sub_race_1';
    const start = MembershipSubscription.start(
      { id, userId: '00000000-0000-4000-8000-000000000001', tierId: '00000000-0000-4000-8000-000000000002', priceCents: 2900, provider: { status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false } },
      t0,
    );
    await inUnit(() => repo().save(start));
    // Both notices loaded the subscription before either saved.
    const first = (await t.inContext(() => repo().findById(id)))!;
    const second = (await t.inContext(() => repo().findById(id)))!;
    second.syncFromProvider({ status: 'past_due', currentPeriodEnd: null, cancelAtPeriodEnd: false }, asked2);
    first.syncFromProvider({ status: 'unpaid', currentPeriodEnd: null, cancelAtPeriodEnd: false }, asked1);
    await inUnit(() => repo().save(second)); // the later answer commits first
    await inUnit(() => repo().save(first)); // the earlier answer arrives late
    expect(await stored(id)).toBe('past_due');
    expect(await changes(id)).toEqual(['past_due']);
  });
});
