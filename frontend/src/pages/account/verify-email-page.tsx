import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { refreshCurrentUser } from '../../app/session-api';
import { ButtonLink } from '../../components/button-link';
import { usePageMeta } from '../../lib/page-meta';
import { confirmEmail } from './account-api';

/**
 * /verify-email?token=…: the link from the welcome (or verification) mail. One press confirms the address
 * (nothing happens on opening the page, so a mail scanner that follows links confirms nothing).
 */
export default function VerifyEmailPage() {
  usePageMeta('Confirm your email address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmEmail(token),
    onSuccess: () => void refreshCurrentUser(queryClient),
    onError: () => undefined,
  });

  return (
    <section className="fc-container fc-page fc-account-page" aria-labelledby="fc-verify-title">
      <div className="fc-card fc-account-card">
        <h1 id="fc-verify-title">Confirm your email address</h1>
        {!token ? (
          <Alert type="error" showIcon title="This link is not complete" description="Please use the link in the email." />
        ) : confirm.isSuccess ? (
          <Alert type="success" showIcon role="status" title="Email address confirmed" description={`Thank you: ${confirm.data.email} is verified.`} />
        ) : (
          <>
            <p className="fc-lead">Press the button to confirm that this address belongs to you.</p>
            {confirm.isError && <Alert className="fc-form-alert" type="error" showIcon title={errorText(confirm.error, 'This link does not work.')} />}
            <Button type="primary" size="large" loading={confirm.isPending} onClick={() => confirm.mutate()}>
              Confirm my email address
            </Button>
          </>
        )}
        <div className="fc-actions">
          <ButtonLink to="/profile?tab=security">Go to my profile</ButtonLink>
        </div>
      </div>
    </section>
  );
}
