import { EnvironmentOutlined } from '@ant-design/icons';
import { ButtonLink } from '../button-link';
import { MemberBadges } from './badges';
import type { BusinessProfile } from './business-api';
import { BusinessLogo } from './business-logo';

/** A directory card. View Profile opens the detail for members and the sign-in page for visitors. */
export function BusinessCard({ profile, signedIn }: { profile: BusinessProfile; signedIn: boolean }) {
  return (
    <li className="fc-biz-card">
      <div className="fc-biz-card__head">
        <BusinessLogo companyName={profile.companyName} logo={profile.logo} size={56} />
        <div className="fc-biz-card__title">
          <h3>{profile.companyName}</h3>
          <p className="fc-biz-card__industry">{profile.industry}</p>
        </div>
      </div>
      {(profile.membershipTier || profile.isFoundingMember) && (
        <div className="fc-biz-card__badges">
          <MemberBadges tierName={profile.membershipTier?.name} isFoundingMember={profile.isFoundingMember} />
        </div>
      )}
      <p className="fc-biz-card__description">{profile.description}</p>
      <p className="fc-biz-card__location">
        <EnvironmentOutlined aria-hidden="true" /> {profile.location}
      </p>
      <ButtonLink
        to={signedIn ? `/business/profile/${profile.id}` : '/auth'}
        block
        aria-label={`View Profile: ${profile.companyName}`}
      >
        View Profile
      </ButtonLink>
    </li>
  );
}
