import { useQuery } from '@tanstack/react-query';
import { Button, ConfigProvider } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { giveTokens } from '../../../app/theme-tokens';
import { AmountPicker } from '../../../components/checkout/amount-picker';
import { ChoiceTile } from '../../../components/checkout/choice-tile';
import { DonationSummary } from '../../../components/checkout/donation-summary';
import { MIN_GIFT_CENTS, centsToDollars, giftCentsOf, giftProblem, tipLabelOf, type AmountChoice } from '../../../components/checkout/donation-math';
import { DetailsStep, useGuestCheck } from '../../../components/checkout/details-step';
import { editedGuestErrors, NO_GUEST, trimmedGuest, type GuestErrors } from '../../../components/checkout/guest-details';
import { GuestFields } from '../../../components/checkout/guest-fields';
import { PaymentStep, usePreparePayment, useStepFocus } from '../../../components/checkout/payment-step';
import { organizationPaths, type Organization } from '../../../components/organizations/organizations-api';
import { paymentQueries, startGuestDonationPayment } from '../../../components/payment/payment-api';
import { formatMoney } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { GivingOrganization } from './giving-organization';
import type { OrganizationGiftRequest } from './organization-gift-state';
import './organization-give.css';
import './organization-kiosk.css';

/** The lobby's amounts: large tiles, a custom amount below them. */
const KIOSK_AMOUNTS = [10, 25, 50, 100, 250, 500] as const;
/** After a gift the kiosk returns to its start by itself, for the next giver. */
export const KIOSK_RESET_SECONDS = 30;
const giveTheme = { token: giveTokens };

interface KioskRequest {
  body: OrganizationGiftRequest;
  shown: { parts: { label: string; cents: number }[]; giftCents: number };
}

/**
 * The lobby kiosk's gift: one fund, a large amount, and the giver's name and email (the receipt's; the API needs
 * all three from a guest, and the kiosk always gives as a guest, never as whoever is signed in on the tablet).
 * No tip, message or monthly choice: a quick gift at the door.
 */
function KioskForm({ organization }: { organization: Organization }) {
  const funds = organization.funds;
  const [fundId, setFundId] = useState(funds[0]!.id);
  const [amount, setAmount] = useState<AmountChoice>({ kind: 'preset', dollars: 50 });
  const [customText, setCustomText] = useState('');
  const [guest, setGuest] = useState(NO_GUEST);
  const [guestErrors, setGuestErrors] = useState<GuestErrors>({});
  const [prepared, setPrepared] = useState<(KioskRequest['shown'] & { clientSecret: string }) | null>(null);
  const guestCheck = useGuestCheck();
  const { paymentHeading, detailsHeading, backToDetails } = useStepFocus(Boolean(prepared));
  const start = usePreparePayment(({ body }: KioskRequest) => startGuestDonationPayment(body), setPrepared);

  const giftCents = giftCentsOf(amount, customText);
  const problem = giftProblem(giftCents, amount, customText);
  const fund = funds.find((f) => f.id === fundId) ?? funds[0]!;
  const ready = giftCents >= MIN_GIFT_CENTS && !problem;

  function proceed() {
    if (!guestCheck.passes(guest, setGuestErrors)) return;
    const dollars = centsToDollars(giftCents);
    start.mutate({
      body: { organizationId: organization.id, allocations: [{ fundId: fund.id, amount: dollars }], tip: 0, amount: dollars, guestInfo: trimmedGuest(guest), isAnonymous: false },
      shown: { parts: [{ label: fund.name, cents: giftCents }], giftCents },
    });
  }

  if (prepared) {
    return (
      <PaymentStep
        headingRef={paymentHeading}
        summary={<DonationSummary parts={prepared.parts} giftCents={prepared.giftCents} tipCents={0} tipLabel={tipLabelOf({ kind: 'none' })} />}
        clientSecret={prepared.clientSecret}
        returnUrl={`${window.location.origin}${organizationPaths.kiosk(organization.slug)}?organizationId=${encodeURIComponent(organization.id)}`}
        submitLabel={`Give ${formatMoney(prepared.giftCents / 100)}`}
        onChange={() => {
          backToDetails();
          setPrepared(null);
        }}
        legalInNewTab
      />
    );
  }

  return (
    <DetailsStep
      headingRef={detailsHeading}
      title="Your gift"
      ready={ready}
      preparing={start.isPending}
      onProceed={proceed}
      errorRegion={guestCheck.region}
      proceedLabel={ready ? `Give ${formatMoney(giftCents / 100)} to ${fund.name}` : 'Choose an amount'}
      proceedClassName="fc-kiosk__go"
      legalInNewTab
    >
      {funds.length > 1 && (
        <fieldset className="fc-checkout__group">
          <legend className="fc-checkout__legend">Choose a fund</legend>
          <div className="fc-tiles fc-kiosk__funds">
            {funds.map((f) => (
              <ChoiceTile key={f.id} name="fund" value={f.id} checked={f.id === fundId} onSelect={() => setFundId(f.id)}>
                {f.name}
              </ChoiceTile>
            ))}
          </div>
        </fieldset>
      )}
      <AmountPicker
        presets={KIOSK_AMOUNTS}
        suggested={null}
        choice={amount}
        customText={customText}
        problem={problem}
        onChoose={(choice) => {
          setAmount(choice);
          if (choice.kind === 'preset') setCustomText('');
        }}
        onCustomText={(text) => {
          setAmount({ kind: 'custom' });
          setCustomText(text);
        }}
      />
      <GuestFields
        guest={guest}
        errors={guestErrors}
        hint="Your receipt is emailed to you."
        onEdit={(field, value) => {
          setGuest((before) => ({ ...before, [field]: value }));
          setGuestErrors((before) => editedGuestErrors(before, field));
        }}
      />
    </DetailsStep>
  );
}

/** After a gift: it is recorded, the giver thanked, and the kiosk returns to its start in 30 seconds. */
function KioskThanks({ organization, paymentIntentId, clientSecret }: { organization: Organization; paymentIntentId: string; clientSecret?: string }) {
  const navigate = useNavigate();
  const completion = useQuery(paymentQueries.completion(paymentIntentId, { organizationId: organization.id }, clientSecret));
  const [left, setLeft] = useState(KIOSK_RESET_SECONDS);
  const restart = () => void navigate(organizationPaths.kiosk(organization.slug), { replace: true });

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) restart();
  });

  const recorded = completion.data;
  return (
    <section className="fc-card fc-kiosk__thanks" aria-labelledby="fc-kiosk-thanks-title">
      {completion.isPending ? (
        <h2 id="fc-kiosk-thanks-title" role="status">
          Recording your gift…
        </h2>
      ) : recorded ? (
        <>
          <h2 id="fc-kiosk-thanks-title">Thank you!</h2>
          <p className="fc-lead">
            Your gift of <strong>{formatMoney(recorded.amount)}</strong> to {organization.name} has been received. Your receipt is on its way by email.
          </p>
        </>
      ) : (
        <>
          <h2 id="fc-kiosk-thanks-title">We are confirming your gift</h2>
          <p className="fc-lead">If your card was charged, your gift will be recorded and your receipt emailed within a few minutes. Please do not give again.</p>
        </>
      )}
      <p className="fc-kiosk__countdown">
        <span aria-hidden="true">Starting over in {Math.max(left, 0)} s</span>
        <span className="fc-sr-only">This screen starts over by itself {KIOSK_RESET_SECONDS} seconds after a gift.</span>
      </p>
      <ConfigProvider theme={giveTheme}>
        <Button type="primary" size="large" onClick={restart}>
          Give again
        </Button>
      </ConfigProvider>
    </section>
  );
}

/**
 * /o/:slug/kiosk — a full-screen giving page for a tablet in the lobby: large amounts, a fund, the giver's name
 * and email, the card; no site navigation. After a gift it returns to its start by itself.
 */
export default function OrganizationKioskPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  usePageMeta('Give');
  const paymentIntentId = params.get('payment_intent')?.trim() ?? '';
  const clientSecret = params.get('payment_intent_client_secret')?.trim() || undefined;

  return (
    <main id="main" className="fc-main fc-kiosk" tabIndex={-1}>
      <GivingOrganization slug={slug} bare>
        {(organization) => (
          <div className="fc-kiosk__inner">
            <header className="fc-kiosk__header">
              <p className="fc-eyebrow">Give to</p>
              <h1>{organization.name}</h1>
            </header>
            {paymentIntentId ? (
              <KioskThanks key={paymentIntentId} organization={organization} paymentIntentId={paymentIntentId} clientSecret={clientSecret} />
            ) : (
              <KioskForm key={params.toString()} organization={organization} />
            )}
          </div>
        )}
      </GivingOrganization>
    </main>
  );
}
