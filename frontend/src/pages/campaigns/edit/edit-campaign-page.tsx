import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../app/session';
import { toast } from '../../../app/toast';
import { ButtonLink } from '../../../components/button-link';
import { campaignQueries } from '../../../components/campaign/campaign-api';
import { PageLoader } from '../../../components/page-loader';
import { usePageMeta } from '../../../lib/page-meta';
import '../campaign-pages.css';
import { CampaignForm } from '../form/campaign-form';

function MessageState({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  usePageMeta(title);
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-edit-message">
      <h1 id="fc-edit-message">{title}</h1>
      <p className="fc-lead">{text}</p>
      <div className="fc-actions">{children}</div>
    </section>
  );
}

type LoadProblem = 'signed-out' | 'failed' | 'not-found';

/** /donate/edit/:id: the owner edits one of their own campaigns (found in GET /api/user/campaigns). */
export default function EditCampaignPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const mine = useQuery({
    ...campaignQueries.mine(),
    enabled: Boolean(user),
    meta: { silent: true }, // this page says what went wrong itself
  });

  const campaign = mine.data?.campaigns.find((item) => item.id === id);
  const problem: LoadProblem | null = !user || mine.isPending
    ? null
    : mine.isError
      ? 'failed'
      : mine.data?.signedOut
        ? 'signed-out'
        : campaign
          ? null
          : 'not-found';

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!problem || reported.current === `${problem}:${id}`) return;
    reported.current = `${problem}:${id}`;
    if (problem === 'signed-out') {
      toast({ title: 'Authentication required', description: 'You need to be logged in to edit this campaign.', variant: 'destructive' });
    } else if (problem === 'failed') {
      toast({ title: 'Error', description: 'Failed to fetch campaigns', variant: 'destructive' });
    } else {
      toast({ title: 'Error', description: "Campaign not found or you don't have permission to edit it", variant: 'destructive' });
    }
  }, [problem, id]);

  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  if (!user) {
    return (
      <MessageState title="Please Log In" text="You need to be logged in to edit a campaign.">
        <ButtonLink to="/api/login" external type="primary" size="large">
          Log In
        </ButtonLink>
      </MessageState>
    );
  }
  if (mine.isPending) return <PageLoader label="Loading your campaign…" />;
  if (problem || !campaign) {
    const signedOut = problem === 'signed-out';
    return (
      <MessageState
        title="Campaign Not Found"
        text={
          signedOut
            ? 'You need to be logged in to edit this campaign.'
            : "This campaign was not found or you don't have permission to edit it."
        }
      >
        <ButtonLink to="/manage-campaigns" type={signedOut ? 'default' : 'primary'} size="large">
          Back to My Campaigns
        </ButtonLink>
        {signedOut && (
          <ButtonLink to="/api/login" external type="primary" size="large">
            Log In
          </ButtonLink>
        )}
      </MessageState>
    );
  }
  return <CampaignForm key={campaign.id} mode="edit" campaign={campaign} />;
}
