import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/button-link';
import { organizationPaths, organizationQueries, type Organization } from '../../../components/organizations/organizations-api';
import { PageLoader } from '../../../components/page-loader';
import NotFoundPage from '../../not-found/not-found-page';

/**
 * The organization a giving screen is for, or what to show instead: loading, a failure to load, the not-found page,
 * or "not accepting gifts" (not verified yet, or no fund). `children` draws the screen for an organization that gives.
 */
export function GivingOrganization({ slug, children, bare = false }: { slug: string; children(organization: Organization): ReactNode; bare?: boolean }) {
  const organization = useQuery(organizationQueries.one(slug));
  if (organization.isPending) return <PageLoader label="Loading the giving page…" />;
  if (organization.isError) {
    return (
      <section className="fc-container fc-message-page" aria-labelledby="fc-give-error-title">
        <h1 id="fc-give-error-title">Could not load this giving page</h1>
        <p className="fc-lead">Please check your connection and try again.</p>
        <Button onClick={() => void organization.refetch()} loading={organization.isFetching}>
          Try Again
        </Button>
      </section>
    );
  }
  const org = organization.data;
  if (!org) return bare ? <NotAccepting title="Giving page not found" text="This giving page does not exist." /> : <NotFoundPage />;
  if (org.status !== 'verified' || org.funds.length === 0) {
    return (
      <NotAccepting
        title={`${org.name} is not accepting gifts yet`}
        text={org.status !== 'verified' ? 'Gifts open once an administrator has verified this organization.' : 'It has no fund to give to yet.'}
        back={bare ? undefined : organizationPaths.page(org.slug)}
      />
    );
  }
  return <>{children(org)}</>;
}

function NotAccepting({ title, text, back }: { title: string; text: string; back?: string }) {
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-give-closed-title">
      <h1 id="fc-give-closed-title">{title}</h1>
      <p className="fc-lead">{text}</p>
      {back && (
        <div className="fc-actions">
          <ButtonLink to={back}>Back to the organization</ButtonLink>
        </div>
      )}
    </section>
  );
}
