import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import { useCurrentUser } from '../../app/session';
import { toast } from '../../app/toast';
import { businessQueries, invalidateMembershipViews, startSubscription, type MembershipTier } from '../../components/business/business-api';
import '../../components/business/business.css';
import { ButtonLink } from '../../components/button-link';
import { PageLoader } from '../../components/page-loader';
import { paymentQueries } from '../../components/payment/payment-api';
import { PaymentForm } from '../../components/payment/payment-form';
import { formatMoney } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';

const CREATE_FAILED = 'Unable to create subscription. Please try again later.';
const INIT_FAILED = 'Unable to initialize payment. Please try again later.';
const RENEWAL_NOTE = 'Renews automatically each month. Cancel anytime from your profile.';

function BackToBusiness() {
  return (
    <ButtonLink to="/business?tab=membership" icon={<ArrowLeftOutlined aria-hidden="true" />}>
      Back
    </ButtonLink>
  );
}

function TierNotFound() {
  usePageMeta('Membership tier not found');
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-tier-missing-title">
      <h1 id="fc-tier-missing-title">Membership tier not found</h1>
      <p className="fc-lead">This membership plan does not exist. Please choose one of our current plans.</p>
      <div className="fc-actions">
        <BackToBusiness />
      </div>
    </section>
  );
}

/** Founding members are free for life: the checkout says so before any payment is started (the server refuses it too). */
function FoundingMembersPayNothing() {
  usePageMeta('You are a founding member');
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-founding-free-title">
      <h1 id="fc-founding-free-title">You are a founding member</h1>
      <p className="fc-lead">Your membership is free for life, so there is no paid tier to buy.</p>
      <div className="fc-actions">
        <BackToBusiness />
      </div>
    </section>
  );
}

/** POST /api/create-subscription once for the tier, then the card form. */
function PaymentStep({ tier }: { tier: MembershipTier }) {
  const queryClient = useQueryClient();
  const config = useQuery(paymentQueries.config());
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; retry: boolean } | null>(null);
  const started = useRef(false);

  const create = useMutation({
    mutationFn: () => startSubscription(tier.id),
    onSuccess: (result) => {
      if (!result?.clientSecret) {
        setProblem({ message: CREATE_FAILED, retry: true });
        toast({ title: 'Subscription Error', description: CREATE_FAILED, variant: 'destructive' });
        return;
      }
      setClientSecret(result.clientSecret);
      // What the profile and directory show changes once the payment goes through.
      invalidateMembershipViews(queryClient);
    },
    onError: (error) => {
      const message = errorText(error, CREATE_FAILED);
      // A 409 (a tier is already held) is not fixed by trying again; the message says what to do.
      setProblem({ message, retry: !(error instanceof ApiError && error.status === 409) });
      toast({ title: 'Subscription Error', description: message, variant: 'destructive' });
    },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate();
  }, [create]);

  const configFailed = !config.isPending && !config.data?.mode;
  useEffect(() => {
    if (configFailed && clientSecret) toast({ title: 'Payment Error', description: INIT_FAILED, variant: 'destructive' });
  }, [configFailed, clientSecret]);

  if (problem) {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not start your subscription"
        description={
          <>
            <p className="fc-checkout__problem">{problem.message}</p>
            <p>
              You can see your current plan on your <Link to="/profile">profile</Link>, or go back to the{' '}
              <Link to="/business?tab=membership">membership plans</Link>.
            </p>
          </>
        }
        action={
          problem.retry ? (
            <Button
              onClick={() => {
                setProblem(null);
                create.mutate();
              }}
            >
              Try Again
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (!clientSecret) {
    return (
      <div className="fc-pay__skeleton" aria-busy="true">
        <span className="fc-sr-only" role="status">
          Preparing your subscription
        </span>
        <span className="fc-skeleton fc-biz-skeleton__line" aria-hidden="true" />
        <span className="fc-skeleton fc-biz-skeleton__line" aria-hidden="true" />
        <span className="fc-skeleton fc-biz-skeleton__line fc-biz-skeleton__line--short" aria-hidden="true" />
      </div>
    );
  }
  if (configFailed) {
    return (
      <Alert
        type="error"
        showIcon
        title="Payment Error"
        description={INIT_FAILED}
        action={
          <Button onClick={() => void config.refetch()} loading={config.isFetching}>
            Try Again
          </Button>
        }
      />
    );
  }
  return (
    <PaymentForm
      clientSecret={clientSecret}
      returnUrl={`${window.location.origin}/profile`}
      submitLabel={`Subscribe for ${formatMoney(tier.price)} / month`}
      onFailed={(message) => toast({ title: 'Payment failed.', description: message, variant: 'destructive' })}
    />
  );
}

function Checkout({ tier }: { tier: MembershipTier }) {
  usePageMeta(`Checkout: ${tier.name}`);
  const price = formatMoney(tier.price);
  return (
    <div className="fc-container fc-page fc-checkout">
      <div className="fc-checkout__back">
        <BackToBusiness />
      </div>
      <h1>Checkout</h1>
      <div className="fc-checkout__grid">
        <section className="fc-card fc-checkout__summary" aria-labelledby="fc-summary-title">
          <h2 id="fc-summary-title">Billing summary</h2>
          <dl className="fc-summary">
            <div>
              <dt>Membership tier</dt>
              <dd>{tier.name}</dd>
            </div>
            <div>
              <dt>Billing</dt>
              <dd>Monthly</dd>
            </div>
            <div className="fc-summary__total">
              <dt>Total</dt>
              <dd>{price} / month</dd>
            </div>
          </dl>
          <p className="fc-muted fc-checkout__note">{RENEWAL_NOTE}</p>
        </section>
        <section className="fc-card fc-checkout__pay" aria-labelledby="fc-pay-title">
          <h2 id="fc-pay-title">Payment details</h2>
          <PaymentStep tier={tier} />
        </section>
        <section className="fc-card fc-checkout__tier" aria-labelledby="fc-tier-title">
          <h2 id="fc-tier-title">{tier.name}</h2>
          <p className="fc-checkout__tier-description">{tier.description}</p>
          {tier.features.length > 0 && (
            <ul className="fc-tier__features">
              {tier.features.map((feature) => (
                <li key={feature}>
                  <CheckOutlined aria-hidden="true" /> {feature}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/** /membership/checkout/:tierId — subscribe to a monthly tier. Signed out: the browser goes to /api/login. */
export default function MembershipCheckoutPage() {
  const { tierId = '' } = useParams();
  const navigate = useNavigate();
  const { user, isSignedIn, isLoading } = useCurrentUser();
  const tier = useQuery({ ...businessQueries.tier(tierId), enabled: isSignedIn });
  const founding = useQuery({ ...businessQueries.founding(user?.id ?? null), enabled: isSignedIn });

  useEffect(() => {
    if (!isLoading && !isSignedIn) window.location.assign('/api/login');
  }, [isLoading, isSignedIn]);

  useEffect(() => {
    if (tier.isError) {
      toast({
        title: 'Error',
        description: 'Unable to load membership tier information. Please try again.',
        variant: 'destructive',
      });
      void navigate('/business', { replace: true });
    }
  }, [tier.isError, navigate]);

  if (isLoading || !isSignedIn) return <PageLoader label={isLoading ? 'Loading…' : 'Redirecting to sign in…'} />;
  if (tier.isPending || tier.isError || founding.isPending) return <PageLoader label="Loading the membership plan…" />;
  if (!tier.data) return <TierNotFound />;
  if (founding.data?.isFoundingMember) return <FoundingMembersPayNothing />;
  return <Checkout tier={tier.data} />;
}
