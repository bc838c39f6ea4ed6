import { useCurrentUser } from '../../../app/session';
import { ButtonLink } from '../../../components/button-link';
import { PageLoader } from '../../../components/page-loader';
import { usePageMeta } from '../../../lib/page-meta';
import '../campaign-pages.css';
import { CampaignForm } from '../form/campaign-form';

function SignInRequired() {
  usePageMeta('Create a Campaign');
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-create-auth">
      <h1 id="fc-create-auth">Authentication Required</h1>
      <p className="fc-lead">You need to be logged in to create a campaign.</p>
      <div className="fc-actions">
        <ButtonLink to="/api/login" external type="primary" size="large">
          Sign In to Continue
        </ButtonLink>
      </div>
    </section>
  );
}

/** /donate/create: a member starts a campaign; files are uploaded on submit, one call per file, with progress. */
export default function CreateCampaignPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  if (!user) return <SignInRequired />;
  return <CampaignForm mode="create" />;
}
