import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { ButtonLink } from '../../components/button-link';
import { unsubscribeFromUpdates } from '../../components/campaign/updates-api';
import { usePageMeta } from '../../lib/page-meta';

/**
 * /unsubscribe?campaign=&email=&token=: the link in a campaign update email. One press stops that
 * campaign's updates to that address (nothing happens on opening the page, so a mail scanner that
 * follows links does not unsubscribe anyone).
 */
export default function UnsubscribePage() {
  usePageMeta('Stop campaign updates');
  const [params] = useSearchParams();
  const campaignId = params.get('campaign') ?? '';
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const complete = Boolean(campaignId && email && token);
  // The page shows the failure itself (no toast).
  const stop = useMutation({ mutationFn: () => unsubscribeFromUpdates(campaignId, email, token), onError: () => undefined });

  return (
    <section className="fc-container fc-page fc-message-page" aria-labelledby="fc-unsubscribe-title">
      <h1 id="fc-unsubscribe-title">Stop campaign updates</h1>
      {!complete ? (
        <Alert type="error" showIcon title="This unsubscribe link is not complete" description="Please use the link in the email." />
      ) : stop.isSuccess ? (
        <Alert type="success" showIcon role="status" title="You are unsubscribed" description={stop.data.message} />
      ) : (
        <>
          <p className="fc-lead">
            Stop the organizer's updates about this campaign to <strong>{email}</strong>? Receipts for your gifts still come.
          </p>
          {stop.isError && <Alert type="error" showIcon title="We could not unsubscribe you" description={errorText(stop.error, 'Please try again.')} />}
          <div className="fc-actions">
            <Button type="primary" loading={stop.isPending} onClick={() => stop.mutate()}>
              Stop these updates
            </Button>
          </div>
        </>
      )}
      <div className="fc-actions">
        <ButtonLink to="/donate">Browse Campaigns</ButtonLink>
      </div>
    </section>
  );
}
