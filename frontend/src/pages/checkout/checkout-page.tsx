import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, ConfigProvider, Input } from 'antd';
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import { useCurrentUser } from '../../app/session';
import { giveTokens } from '../../app/theme-tokens';
import { dismissToasts, toast } from '../../app/toast';
import { useErrorAnnouncer } from '../../components/error-announcer';
import { ButtonLink } from '../../components/button-link';
import { campaignQueries } from '../../components/campaign/campaign-api';
import { startDonationPayment } from '../../components/payment/payment-api';
import { PaymentForm } from '../../components/payment/payment-form';
import { formatMoney } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { AmountPicker } from './amount-picker';
import { CampaignHeader, type CheckoutCampaign } from './campaign-header';
import { ChoiceTile } from './choice-tile';
import {
  canProceed,
  checkGuest,
  checkoutFigures,
  checkoutReducer,
  initialCheckoutState,
  paymentRequest,
  type GuestField,
  type PaymentRequest,
} from './checkout-state';
import { DonationSummary } from './donation-summary';
import { TipPicker } from './tip-picker';
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

function LegalNote() {
  return (
    <p className="fc-checkout__legal">
      By donating you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
    </p>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="fc-field">
      <label htmlFor={id} className="fc-field__label">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="fc-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The spec's toast titles for the server's own refusals of a guest's details. */
function startFailureTitle(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body?.code === 'missing_information') return 'Missing Information';
    if (error.body?.code === 'invalid_email') return 'Invalid Email';
  }
  return 'Payment Error';
}

function CheckoutForm({ campaign }: { campaign: CheckoutCampaign }) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef(false);
  const { announce, region } = useErrorAnnouncer();

  const figures = checkoutFigures(state);
  const isGuest = !userLoading && !user;
  const ready = canProceed(figures, userLoading);
  const prepared = state.step.name === 'payment' ? state.step.payment : null;

  const start = useMutation({
    mutationFn: ({ body }: PaymentRequest) => startDonationPayment(body),
    // The summary shown with the card form is the one the payment was created for, whatever changed since.
    onSuccess: (data, { shown }) => {
      if (!data?.clientSecret) {
        toast({ title: 'Payment Error', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' });
        return;
      }
      dispatch({ type: 'payment/prepared', payment: { clientSecret: data.clientSecret, ...shown } });
    },
    onError: (error) => {
      toast({
        title: startFailureTitle(error),
        description: errorText(error, 'Failed to initialize payment. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  // The card form appears in place of the choices: take the reader (and the focus) to it, and back.
  // Each step's errors belong to it: moving on (or back) takes an earlier step's toast off the screen.
  useEffect(() => {
    if (prepared) {
      dismissToasts();
      paymentHeading.current?.focus({ preventScroll: true });
      paymentHeading.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
    } else if (returnFocus.current) {
      returnFocus.current = false;
      dismissToasts();
      detailsHeading.current?.focus();
    }
  }, [prepared]);

  function proceed() {
    if (!ready) return;
    if (isGuest) {
      const { errors, toast: problem } = checkGuest(state.guest);
      dispatch({ type: 'guest/checked', errors });
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        announce(Object.values(errors).filter((message): message is string => Boolean(message)));
        const first = (['firstName', 'lastName', 'email'] as const).find((field) => errors[field]);
        if (first) document.getElementById(`fc-guest-${first}`)?.focus();
        return;
      }
    }
    start.mutate(paymentRequest(state, campaign.id, isGuest));
  }

  const guestInput = (field: GuestField) => ({
    id: `fc-guest-${field}`,
    size: 'large' as const,
    value: state.guest[field],
    onChange: (event: { target: { value: string } }) => dispatch({ type: 'guest/edit', field, value: event.target.value }),
    status: state.guestErrors[field] ? ('error' as const) : undefined,
    'aria-invalid': state.guestErrors[field] ? true : undefined,
    'aria-describedby': state.guestErrors[field] ? `fc-guest-${field}-error` : undefined,
  });

  if (prepared) {
    const returnUrl = `${window.location.origin}/donate/${encodeURIComponent(campaign.slug)}?success=true&campaignId=${encodeURIComponent(campaign.id)}`;
    return (
      <section className="fc-card fc-checkout__panel" aria-labelledby="fc-payment-title">
        <h2 id="fc-payment-title" className="fc-checkout__step-title" tabIndex={-1} ref={paymentHeading}>
          Payment details
        </h2>
        <DonationSummary giftCents={prepared.giftCents} tipCents={prepared.tipCents} tipLabel={prepared.tipLabel} monthly={prepared.monthly} />
        <Button
          type="link"
          className="fc-checkout__change"
          icon={<EditOutlined />}
          onClick={() => {
            returnFocus.current = true;
            dispatch({ type: 'payment/change' });
          }}
        >
          Change amount or details
        </Button>
        <PaymentForm
          clientSecret={prepared.clientSecret}
          returnUrl={returnUrl}
          submitLabel={`Donate ${formatMoney((prepared.giftCents + prepared.tipCents) / 100)}${prepared.monthly ? ' monthly' : ''}`}
        />
        <LegalNote />
      </section>
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

      <fieldset className="fc-checkout__group">
        <legend className="fc-checkout__legend">How often</legend>
        <div className="fc-tiles fc-tiles--two">
          <ChoiceTile name="frequency" value="once" checked={state.frequency === 'once'} onSelect={() => dispatch({ type: 'frequency', frequency: 'once' })}>
            Give once
          </ChoiceTile>
          <ChoiceTile name="frequency" value="monthly" checked={state.frequency === 'monthly'} onSelect={() => dispatch({ type: 'frequency', frequency: 'monthly' })}>
            Give monthly
          </ChoiceTile>
        </div>
        {state.frequency === 'monthly' && (
          <p className="fc-checkout__hint fc-checkout__hint--tight">
            Charged today, then on this day every month until you stop it. You can stop it at any time from your profile, or with the
            link in your receipt.
          </p>
        )}
      </fieldset>

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

      {isGuest && (
        <fieldset className="fc-checkout__group">
          <legend className="fc-checkout__legend">Your information</legend>
          <p className="fc-checkout__hint">
            We use these details for your donation receipt.
          </p>
          <div className="fc-form-row">
            <Field id="fc-guest-firstName" label="First Name" error={state.guestErrors.firstName}>
              <Input {...guestInput('firstName')} autoComplete="given-name" />
            </Field>
            <Field id="fc-guest-lastName" label="Last Name" error={state.guestErrors.lastName}>
              <Input {...guestInput('lastName')} autoComplete="family-name" />
            </Field>
          </div>
          <Field id="fc-guest-email" label="Email" error={state.guestErrors.email}>
            <Input {...guestInput('email')} type="email" inputMode="email" autoComplete="email" />
          </Field>
        </fieldset>
      )}
      {user && (
        <p className="fc-checkout__giving-as">
          Giving as <strong>{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}</strong>
          {user.email ? ` (${user.email})` : ''}
        </p>
      )}

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
