import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorText } from '../../../api/client';
import { useCurrentUser } from '../../../app/session';
import { toast } from '../../../app/toast';
import { signInPathFor } from '../../../lib/return-to';
import { supportKeys, supportQueries, togglePrayer } from './support-api';

function praying(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'person is' : 'people are'} praying`;
}

/** "I'm praying": a signed-in member marks once that they pray for this campaign; the count is for everyone. */
export function PrayerButton({ campaignId }: { campaignId: string }) {
  const { isSignedIn } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { data } = useQuery({ ...supportQueries.prayers(campaignId), meta: { silent: true } });
  const toggle = useMutation({
    mutationFn: () => togglePrayer(campaignId),
    onSuccess: (state) => queryClient.setQueryData(supportKeys.prayers(campaignId), state),
    onError: (error) => toast({ title: 'Could not save your prayer', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
  });
  const count = data?.count ?? 0;
  const mine = data?.praying === true;
  const onClick = () => {
    if (!isSignedIn) {
      void navigate(signInPathFor(location));
      return;
    }
    toggle.mutate();
  };
  return (
    <div className="fc-prayer">
      <Button onClick={onClick} loading={toggle.isPending} aria-pressed={isSignedIn ? mine : undefined} type={mine ? 'primary' : 'default'}>
        {isSignedIn ? "I'm praying" : "Sign in to pray"}
      </Button>
      <p className="fc-prayer__count fc-muted" aria-live="polite" data-testid="prayer-count">
        {praying(count)}
      </p>
    </div>
  );
}
