import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../app/session';
import { toast } from '../../../app/toast';
import { ButtonLink } from '../../../components/button-link';
import { campaignQueries } from '../../../components/campaign/campaign-api';
import { CampaignCard, CampaignCardSkeleton } from '../../../components/campaign/campaign-card';
import { FileDropzone } from '../../../components/campaign/upload-field';
import '../campaign-pages.css';

const FEATURED = 2;

function FeaturedCampaigns() {
  const { data, isPending } = useQuery({
    ...campaignQueries.featured(FEATURED),
    meta: { silent: true },
  });
  const campaigns = data?.items.slice(0, FEATURED) ?? [];
  return (
    <div className="fc-donate-home__featured">
      <h3 className="fc-sr-only">Featured campaigns</h3>
      {isPending ? (
        <ul className="fc-tile-grid fc-campaign-grid" aria-hidden="true">
          {Array.from({ length: FEATURED }, (_, i) => (
            <li key={i}>
              <CampaignCardSkeleton />
            </li>
          ))}
        </ul>
      ) : campaigns.length === 0 ? (
        <div className="fc-empty">
          <p className="fc-muted">There are no active campaigns at the moment.</p>
        </div>
      ) : (
        <ul className="fc-tile-grid fc-campaign-grid">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
      <div className="fc-donate-home__more">
        <ButtonLink to="/donate" size="large">
          View All Campaigns
        </ButtonLink>
      </div>
    </div>
  );
}

/** A local sketch of a campaign: nothing here is sent; submitting leads to the real form. */
function StartYourOwnCampaign() {
  const { isSignedIn } = useCurrentUser();
  const navigate = useNavigate();
  const ids = { title: useId(), goal: useId(), description: useId(), image: useId() };
  const [imageName, setImageName] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSignedIn) {
      void navigate('/campaigns/create');
      return;
    }
    toast({ title: 'Authentication Required', description: 'Please log in to create a campaign', variant: 'destructive' });
  };

  return (
    <form className="fc-card fc-donate-home__form" onSubmit={onSubmit} aria-labelledby="fc-start-campaign">
      <h3 id="fc-start-campaign">Start Your Own Campaign</h3>
      <p className="fc-muted">Raise funds for your ministry, mission or family. Organizers pay a 0% platform fee.</p>
      <div className="fc-home-field">
        <label htmlFor={ids.title}>Campaign Title</label>
        <Input id={ids.title} name="title" placeholder="e.g. Youth Mission Trip" />
      </div>
      <div className="fc-home-field">
        <label htmlFor={ids.goal}>Goal Amount (USD)</label>
        <Input id={ids.goal} name="goal" type="number" inputMode="decimal" min={1} step={0.01} prefix="$" placeholder="5000" />
      </div>
      <div className="fc-home-field">
        <label htmlFor={ids.description}>Description</label>
        <Input.TextArea id={ids.description} name="description" rows={3} placeholder="Tell people what you are raising money for" />
      </div>
      <div className="fc-home-field">
        <label htmlFor={ids.image}>Campaign Image</label>
        <FileDropzone
          id={ids.image}
          accept="image/*"
          prompt={imageName ?? 'Choose an image or drop it here'}
          onFiles={(files) => setImageName(files[0]?.name ?? null)}
        />
      </div>
      <Button type="primary" htmlType="submit" size="large" block>
        Start Your Campaign
      </Button>
    </form>
  );
}

export default function MakeADifference() {
  return (
    <div className="fc-donate-home">
      <FeaturedCampaigns />
      <StartYourOwnCampaign />
    </div>
  );
}
