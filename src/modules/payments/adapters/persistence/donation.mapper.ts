import { Donation, type DonationStatus } from '../../domain/donation.aggregate.js';
import type { PaymentMethodKind } from '../../domain/processing-fee.js';

/** A row of the donation table: as PostgreSQL returns it, and as the repository writes it. */
export interface DonationRow {
  id: string;
  campaign_id: string | null;
  organization_id: string | null;
  donor_user_id: string | null;
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_email: string | null;
  /** bigint: the driver returns it as a string. */
  gift_cents: string | number;
  tip_cents: string | number;
  fee_covered_cents: string | number;
  payment_method: PaymentMethodKind;
  message: string | null;
  is_anonymous: boolean;
  status: DonationStatus;
  payment_intent_id: string | null;
  failure_reason: string | null;
  client_key: string;
  client_ip: string;
  created_at: Date | string;
  completed_at: Date | string | null;
  recurring_gift_id: string | null;
  /** Each fund's part of a gift to an organization (read with it; written to donation_allocation). */
  allocations?: { fundId: string; cents: number | string }[] | null;
}

/** Between the aggregate and its row: field for field, both ways type-checked. */
export const DonationMapper = {
  toDomain(row: DonationRow): Donation {
    return Donation.restore({
      id: row.id,
      campaignId: row.campaign_id,
      organizationId: row.organization_id,
      allocations: (row.allocations ?? []).map((p) => ({ fundId: p.fundId, cents: Number(p.cents) })),
      donorUserId: row.donor_user_id,
      guest: row.guest_email === null ? null : { firstName: row.guest_first_name ?? '', lastName: row.guest_last_name ?? '', email: row.guest_email },
      giftCents: Number(row.gift_cents),
      tipCents: Number(row.tip_cents),
      feeCoveredCents: Number(row.fee_covered_cents ?? 0),
      paymentMethod: row.payment_method ?? 'card',
      message: row.message,
      isAnonymous: row.is_anonymous,
      status: row.status,
      paymentIntentId: row.payment_intent_id,
      failureReason: row.failure_reason,
      clientKey: row.client_key,
      clientIp: row.client_ip,
      createdAt: new Date(row.created_at),
      completedAt: row.completed_at === null ? null : new Date(row.completed_at),
      recurringGiftId: row.recurring_gift_id,
    });
  },

  toRow(donation: Donation): DonationRow & { gift_cents: number; tip_cents: number; created_at: Date; completed_at: Date | null } {
    const state = donation.toState();
    return {
      id: state.id,
      campaign_id: state.campaignId,
      organization_id: state.organizationId ?? null,
      allocations: state.allocations ?? [],
      donor_user_id: state.donorUserId,
      guest_first_name: state.guest?.firstName ?? null,
      guest_last_name: state.guest?.lastName ?? null,
      guest_email: state.guest?.email ?? null,
      gift_cents: state.giftCents,
      tip_cents: state.tipCents,
      fee_covered_cents: state.feeCoveredCents ?? 0,
      payment_method: state.paymentMethod ?? 'card',
      message: state.message,
      is_anonymous: state.isAnonymous,
      status: state.status,
      payment_intent_id: state.paymentIntentId,
      failure_reason: state.failureReason,
      client_key: state.clientKey,
      client_ip: state.clientIp,
      created_at: state.createdAt,
      completed_at: state.completedAt,
      recurring_gift_id: state.recurringGiftId ?? null,
    };
  },
};
