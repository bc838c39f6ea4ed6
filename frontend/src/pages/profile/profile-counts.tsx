import { useQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../components/campaign/campaign-api';
import { paymentQueries } from '../../components/payment/payment-api';

/** The side card's counts (spec section 2): the member's campaigns and donations, from the same queries as the tabs. */
export function ProfileCounts() {
  const campaigns = useQuery(campaignQueries.mine());
  const donations = useQuery(paymentQueries.myDonations());
  const campaignCount = campaigns.data?.campaigns.length;
  const donationCount = donations.data?.length;
  return (
    <dl className="fc-profile__counts" aria-label="Your activity">
      <div>
        <dt>Campaigns</dt>
        <dd aria-busy={campaignCount === undefined}>{campaignCount ?? '–'}</dd>
      </div>
      <div>
        <dt>Donations</dt>
        <dd aria-busy={donationCount === undefined}>{donationCount ?? '–'}</dd>
      </div>
    </dl>
  );
}
