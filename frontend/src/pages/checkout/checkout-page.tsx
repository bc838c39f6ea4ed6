import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useReducer, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import { useCurrentUser } from '../../app/session';
import { ButtonLink } from '../../components/button-link';
import { campaignQueries } from '../../components/campaign/campaign-api';
import { AmountPicker } from '../../components/checkout/amount-picker';
import { DonationSummary, summaryOf } from '../../components/checkout/donation-summary';
import { DonorChoices } from '../../components/checkout/donor-choices';
import { FrequencyPicker } from '../../components/checkout/frequency-picker';
import { DetailsStep, useGuestCheck } from '../../components/checkout/details-step';
import { PaymentStep, usePreparePayment, useStepFocus } from '../../components/checkout/payment-step';
import { startDonationPayment } from '../../components/payment/payment-api';
import { formatMoney } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { CampaignHeader, type CheckoutCampaign } from './campaign-header';
import { canProceed, checkoutFigures, checkoutReducer, initialCheckoutState, paymentRequest, type PaymentRequest } from './checkout-state';
import './checkout.css';

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
  const guestCheck = useGuestCheck();

  const figures = checkoutFigures(state);
  const isGuest = !userLoading && !user;
  const ready = canProceed(figures, userLoading);
  const prepared = state.step.name === 'payment' ? state.step.payment : null;
  const { paymentHeading, detailsHeading, backToDetails } = useStepFocus(Boolean(prepared));

  const start = usePreparePayment(({ body }: PaymentRequest) => startDonationPayment(body), (payment) =>
    dispatch({ type: 'payment/prepared', payment }),
  );

  function proceed() {
    if (isGuest && !guestCheck.passes(state.guest, (errors) => dispatch({ type: 'guest/checked', errors }))) return;
    start.mutate(paymentRequest(state, campaign.id, isGuest));
  }

  if (prepared) {
    const returnUrl = `${window.location.origin}/donate/${encodeURIComponent(campaign.slug)}?success=true&campaignId=${encodeURIComponent(campaign.id)}`;
    return (
      <PaymentStep
        headingRef={paymentHeading}
        summary={<DonationSummary {...summaryOf(prepared)} />}
        clientSecret={prepared.clientSecret}
        returnUrl={returnUrl}
        paymentMethod={prepared.paymentMethod}
        submitLabel={`Donate ${formatMoney((prepared.giftCents + prepared.tipCents + prepared.feeCoveredCents) / 100)}${prepared.monthly ? ' monthly' : ''}`}
        onChange={() => {
          backToDetails();
          dispatch({ type: 'payment/change' });
        }}
      />
    );
  }

  return (
    <DetailsStep
      headingRef={detailsHeading}
      title="Your donation"
      ready={ready}
      preparing={start.isPending}
      onProceed={proceed}
      errorRegion={guestCheck.region}
    >
      <FrequencyPicker frequency={state.frequency} onChoose={(frequency) => dispatch({ type: 'frequency', frequency })} />

      <AmountPicker
        choice={state.amount}
        customText={state.customAmount}
        problem={figures.amountProblem}
        onChoose={(choice) => dispatch({ type: 'amount/choose', choice })}
        onCustomText={(text) => dispatch({ type: 'amount/custom-text', text })}
      />

      <DonorChoices
        state={state}
        dispatch={dispatch}
        giftCents={figures.giftCents}
        tipProblem={figures.tipProblem}
        user={user}
        isGuest={isGuest}
        note={{ placeholder: 'Leave a word of encouragement for the organizer', anonymousHint: 'Your name will not be shown with your donation on the campaign page.' }}
      />

      <DonationSummary {...summaryOf({ ...figures, monthly: state.frequency === 'monthly' })} />
    </DetailsStep>
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
