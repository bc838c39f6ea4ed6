import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/client';
import { useCurrentUser } from '../../app/session';
import { toast } from '../../app/toast';
import { acceptInvitation, invalidateOrganizations, organizationQueries, roleLabels } from '../../components/organizations/organizations-api';
import { PageLoader } from '../../components/page-loader';
import { ButtonLink } from '../../components/button-link';
import { SignInFirst } from '../../components/sign-in-first';
import { usePageMeta } from '../../lib/page-meta';

/**
 * /o/:slug/join?invitation=… — where an organization's email invitation leads: signed out, to sign in or create an
 * account (and back here); signed in, one button joins the team with the invitation's role.
 */
export default function JoinOrganizationPage() {
  usePageMeta('Join a team');
  const { slug = '' } = useParams();
  const token = useSearchParams()[0].get('invitation') ?? '';
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const organization = useQuery({ ...organizationQueries.one(slug), enabled: Boolean(user) });
  const join = useMutation({
    mutationFn: () => acceptInvitation(organization.data!.id, token),
    onSuccess: async ({ role }) => {
      await invalidateOrganizations(queryClient);
      toast({ title: 'Welcome to the Team', description: `You serve ${organization.data!.name} as ${roleLabels[role].toLowerCase()}.`, variant: 'success' });
      void navigate(`/o/${encodeURIComponent(slug)}`);
    },
    onError: () => undefined,
  });

  if (isLoading) return <PageLoader />;
  if (!user) return <SignInFirst />;
  if (organization.isPending) return <PageLoader />;

  return (
    <section className="fc-container fc-page fc-account-page" aria-labelledby="fc-join-title">
      <div className="fc-card fc-account-card">
        <h1 id="fc-join-title">{organization.data ? `Join ${organization.data.name}` : 'Join a team'}</h1>
        {!token || organization.isError ? (
          <Alert type="error" showIcon title="This invitation link is not complete." description="Open the link from your invitation email again, or ask the organization for a new one." />
        ) : (
          <>
            <p className="fc-lead">You were invited to serve on its team. You are signed in as {user.username}.</p>
            {join.isError && <Alert className="fc-form-alert" type="error" showIcon title={errorText(join.error, 'We could not add you to the team.')} />}
            <Button type="primary" size="large" block loading={join.isPending} onClick={() => join.mutate()}>
              {join.isPending ? 'Joining...' : 'Join the team'}
            </Button>
            <ButtonLink to={`/o/${encodeURIComponent(slug)}`} type="link" block>
              Not now
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
