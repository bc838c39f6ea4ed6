import Stripe from 'stripe';
import { TransferOutcomeUnknown, type ConnectedAccount, type NewConnectedAccount, type PayoutProvider, type ProviderTransfer } from '../../application/payout-provider.port.js';
import type { StripeSettings } from './stripe-payment-gateway.js';

function toAccount(account: Stripe.Account): ConnectedAccount {
  return {
    id: account.id,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
}

function toTransfer(transfer: Stripe.Transfer): ProviderTransfer {
  const destination = transfer.destination;
  return {
    id: transfer.id,
    amountCents: transfer.amount,
    reversedCents: transfer.amount_reversed ?? 0,
    destination: typeof destination === 'string' ? destination : destination?.id ?? '',
    payoutId: transfer.metadata?.payoutId ?? null,
    createdAt: new Date(transfer.created * 1000),
  };
}

/** Stripe Connect through the official SDK: Express accounts and account links. */
export class StripePayoutProvider implements PayoutProvider {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    // A call ends within 30 s (two tries at most): well inside a payout's transfer claim (CampaignPayouts.TRANSFER_CLAIM_MS).
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: settings.apiHost ? 0 : 1, timeout: 30_000, telemetry: false, ...(settings.apiHost ?? {}) });
  }

  async createAccount(request: NewConnectedAccount): Promise<ConnectedAccount> {
    const organization = request.organization;
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        email: request.email,
        country: 'US',
        // An organization's gifts are charged on its behalf (on_behalf_of): its account takes the card payments.
        capabilities: organization ? { card_payments: { requested: true }, transfers: { requested: true } } : { transfers: { requested: true } },
        business_profile: {
          product_description: organization ? `Gifts to ${organization.name} through Faith Collective` : 'Fundraising campaigns on Faith Collective',
          ...(organization ? { name: organization.name } : {}),
        },
        metadata: organization ? { organizationId: organization.id } : { memberId: request.memberId },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return toAccount(account);
  }

  async onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    const link = await this.stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: urls.returnUrl, refresh_url: urls.refreshUrl });
    return link.url;
  }

  async transfer(request: { amountCents: number; destination: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    try {
      const transfer = await this.stripe.transfers.create(
        { amount: request.amountCents, currency: 'usd', destination: request.destination, transfer_group: request.metadata.campaignId, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: transfer.id };
    } catch (error) {
      // A refusal (4xx) is final; a connection error (a timeout), a rate limit, a server error, or the same key still
      // being processed (409 idempotency_error) leaves the outcome unknown.
      const unknown =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeIdempotencyError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        error instanceof Stripe.errors.StripeAPIError ||
        (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 500) >= 500);
      throw unknown ? new TransferOutcomeUnknown(error) : error;
    }
  }

  async findTransfer(payoutId: string, campaignId: string): Promise<{ id: string } | null> {
    for await (const transfer of this.stripe.transfers.list({ transfer_group: campaignId, limit: 100 })) {
      if (transfer.metadata?.payoutId === payoutId) return { id: transfer.id };
    }
    return null;
  }

  /** Every transfer created in [from, to), every page (the SDK's auto-pagination). */
  async listTransfers(from: Date, to: Date): Promise<ProviderTransfer[]> {
    const found: ProviderTransfer[] = [];
    for await (const transfer of this.stripe.transfers.list({ created: { gte: Math.floor(from.getTime() / 1000), lt: Math.ceil(to.getTime() / 1000) }, limit: 100 })) {
      found.push(toTransfer(transfer));
    }
    return found;
  }

  async retrieveTransfer(id: string): Promise<ProviderTransfer | null> {
    try {
      return toTransfer(await this.stripe.transfers.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async retrieveAccount(accountId: string): Promise<ConnectedAccount | null> {
    try {
      return toAccount(await this.stripe.accounts.retrieve(accountId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }
}
