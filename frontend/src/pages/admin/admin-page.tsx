import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser, useIsSigningOut } from '../../app/session';
import { PageLoader } from '../../components/page-loader';
import { formatCount } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { ActivityTab } from './activity-tab';
import { adminQueries, useReportError } from './admin-api';
import './admin.css';
import { CampaignsTab } from './campaigns-tab';
import { ChartsSection } from './charts-section';
import { DeadLettersTab } from './dead-letters-tab';
import { JobsTab } from './jobs-tab';
import { ListSkeleton } from './list-states';
import { OrganizationsTab } from './organizations-tab';
import { PendingTab } from './pending-tab';
import { SponsorshipsTab } from './sponsorships-tab';
import { StatCards } from './stat-cards';
import { TransactionsTab } from './transactions-tab';
import { UsersTab } from './users-tab';
import { SignInFirst } from '../../components/sign-in-first';

/** The Emails tab loads with its first opening. */
const EmailsTab = lazy(() => import('./emails-tab'));
/** The money tabs (issue 13) load with their first opening too. */
const PayoutsTab = lazy(() => import('./payouts-tab'));
const RefundsTab = lazy(() => import('./refunds-tab'));
const LedgerTab = lazy(() => import('./ledger-tab'));

/** Spec section 9: a signed-in member who is not an admin is sent home after 500 ms. */
export const NON_ADMIN_REDIRECT_MS = 500;

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/', { replace: true }), NON_ADMIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-admin-denied">
      <h1 id="fc-admin-denied">Access Denied</h1>
      <p className="fc-lead">You don't have permission to access this page.</p>
    </section>
  );
}

/** A tab label with a count: "Pending 2", read as "Pending, 2 waiting". */
function CountLabel({ label, count, unit }: { label: string; count: number | undefined; unit: string }) {
  return (
    <span className="fc-admin-tab-label">
      {label}
      {count !== undefined && (
        <>
          <span className="fc-admin-count" aria-hidden="true">
            {formatCount(count)}
          </span>
          <span className="fc-sr-only">
            , {formatCount(count)} {unit}
          </span>
        </>
      )}
    </span>
  );
}

type TabKey =
  | 'campaigns'
  | 'transactions'
  | 'payouts'
  | 'refunds'
  | 'ledger'
  | 'users'
  | 'sponsorships'
  | 'organizations'
  | 'pending'
  | 'activity'
  | 'dead-letters'
  | 'jobs'
  | 'emails';

function AdminConsole() {
  const [tab, setTab] = useState<TabKey>('campaigns');
  const dashboard = useQuery(adminQueries.dashboard());
  const charts = useQuery(adminQueries.charts());
  useReportError(dashboard.error);
  useReportError(charts.error);
  const figures = dashboard.data ?? undefined;

  return (
    <div className="fc-container fc-page fc-admin">
      <header className="fc-admin__header">
        <h1>Admin Dashboard</h1>
        <p className="fc-lead">Review campaigns and creator applications, follow giving, and look after the community's accounts.</p>
      </header>

      {dashboard.data?.charity.einIsPlaceholder && (
        <Alert
          className="fc-admin__warning"
          type="warning"
          showIcon
          title="Receipts print a placeholder EIN"
          description={`Campaign gifts' receipts and year-end statements name ${dashboard.data.charity.name} with the EIN ${dashboard.data.charity.ein}, a placeholder. Set ORGANIZATION_EIN (and ORGANIZATION_ADDRESS) to the platform's own before taking real gifts. Gifts to verified organizations print theirs.`}
        />
      )}
      <StatCards dashboard={dashboard.data} loading={dashboard.isPending} />
      {dashboard.isError && (
        <p className="fc-admin-stats__error" role="alert">
          The figures could not be loaded.{' '}
          <Button type="link" className="fc-admin-inline-link" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </p>
      )}

      <ChartsSection charts={charts.data} loading={charts.isPending} error={charts.error} onRetry={() => void charts.refetch()} />

      <section className="fc-admin-section" aria-label="Moderation">
        <Tabs
          className="fc-admin-tabs"
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            { key: 'campaigns', label: 'Campaigns', children: <CampaignsTab /> },
            { key: 'transactions', label: 'Transactions', children: <TransactionsTab /> },
            {
              key: 'payouts',
              label: 'Payouts',
              children: (
                <Suspense fallback={<ListSkeleton label="Loading payouts" />}>
                  <PayoutsTab />
                </Suspense>
              ),
            },
            {
              key: 'refunds',
              label: 'Refunds',
              children: (
                <Suspense fallback={<ListSkeleton label="Loading refunds" />}>
                  <RefundsTab />
                </Suspense>
              ),
            },
            {
              key: 'ledger',
              label: 'Ledger',
              children: (
                <Suspense fallback={<ListSkeleton label="Checking the books" />}>
                  <LedgerTab />
                </Suspense>
              ),
            },
            { key: 'users', label: 'Users', children: <UsersTab /> },
            {
              key: 'sponsorships',
              label: <CountLabel label="Sponsorships" count={figures?.pendingApplications} unit="pending" />,
              children: <SponsorshipsTab />,
            },
            { key: 'organizations', label: 'Organizations', children: <OrganizationsTab /> },
            {
              key: 'pending',
              label: <CountLabel label="Pending" count={figures?.pendingCampaigns} unit="waiting" />,
              children: <PendingTab />,
            },
            { key: 'activity', label: 'Activity', children: <ActivityTab /> },
            { key: 'dead-letters', label: 'Dead letters', children: <DeadLettersTab /> },
            { key: 'jobs', label: 'Jobs', children: <JobsTab /> },
            {
              key: 'emails',
              label: 'Emails',
              children: (
                <Suspense fallback={<ListSkeleton label="Loading emails" />}>
                  <EmailsTab />
                </Suspense>
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}

/** /admin: the admin console (signed out: /auth; members: Access Denied, then home). */
export default function AdminPage() {
  usePageMeta('Admin Dashboard');
  const { user, isLoading } = useCurrentUser();
  const signingOut = useIsSigningOut();

  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  if (!user) return signingOut ? <PageLoader label="Signing out…" /> : <SignInFirst />;
  if (!user.isAdmin) return <AccessDenied />;
  return <AdminConsole />;
}
