import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { usePageMeta } from '../../lib/page-meta';
import { completeSandboxOnboarding, payoutAccountQuery } from './payout-account-api';

/**
 * /payouts/onboarding/:accountId — the sandbox's stand-in for Stripe's hosted onboarding (no Stripe keys
 * configured): finishing it enables payouts, as Stripe does once every detail is given. No money moves.
 */
export default function SandboxOnboardingPage() {
  usePageMeta('Set up payouts (test mode)');
  const { accountId = '' } = useParams();
  const navigate = useNavigate();
  // Where Stripe's onboarding would return: a path on this site (a member's profile, an organization's page).
  const back = useSearchParams()[0].get('return');
  const returnTo = back?.startsWith('/') && !back.startsWith('//') ? back : '/profile?tab=payouts';
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: () => completeSandboxOnboarding(accountId),
    onSuccess: (account) => {
      if (returnTo.startsWith('/profile')) queryClient.setQueryData(payoutAccountQuery().queryKey, account);
      else void queryClient.invalidateQueries();
      void navigate(returnTo);
    },
    onError: () => undefined,
  });

  return (
    <section className="fc-container fc-page fc-account-page" aria-labelledby="fc-onboarding-title">
      <div className="fc-card fc-account-card">
        <h1 id="fc-onboarding-title">Set up payouts</h1>
        <Alert type="info" showIcon title="Test mode — no real money moves" description="Payments are not connected to Stripe on this server. This page stands in for Stripe's onboarding: finishing it makes your payout account active." />
        <p className="fc-lead">
          Payout account <strong>{accountId}</strong>
        </p>
        {complete.isError && <Alert className="fc-form-alert" type="error" showIcon title={errorText(complete.error, 'We could not finish the setup.')} />}
        <Button type="primary" size="large" block loading={complete.isPending} onClick={() => complete.mutate()}>
          {complete.isPending ? 'Finishing...' : 'Finish setup'}
        </Button>
      </div>
    </section>
  );
}
