import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../../lib/format';
import { CampaignImage } from './campaign-image';
import { updateQueries, type CampaignUpdate } from './updates-api';

const PostUpdateForm = lazy(() => import('./post-update-form'));

/** How an update's review reads to its organizer (the public only ever gets approved ones). */
function ReviewNote({ update }: { update: CampaignUpdate }) {
  if (update.status === 'pending') {
    return (
      <p className="fc-update__review fc-update__review--pending">
        <strong>Waiting for review.</strong> Only you can see it. Once a moderator approves it, it shows here for everyone and your donors get it by email.
      </p>
    );
  }
  if (update.status === 'rejected') {
    return (
      <p className="fc-update__review fc-update__review--rejected">
        <strong>Not approved.</strong> Only you can see it; it was not emailed.{update.rejectionReason ? ` The moderator's reason: ${update.rejectionReason}` : ''}
      </p>
    );
  }
  return null;
}

/** The campaign's news, newest first; its organizer posts from here too, and sees their updates waiting for review or rejected. */
export function CampaignUpdates({ campaignId, campaignTitle, organizer }: { campaignId: string; campaignTitle: string; organizer: boolean }) {
  const { data } = useQuery({ ...updateQueries.list(campaignId), meta: { silent: true } });
  const [writing, setWriting] = useState(false);
  const updates = data ?? [];
  if (!organizer && updates.length === 0) return null;
  return (
    <section className="fc-updates" aria-labelledby="fc-updates-title">
      <h2 id="fc-updates-title" className="fc-detail__section-title">
        Updates{updates.length > 0 && <span className="fc-muted fc-updates__count"> ({updates.length})</span>}
      </h2>
      {organizer &&
        (writing ? (
          <div className="fc-card fc-updates__composer">
            <Suspense fallback={<p className="fc-muted">Loading…</p>}>
              <PostUpdateForm campaignId={campaignId} campaignTitle={campaignTitle} onPosted={() => setWriting(false)} />
            </Suspense>
          </div>
        ) : (
          <Button onClick={() => setWriting(true)} className="fc-updates__new">
            Post an update
          </Button>
        ))}
      {organizer && updates.length === 0 && !writing && <p className="fc-muted">No updates yet. Tell your supporters how it is going.</p>}
      <ol className="fc-updates__list">
        {updates.map((update) => (
          <li key={update.id} className="fc-update">
            <article aria-labelledby={`fc-update-${update.id}`}>
              <p className="fc-update__date fc-muted">{formatDate(update.createdAt)}</p>
              <ReviewNote update={update} />
              <h3 id={`fc-update-${update.id}`} className="fc-update__title">
                {update.title}
              </h3>
              {update.image && <CampaignImage src={update.image} alt={update.title} className="fc-update__image" />}
              {update.body.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index} className="fc-update__body">
                  {paragraph}
                </p>
              ))}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
