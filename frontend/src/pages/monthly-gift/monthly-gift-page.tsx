import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { ButtonLink } from '../../components/button-link';
import { PageLoader } from '../../components/page-loader';
import { MonthlyGiftCard } from '../../components/payment/monthly-gift-card';
import { cancelMonthlyGiftByLink, monthlyGiftKeys, monthlyGiftQueries } from '../../components/payment/monthly-gifts-api';
import { usePageMeta } from '../../lib/page-meta';
import '../../components/payment/donation-history.css';

/** /monthly-gift/:id?token=: a guest sees, changes, skips, pauses and stops their monthly gift through the link in their receipt. */
export default function MonthlyGiftPage() {
  usePageMeta('Your monthly gift');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({ ...monthlyGiftQueries.byLink(id, token), meta: { silent: true } });
  const stop = useMutation({
    mutationFn: () => cancelMonthlyGiftByLink(id, token),
    onSuccess: (gift) => {
      queryClient.setQueryData(monthlyGiftKeys.byLink(id), gift);
      toast({ title: 'Monthly gift stopped', description: `Nothing more will be charged for ${gift.campaign.title}.`, variant: 'success' });
    },
    onError: (e) => toast({ title: 'Could not stop the monthly gift', description: errorText(e, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <section className="fc-container fc-page fc-monthly-page" aria-labelledby="fc-monthly-page-title">
      <h1 id="fc-monthly-page-title">Your monthly gift</h1>
      {isPending ? (
        <PageLoader label="Loading your monthly gift…" />
      ) : data ? (
        <ul className="fc-monthly__list">
          <MonthlyGiftCard
            gift={data}
            onStop={() => stop.mutate()}
            stopping={stop.isPending}
            headingLevel={2}
            token={token}
            onChanged={(gift) => queryClient.setQueryData(monthlyGiftKeys.byLink(id), gift)}
          />
        </ul>
      ) : (
        <Alert type="error" showIcon title="We could not open this monthly gift" description={errorText(error, 'Please use the link in your receipt.')} />
      )}
      <div className="fc-actions">
        <ButtonLink to="/donate">Browse Campaigns</ButtonLink>
      </div>
    </section>
  );
}
