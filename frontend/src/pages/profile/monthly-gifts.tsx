import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { MonthlyGiftCard } from '../../components/payment/monthly-gift-card';
import { cancelMyMonthlyGift, monthlyGiftKeys, monthlyGiftQueries } from '../../components/payment/monthly-gifts-api';

/** Profile → Donations: the member's monthly gifts, each with Change, Skip, Pause or Resume, Update card when past due, and Stop. */
export function MonthlyGifts() {
  const queryClient = useQueryClient();
  const { data } = useQuery(monthlyGiftQueries.mine());
  const stop = useMutation({
    mutationFn: (id: string) => cancelMyMonthlyGift(id),
    onSuccess: async (gift) => {
      toast({ title: 'Monthly gift stopped', description: `Nothing more will be charged for ${gift.campaign.title}.`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: monthlyGiftKeys.mine });
    },
    onError: (error) => toast({ title: 'Could not stop the monthly gift', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
  });
  if (!data?.length) return null;
  return (
    <section className="fc-monthly" aria-labelledby="fc-monthly-title">
      <h3 id="fc-monthly-title" className="fc-statements__title">
        Monthly gifts
      </h3>
      <ul className="fc-monthly__list">
        {data.map((gift) => (
          <MonthlyGiftCard
            key={gift.id}
            gift={gift}
            onStop={() => stop.mutate(gift.id)}
            stopping={stop.isPending && stop.variables === gift.id}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: monthlyGiftKeys.mine })}
          />
        ))}
      </ul>
    </section>
  );
}
