import { HeartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session';
import { GiveButtonLink } from '../../components/button-link';
import { OrganizationStatusTag } from '../../components/organizations/organization-status-tag';
import {
  kindLabels,
  organizationDescription,
  organizationPaths,
  organizationQueries,
  type Organization,
  type TeamRole,
} from '../../components/organizations/organizations-api';
import '../../components/organizations/organizations.css';
import { PageLoader } from '../../components/page-loader';
import { usePageMeta } from '../../lib/page-meta';
import NotFoundPage from '../not-found/not-found-page';
import { FundsManager } from './funds-manager';
import { GivingReport } from './giving-report';
import { PayoutAccountTab } from './payout-account-tab';
import { ShareTab } from './share-tab';
import { ProfileManager } from './profile-manager';
import { TeamManager } from './team-manager';


/** A website as people read it: without the scheme and a trailing slash. */
function shownWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** What the team reads while the organization is not public yet. */
function StatusBanner({ organization }: { organization: Organization }) {
  if (organization.status === 'verified') return null;
  return organization.status === 'pending' ? (
    <Alert
      className="fc-org-page__banner"
      type="warning"
      showIcon
      title="Waiting for verification"
      description="An administrator will verify this organization. Until then only its team and administrators see this page."
    />
  ) : (
    <Alert
      className="fc-org-page__banner"
      type="error"
      showIcon
      title="Not verified"
      description="An administrator rejected this organization, so it is not public. Only its team and administrators see this page."
    />
  );
}

function ManageArea({ organization, role, userId }: { organization: Organization; role: TeamRole; userId: string }) {
  const canFunds = role === 'admin' || role === 'treasurer';
  // ?tab=payout-account opens that tab (the payout account's onboarding comes back there).
  const [params] = useSearchParams();
  const items = [
    { key: 'team', label: 'Team', children: <TeamManager organization={organization} role={role} userId={userId} /> },
    ...(role === 'admin' ? [{ key: 'profile', label: 'Profile', children: <ProfileManager organization={organization} /> }] : []),
    ...(canFunds
      ? [
          { key: 'funds', label: 'Funds', children: <FundsManager organization={organization} /> },
          { key: 'payout-account', label: 'Payout account', children: <PayoutAccountTab organization={organization} /> },
          { key: 'giving', label: 'Giving', children: <GivingReport organization={organization} /> },
          ...(organization.status === 'verified' ? [{ key: 'share', label: 'Share', children: <ShareTab organization={organization} /> }] : []),
        ]
      : []),
  ];
  const asked = params.get('tab');
  return (
    <section className="fc-card fc-org-page__manage" aria-labelledby="fc-org-manage-title">
      <h2 id="fc-org-manage-title">Manage</h2>
      <Tabs defaultActiveKey={items.some((item) => item.key === asked) ? asked! : 'team'} items={items} />
    </section>
  );
}

/** /o/:slug — an organization's page: who it is and its funds; its team manages it here. */
export default function OrganizationPage() {
  const { slug = '' } = useParams();
  const { user, isLoading: userLoading } = useCurrentUser();
  const organization = useQuery(organizationQueries.one(slug));
  const served = useQuery({ ...organizationQueries.mine(user?.id ?? ''), enabled: Boolean(user) });
  const org = organization.data ?? null;
  // Without an organization the not-found page's title stands (a parent's effect runs after its child's).
  usePageMeta(
    org?.name ?? (organization.isPending || organization.isError ? 'Organization' : 'Page not found'),
    org ? organizationDescription(org) : undefined,
  );

  if (organization.isPending || userLoading) return <PageLoader label="Loading the organization…" />;
  if (organization.isError) {
    return (
      <section className="fc-container fc-message-page" aria-labelledby="fc-org-error-title">
        <h1 id="fc-org-error-title">Could not load this organization</h1>
        <p className="fc-lead">Please check your connection and try again.</p>
        <Button onClick={() => void organization.refetch()} loading={organization.isFetching}>
          Try Again
        </Button>
      </section>
    );
  }
  if (!org) return <NotFoundPage />;

  const role = served.data?.find((entry) => entry.id === org.id)?.role ?? null;
  const place = `${org.city}, ${org.state}`;
  const giving = org.status === 'verified' && org.funds.length > 0;

  return (
    <div className="fc-container fc-page fc-org-page">
      <header className="fc-card fc-org-page__header">
        <div className="fc-org-page__title-row">
          {org.logoUrl && <img className="fc-org-logo" src={org.logoUrl} alt="" width={64} height={64} />}
          <h1 className="fc-org-page__name">{org.name}</h1>
          {org.status !== 'verified' && <OrganizationStatusTag status={org.status} />}
        </div>
        <p className="fc-org-page__facts">
          <span>{kindLabels[org.kind]}</span>
          <span aria-hidden="true"> · </span>
          <span>{place}</span>
          {org.website && (
            <>
              <span aria-hidden="true"> · </span>
              <a href={org.website} target="_blank" rel="noopener noreferrer" className="fc-org-page__website">
                {shownWebsite(org.website)}
                <span className="fc-sr-only"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
        {giving && (
          <GiveButtonLink to={organizationPaths.give(org.slug)} type="primary" size="large" icon={<HeartOutlined />} className="fc-org-page__give">
            Give to {org.name}
          </GiveButtonLink>
        )}
        <StatusBanner organization={org} />
      </header>

      <section className="fc-card fc-org-page__funds" aria-labelledby="fc-org-funds-title">
        <h2 id="fc-org-funds-title">Funds</h2>
        {org.funds.length === 0 ? (
          <p className="fc-muted">No funds yet.</p>
        ) : (
          <ul className="fc-org-funds">
            {org.funds.map((fund) => (
              <li key={fund.id} className="fc-org-funds__item">
                <div>
                  <h3 className="fc-org-funds__name">{fund.name}</h3>
                  {fund.description && <p className="fc-muted fc-org-funds__description">{fund.description}</p>}
                </div>
                {giving && (
                  <Link to={organizationPaths.give(org.slug, fund.id)} className="fc-org-funds__give" aria-label={`Give to ${fund.name}`}>
                    Give
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {user && role && <ManageArea organization={org} role={role} userId={user.id} />}
    </div>
  );
}
