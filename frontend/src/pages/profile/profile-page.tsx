import { Button, Tabs } from 'antd';
import { Fragment, lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser, useIsSigningOut, useSignOut, type CurrentUser } from '../../app/session';
import { UserAvatar } from '../../components/avatar';
import { PageLoader } from '../../components/page-loader';
import { usePageMeta } from '../../lib/page-meta';
import { displayName } from '../../lib/user-display';
import { BusinessTab } from './business-tab';
import { CampaignsTab } from './campaigns-tab';
import { DonationsTab } from './donations-tab';
import { OrganizationsTab } from './organizations-tab';
import { PersonalProfileForm } from './personal-profile-form';
import { ProfileCounts } from './profile-counts';
import { SavedTab } from './saved-tab';
import { SponsorshipStatus } from './sponsorship-status';
import { SignInFirst } from '../../components/sign-in-first';

const SecurityTab = lazy(() => import('./security-tab'));
const PayoutsTab = lazy(() => import('./payouts-tab'));
const DevelopersTab = lazy(() => import('./developers-tab'));

/**
 * An address the narrow side card may wrap only where a reader expects it: before the @ and before each dot of
 * the domain ("demo" / "@faithcollective" / ".example"), never mid-word. A part longer than the card still wraps
 * (overflow-wrap: break-word) rather than widen the page.
 */
function breakableEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const [first, ...rest] = email.slice(at).split('.');
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}

function SideCard({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  return (
    <aside className="fc-card fc-profile__side" aria-label="Your account">
      <UserAvatar user={user} size={96} />
      <h1 className="fc-profile__name">{displayName(user)}</h1>
      {user.email && <p className="fc-muted fc-profile__email">{breakableEmail(user.email)}</p>}
      <ProfileCounts />
      <Button
        href="/api/logout"
        block
        onClick={(event) => {
          event.preventDefault();
          void signOut();
        }}
      >
        Sign Out
      </Button>
    </aside>
  );
}

export default function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  // A membership payment returns here with payment_intent: open the Business tab, where it shows.
  const tabs = ['profile', 'business', 'organizations', 'campaigns', 'donations', 'saved', 'payouts', 'security', 'developers'];
  const asked = params.get('tab');
  const initialTab = asked && tabs.includes(asked) ? asked : params.has('payment_intent') ? 'business' : 'profile';
  const signingOut = useIsSigningOut();
  usePageMeta('My Profile');

  if (isLoading) return <PageLoader label="Loading your profile…" />;
  if (!user) return signingOut ? <PageLoader label="Signing out…" /> : <SignInFirst />;

  return (
    <div className="fc-container fc-page fc-profile">
      <div className="fc-profile__aside">
        <SideCard user={user} />
        <SponsorshipStatus user={user} />
      </div>
      <div className="fc-card fc-profile__main">
        <Tabs
          className="fc-profile__tabs"
          defaultActiveKey={initialTab}
          items={[
            { key: 'profile', label: 'Profile', children: <PersonalProfileForm user={user} /> },
            { key: 'business', label: 'Business', children: <BusinessTab user={user} /> },
            { key: 'organizations', label: 'Organizations', children: <OrganizationsTab user={user} /> },
            { key: 'campaigns', label: 'Campaigns', children: <CampaignsTab user={user} /> },
            { key: 'donations', label: 'Donations', children: <DonationsTab user={user} /> },
            { key: 'saved', label: 'Saved', children: <SavedTab /> },
            {
              key: 'payouts',
              label: 'Payouts',
              children: (
                <Suspense fallback={<PageLoader label="Loading…" />}>
                  <PayoutsTab />
                </Suspense>
              ),
            },
            {
              key: 'security',
              label: 'Security',
              children: (
                <Suspense fallback={<PageLoader label="Loading…" />}>
                  <SecurityTab user={user} />
                </Suspense>
              ),
            },
            {
              key: 'developers',
              label: 'Developers',
              children: (
                <Suspense fallback={<PageLoader label="Loading…" />}>
                  <DevelopersTab />
                </Suspense>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
