import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../app/session';
import { OrganizationStatusTag } from '../../components/organizations/organization-status-tag';
import { organizationQueries, roleLabels } from '../../components/organizations/organizations-api';
import { RegisterOrganizationForm } from '../../components/organizations/register-organization-form';
import '../../components/organizations/organizations.css';

/** The profile's Organizations tab: the organizations the member serves, and registering a new one. */
export function OrganizationsTab({ user }: { user: CurrentUser }) {
  const { data, isPending, isError, refetch, isFetching } = useQuery(organizationQueries.mine(user.id));
  const [registered, setRegistered] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  // After a registration the cursor goes to the line saying what happens next (the form is cleared).
  useEffect(() => {
    if (registered) notice.current?.focus();
  }, [registered]);
  const organizations = data ?? [];

  return (
    <div className="fc-org-tab">
      <section aria-labelledby="fc-org-tab-title">
        <h2 id="fc-org-tab-title" className="fc-profile__section-title">
          Your Organizations
        </h2>
        {registered && (
          <div ref={notice} tabIndex={-1} className="fc-org-tab__notice">
            <Alert
              type="success"
              showIcon
              title={`${registered} is registered`}
              description="An administrator will verify it. Until then only its team sees its page."
            />
          </div>
        )}
        {isPending ? (
          <div aria-busy="true">
            <span className="fc-sr-only" role="status">
              Loading your organizations
            </span>
            <span className="fc-skeleton fc-org-tab__skeleton" aria-hidden="true" />
          </div>
        ) : isError ? (
          <div role="alert">
            <p>Could not load your organizations. Please try again.</p>
            <Button onClick={() => void refetch()} loading={isFetching}>
              Try Again
            </Button>
          </div>
        ) : organizations.length === 0 ? (
          <p className="fc-muted">You don't serve any organization yet. Register your church, ministry or nonprofit below.</p>
        ) : (
          <ul className="fc-org-list">
            {organizations.map((organization) => (
              <li key={organization.id} className="fc-org-list__item">
                <Link to={`/o/${organization.slug}`} className="fc-org-list__name">
                  {organization.name}
                </Link>
                <span className="fc-org-list__meta">
                  <span>
                    <span className="fc-sr-only">Role: </span>
                    {roleLabels[organization.role]}
                  </span>
                  <OrganizationStatusTag status={organization.status} />
                </span>
                {organization.status === 'pending' && <span className="fc-muted fc-org-list__note">An administrator will verify it.</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <RegisterOrganizationForm onRegistered={setRegistered} />
    </div>
  );
}
