import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, ConfigProvider, Input } from 'antd';
import { useReducer, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import { useCurrentUser } from '../../app/session';
import { giveTokens } from '../../app/theme-tokens';
import { toast } from '../../app/toast';
import { useErrorAnnouncer } from '../../components/error-announcer';
import { ButtonLink } from '../../components/button-link';
import { campaignQueries } from '../../components/campaign/campaign-api';
import { AmountPicker } from '../../components/checkout/amount-picker';
import { DonationSummary } from '../../components/checkout/donation-summary';
import { Field } from '../../components/checkout/field';
import { FrequencyPicker } from '../../components/checkout/frequency-picker';
import { checkGuest, GUEST_FIELDS } from '../../components/checkout/guest-details';
import { GivingAs, GuestFields, guestFieldId } from '../../components/checkout/guest-fields';
import { LegalNote, PaymentStep, usePreparePayment, useStepFocus } from '../../components/checkout/payment-step';
import { TipPicker } from '../../components/checkout/tip-picker';
import { startDonationPayment } from '../../components/payment/payment-api';
import { formatMoney } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { CampaignHeader, type CheckoutCampaign } from './campaign-header';
import { canProceed, checkoutFigures, checkoutReducer, initialCheckoutState, paymentRequest, type PaymentRequest } from './checkout-state';
import './checkout.css';

const MESSAGE_MAX = 500;
const giveTheme = { token: giveTokens };

/** The campaign by id, cached with the other campaign screens (404 and the start-up silence give null). */
function useCheckoutCampaign(campaignId: string) {
  return useQuery({
    ...campaignQueries.detail(campaignId),
    meta: { silent: true }, // the page shows Campaign Not Found or its own error
  });
}

function CheckoutForm({ campaign }: { campaign: CheckoutCampaign }) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const { announce, region } = useErrorAnnouncer();

  const figures = checkoutFigures(state);
  const isGuest = !userLoading && !user;
  const ready = canProceed(figures, userLoading);
  const prepared = state.step.name === 'payment' ? state.step.payment : null;
  const { paymentHeading, detailsHeading, backToDetails } = useStepFocus(Boolean(prepared));

  const start = usePreparePayment(({ body }: PaymentRequest) => startDonationPayment(body), (payment) =>
    dispatch({ type: 'payment/prepared', payment }),
  );

  function proceed() {
    if (!ready) return;
    if (isGuest) {
      const { errors, toast: problem } = checkGuest(state.guest);
      dispatch({ type: 'guest/checked', errors });
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        announce(Object.values(errors).filter((message): message is string => Boolean(message)));
        const first = GUEST_FIELDS.find((field) => errors[field]);
        if (first) document.getElementById(guestFieldId(first))?.focus();
        return;
      }
    }
    start.mutate(paymentRequest(state, campaign.id, isGuest));
  }

  if (prepared) {
    const returnUrl = `${window.location.origin}/donate/${encodeURIComponent(campaign.slug)}?success=true&campaignId=${encodeURIComponent(campaign.id)}`;
    return (
      <PaymentStep
        headingRef={paymentHeading}
        summary={<DonationSummary giftCents={prepared.giftCents} tipCents={prepared.tipCents} tipLabel={prepared.tipLabel} monthly={prepared.monthly} />}
        clientSecret={prepared.clientSecret}
        returnUrl={returnUrl}
        submitLabel={`Donate ${formatMoney((prepared.giftCents + prepared.tipCents) / 100)}${prepared.monthly ? ' monthly' : ''}`}
        onChange={() => {
          backToDetails();
          dispatch({ type: 'payment/change' });
        }}
      />
    );
  }

  return (
    <form
      aria-busy={start.isPending || undefined}
      className="fc-card fc-checkout__panel"
      aria-labelledby="fc-details-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        proceed();
      }}
    >
      <h2 id="fc-details-title" className="fc-checkout__step-title" tabIndex={-1} ref={detailsHeading}>
        Your donation
      </h2>

      <FrequencyPicker frequency={state.frequency} onChoose={(frequency) => dispatch({ type: 'frequency', frequency })} />

      <AmountPicker
        choice={state.amount}
        customText={state.customAmount}
        problem={figures.amountProblem}
        onChoose={(choice) => dispatch({ type: 'amount/choose', choice })}
        onCustomText={(text) => dispatch({ type: 'amount/custom-text', text })}
      />

      <TipPicker
        choice={state.tip}
        giftCents={figures.giftCents}
        customText={state.customTip}
        problem={figures.tipProblem}
        onChoose={(choice) => dispatch({ type: 'tip/choose', choice })}
        onCustomText={(text) => dispatch({ type: 'tip/custom-text', text })}
      />

      {isGuest && <GuestFields guest={state.guest} errors={state.guestErrors} onEdit={(field, value) => dispatch({ type: 'guest/edit', field, value })} />}
      {user && <GivingAs user={user} />}

      <div className="fc-checkout__group">
        <Field id="fc-message" label="Message (optional)">
          <Input.TextArea
            id="fc-message"
            value={state.message}
            onChange={(event) => dispatch({ type: 'message', text: event.target.value })}
            maxLength={MESSAGE_MAX}
            showCount
            rows={3}
            placeholder="Leave a word of encouragement for the organizer"
          />
        </Field>
        <Checkbox
          checked={state.anonymous}
          onChange={(event) => dispatch({ type: 'anonymous', anonymous: event.target.checked })}
          className="fc-checkout__anonymous"
        >
          Give anonymously
        </Checkbox>
        <p className="fc-checkout__hint fc-checkout__hint--tight">
          Your name will not be shown with your donation on the campaign page.
        </p>
      </div>

      <DonationSummary giftCents={figures.giftCents} tipCents={figures.tipCents} tipLabel={figures.tipLabel} monthly={state.frequency === 'monthly'} />

      <ConfigProvider theme={giveTheme}>
        <Button type="primary" htmlType="submit" size="large" block disabled={!ready} loading={start.isPending}>
          {start.isPending ? 'Preparing Payment...' : 'Proceed to Payment'}
        </Button>
      </ConfigProvider>
      {region}
      <LegalNote />
    </form>
  );
}

function NotAccepting({ campaign }: { campaign: CheckoutCampaign }) {
  return (
    <section className="fc-card fc-checkout__panel" aria-labelledby="fc-closed-title">
      <h2 id="fc-closed-title" className="fc-checkout__step-title">
        {campaign.hasEnded ? 'This campaign has ended' : 'This campaign is not accepting donations'}
      </h2>
      <p className="fc-muted">
        {campaign.hasEnded
          ? 'It is no longer accepting donations. Thank you for wanting to help: other campaigns still need support.'
          : 'It is not taking donations right now. Thank you for wanting to help: other campaigns still need support.'}
      </p>
      <div className="fc-actions">
        <ButtonLink to="/donate" type="primary">
          Browse Campaigns
        </ButtonLink>
        <ButtonLink to={`/donate/${encodeURIComponent(campaign.slug)}`}>View Campaign</ButtonLink>
      </div>
    </section>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="fc-checkout__skeleton" aria-busy="true">
      <span className="fc-sr-only" role="status">
        Loading the campaign
      </span>
      <span className="fc-skeleton fc-checkout__skeleton-header" aria-hidden="true" />
      <span className="fc-skeleton fc-checkout__skeleton-body" aria-hidden="true" />
    </div>
  );
}

/** /donate/checkout/:campaignId: amount, tip, donor details, then the card form (spec section 2). */
export default function CheckoutPage() {
  const { campaignId = '' } = useParams();
  const { data: campaign, error, isPending, refetch, isFetching } = useCheckoutCampaign(campaignId);
  usePageMeta(campaign ? `Donate to ${campaign.title}` : 'Donate', campaign?.description);

  const notFound = (!isPending && !error && !campaign) || (error instanceof ApiError && [400, 404].includes(error.status));

  let content: ReactNode;
  if (isPending) content = <CheckoutSkeleton />;
  else if (notFound) {
    content = (
      <section className="fc-message-page" aria-labelledby="fc-missing-title">
        <h1 id="fc-missing-title">Campaign Not Found</h1>
        <p className="fc-lead">The campaign you're looking for doesn't exist or has been removed.</p>
        <div className="fc-actions">
          <ButtonLink to="/donate" type="primary">
            Browse Campaigns
          </ButtonLink>
        </div>
      </section>
    );
  } else if (!campaign) {
    content = (
      <Alert
        type="error"
        showIcon
        title="We could not load this campaign"
        description={errorText(error, 'Please check your connection and try again.')}
        action={
          <Button onClick={() => void refetch()} loading={isFetching}>
            Try Again
          </Button>
        }
      />
    );
  } else {
    const accepting = !campaign.hasEnded && campaign.isActive && campaign.status === 'approved' && !campaign.archivedAt;
    content = (
      <>
        <CampaignHeader campaign={campaign} />
        {accepting ? <CheckoutForm campaign={campaign} /> : <NotAccepting campaign={campaign} />}
      </>
    );
  }

  return (
    <div className="fc-container fc-checkout">
      <Link to={campaign ? `/donate/${encodeURIComponent(campaign.slug)}` : '/donate'} className="fc-checkout__back">
        <ArrowLeftOutlined aria-hidden="true" /> {campaign ? 'Back to campaign' : 'Back to campaigns'}
      </Link>
      {content}
    </div>
  );
}
