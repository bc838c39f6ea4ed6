import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DomainError, type Clock, type Money } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { DonationAmount } from '../domain/donation-amount.value-object.js';
import { Donation } from '../domain/donation.aggregate.js';
import { DONATION_REPOSITORY, type DonationRepository } from '../domain/donation.repository.js';
import { FundAllocationErrors, FundAllocations } from '../domain/fund-allocations.value-object.js';
import { GuestDonor } from '../domain/guest-donor.value-object.js';
import { ORGANIZATION_BOOK, type GivingOrganization, type OrganizationBook } from './organization-book.port.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';
import { PAYOUT_ACCOUNT_STORE, type PayoutAccountStore } from './payout-accounts.service.js';
import { chargedAmount, StartDonation, type StartedPayment } from './start-donation.use-case.js';
import type { PaymentMethodKind } from '../domain/processing-fee.js';

export interface StartOrganizationGiftCommand {
  organizationId: string;
  /** Each fund's part, in the donor's order. */
  allocations: { fundId: string; amount: Money }[];
  /** Optional: what the card is charged (the parts plus the tip), as a campaign gift's `amount`; checked against them. */
  amount: Money | null;
  tip: Money;
  guest: { firstName: string; lastName: string; email: string } | null;
  message: string | null;
  isAnonymous: boolean;
  donor: { id: string; email: string; name?: string } | null;
  clientIp: string;
  paymentMethod?: PaymentMethodKind;
  coverFee?: boolean;
}

export const OrganizationGiftErrors = {
  organizationNotFound: () => DomainError.notFound('organization_not_found', 'Organization not found'),
  noPayoutAccount: (name: string) =>
    new DomainError(
      'organization_cannot_receive_gifts',
      `${name} cannot receive gifts yet: its payout account is not active. Please try again later.`,
      'rule_violation',
    ),
};

/**
 * Step one of giving to an organization: one payment split across its funds. Everything is checked before anything
 * is charged: the parts (each fund once, each at least $1.00, each an active fund of this organization), the amount
 * when it is sent (the parts plus the tip; the parts alone are accepted too), the tip, the donor, and that the
 * organization is verified with an active payout account (422 otherwise). The payment intent is a destination charge
 * on the organization's behalf: the gift goes to its account as it is charged, the tip stays as the platform's fee.
 */
@Injectable()
export class StartOrganizationGift {
  constructor(
    @Inject(DONATION_REPOSITORY) private readonly donations: DonationRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(ORGANIZATION_BOOK) private readonly organizations: OrganizationBook,
    @Inject(PAYOUT_ACCOUNT_STORE) private readonly accounts: PayoutAccountStore,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly oneOff: StartDonation,
  ) {}

  async execute(command: StartOrganizationGiftCommand): Promise<StartedPayment> {
    const allocations = FundAllocations.of(command.allocations);
    const sum = allocations.total;
    if (command.amount && command.amount.cents !== sum.cents && command.amount.cents !== sum.plus(command.tip).cents) {
      throw FundAllocationErrors.amountDisagrees(sum, command.tip);
    }
    const paymentMethod = command.paymentMethod ?? 'card';
    const amount = chargedAmount(DonationAmount.of(sum, command.tip), paymentMethod, command.coverFee);
    const guest = command.donor ? null : GuestDonor.of(command.guest);
    const clientKey = `${command.clientIp}|${command.donor?.id ?? guest?.email.value}`;
    await this.oneOff.refuseCardTesting(clientKey, command.clientIp);

    const organization = await this.organizations.find(command.organizationId);
    if (!organization?.verified) throw OrganizationGiftErrors.organizationNotFound();
    checkFunds(organization, allocations);
    const account = await this.accounts.ofOrganization(organization.id);
    if (account?.status !== 'active') throw OrganizationGiftErrors.noPayoutAccount(organization.name);

    const donation = Donation.startForOrganization(
      {
        organizationId: organization.id,
        allocations,
        amount,
        paymentMethod,
        donorUserId: command.donor?.id ?? null,
        guest,
        message: command.message,
        isAnonymous: command.isAnonymous,
        clientKey,
        clientIp: command.clientIp,
      },
      this.clock.now(),
    );
    const funds = new Map(organization.funds.map((f) => [f.id, f.name]));
    const intent = await this.gateway.createPaymentIntent({
      amountCents: amount.total.cents,
      description: `Gift to ${organization.name}`,
      receiptEmail: guest?.email.value ?? command.donor?.email ?? null,
      idempotencyKey: `donation-${donation.id}`,
      paymentMethod,
      // The platform's share: the tip and a fee the donor covered (the platform pays the provider's fee).
      onBehalfOf: { accountId: account.accountId, applicationFeeCents: amount.tip.cents + amount.feeCovered.cents },
      metadata: {
        kind: 'donation',
        donationId: donation.id,
        organizationId: organization.id,
        giftCents: String(amount.gift.cents),
        tipCents: String(amount.tip.cents),
        feeCoveredCents: String(amount.feeCovered.cents),
        // What the provider's dashboard shows of the split (its metadata values are at most 500 characters).
        funds: allocations.parts.map((p) => `${funds.get(p.fundId)}: ${p.cents}`).join('; ').slice(0, 500),
        donor: guest ? `guest:${guest.email.value}` : `user:${command.donor?.id}`,
      },
    });
    donation.attachPaymentIntent(intent.id);
    await this.uow.runAsOneStatement(() => this.donations.save(donation));
    return { clientSecret: intent.clientSecret, donationId: donation.id, paymentIntentId: intent.id, feeCovered: amount.feeCovered, total: amount.total };
  }
}

/** Each part goes to an active fund of this organization. */
function checkFunds(organization: GivingOrganization, allocations: FundAllocations): void {
  const funds = new Map(organization.funds.map((f) => [f.id, f]));
  for (const part of allocations.parts) {
    const fund = funds.get(part.fundId);
    if (!fund) throw FundAllocationErrors.notOurs();
    if (fund.archived) throw FundAllocationErrors.archived(fund.name);
  }
}
