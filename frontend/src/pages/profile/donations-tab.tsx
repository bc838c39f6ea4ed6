import type { CurrentUser } from '../../app/session';
import { DonationHistory } from '../../components/payment/donation-history';
import { GivingStatements } from './giving-statements';
import { MonthlyGifts } from './monthly-gifts';

/** The profile's Your donations tab: what the member has given, with links to the campaigns. */
export function DonationsTab(_: { user: CurrentUser }) {
  return (
    <section aria-labelledby="fc-donations-tab-title">
      <h2 id="fc-donations-tab-title" className="fc-profile__section-title">
        Your donations
      </h2>
      <MonthlyGifts />
      <GivingStatements />
      <DonationHistory />
    </section>
  );
}
