import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { DonationCompletedV1 } from '../../../src/modules/payments/index.js';
import { layOut, siteLayout } from '../../../src/modules/notifications/application/mail-layout.templates.js';
import type { MessageBody } from '../../../src/modules/notifications/domain/message-body.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { OutboxPublisher } from '../../../src/shared-kernel/infrastructure/outbox/outbox.publisher.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { liveCampaign } from '../../support/campaigns.js';
import { signInAsAdmin, signUp } from '../../support/http.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The organiser hears of every gift once. Gifts that arrive together (a burst on a busy campaign: the relay
 * hands its consumer every gift that piled up in one batch) come in one notice listing each of them; a gift
 * that comes alone, in a notice of its own. A gift announced again is not told again.
 */
describe("the organiser's notices of gifts", () => {
  let t: TestApp;
  let ownerId: string;
  let campaign: { id: string; title: string };
  const em = () => t.app.get(EntityManager).fork();
  let n = 0;

  beforeAll(async () => {
    // The poller far away: what is published below is relayed when this test says, in one batch.
    t = await startTestApp({ config: { outboxPollMs: 600_000 } });
    const admin = await signInAsAdmin(t);
    const owner = await signUp(t, { firstName: 'Lydia', email: `lydia_${Date.now()}@example.org` });
    ownerId = owner.user.id;
    campaign = await liveCampaign(owner.agent, admin, { title: 'Roof for Grace Chapel' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const gift = (giftCents: number, overrides: Partial<DonationCompletedV1> = {}): DonationCompletedV1 => {
    n += 1;
    return {
      donationId: randomUUID(),
      campaignId: campaign.id,
      giftCents,
      tipCents: 0,
      donorUserId: null,
      paymentIntentId: `pi_sandbox_notice_${n}`,
      completedAt: new Date().toISOString(),
      guest: { firstName: 'Guest', lastName: `Number${n}`, email: `guest_${n}_${Date.now()}@example.org` },
      isAnonymous: false,
      recurringGiftId: null,
      ...overrides,
    };
  };

  /** Announces these gifts in one unit of work, then relays until every outbox message is delivered. */
  async function announce(gifts: DonationCompletedV1[]): Promise<void> {
    await t.inContext(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
        for (const g of gifts) t.app.get(OutboxPublisher).publish('payments.donation-completed.v1', g);
      }),
    );
    for (const until = Date.now() + 10_000; Date.now() < until; ) {
      await t.app.get(OutboxRelay).drain();
      const [{ pending }] = await em().execute<{ pending: number }[]>(`SELECT count(*)::int AS pending FROM outbox_message WHERE processed_at IS NULL`);
      if (pending === 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    const stuck = await em().execute<{ type: string; last_error: string | null }[]>(`SELECT type, last_error FROM outbox_message WHERE processed_at IS NULL`);
    throw new Error(`The outbox was not delivered within 10 s: ${JSON.stringify(stuck)}`);
  }

  /** The notices queued for the organizer, their text as the dispatcher sends it (the kept description laid out). */
  const notices = async () =>
    (
      await em().execute<{ template: string; subject: string; body: MessageBody }[]>(
        `SELECT template, subject, body FROM outgoing_message WHERE recipient_user_id = ? AND template LIKE 'organizer-gift%' ORDER BY created_at, id`,
        [ownerId],
      )
    ).map(({ template, subject, body }) => ({ template, subject, body_text: layOut(body, siteLayout('http://localhost:3000')).text }));

  it('a burst of gifts that arrive together is told in one notice listing each gift; a gift that comes alone, in its own', async () => {
    const burst = [...Array.from({ length: 11 }, (_, i) => gift(1000 + i * 100)), gift(2500, { isAnonymous: true })];
    await announce(burst);

    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    expect(notice.template).toBe('organizer-gifts');
    expect(notice.subject).toBe('12 new gifts to Roof for Grace Chapel: $190.00');
    expect(notice.body_text).toContain('12 gifts came to "Roof for Grace Chapel" within moments of each other, $190.00 in all:');
    for (const g of burst.slice(0, 11)) expect(notice.body_text).toMatch(new RegExp(`Guest ${g.guest!.lastName}:\\s+\\$${(g.giftCents / 100).toFixed(2)}, `));
    expect(notice.body_text).toMatch(/An anonymous donor:\s+\$25\.00, /);
    expect(notice.body_text).not.toContain(burst[11].guest!.lastName);

    const alone = gift(4000);
    await announce([alone]);
    const after = await notices();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ template: 'organizer-gift', subject: 'New gift to Roof for Grace Chapel: $40.00' });
    expect(after[1].body_text).toContain(`Guest ${alone.guest!.lastName} gave $40.00 to "Roof for Grace Chapel"`);
  });

  it('a gift announced again is not told again, whether it comes back alone or with new gifts', async () => {
    const first = [gift(1500), gift(1600), gift(1700)];
    await announce(first);
    const before = (await notices()).length;

    // Announced again (a sweep does that) together with two new gifts: the notice tells only the new ones.
    const fresh = [gift(5000), gift(6000)];
    await announce([{ ...first[0] }, ...fresh, { ...first[2] }]);
    const after = await notices();
    expect(after).toHaveLength(before + 1);
    const last = after[after.length - 1];
    expect(last.subject).toBe('2 new gifts to Roof for Grace Chapel: $110.00');
    for (const g of fresh) expect(last.body_text).toContain(`Guest ${g.guest!.lastName}`);
    for (const g of first) expect(last.body_text).not.toContain(`Guest ${g.guest!.lastName}`);

    // Announced again alone, and twice within one batch: nothing new.
    await announce([{ ...first[1] }]);
    await announce([{ ...fresh[0] }, { ...fresh[0] }]);
    expect(await notices()).toHaveLength(before + 1);
  });

  it("the organiser's own gift to their campaign is not told to them", async () => {
    const before = (await notices()).length;
    await announce([gift(700, { donorUserId: ownerId, guest: null }), gift(800, { donorUserId: ownerId, guest: null })]);
    expect(await notices()).toHaveLength(before);
  });
});
