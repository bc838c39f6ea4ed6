import { DonationCompleteScreen } from './donation-complete-screen';

/** /donate/success: the same donation-complete screen, reading the same query parameters. */
export default function DonationSuccessPage() {
  return <DonationCompleteScreen />;
}
