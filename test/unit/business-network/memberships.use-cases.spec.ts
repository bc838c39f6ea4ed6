import { describe, expect, it } from '@jest/globals';
import type { MembershipTier, MembershipTierCatalog } from '../../../src/modules/business-network/application/membership-tier-catalog.port.js';
import { OnSubscriptionChanged } from '../../../src/modules/business-network/application/on-subscription-changed.handler.js';
import { SubscribeToTier } from '../../../src/modules/business-network/application/subscribe-to-tier.use-case.js';
import type { SubscriptionStarter } from '../../../src/modules/business-network/application/subscription-starter.port.js';
import { Membership, type MembershipState } from '../../../src/modules/business-network/domain/membership.aggregate.js';
import type { MembershipRepository } from '../../../src/modules/business-network/domain/membership.repository.js';
import type {
  IntegrationEvent,
  IntegrationEventHandler,
  IntegrationEventSubscriber,
  IntegrationEventType,
} from '../../../src/shared-kernel/application/integration-events.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';
import type { SubscriptionChangedV1 } from '../../../src/modules/payments/index.js';

const user = { id: '0b6f1c52-6f8e-4f55-9d3c-2f6b8c7d1e01', email: 'grace@example.org', name: 'Grace Hopper' };
const BASIC: MembershipTier = { id: '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b01', name: 'Basic Membership', priceCents: 900, description: '', features: [] };
const PRO: MembershipTier = { id: '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02', name: 'Professional Membership', priceCents: 2900, description: '', features: [] };
const now = new Date('2026-11-22T10:00:00Z');

class InMemoryMemberships implements MembershipRepository {
  readonly rows = new Map<string, MembershipState>();
  saves = 0;
  async findByUser(userId: string) {
    const state = this.rows.get(userId);
    return state ? Membership.restore(state) : null;
  }
  async save(membership: Membership) {
    this.saves++;
    this.rows.set(membership.userId, membership.toState());
  }
}

const catalog: MembershipTierCatalog = {
  list: async () => [BASIC, PRO],
  find: async (id) => [BASIC, PRO].find((t) => t.id === id) ?? null,
};

class FakePayments implements SubscriptionStarter {
  started: string[] = [];
  async start(_: typeof user, tier: MembershipTier) {
    this.started.push(tier.id);
    return { clientSecret: 'seti_1_secret_x' };
  }
  async cancel() {
    return { endsAt: null };
  }
  async abandonPending() {
    return false;
  }
}

/** The founding program as SubscribeToTier sees it: whether the member holds a place. */
const founding = (holds: boolean) => ({ placesTaken: async () => (holds ? 1 : 0), holdsPlace: async () => holds });

function subscribedHandler(memberships: MembershipRepository) {
  let handler: IntegrationEventHandler<IntegrationEventType> | undefined;
  const subscriber: IntegrationEventSubscriber = {
    subscribe: (type, consumer, h) => {
      expect([type, consumer]).toEqual(['payments.subscription-changed.v1', 'business-network.membership']);
      handler = h as unknown as IntegrationEventHandler<IntegrationEventType>;
    },
    subscribeBatch: (type, consumer) => {
      throw new Error(`Unexpected batch consumer ${consumer} of ${type}`);
    },
  };
  new OnSubscriptionChanged(subscriber, memberships, { now: () => now }).onModuleInit();
  return (payload: Partial<SubscriptionChangedV1>) =>
    handler!({
      id: `msg-${Math.random()}`,
      type: 'payments.subscription-changed.v1',
      occurredAt: now.toISOString(),
      payload: { subscriptionId: 'sub_1', userId: user.id, tierId: PRO.id, status: 'active', currentPeriodEnd: '2026-12-22T10:00:00.000Z', cancelAtPeriodEnd: false, ...payload },
    } as IntegrationEvent<IntegrationEventType>);
}

async function refusal(work: () => Promise<unknown>): Promise<DomainError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('payments.subscription-changed.v1 applied to the membership', () => {
  it('mirrors the first notice, then later ones; a notice about another subscription while one is live is not saved', async () => {
    const memberships = new InMemoryMemberships();
    const deliver = subscribedHandler(memberships);
    await deliver({ status: 'incomplete' });
    expect(memberships.rows.get(user.id)).toMatchObject({ status: 'incomplete', subscriptionId: 'sub_1' });
    await deliver({ status: 'active' });
    expect(memberships.rows.get(user.id)).toMatchObject({ status: 'active', currentPeriodEnd: new Date('2026-12-22T10:00:00.000Z') });
    await deliver({ subscriptionId: 'sub_2', tierId: BASIC.id, status: 'incomplete' });
    expect(memberships.saves).toBe(2);
    expect(memberships.rows.get(user.id)).toMatchObject({ subscriptionId: 'sub_1', tierId: PRO.id, status: 'active' });
  });
});

describe('SubscribeToTier', () => {
  it('starts a subscription to an existing tier', async () => {
    const payments = new FakePayments();
    const result = await new SubscribeToTier(catalog, new InMemoryMemberships(), payments, founding(false)).execute(user, PRO.id);
    expect(result.clientSecret).toMatch(/_secret_/);
    expect(payments.started).toEqual([PRO.id]);
  });

  it('refuses an unknown tier (404)', async () => {
    const error = await refusal(() => new SubscribeToTier(catalog, new InMemoryMemberships(), new FakePayments(), founding(false)).execute(user, 'nope'));
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe('Membership tier not found');
  });

  it('refuses a second tier while one is live (409, naming the tier held), but not after it ended', async () => {
    const memberships = new InMemoryMemberships();
    const payments = new FakePayments();
    const deliver = subscribedHandler(memberships);
    await deliver({ status: 'active' });
    const error = await refusal(() => new SubscribeToTier(catalog, memberships, payments, founding(false)).execute(user, BASIC.id));
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe(
      'You already have the Professional Membership. To change tier, cancel it from your profile; you can choose another tier when it ends.',
    );
    await deliver({ status: 'canceled' });
    await new SubscribeToTier(catalog, memberships, payments, founding(false)).execute(user, BASIC.id);
    expect(payments.started).toEqual([BASIC.id]);
  });
});

describe('SubscribeToTier: founding members are free for life', () => {
  it('refuses a paid tier to a founding member (409, saying why) and starts nothing', async () => {
    const payments = new FakePayments();
    const error = await refusal(() => new SubscribeToTier(catalog, new InMemoryMemberships(), payments, founding(true)).execute(user, PRO.id));
    expect(error).toMatchObject({ kind: 'conflict', code: 'founding_member_free_for_life' });
    expect(error.message).toBe('You are a founding member: your membership is free for life, so there is no paid tier to buy.');
    expect(payments.started).toEqual([]);
  });
});
