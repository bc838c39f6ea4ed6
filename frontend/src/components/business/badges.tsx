import { CheckCircleOutlined, CrownOutlined, StarOutlined } from '@ant-design/icons';

/** The member's paid tier, e.g. "Professional Membership". */
export function TierBadge({ name }: { name: string }) {
  return (
    <span className="fc-badge fc-badge--tier">
      <StarOutlined aria-hidden="true" /> {name}
    </span>
  );
}

export function ActiveMemberBadge() {
  return (
    <span className="fc-badge fc-badge--active">
      <CheckCircleOutlined aria-hidden="true" /> Active Member
    </span>
  );
}

export function FoundingMemberBadge() {
  return (
    <span className="fc-badge fc-badge--founding">
      <CrownOutlined aria-hidden="true" /> Founding Member
    </span>
  );
}

const FOUNDING_TIER_NAME = 'Founding Member';

/** A profile's tier badge (the server names founding members' free tier 'Founding Member') and founding badge. */
export function MemberBadges({ tierName, isFoundingMember }: { tierName: string | null | undefined; isFoundingMember: boolean }) {
  const paidTier = tierName && tierName !== FOUNDING_TIER_NAME ? tierName : null;
  return (
    <>
      {paidTier && <TierBadge name={paidTier} />}
      {(isFoundingMember || tierName === FOUNDING_TIER_NAME) && <FoundingMemberBadge />}
    </>
  );
}
