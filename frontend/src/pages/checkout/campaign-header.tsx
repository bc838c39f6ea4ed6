import { HeartOutlined } from '@ant-design/icons';
import type { components } from '../../api/schema';
import { fundingPercent } from '../../lib/campaign-progress';
import { formatMoney } from '../../lib/format';

export type CheckoutCampaign = components['schemas']['CampaignResponse'];

function creatorName(campaign: CheckoutCampaign): string | null {
  const name = [campaign.user?.firstName, campaign.user?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/** Who the gift goes to: image, title, organizer, raised vs goal with the progress bar. */
export function CampaignHeader({ campaign }: { campaign: CheckoutCampaign }) {
  const percent = fundingPercent(campaign.currentAmount, campaign.goal);
  const organizer = creatorName(campaign);
  return (
    <section className="fc-card fc-checkout__campaign" aria-labelledby="fc-checkout-title">
      {campaign.image ? (
        <img className="fc-checkout__image" src={campaign.image} alt={campaign.title} width={240} height={135} />
      ) : (
        <span className="fc-checkout__image fc-checkout__image--empty" aria-hidden="true">
          <HeartOutlined />
        </span>
      )}
      <div className="fc-checkout__campaign-body">
        <p className="fc-eyebrow">You're supporting</p>
        <h1 id="fc-checkout-title" className="fc-checkout__title">
          {campaign.title}
        </h1>
        {organizer && <p className="fc-muted fc-checkout__organizer">Organized by {organizer}</p>}
        <div
          className="fc-progress"
          role="progressbar"
          aria-label="Funding progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% funded`}
        >
          <span className="fc-progress__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="fc-checkout__raised">
          <strong>{formatMoney(campaign.currentAmount)}</strong> raised of {formatMoney(campaign.goal)} goal
          <span className="fc-muted"> · {percent}% funded</span>
        </p>
      </div>
    </section>
  );
}
