import { CheckCircleFilled, CrownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { errorText } from '../../api/client';
import { useCurrentUser } from '../../app/session';
import { toast } from '../../app/toast';
import { ButtonLink } from '../button-link';
import { businessQueries, useClaimFoundingPlace, type FoundingStatus } from './business-api';
import './business.css';

export const FOUNDING_CAP = 100;

/**
 * The claim action in its states: signed out -> /auth; member without a business profile -> told to
 * create one first (places are for businesses of the network); member -> claim; full -> 'Program
 * Complete'; held -> a note.
 */
function ClaimAction({ status, userId, isLoadingUser }: { status: FoundingStatus | null; userId: string | null; isLoadingUser: boolean }) {
  const claim = useClaimFoundingPlace(userId ?? '');
  const profile = useQuery({ ...businessQueries.mine(userId ?? ''), enabled: userId !== null && !status?.isFoundingMember && !status?.isComplete });

  if (status?.isFoundingMember) {
    return (
      <p className="fc-founding__held" role="status">
        <CheckCircleFilled aria-hidden="true" /> You are a founding member
      </p>
    );
  }
  if (status?.isComplete) {
    return (
      <Button size="large" disabled>
        Program Complete
      </Button>
    );
  }
  if (!userId) {
    return (
      <ButtonLink to="/auth" type="primary" size="large" loading={isLoadingUser}>
        Become a Founding Member
      </ButtonLink>
    );
  }
  if (profile.isSuccess && profile.data === null) {
    return (
      <div className="fc-founding__needs-profile">
        <p className="fc-muted" role="status">
          Founding places are for businesses of the network: create your business profile first.
        </p>
        <ButtonLink to="/profile?tab=business" type="primary" size="large">
          Create Your Business Profile
        </ButtonLink>
      </div>
    );
  }
  // Until the member's business profile is known, the button waits (spinning, and disabled: a loading
  // antd button that is not disabled swallows a click without a word).
  return (
    <Button
      type="primary"
      size="large"
      loading={claim.isPending || profile.isLoading}
      disabled={profile.isLoading}
      onClick={() =>
        claim.mutate(undefined, {
          // A paid tier the member held stops renewing: the answer's notice says until when.
          onSuccess: (result) =>
            toast({
              title: 'Welcome, founding member!',
              description: result?.notice
                ? `Your free lifetime founding membership is confirmed. ${result.notice}`
                : 'Your free lifetime founding membership is confirmed.',
              variant: 'success',
            }),
          onError: (error) =>
            toast({
              title: 'Could not claim a founding spot',
              description: errorText(error, 'Something went wrong. Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    >
      {claim.isPending ? 'Claiming...' : 'Become a Founding Member'}
    </Button>
  );
}

/**
 * The founding-member program: x/100 places claimed, the spots remaining (or 'Founding member program
 * complete!' when full) and the claim action. Figures come from the server only; while loading a skeleton shows.
 */
export function FoundingProgram({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { user, isLoading: isLoadingUser } = useCurrentUser();
  const userId = user?.id ?? null;
  const { data, isPending } = useQuery(businessQueries.founding(isLoadingUser ? null : userId));
  const status = data ?? null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cap = status?.cap ?? FOUNDING_CAP;
  const claimed = Math.min(status?.claimed ?? 0, cap);
  const percent = Math.round((claimed / cap) * 100);

  return (
    <div className="fc-founding">
      <div className="fc-founding__head">
        <span className="fc-founding__icon" aria-hidden="true">
          <CrownOutlined />
        </span>
        <div>
          <Heading className="fc-founding__title">Founding Member Program</Heading>
          <p className="fc-muted fc-founding__pitch">
            The first {FOUNDING_CAP} members receive a free lifetime membership in the Christian Business Network.
          </p>
        </div>
      </div>

      {isPending ? (
        <div className="fc-founding__figures" aria-busy="true">
          <span className="fc-sr-only" role="status">
            Loading the founding member program
          </span>
          <span className="fc-skeleton fc-founding__skeleton" aria-hidden="true" />
        </div>
      ) : status ? (
        <div className="fc-founding__figures">
          <div className="fc-founding__counts">
            <strong className="fc-founding__count">
              {claimed}/{cap}
            </strong>
            <span className="fc-muted">founding spots claimed</span>
          </div>
          <div
            className="fc-meter"
            role="progressbar"
            aria-label="Founding spots claimed"
            aria-valuemin={0}
            aria-valuemax={cap}
            aria-valuenow={claimed}
            aria-valuetext={`${claimed} of ${cap}`}
          >
            <span className="fc-meter__fill" style={{ width: `${percent}%` }} />
          </div>
          {status.isComplete ? (
            <p className="fc-founding__remaining">
              <strong>Founding member program complete!</strong>
            </p>
          ) : (
            <p className="fc-founding__remaining">
              <strong>{status.remaining}</strong> {status.remaining === 1 ? 'spot' : 'spots'} remaining
            </p>
          )}
        </div>
      ) : null}

      <div className="fc-founding__action">
        <ClaimAction status={status} userId={userId} isLoadingUser={isLoadingUser} />
      </div>
    </div>
  );
}
