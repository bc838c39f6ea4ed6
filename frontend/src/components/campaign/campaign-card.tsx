import { ButtonLink, GiveButtonLink } from '../button-link';
import { truncate } from '../../lib/format';
import type { Campaign } from './campaign-api';
import { CampaignImage } from './campaign-image';
import { FundingProgress } from './funding-progress';
import { SaveHeart } from './save-heart';
import './campaign.css';

export const CARD_DESCRIPTION_CHARS = 100;

interface CampaignCardProps {
  campaign: Campaign;
  headingLevel?: 'h2' | 'h3';
  /** Images above the fold load eagerly. */
  eager?: boolean;
}

/**
 * A campaign in a grid: image (with the heart that saves it on this device), title, description (100 characters),
 * raised vs goal, Donate Now and View Details.
 */
export function CampaignCard({ campaign, headingLevel: Heading = 'h3', eager = false }: CampaignCardProps) {
  return (
    <article className="fc-campaign-card" aria-labelledby={`fc-campaign-${campaign.id}`}>
      <CampaignImage src={campaign.image} alt={campaign.title} className="fc-campaign-card__image" eager={eager} />
      <SaveHeart id={campaign.id} title={campaign.title} />
      <div className="fc-campaign-card__body">
        <Heading id={`fc-campaign-${campaign.id}`} className="fc-campaign-card__title">
          {campaign.title}
        </Heading>
        <p className="fc-campaign-card__description">{truncate(campaign.description, CARD_DESCRIPTION_CHARS)}</p>
        <FundingProgress currentAmount={campaign.currentAmount} goal={campaign.goal} label={campaign.title} />
        <div className="fc-campaign-card__actions">
          {campaign.hasEnded ? (
            <p className="fc-campaign-card__ended">This campaign has ended</p>
          ) : !campaign.isActive ? (
            <p className="fc-campaign-card__ended">Campaign Paused</p>
          ) : (
            <GiveButtonLink to={`/donate/checkout/${campaign.id}`} aria-label={`Donate Now to ${campaign.title}`}>
              Donate Now
            </GiveButtonLink>
          )}
          <ButtonLink to={`/donate/${campaign.slug}`} aria-label={`View Details of ${campaign.title}`}>
            View Details
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/** The loading shape of a card (the browse page shows six). */
export function CampaignCardSkeleton() {
  return (
    <div className="fc-campaign-card fc-campaign-card--skeleton" aria-hidden="true">
      <span className="fc-skeleton fc-campaign-card__image" />
      <div className="fc-campaign-card__body">
        <span className="fc-skeleton fc-skeleton--title" />
        <span className="fc-skeleton fc-skeleton--line" />
        <span className="fc-skeleton fc-skeleton--line fc-skeleton--short" />
        <span className="fc-skeleton fc-skeleton--bar" />
        <span className="fc-skeleton fc-skeleton--buttons" />
      </div>
    </div>
  );
}
