import { useParams, useSearchParams } from 'react-router-dom';
import { organizationPaths } from '../../../components/organizations/organizations-api';
import { usePageMeta } from '../../../lib/page-meta';
import { DonationCompleteScreen } from '../../donation-complete/donation-complete-screen';
import { GivingOrganization } from './giving-organization';
import { OrganizationGiveForm } from './organization-give-form';
import './organization-give.css';

/**
 * /o/:slug/embed — the giving form made to sit in an iframe on the organization's own website: no site header or
 * footer, compact. The server lets any site frame this page alone. After the card, the receipt shows here too.
 */
export default function OrganizationEmbedPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  usePageMeta('Give');
  const paid = params.has('payment_intent');

  return (
    <main id="main" className="fc-main fc-org-embed" tabIndex={-1}>
      <GivingOrganization slug={slug} bare>
        {(organization) =>
          paid ? (
            <DonationCompleteScreen embedded={{ giveAgainPath: organizationPaths.embed(organization.slug) }} />
          ) : (
            <>
              <h1 className="fc-org-embed__title">Give to {organization.name}</h1>
              <OrganizationGiveForm
                organization={organization}
                preselected={params.get('fund')}
                compact
                returnUrl={`${window.location.origin}${organizationPaths.embed(organization.slug)}?organizationId=${encodeURIComponent(organization.id)}`}
              />
              <p className="fc-org-embed__powered">Secure giving by Faith Collective</p>
            </>
          )
        }
      </GivingOrganization>
    </main>
  );
}
