import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import type { CurrentUser } from '../../app/session';
import { businessQueries } from '../../components/business/business-api';
import { BusinessProfileForm } from '../../components/business/business-profile-form';
import { MembershipPanel } from '../../components/business/membership-panel';

/** The profile's Business tab: the business profile (create when none, edit otherwise) and the membership. */
export function BusinessTab({ user }: { user: CurrentUser }) {
  const { data: profile, isPending, isError, refetch, isFetching } = useQuery(businessQueries.mine(user.id));

  return (
    <div className="fc-business-tab">
      {isPending ? (
        <div aria-busy="true" className="fc-business-tab__loading">
          <span className="fc-sr-only" role="status">
            Loading your business profile
          </span>
          <span className="fc-skeleton fc-business-tab__skeleton" aria-hidden="true" />
        </div>
      ) : isError ? (
        <div role="alert" className="fc-business-tab__error">
          <h2 className="fc-profile__section-title">Business Profile</h2>
          <p>Failed to fetch business profile. Please try again.</p>
          <Button onClick={() => void refetch()} loading={isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <BusinessProfileForm key={profile?.id ?? 'new'} userId={user.id} profile={profile ?? null} />
      )}
      <MembershipPanel userId={user.id} />
    </div>
  );
}
