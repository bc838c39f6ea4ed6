import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, ConfigProvider, Input } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, api, errorText, sendData } from '../../api/client';
import { useCurrentUser } from '../../app/session';
import { giveTokens } from '../../app/theme-tokens';
import { toast } from '../../app/toast';
import { ButtonLink } from '../../components/button-link';
import { campaignQueries } from '../../components/campaign/campaign-api';
import { PaymentForm } from '../../components/payment/payment-form';
import { formatMoney } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { AmountPicker } from './amount-picker';
import { CampaignHeader, type CheckoutCampaign } from './campaign-header';
import {
  DEFAULT_AMOUNT,
  DEFAULT_TIP,
  MIN_GIFT_CENTS,
  centsToDollars,
  giftCentsOf,
  giftProblem,
  tipCentsOf,
  tipProblem,
  type AmountChoice,
  type TipChoice,
} from './donation-math';
import { DonationSummary } from './donation-summary';
import { TipPicker } from './tip-picker';
import './checkout.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MESSAGE_MAX = 500;
const giveTheme = { token: giveTokens };

interface GuestInfo {
  firstName: string;
  lastName: string;
  email: string;
}
type GuestErrors = Partial<Record<keyof GuestInfo, string>>;

/** The campaign by id, cached with the other campaign screens (404 and the start-up silence give null). */
function useCheckoutCampaign(campaignId: string) {
  return useQuery({
    ...campaignQueries.detail(campaignId),
    meta: { silent: true }, // the page shows Campaign Not Found or its own error
  });
}

function tipLabelOf(choice: TipChoice): string {
  if (choice.kind === 'percent') return `Tip to Faith Collective (${choice.percent}%)`;
  if (choice.kind === 'custom') return 'Tip to Faith Collective (custom)';
  return 'Tip to Faith Collective (no tip)';
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

function guestProblems(guest: GuestInfo): { errors: GuestErrors; toast: { title: string; description: string } | null } {
  const errors: GuestErrors = {};
  if (!guest.firstName.trim()) errors.firstName = 'Please enter your first name';
  if (!guest.lastName.trim()) errors.lastName = 'Please enter your last name';
  if (!guest.email.trim()) errors.email = 'Please enter your email address';
  if (Object.keys(errors).length) {
    return { errors, toast: { title: 'Missing Information', description: 'Please fill in your name and email address to continue.' } };
  }
  if (!EMAIL.test(guest.email.trim())) {
    return {
      errors: { email: 'Please enter a valid email address.' },
      toast: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
    };
  }
  return { errors: {}, toast: null };
}

/** The spec's toast titles for the server's own refusals of a guest's details. */
function startFailureTitle(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body?.code === 'missing_information') return 'Missing Information';
    if (error.body?.code === 'invalid_email') return 'Invalid Email';
  }
  return 'Payment Error';
}

interface ShownSummary {
  giftCents: number;
  tipCents: number;
  tipLabel: string;
}

interface PreparedPayment extends ShownSummary {
  clientSecret: string;
}

interface StartRequest {
  body: {
    campaignId: string;
    amount: number;
    tip: number;
    guestInfo?: GuestInfo;
    message?: string;
    isAnonymous: boolean;
  };
  shown: ShownSummary;
}

function CheckoutForm({ campaign }: { campaign: CheckoutCampaign }) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const [amount, setAmount] = useState<AmountChoice>({ kind: 'preset', dollars: DEFAULT_AMOUNT });
  const [customAmount, setCustomAmount] = useState('');
  const [tip, setTip] = useState<TipChoice>(DEFAULT_TIP);
  const [customTip, setCustomTip] = useState('');
  const [message, setMessage] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [guest, setGuest] = useState<GuestInfo>({ firstName: '', lastName: '', email: '' });
  const [guestErrors, setGuestErrors] = useState<GuestErrors>({});
  const [prepared, setPrepared] = useState<PreparedPayment | null>(null);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef(false);

  const giftCents = giftCentsOf(amount, customAmount);
  const tipCents = tipCentsOf(tip, giftCents, customTip);
  const amountIssue = giftProblem(giftCents, amount, customAmount);
  const tipIssue = tipProblem(tip, tipCents, giftCents, customTip);
  const isGuest = !userLoading && !user;
  const canProceed = giftCents >= MIN_GIFT_CENTS && !amountIssue && !tipIssue && !userLoading;

  const start = useMutation({
    mutationFn: ({ body }: StartRequest) => sendData(api.POST('/api/donations/create-payment-intent', { body })),
    // The summary shown with the card form is the one the payment was created for, whatever changed since.
    onSuccess: (data, { shown }) => {
      if (!data?.clientSecret) {
        toast({ title: 'Payment Error', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' });
        return;
      }
      setPrepared({ clientSecret: data.clientSecret, ...shown });
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
  useEffect(() => {
    if (prepared) {
      paymentHeading.current?.focus({ preventScroll: true });
      paymentHeading.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
    } else if (returnFocus.current) {
      returnFocus.current = false;
      detailsHeading.current?.focus();
    }
  }, [prepared]);

  function proceed() {
    if (!canProceed) return;
    let guestInfo: GuestInfo | undefined;
    if (isGuest) {
      const { errors, toast: problem } = guestProblems(guest);
      setGuestErrors(errors);
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        const first = (['firstName', 'lastName', 'email'] as const).find((field) => errors[field]);
        if (first) document.getElementById(`fc-guest-${first}`)?.focus();
        return;
      }
      guestInfo = { firstName: guest.firstName.trim(), lastName: guest.lastName.trim(), email: guest.email.trim() };
    }
    const trimmedMessage = message.trim();
    start.mutate({
      body: {
        campaignId: campaign.id,
        amount: centsToDollars(giftCents + tipCents),
        tip: centsToDollars(tipCents),
        ...(guestInfo ? { guestInfo } : {}),
        ...(trimmedMessage ? { message: trimmedMessage } : {}),
        isAnonymous: anonymous,
      },
      shown: { giftCents, tipCents, tipLabel: tipLabelOf(tip) },
    });
  }

  const updateGuest = (field: keyof GuestInfo) => (event: { target: { value: string } }) => {
    setGuest((current) => ({ ...current, [field]: event.target.value }));
    if (guestErrors[field]) setGuestErrors((current) => ({ ...current, [field]: undefined }));
  };
  const guestInput = (field: keyof GuestInfo) => ({
    id: `fc-guest-${field}`,
    size: 'large' as const,
    value: guest[field],
    onChange: updateGuest(field),
    status: guestErrors[field] ? ('error' as const) : undefined,
    'aria-invalid': guestErrors[field] ? true : undefined,
    'aria-describedby': guestErrors[field] ? `fc-guest-${field}-error` : undefined,
  });

  if (prepared) {
    const returnUrl = `${window.location.origin}/donate/${encodeURIComponent(campaign.slug)}?success=true&campaignId=${encodeURIComponent(campaign.id)}`;
    return (
      <section className="fc-card fc-checkout__panel" aria-labelledby="fc-payment-title">
        <h2 id="fc-payment-title" className="fc-checkout__step-title" tabIndex={-1} ref={paymentHeading}>
          Payment details
        </h2>
        <DonationSummary giftCents={prepared.giftCents} tipCents={prepared.tipCents} tipLabel={prepared.tipLabel} />
        <Button
          type="link"
          className="fc-checkout__change"
          icon={<EditOutlined />}
          onClick={() => {
            returnFocus.current = true;
            setPrepared(null);
          }}
        >
          Change amount or details
        </Button>
        <PaymentForm
          clientSecret={prepared.clientSecret}
          returnUrl={returnUrl}
          submitLabel={`Donate ${formatMoney((prepared.giftCents + prepared.tipCents) / 100)}`}
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

      <AmountPicker
        choice={amount}
        customText={customAmount}
        problem={amountIssue}
        onChoose={(choice) => {
          setAmount(choice);
          if (choice.kind === 'preset') setCustomAmount('');
        }}
        onCustomText={setCustomAmount}
      />

      <TipPicker
        choice={tip}
        giftCents={giftCents}
        customText={customTip}
        problem={tipIssue}
        onChoose={setTip}
        onCustomText={setCustomTip}
      />

      {isGuest && (
        <fieldset className="fc-checkout__group">
          <legend className="fc-checkout__legend">Your information</legend>
          <p className="fc-checkout__hint">
            We use these details for your donation receipt.
          </p>
          <div className="fc-form-row">
            <Field id="fc-guest-firstName" label="First Name" error={guestErrors.firstName}>
              <Input {...guestInput('firstName')} autoComplete="given-name" />
            </Field>
            <Field id="fc-guest-lastName" label="Last Name" error={guestErrors.lastName}>
              <Input {...guestInput('lastName')} autoComplete="family-name" />
            </Field>
          </div>
          <Field id="fc-guest-email" label="Email" error={guestErrors.email}>
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
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={MESSAGE_MAX}
            showCount
            rows={3}
            placeholder="Leave a word of encouragement for the organizer"
          />
        </Field>
        <Checkbox checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} className="fc-checkout__anonymous">
          Give anonymously
        </Checkbox>
        <p className="fc-checkout__hint fc-checkout__hint--tight">
          Your name will not be shown with your donation on the campaign page.
        </p>
      </div>

      <DonationSummary giftCents={giftCents} tipCents={tipCents} tipLabel={tipLabelOf(tip)} />

      <ConfigProvider theme={giveTheme}>
        <Button type="primary" htmlType="submit" size="large" block disabled={!canProceed} loading={start.isPending}>
          {start.isPending ? 'Preparing Payment...' : 'Proceed to Payment'}
        </Button>
      </ConfigProvider>
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
    const accepting = !campaign.hasEnded && campaign.isActive && campaign.status === 'approved';
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
