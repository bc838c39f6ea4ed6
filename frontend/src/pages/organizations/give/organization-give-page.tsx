import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { kindLabels, organizationPaths, organizationQueries, organizationDescription } from '../../../components/organizations/organizations-api';
import { usePageMeta } from '../../../lib/page-meta';
import { GivingOrganization } from './giving-organization';
import { OrganizationGiveForm } from './organization-give-form';

/** /o/:slug/give — the split-gift checkout of an organization (?fund= chooses that fund to start with). */
export default function OrganizationGivePage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { data: org } = useQuery(organizationQueries.one(slug));
  usePageMeta(org ? `Give to ${org.name}` : 'Give', org ? organizationDescription(org) : undefined);

  return (
    <GivingOrganization slug={slug}>
      {(organization) => (
        <div className="fc-container fc-org-give">
          <Link to={organizationPaths.page(organization.slug)} className="fc-checkout__back">
            <ArrowLeftOutlined aria-hidden="true" /> Back to {organization.name}
          </Link>
          <header className="fc-card fc-org-give__header">
            <p className="fc-eyebrow">You're giving to</p>
            <h1>{organization.name}</h1>
            <p className="fc-org-give__place">
              {kindLabels[organization.kind]} · {organization.city}, {organization.state}
            </p>
          </header>
          <OrganizationGiveForm
            organization={organization}
            preselected={params.get('fund')}
            returnUrl={`${window.location.origin}/donate/success?organizationId=${encodeURIComponent(organization.id)}`}
          />
        </div>
      )}
    </GivingOrganization>
  );
}
