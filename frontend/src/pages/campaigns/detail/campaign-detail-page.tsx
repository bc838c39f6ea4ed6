import { ArrowLeftOutlined, CalendarOutlined, EnvironmentOutlined, HeartFilled, HeartOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { UserAvatar } from '../../../components/avatar';
import { ButtonLink, GiveButtonLink } from '../../../components/button-link';
import {
  campaignQueries,
  type ClosedCampaign,
  isLive,
  type Campaign,
  type CampaignDonation,
} from '../../../components/campaign/campaign-api';
import { CampaignUpdates } from '../../../components/campaign/campaign-updates';
import { useSavedCampaign } from '../../../components/campaign/saved-campaigns';
import { FundingProgress } from '../../../components/campaign/funding-progress';
import { MediaGallery } from '../../../components/campaign/media-gallery';
import { PageLoader } from '../../../components/page-loader';
import { fundingPercent } from '../../../lib/campaign-progress';
import { formatDate, formatDay, formatMoney } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { useBottomBarSpace } from '../../../lib/use-bottom-bar-space';
import { DonationCompleteScreen } from '../../donation-complete/donation-complete-screen';
import '../campaign-pages.css';
import { PrayerButton } from './prayer-button';
import { WordsOfSupport } from './words-of-support';
import { supportQueries } from './support-api';
import { updateQueries } from '../../../components/campaign/updates-api';
import { useCurrentUser } from '../../../app/session';
import { shareCampaign } from './share';
import { organizationQueries } from '../../../components/organizations/organizations-api';
import '../../../components/organizations/organizations.css';

function personName(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return [person?.firstName, person?.lastName].filter((part) => part?.trim()).join(' ') || 'A Faith Collective member';
}

/** Only the owner and moderators see a campaign that is not approved or is archived; this says why (and a paused one's owner reads how to resume). */
function VisibilityBanner({ campaign, owner }: { campaign: Campaign; owner: boolean }) {
  if (campaign.archivedAt) {
    return (
      <Alert
        className="fc-detail__banner"
        type="info"
        showIcon
        title={`Archived on ${formatDate(campaign.archivedAt)}: this campaign was closed. It is hidden from others and takes no more donations; its donation records are kept.`}
      />
    );
  }
  if (campaign.status === 'pending') {
    return (
      <Alert
        className="fc-detail__banner"
        type="warning"
        showIcon
        title="Waiting for review: only you and our moderators can see this campaign until it is approved."
      />
    );
  }
  if (campaign.status === 'rejected') {
    return (
      <Alert
        className="fc-detail__banner"
        type="error"
        showIcon
        title="Not approved: our moderators did not approve this campaign, so only you and they can see it."
        description={campaign.lastRejection?.reason ? `The moderator's reason: ${campaign.lastRejection.reason}` : undefined}
      />
    );
  }
  if (!campaign.isActive) {
    // Everyone sees a paused campaign's page with "Campaign Paused" in place of giving; its organizer also reads how to resume.
    if (!owner) return null;
    return (
      <Alert
        className="fc-detail__banner"
        type="info"
        showIcon
        title="Paused: everyone can still read this page and its updates, but it is not taking donations."
        description={
          <>
            You can activate it again in <Link to="/manage-campaigns">Manage Campaigns</Link>.
          </>
        }
      />
    );
  }
  if (campaign.pendingRevision) {
    return (
      <Alert
        className="fc-detail__banner"
        type="info"
        showIcon
        title="Edit pending review: everyone sees this approved version until a moderator approves your changes."
      />
    );
  }
  return null;
}

/** Save (on this device: listed in Profile > Saved, a filled heart on the campaign's card) and Share. */
function SaveAndShare({ campaign }: { campaign: Campaign }) {
  const { saved, toggle } = useSavedCampaign(campaign.id);
  return (
    <div className="fc-detail__secondary-actions">
      <Button icon={saved ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />} aria-pressed={saved} onClick={toggle}>
        {saved ? 'Saved' : 'Save'}
      </Button>
      <Button icon={<ShareAltOutlined aria-hidden="true" />} onClick={() => void shareCampaign(campaign.title, window.location.href.split('?')[0])}>
        Share
      </Button>
    </div>
  );
}

/** The giving control, or why there is none: closed, ended, paused by its organizer, or not yet approved. */
function DonateAction({ campaign, block }: { campaign: Campaign; block?: boolean }) {
  if (campaign.archivedAt) return <p className="fc-detail__ended">This campaign was closed</p>;
  if (campaign.hasEnded) return <p className="fc-detail__ended">This campaign has ended</p>;
  if (campaign.status === 'approved' && !campaign.isActive) {
    // Paused: the page, its updates and its gifts stay; only giving is off (the bottom bar on a phone says it shortly).
    return block ? (
      <div className="fc-detail__paused" role="note" aria-labelledby="fc-detail-paused">
        <p id="fc-detail-paused" className="fc-detail__ended">
          Campaign Paused
        </p>
        <p className="fc-muted">This campaign has been paused by its organizer and is not accepting donations right now. Please check back later.</p>
      </div>
    ) : (
      <p className="fc-detail__ended">Campaign Paused</p>
    );
  }
  if (!isLive(campaign)) return <p className="fc-detail__ended">Not taking donations yet</p>;
  return (
    <GiveButtonLink to={`/donate/checkout/${campaign.id}`} size="large" block={block}>
      Donate Now
    </GiveButtonLink>
  );
}

/** `open`: the campaign takes gifts now (only then does an empty list invite the first one). */
function RecentDonations({ campaignId, open }: { campaignId: string; open: boolean }) {
  const { data, isPending, isError } = useQuery({
    ...campaignQueries.donations(campaignId),
    meta: { silent: true },
  });
  return (
    <section className="fc-card fc-detail__donations" aria-labelledby="fc-donations-title">
      <h2 id="fc-donations-title" className="fc-detail__card-title">
        Recent Donations
      </h2>
      {isPending ? (
        <ul className="fc-donation-list" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="fc-donation" aria-hidden="true">
              <span className="fc-skeleton fc-skeleton--avatar" />
              <span className="fc-skeleton fc-skeleton--line" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <p className="fc-muted">We could not load the donations right now.</p>
      ) : !data?.length ? (
        <p className="fc-muted">{open ? 'No donations yet. Be the first to give.' : 'No donations yet.'}</p>
      ) : (
        <ul className="fc-donation-list">
          {data.slice(0, 10).map((donation: CampaignDonation) => {
            const anonymous = donation.isAnonymous || !donation.user;
            const name = anonymous ? 'Anonymous' : personName(donation.user);
            return (
              <li key={donation.id} className="fc-donation">
                <UserAvatar user={anonymous ? { firstName: 'Anonymous' } : donation.user} size={40} />
                <div className="fc-donation__body">
                  <p className="fc-donation__line">
                    <strong>{name}</strong>
                    <span className="fc-donation__amount">{formatMoney(donation.amount)}</span>
                  </p>
                  <p className="fc-donation__date fc-muted">{formatDate(donation.createdAt)}</p>
                  {donation.message && <p className="fc-donation__message">“{donation.message}”</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function CreatorCard({ creator }: { creator: NonNullable<Campaign['user']> }) {
  return (
    <section className="fc-card fc-detail__creator" aria-labelledby="fc-creator-title">
      <h2 id="fc-creator-title" className="fc-detail__card-title">
        Organizer
      </h2>
      <div className="fc-detail__creator-row">
        <UserAvatar user={creator} size={56} />
        <div>
          <p className="fc-detail__creator-name">{personName(creator)}</p>
          {creator.location && (
            <p className="fc-muted fc-detail__creator-location">
              <EnvironmentOutlined aria-hidden="true" /> {creator.location}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

/** An organization's campaign: the organization it is for, with its logo and a link to its page. */
function OrganizationCard({ organizationId }: { organizationId: string }) {
  const organization = useQuery(organizationQueries.one(organizationId));
  if (!organization.data) return null;
  const { name, slug, logoUrl, city, state } = organization.data;
  return (
    <section className="fc-card fc-detail__creator" aria-labelledby="fc-campaign-org-title">
      <h2 id="fc-campaign-org-title" className="fc-detail__card-title">
        Campaign of
      </h2>
      <div className="fc-detail__creator-row">
        {logoUrl ? <img className="fc-org-logo" src={logoUrl} alt="" width={56} height={56} /> : <UserAvatar user={{ firstName: name }} size={56} />}
        <div>
          <Link className="fc-detail__creator-name" to={`/o/${encodeURIComponent(slug)}`}>
            {name}
          </Link>
          <p className="fc-muted fc-detail__creator-location">
            <EnvironmentOutlined aria-hidden="true" /> {city}, {state}
          </p>
        </div>
      </div>
    </section>
  );
}

/** The viewer's part in the campaign: its organizer (it is among their campaigns) posts news; they or an admin moderate its page. */
function useViewerRole(campaignId: string): { owner: boolean; moderator: boolean } {
  const { user } = useCurrentUser();
  const { data } = useQuery({ ...campaignQueries.mine(), enabled: Boolean(user), meta: { silent: true } });
  const owner = Boolean(user && data?.campaigns.some((c) => c.id === campaignId));
  return { owner, moderator: owner || user?.isAdmin === true };
}

function CampaignDetail({ campaign }: { campaign: Campaign }) {
  usePageMeta(campaign.title, campaign.description);
  const viewer = useViewerRole(campaign.id);
  const percent = fundingPercent(campaign.currentAmount, campaign.goal);
  const donations = campaign.donorCount;
  const stickyBar = useRef<HTMLDivElement>(null);
  useBottomBarSpace(stickyBar);
  // Without a picture or a video the story moves up beside the figures instead of under an empty block.
  const hasMedia = Boolean(campaign.image || campaign.additionalImages?.length || campaign.video);
  return (
    <article className="fc-container fc-page fc-detail" aria-labelledby="fc-detail-title">
      <Link to="/donate" className="fc-back-link">
        <ArrowLeftOutlined aria-hidden="true" /> Back to campaigns
      </Link>
      <VisibilityBanner campaign={campaign} owner={viewer.owner} />
      <h1 id="fc-detail-title" className="fc-detail__title">
        {campaign.title}
      </h1>

      <div className={hasMedia ? 'fc-detail__layout' : 'fc-detail__layout fc-detail__layout--no-media'}>
        {hasMedia && (
          <div className="fc-detail__media">
            <MediaGallery
              title={campaign.title}
              image={campaign.image}
              additionalImages={campaign.additionalImages}
              video={campaign.video}
            />
          </div>
        )}

        <aside className="fc-card fc-detail__money" aria-label="Donations">
          <FundingProgress currentAmount={campaign.currentAmount} goal={campaign.goal} size="large" label={campaign.title} />
          <p className="fc-detail__donor-count">
            <strong>{donations.toLocaleString('en-US')}</strong> {donations === 1 ? 'donation' : 'donations'}
          </p>
          <div className="fc-detail__donate fc-desktop-donate">
            <DonateAction campaign={campaign} block />
          </div>
          <SaveAndShare campaign={campaign} />
          <PrayerButton campaignId={campaign.id} />
          <p className="fc-detail__fee fc-muted">0% platform fee for organizers.</p>
        </aside>

        <div className="fc-detail__story">
          <p className="fc-detail__meta fc-muted">
            <CalendarOutlined aria-hidden="true" /> Created {formatDate(campaign.createdAt)}
            {campaign.endDate && !campaign.hasEnded && <> · Ends {formatDay(campaign.endDay, campaign.endDate)}</>}
            {campaign.endDate && campaign.hasEnded && <> · Ended {formatDay(campaign.endDay, campaign.endDate)}</>}
          </p>
          <h2 className="fc-detail__section-title">About this campaign</h2>
          <div className="fc-detail__description">
            {campaign.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <CampaignUpdates campaignId={campaign.id} campaignTitle={campaign.title} organizer={viewer.owner && !campaign.archivedAt} />
          <WordsOfSupport campaignId={campaign.id} organizer={viewer.moderator} />
        </div>

        <div className="fc-detail__side">
          {campaign.organizationId && <OrganizationCard organizationId={campaign.organizationId} />}
          {campaign.user && <CreatorCard creator={campaign.user} />}
          <RecentDonations campaignId={campaign.id} open={isLive(campaign)} />
        </div>
      </div>

      {/* Phones: Donate Now stays reachable at the bottom of the screen. */}
      <div className="fc-detail__sticky" aria-label="Donate to this campaign" role="region" ref={stickyBar}>
        <span className="fc-detail__sticky-figures">
          <strong>{formatMoney(campaign.currentAmount)}</strong>
          <span className="fc-muted"> · {percent}% funded</span>
        </span>
        <DonateAction campaign={campaign} />
      </div>
    </article>
  );
}

function CampaignNotFound() {
  usePageMeta('Campaign Not Found');
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-campaign-missing">
      <h1 id="fc-campaign-missing">Campaign Not Found</h1>
      <p className="fc-lead">The campaign you're looking for doesn't exist or has been removed.</p>
      <div className="fc-actions">
        <ButtonLink to="/donate" type="primary">
          Browse Campaigns
        </ButtonLink>
      </div>
    </section>
  );
}

/** An archived campaign's page, for everyone but its owner and moderators. */
function CampaignClosed({ closed }: { closed: ClosedCampaign }) {
  usePageMeta(closed.title);
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-campaign-closed">
      <h1 id="fc-campaign-closed">{closed.title}</h1>
      <p className="fc-lead">{closed.message}</p>
      <div className="fc-actions">
        <ButtonLink to="/donate" type="primary">
          Browse Campaigns
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * The first visit's data, loaded with the screen's code before the app's first render (lazy-page.ts): the
 * campaign, then what its sections ask for once it is loaded, so the first render shows them all at once.
 */
export async function prefetch(queryClient: QueryClient, { slug }: Record<string, string | undefined>): Promise<unknown> {
  if (!slug || new URLSearchParams(window.location.search).get('success') === 'true') return;
  await queryClient.prefetchQuery(campaignQueries.page(slug));
  const id = queryClient.getQueryData(campaignQueries.page(slug).queryKey)?.campaign?.id;
  if (!id) return;
  return Promise.all([
    queryClient.prefetchQuery(campaignQueries.donations(id)),
    queryClient.prefetchQuery(supportQueries.words(id)),
    queryClient.prefetchQuery(supportQueries.prayers(id)),
    queryClient.prefetchQuery(updateQueries.list(id)),
  ]);
}

/** /donate/:slug, or the donation-complete screen when the payment provider sends the donor back here. */
export default function CampaignDetailPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const completing = params.get('success') === 'true';
  const { data, isPending } = useQuery({
    ...campaignQueries.page(slug),
    enabled: !completing && Boolean(slug),
    meta: { errorTitle: 'Could not load this campaign' },
  });

  if (completing) return <DonationCompleteScreen />;
  if (isPending) return <PageLoader label="Loading campaign…" />;
  if (data?.closed) return <CampaignClosed closed={data.closed} />;
  if (!data?.campaign) return <CampaignNotFound />;
  return <CampaignDetail campaign={data.campaign} />;
}
