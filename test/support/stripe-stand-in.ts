import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers the Stripe API endpoints the platform uses, with Stripe's
 * JSON shapes, so the real `stripe` SDK can be exercised without the internet. Test helpers
 * move payments along as Stripe would (succeed, decline) or misbehave (change an amount).
 */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code?: string } | null;
  created: number;
  /** What the intent may be paid with (Stripe: ['card'], or ['us_bank_account'] for an ACH debit). */
  payment_method_types?: string[];
  /** A destination charge (Connect): on whose behalf, where the money goes, and the platform's fee. */
  on_behalf_of?: string | null;
  transfer_data?: { destination: string } | null;
  application_fee_amount?: number | null;
}

export interface StandInInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  subscription: string;
  status: 'open' | 'paid';
  amount_due: number;
  amount_paid: number;
  payment_intent: string;
  created: number;
  status_transitions: { paid_at: number | null };
  /** While open: when Stripe's Smart Retries try the card again (null: they will not). */
  next_payment_attempt?: number | null;
  attempt_count?: number;
}

function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    // metadata[donationId]=... and items[0][price_data][unit_amount]=... become nested objects
    const path = rawKey.replace(/\]/g, '').split('[');
    let node = result as Record<string, unknown>;
    for (let i = 0; i < path.length - 1; i++) {
      node[path[i]] ??= {};
      node = node[path[i]] as Record<string, unknown>;
    }
    node[path[path.length - 1]] = value;
  }
  return result;
}

export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  /** Subscriptions' invoices, by id: the first one open until paid, each renewal paid at once. */
  readonly invoices = new Map<string, StandInInvoice>();
  /** Refunds made (POST /v1/refunds), by id. */
  readonly refunds = new Map<string, Record<string, unknown>>();
  /** Connect accounts (POST /v1/accounts), by id, in Stripe's shape. */
  readonly accounts = new Map<
    string,
    {
      id: string;
      object: 'account';
      type: string;
      email: string;
      payouts_enabled: boolean;
      details_submitted: boolean;
      requirements: { disabled_reason: string | null };
      metadata: Record<string, string>;
      capabilities?: Record<string, { requested: string }>;
    }
  >();
  /** Transfers to connected accounts (POST /v1/transfers), by id. */
  readonly transfers = new Map<string, Record<string, unknown>>();
  /** SetupIntents (POST /v1/setup_intents), by id: a card given for later, off-session charges. */
  readonly setupIntents = new Map<string, Record<string, unknown>>();
  /** Payment methods whose charges are declined. */
  readonly decliningCards = new Set<string>();
  /** Every POST /v1/subscriptions/:id, its form as sent, in order. */
  readonly subscriptionUpdates: { id: string; form: Record<string, unknown> }[] = [];
  /** Every POST /v1/invoices/:id/pay that charged the card (one per invoice paid through the API). */
  readonly invoicePayments: { invoiceId: string; idempotencyKey: string | null; paid: boolean }[] = [];
  readonly requests: { method: string; path: string }[] = [];
  /** Every list page asked for (GET /v1/<resource>), with its starting_after: how the SDK's auto-pagination went. */
  readonly listRequests: { path: string; startingAfter: string | null }[] = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  /** How many of the next transfers are made and then answered with a 500 (the outcome unknown to the caller). */
  private transferFaults = 0;
  /** How long the next transfers' answers take (a slow provider); 0: at once. */
  private transferDelayMs = 0;
  /** How long refunds' answers take (a slow provider); 0: at once. */
  private refundDelayMs = 0;
  /** Every POST /v1/transfers received, with its idempotency key, in order. */
  readonly transferRequests: { idempotencyKey: string | null; payoutId: string | null }[] = [];
  /** Keys whose first request has not been answered yet: Stripe answers a concurrent one with 409. */
  private readonly keysInFlight = new Set<string>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The member finished Stripe's hosted onboarding: details submitted, payouts enabled. */
  completeOnboarding(accountId: string): void {
    const account = this.accounts.get(accountId)!;
    account.details_submitted = true;
    account.payouts_enabled = true;
    account.requirements.disabled_reason = null;
  }

  /** Stripe needs more information: payouts are paused until it is given. */
  restrict(accountId: string, reason = 'requirements.past_due'): void {
    const account = this.accounts.get(accountId)!;
    account.details_submitted = true;
    account.payouts_enabled = false;
    account.requirements.disabled_reason = reason;
  }

  /** The next `count` transfers are made at Stripe, but the platform gets a 500 back (so it cannot know). */
  failTransfersAfterMaking(count: number): void {
    this.transferFaults = count;
  }

  /** Refunds are made at once and answered after `ms`. */
  slowRefunds(ms: number): void {
    this.refundDelayMs = ms;
  }

  /** Transfers are answered after `ms` (made at once, answered late: a provider slower than the payout sweep). */
  slowTransfers(ms: number): void {
    this.transferDelayMs = ms;
  }

  /** A refund made in Stripe's dashboard (not through the API the platform calls): the whole charge unless an amount is given. */
  refundInDashboard(paymentIntentId: string, amount?: number): Record<string, unknown> {
    const intent = this.intents.get(paymentIntentId)!;
    const refund = { id: `re_${randomBytes(12).toString('hex')}`, object: 'refund', amount: amount ?? intent.amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', created: Math.floor(Date.now() / 1000) };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  succeed(id: string): StandInIntent {
    const intent = this.intents.get(id)!;
    const first = intent.status !== 'succeeded';
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    // A destination charge: Stripe transfers the amount less the application fee to the connected account as it
    // charges (the transfer names its charge as source_transaction, and carries no metadata of ours).
    if (first && intent.transfer_data) {
      const transfer = {
        id: `tr_${randomBytes(12).toString('hex')}`,
        object: 'transfer',
        amount: intent.amount - (intent.application_fee_amount ?? 0),
        amount_reversed: 0,
        currency: intent.currency,
        destination: intent.transfer_data.destination,
        source_transaction: `ch_${intent.id.slice(3)}`,
        metadata: {},
        created: Math.floor(Date.now() / 1000),
      };
      this.transfers.set(transfer.id, transfer);
    }
    return intent;
  }

  /** The donor confirmed the first month on the card form: its payment succeeds, the invoice is paid, the subscription runs. */
  payFirstInvoice(subscriptionId: string): StandInInvoice {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const invoice = this.invoices.get((subscription.latest_invoice as { id: string }).id)!;
    this.succeed(invoice.payment_intent);
    this.markPaid(invoice);
    subscription.status = 'active';
    return invoice;
  }

  /** The next month, as Stripe bills it: a new invoice charged to the card on file, paid. Refused for a cancelled subscription. */
  renew(subscriptionId: string): StandInInvoice {
    const subscription = this.subscriptions.get(subscriptionId)!;
    if (subscription.status === 'canceled') throw new Error(`Subscription ${subscriptionId} is cancelled`);
    const items = subscription.items as { data: { current_period_end: number }[] };
    const amount = (this.invoices.get((subscription.latest_invoice as { id: string }).id) as StandInInvoice).amount_due;
    const intent = this.newIntent(amount, {});
    this.succeed(intent.id);
    const invoice = this.newInvoice(subscription, intent);
    this.markPaid(invoice);
    subscription.latest_invoice = { id: invoice.id, object: 'invoice', subscription: subscriptionId, payment_intent: intent };
    items.data[0].current_period_end += 30 * 86400;
    return invoice;
  }

  /**
   * The next month, declined: a new open invoice whose payment failed, Smart Retries' next attempt in 3 days, the
   * subscription past due. Its card keeps declining until another is given (a paid invoice clears it).
   */
  declineRenewal(subscriptionId: string): StandInInvoice {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const amount = (this.invoices.get((subscription.latest_invoice as { id: string }).id) as StandInInvoice).amount_due;
    const intent = this.newIntent(amount, {});
    this.decline(intent.id);
    const invoice = this.newInvoice(subscription, intent);
    invoice.attempt_count = 1;
    invoice.next_payment_attempt = Math.floor(Date.now() / 1000) + 3 * 86400;
    subscription.status = 'past_due';
    subscription.latest_invoice = { id: invoice.id, object: 'invoice', subscription: subscriptionId, payment_intent: intent };
    const card = String(subscription.default_payment_method ?? `pm_card_of_${subscriptionId}`);
    subscription.default_payment_method = card;
    this.decliningCards.add(card);
    return invoice;
  }

  /** A Smart Retry of an open invoice failed: the next one in `days` (null: that was the last). */
  retryFailed(invoiceId: string, days: number | null): StandInInvoice {
    const invoice = this.invoices.get(invoiceId)!;
    invoice.attempt_count = (invoice.attempt_count ?? 1) + 1;
    invoice.next_payment_attempt = days === null ? null : Math.floor(Date.now() / 1000) + days * 86400;
    return invoice;
  }

  /** After the last failed retry Stripe cancels the subscription (the account's setting); the invoice is left unpaid. */
  giveUp(subscriptionId: string, status: 'canceled' | 'unpaid' = 'canceled'): Record<string, unknown> {
    const subscription = this.subscriptions.get(subscriptionId)!;
    subscription.status = status;
    const invoice = this.invoices.get((subscription.latest_invoice as { id: string }).id)!;
    invoice.next_payment_attempt = null;
    return subscription;
  }

  /** The donor confirmed the card form of a SetupIntent: it succeeded with a new card (declining, when asked). */
  confirmSetup(setupIntentId: string, options: { declines?: boolean } = {}): Record<string, unknown> {
    const setup = this.setupIntents.get(setupIntentId)!;
    const card = `pm_${randomBytes(8).toString('hex')}`;
    if (options.declines) this.decliningCards.add(card);
    setup.status = 'succeeded';
    setup.payment_method = card;
    return setup;
  }

  private markPaid(invoice: StandInInvoice): void {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.status_transitions.paid_at = Math.floor(Date.now() / 1000);
  }

  private newIntent(amount: number, metadata: Record<string, string>): StandInIntent {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
    };
    this.intents.set(id, intent);
    return intent;
  }

  private newInvoice(subscription: Record<string, unknown>, intent: StandInIntent): StandInInvoice {
    const invoice: StandInInvoice = {
      id: `in_${randomBytes(10).toString('hex')}`,
      object: 'invoice',
      customer: String(subscription.customer),
      subscription: String(subscription.id),
      status: 'open',
      amount_due: intent.amount,
      amount_paid: 0,
      payment_intent: intent.id,
      created: Math.floor(Date.now() / 1000),
      status_transitions: { paid_at: null },
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** A bank payment confirmed: Stripe holds it as processing until the bank settles it (days later). */
  process(id: string): StandInIntent {
    const intent = this.intents.get(id)!;
    intent.status = 'processing';
    intent.last_payment_error = null;
    return intent;
  }

  /** The bank returned a processing payment: Stripe puts the intent back to requires_payment_method with the reason. */
  bankFailure(id: string, code: string, message: string): StandInIntent {
    const intent = this.intents.get(id)!;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code, message };
    return intent;
  }

  decline(id: string, message = 'Your card was declined.'): StandInIntent {
    const intent = this.intents.get(id)!;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message };
    return intent;
  }

  /**
   * A page of a list as Stripe answers it: newest first, filtered by created[gte|gt|lte|lt], `limit` (10 unless
   * given, 100 at most) items after `starting_after`, and has_more when there are more (the SDK's auto-pagination
   * then asks for the next page).
   */
  private list(res: ServerResponse, url: URL, items: { id?: unknown; created?: unknown }[]): void {
    const q = url.searchParams;
    const bound = (name: string) => (q.get(`created[${name}]`) === null ? null : Number(q.get(`created[${name}]`)));
    const [gte, gt, lte, lt] = [bound('gte'), bound('gt'), bound('lte'), bound('lt')];
    let data = items
      .filter((i) => {
        const created = Number(i.created);
        return (gte === null || created >= gte) && (gt === null || created > gt) && (lte === null || created <= lte) && (lt === null || created < lt);
      })
      .sort((a, b) => Number(b.created) - Number(a.created) || String(b.id).localeCompare(String(a.id)));
    const after = q.get('starting_after');
    if (after) data = data.slice(data.findIndex((i) => i.id === after) + 1);
    const limit = Math.min(Number(q.get('limit') ?? 10), 100);
    this.listRequests.push({ path: url.pathname, startingAfter: after });
    this.send(res, 200, { object: 'list', url: url.pathname, has_more: data.length > limit, data: data.slice(0, limit) });
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
    res.end(JSON.stringify(body));
  }

  private notFound(res: ServerResponse, id: string): void {
    this.send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = parseForm(Buffer.concat(chunks).toString('utf8'));
    this.requests.push({ method: req.method ?? '', path: url.pathname });
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      return this.send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const key = req.headers['idempotency-key'];
    // Stripe saves the first result for a key, whatever its status (a 500 included), and answers every retry with it.
    const saved = req.method === 'POST' && typeof key === 'string' ? this.idempotent.get(key) : undefined;
    if (saved) return this.send(res, saved.status, saved.body);
    // A second request with a key whose first is still being processed: Stripe's idempotency_error, nothing done.
    if (req.method === 'POST' && typeof key === 'string' && this.keysInFlight.has(key)) {
      return this.send(res, 409, { error: { type: 'idempotency_error', message: 'There is currently another in-progress request using this Idempotent Key. Please try again later.' } });
    }
    const remember = (body: unknown, status = 200) => {
      if (req.method === 'POST' && typeof key === 'string') this.idempotent.set(key, { status, body });
      this.send(res, status, body);
    };

    const parts = url.pathname.split('/').filter(Boolean); // v1, resource, id?
    if (parts[1] === 'payment_intents') {
      if (req.method === 'POST' && parts.length === 2) {
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: String(form.currency),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata: (form.metadata as Record<string, string>) ?? {},
          last_payment_error: null,
          created: Math.floor(Date.now() / 1000),
          on_behalf_of: form.on_behalf_of ? String(form.on_behalf_of) : null,
          transfer_data: form.transfer_data ? { destination: String((form.transfer_data as Record<string, string>).destination) } : null,
          application_fee_amount: form.application_fee_amount === undefined ? null : Number(form.application_fee_amount),
          payment_method_types: form.payment_method_types ? Object.values(form.payment_method_types as Record<string, string>) : ['card'],
        };
        this.intents.set(id, intent);
        return remember(intent);
      }
      if (req.method === 'GET' && parts.length === 2) {
        // GET /v1/payment_intents?created[gte]=...&created[lt]=...&limit=...&starting_after=...
        return this.list(res, url, [...this.intents.values()]);
      }
      const intent = this.intents.get(parts[2]);
      if (!intent) return this.notFound(res, parts[2]);
      return this.send(res, 200, intent);
    }
    if (parts[1] === 'refunds' && req.method === 'GET' && parts.length === 2) {
      // GET /v1/refunds?payment_intent=... or ?created[gte]=...&created[lt]=...
      const paymentIntent = url.searchParams.get('payment_intent');
      return this.list(res, url, [...this.refunds.values()].filter((r) => !paymentIntent || r.payment_intent === paymentIntent));
    }
    if (parts[1] === 'refunds' && req.method === 'POST' && parts.length === 2) {
      // Stripe refunds a succeeded charge, whole unless an amount is given; a charge refunded in full refuses another.
      const intent = this.intents.get(String(form.payment_intent));
      if (!intent) return this.notFound(res, String(form.payment_intent));
      const refunded = [...this.refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + Number(r.amount), 0);
      if (intent.status !== 'succeeded' || refunded >= intent.amount) {
        return this.send(res, 400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for ${intent.id} has already been refunded.` } });
      }
      const refund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount: Number(form.amount ?? intent.amount - refunded),
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
        // A destination charge's refund may take the transfer back and give back the application fee (form values are strings).
        reverse_transfer: form.reverse_transfer === 'true',
        refund_application_fee: form.refund_application_fee === 'true',
      };
      this.refunds.set(refund.id, refund);
      if (this.refundDelayMs > 0) {
        if (typeof key === 'string') this.keysInFlight.add(key);
        await new Promise((resolve) => setTimeout(resolve, this.refundDelayMs));
        if (typeof key === 'string') this.keysInFlight.delete(key);
      }
      return remember(refund);
    }
    if (parts[1] === 'accounts') {
      if (req.method === 'POST' && parts.length === 2) {
        const account = {
          id: `acct_${randomBytes(8).toString('hex')}`,
          object: 'account' as const,
          type: String(form.type),
          email: String(form.email ?? ''),
          payouts_enabled: false,
          details_submitted: false,
          requirements: { disabled_reason: 'requirements.past_due' as string | null },
          metadata: (form.metadata as Record<string, string>) ?? {},
          capabilities: (form.capabilities as Record<string, { requested: string }>) ?? {},
        };
        this.accounts.set(account.id, account);
        return remember(account);
      }
      const account = this.accounts.get(parts[2]);
      if (!account) return this.notFound(res, parts[2]);
      return this.send(res, 200, account);
    }
    if (parts[1] === 'transfers' && req.method === 'POST') {
      const metadata = (form.metadata ?? {}) as Record<string, string>;
      this.transferRequests.push({ idempotencyKey: typeof key === 'string' ? key : null, payoutId: metadata.payoutId ?? null });
      // Stripe refuses a transfer to an account that cannot receive one.
      const account = this.accounts.get(String(form.destination));
      if (!account) return this.send(res, 400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such destination: '${String(form.destination)}'` } });
      if (!account.payouts_enabled) {
        return this.send(res, 400, { error: { type: 'invalid_request_error', code: 'account_invalid', message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers' } });
      }
      const transfer = { id: `tr_${randomBytes(12).toString('hex')}`, object: 'transfer', amount: Number(form.amount), amount_reversed: 0, currency: String(form.currency), destination: account.id, transfer_group: form.transfer_group ?? null, metadata: form.metadata ?? {}, created: Math.floor(Date.now() / 1000) };
      this.transfers.set(transfer.id, transfer);
      if (this.transferDelayMs > 0) {
        if (typeof key === 'string') this.keysInFlight.add(key);
        await new Promise((resolve) => setTimeout(resolve, this.transferDelayMs));
        if (typeof key === 'string') this.keysInFlight.delete(key);
      }
      if (this.transferFaults > 0) {
        this.transferFaults -= 1;
        return remember({ error: { type: 'api_error', message: 'An unknown error occurred' } }, 500);
      }
      return remember(transfer);
    }
    if (parts[1] === 'transfers' && req.method === 'GET' && parts.length === 2) {
      const group = url.searchParams.get('transfer_group');
      return this.list(res, url, [...this.transfers.values()].filter((tr) => !group || tr.transfer_group === group));
    }
    if (parts[1] === 'transfers' && req.method === 'GET' && parts.length === 3) {
      const transfer = this.transfers.get(parts[2]);
      return transfer ? this.send(res, 200, transfer) : this.notFound(res, parts[2]);
    }
    if (parts[1] === 'account_links' && req.method === 'POST') {
      const account = this.accounts.get(String(form.account));
      if (!account) return this.notFound(res, String(form.account));
      if (!form.return_url || !form.refresh_url) return this.send(res, 400, { error: { type: 'invalid_request_error', message: 'Missing required param: return_url.' } });
      return this.send(res, 200, { object: 'account_link', url: `https://connect.stripe.com/setup/e/${account.id}/${randomBytes(6).toString('hex')}`, expires_at: Math.floor(Date.now() / 1000) + 300 });
    }
    if (parts[1] === 'customers' && req.method === 'POST') {
      return remember({ id: `cus_${randomBytes(8).toString('hex')}`, object: 'customer', email: form.email, name: form.name });
    }
    if (parts[1] === 'setup_intents') {
      if (req.method === 'POST' && parts.length === 2) {
        const id = `seti_${randomBytes(12).toString('hex')}`;
        const setup = {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          customer: form.customer ?? null,
          usage: form.usage ?? 'off_session',
          status: 'requires_payment_method',
          payment_method: null,
          last_setup_error: null,
          metadata: form.metadata ?? {},
        };
        this.setupIntents.set(id, setup);
        return remember(setup);
      }
      const setup = this.setupIntents.get(parts[2]);
      return setup ? this.send(res, 200, setup) : this.notFound(res, parts[2]);
    }
    if (parts[1] === 'invoices' && req.method === 'POST' && parts[3] === 'pay') {
      // Charges an open invoice now with the subscription's card: 402 card_error when that card declines.
      const invoice = this.invoices.get(parts[2]);
      if (!invoice) return this.notFound(res, parts[2]);
      if (invoice.status === 'paid') return remember({ error: { type: 'invalid_request_error', code: 'invoice_already_paid', message: 'Invoice is already paid' } }, 400);
      const subscription = this.subscriptions.get(invoice.subscription)!;
      const card = String(subscription.default_payment_method ?? '');
      const declines = this.decliningCards.has(card);
      this.invoicePayments.push({ invoiceId: invoice.id, idempotencyKey: typeof key === 'string' ? key : null, paid: !declines });
      if (declines) {
        this.decline(invoice.payment_intent);
        return remember({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } }, 402);
      }
      this.succeed(invoice.payment_intent);
      this.markPaid(invoice);
      invoice.next_payment_attempt = null;
      subscription.status = 'active';
      (subscription.items as { data: { current_period_end: number }[] }).data[0].current_period_end += 30 * 86400;
      return remember(invoice);
    }
    if (parts[1] === 'invoices') {
      if (req.method === 'GET' && parts.length === 2) {
        // GET /v1/invoices?customer=...&status=paid&created[gte]=...&created[lt]=...
        const customer = url.searchParams.get('customer');
        const status = url.searchParams.get('status');
        return this.list(res, url, [...this.invoices.values()].filter((i) => (!customer || i.customer === customer) && (!status || i.status === status)));
      }
      const invoice = this.invoices.get(parts[2]);
      if (!invoice) return this.notFound(res, parts[2]);
      return this.send(res, 200, invoice);
    }
    if (parts[1] === 'subscriptions') {
      if (req.method === 'POST' && parts.length === 2) {
        const id = `sub_${randomBytes(10).toString('hex')}`;
        const items = form.items as Record<string, { price_data: { unit_amount: string } }>;
        const amount = Number(items['0'].price_data.unit_amount);
        const intent = this.newIntent(amount, {});
        const subscription: Record<string, unknown> = {
          id,
          object: 'subscription',
          status: 'incomplete',
          customer: form.customer,
          cancel_at_period_end: false,
          metadata: form.metadata ?? {},
          items: {
            object: 'list',
            data: [{ id: `si_${id}`, current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400, price: { id: `price_${id}`, product: `prod_${id}`, unit_amount: amount } }],
          },
          pause_collection: null,
          trial_end: null,
        };
        const invoice = this.newInvoice(subscription, intent);
        subscription.latest_invoice = { id: invoice.id, object: 'invoice', subscription: id, payment_intent: intent };
        this.subscriptions.set(id, subscription);
        return remember(subscription);
      }
      const subscription = this.subscriptions.get(parts[2]);
      if (!subscription) return this.notFound(res, parts[2]);
      if (req.method === 'POST') {
        this.subscriptionUpdates.push({ id: subscription.id as string, form });
        if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        if (form.default_payment_method !== undefined) subscription.default_payment_method = String(form.default_payment_method);
        if (form.pause_collection !== undefined) {
          const pause = form.pause_collection as { behavior?: string; resumes_at?: string } | '';
          subscription.pause_collection = pause === '' ? null : { behavior: pause.behavior, resumes_at: pause.resumes_at ? Number(pause.resumes_at) : null };
        }
        const items = subscription.items as { data: { id: string; current_period_end: number; price: { id: string; product: string; unit_amount: number } }[] };
        if (form.items) {
          const item = (form.items as Record<string, { id: string; price_data?: { product: string; unit_amount: string } }>)['0'];
          const current = items.data.find((i) => i.id === item.id);
          if (!current) return this.send(res, 400, { error: { type: 'invalid_request_error', message: `No such subscription item: '${item.id}'` } });
          if (item.price_data) current.price = { id: `price_${randomBytes(6).toString('hex')}`, product: item.price_data.product, unit_amount: Number(item.price_data.unit_amount) };
        }
        if (form.trial_end !== undefined) {
          // A trial until then: the next invoice is made on that date.
          subscription.trial_end = Number(form.trial_end);
          items.data[0].current_period_end = Number(form.trial_end);
        }
      }
      if (req.method === 'DELETE') {
        subscription.status = 'canceled';
        const invoice = subscription.latest_invoice as { payment_intent: StandInIntent };
        if (invoice.payment_intent.status !== 'succeeded') invoice.payment_intent.status = 'canceled';
      }
      // ?expand[]=latest_invoice.payment_intent gives the invoice with its payment, as Stripe does.
      if ([...url.searchParams.values()].some((v) => v.startsWith('latest_invoice'))) return this.send(res, 200, subscription);
      return this.send(res, 200, { ...subscription, latest_invoice: (subscription.latest_invoice as { id: string }).id });
    }
    this.send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  }
}
