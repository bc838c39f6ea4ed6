import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { errorText } from '../../../api/client';
import { toast } from '../../../app/toast';
import { formatDate } from '../../../lib/format';
import { campaignKeys } from '../../../components/campaign/campaign-api';
import { setWordHidden, supportKeys, supportQueries, type WordOfSupport } from './support-api';

/** The messages donors left with their gifts; the organizer can hide one (and show it again). */
export function WordsOfSupport({ campaignId, organizer }: { campaignId: string; organizer: boolean }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({ ...supportQueries.words(campaignId), meta: { silent: true } });
  const change = useMutation({
    mutationFn: ({ word, hidden }: { word: WordOfSupport; hidden: boolean }) => setWordHidden(campaignId, word.id, hidden),
    onSuccess: async (word) => {
      toast({ title: word.hidden ? 'Message hidden' : 'Message shown', description: word.hidden ? 'It no longer shows on your campaign page.' : 'It shows on your campaign page again.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.words(campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.donations(campaignId) }),
      ]);
    },
    onError: (error) => toast({ title: 'Could not change the message', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
  });
  if (isPending || !data?.length) return null;
  return (
    <section className="fc-support" aria-labelledby="fc-support-title">
      <h2 id="fc-support-title" className="fc-detail__section-title">
        Words of support
      </h2>
      <ul className="fc-support__list">
        {data.map((word) => (
          <li key={word.id} className={`fc-support__item${word.hidden ? ' fc-support__item--hidden' : ''}`}>
            <blockquote className="fc-support__message">“{word.message}”</blockquote>
            <p className="fc-support__by fc-muted">
              {word.name ?? 'Anonymous'} · {formatDate(word.createdAt)}
              {word.hidden && <Tag className="fc-support__tag">Hidden from others</Tag>}
            </p>
            {organizer && (
              <Button
                size="small"
                onClick={() => change.mutate({ word, hidden: !word.hidden })}
                loading={change.isPending && change.variables?.word.id === word.id}
                aria-label={`${word.hidden ? 'Show' : 'Hide'} the message from ${word.name ?? 'an anonymous donor'}`}
              >
                {word.hidden ? 'Show' : 'Hide'}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
