import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../app/session';
import { ButtonLink } from '../../components/button-link';
import { campaignQueries } from '../../components/campaign/campaign-api';
import { CampaignImage } from '../../components/campaign/campaign-image';
import { FundingProgress } from '../../components/campaign/funding-progress';
import '../campaigns/campaign-pages.css';
import { CampaignStatusTag } from '../campaigns/campaign-status-tag';
import { RejectionNote } from '../campaigns/rejection-note';

/** The profile's Campaigns tab: the member's own campaigns with their review status. */
export function CampaignsTab(_: { user: CurrentUser }) {
  const { data, isPending } = useQuery({
    ...campaignQueries.mine(),
    meta: { errorTitle: 'Failed to fetch campaigns' },
  });
  const campaigns = data?.campaigns ?? [];

  return (
    <section aria-labelledby="fc-profile-campaigns">
      <h2 id="fc-profile-campaigns" className="fc-profile__section-title">
        Your campaigns
      </h2>
      {isPending ? (
        <div role="status" aria-busy="true">
          <span className="fc-sr-only">Loading your campaigns</span>
          {[0, 1].map((i) => (
            <span key={i} className="fc-skeleton" style={{ height: 88, marginBottom: 12 }} aria-hidden="true" />
          ))}
        </div>
      ) : campaigns.length === 0 ? (
        <p className="fc-muted">You have not started a campaign yet.</p>
      ) : (
        <ul className="fc-my-campaigns">
          {campaigns.map((campaign) => (
            <li key={campaign.id} className="fc-my-campaign">
              <CampaignImage src={campaign.image} alt={campaign.title} className="fc-my-campaign__image" width={224} height={126} />
              <div className="fc-my-campaign__body">
                <h3 className="fc-my-campaign__title">
                  <Link to={`/campaigns/${campaign.slug}`}>{campaign.title}</Link>
                </h3>
                <div className="fc-manage-card__tags">
                  <CampaignStatusTag status={campaign.status} />
                  {!campaign.isActive && <span className="fc-muted">Inactive</span>}
                </div>
                <RejectionNote campaign={campaign} />
                <FundingProgress currentAmount={campaign.currentAmount} goal={campaign.goal} label={campaign.title} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="fc-form-actions">
        <ButtonLink to="/campaigns/create" type="primary" icon={<PlusOutlined />}>
          Create a Campaign
        </ButtonLink>
        {campaigns.length > 0 && <ButtonLink to="/manage-campaigns">Manage Campaigns</ButtonLink>}
      </div>
    </section>
  );
}
