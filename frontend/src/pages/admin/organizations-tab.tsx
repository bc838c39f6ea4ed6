import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { toast } from '../../app/toast';
import { kindLabels, organizationKeys, organizationQueries } from '../../components/organizations/organizations-api';
import { formatDate } from '../../lib/format';
import { adminKeys, adminQueries, decideOrganization, reportAdminError, type ModeratedOrganization, type OffsetPage } from './admin-api';
import { StatusTag } from './list-states';
import { PagedTable } from './paged-table';
import { RejectDialog, type RejectForm } from './reject-dialog';

type Verdict = 'verify' | 'reject';

const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All organizations' },
];

function OrganizationStatus({ status }: { status: ModeratedOrganization['status'] }) {
  const tone = status === 'verified' ? 'success' : status === 'rejected' ? 'error' : 'warning';
  return <StatusTag tone={tone}>{status === 'pending' ? 'Pending' : status === 'verified' ? 'Verified' : 'Rejected'}</StatusTag>;
}

/** The member who registered it, by username: the organization's team holds them (administrators may read it). */
function RegisteredBy({ organization }: { organization: ModeratedOrganization }) {
  const team = useQuery(organizationQueries.team(organization.id));
  const username = team.data?.find((member) => member.userId === organization.registeredBy)?.username;
  return <>{username ?? 'a member'}</>;
}

interface CardProps {
  organization: ModeratedOrganization;
  busy: Verdict | null;
  onVerify: (organization: ModeratedOrganization) => void;
  onReject: (organization: ModeratedOrganization) => void;
}

function OrganizationCard({ organization, busy, onVerify, onReject }: CardProps) {
  const headingId = `fc-admin-organization-${organization.id}`;
  return (
    <article className="fc-admin-card" aria-labelledby={headingId}>
      <div className="fc-admin-card__top">
        <h3 id={headingId} className="fc-admin-card__title">
          <Link to={`/o/${organization.slug}`}>{organization.name}</Link>
        </h3>
        <OrganizationStatus status={organization.status} />
      </div>
      <p className="fc-muted fc-admin-card__meta">
        Registered by <RegisteredBy organization={organization} /> on {formatDate(organization.registeredAt)}
        {organization.decidedAt ? ` · Decided ${formatDate(organization.decidedAt)}` : ''}
      </p>
      <dl className="fc-admin-facts">
        <div>
          <dt>Kind</dt>
          <dd>{kindLabels[organization.kind]}</dd>
        </div>
        <div>
          <dt>EIN</dt>
          <dd>{organization.ein}</dd>
        </div>
        <div>
          <dt>City and state</dt>
          <dd>
            {organization.city}, {organization.state}
          </dd>
        </div>
        {organization.website && (
          <div>
            <dt>Website</dt>
            <dd>
              <a href={organization.website} target="_blank" rel="noopener noreferrer">
                {organization.website}
                <span className="fc-sr-only"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        )}
        {organization.rejectionReason && (
          <div>
            <dt>Reason for rejection</dt>
            <dd>{organization.rejectionReason}</dd>
          </div>
        )}
      </dl>
      {organization.status === 'pending' && (
        <div className="fc-admin-actions">
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={busy === 'verify'}
            disabled={busy !== null && busy !== 'verify'}
            onClick={() => onVerify(organization)}
            aria-label={`Verify ${organization.name}`}
          >
            Verify
          </Button>
          <Button
            icon={<CloseOutlined />}
            loading={busy === 'reject'}
            disabled={busy !== null && busy !== 'reject'}
            onClick={() => onReject(organization)}
            aria-label={`Reject ${organization.name}`}
          >
            Reject
          </Button>
        </div>
      )}
    </article>
  );
}

/**
 * Organizations registered by members (issue 37), pending ones first: verify (it becomes public) or reject with a
 * reason. A decided card stays where it is with its new status until the list is read again.
 */
export function OrganizationsTab() {
  const [status, setStatus] = useState('pending');
  const [rejecting, setRejecting] = useState<ModeratedOrganization | null>(null);
  const [form] = Form.useForm<RejectForm>();
  const queryClient = useQueryClient();

  const decide = useMutation({
    mutationFn: ({ organization, verdict, reason }: { organization: ModeratedOrganization; verdict: Verdict; reason?: string }) =>
      decideOrganization(organization.id, verdict, reason),
    onSuccess: async (decision, { organization, verdict, reason }) => {
      if (verdict === 'reject') {
        setRejecting(null);
        form.resetFields();
      }
      // The card shows the decision at once; the lists are read again when next shown.
      const decided = { status: decision.status, decidedAt: new Date().toISOString(), rejectionReason: verdict === 'reject' ? (reason ?? null) : null };
      queryClient.setQueriesData<InfiniteData<OffsetPage<ModeratedOrganization>>>({ queryKey: ['/api/admin/organizations'] }, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === organization.id ? { ...item, ...decided } : item)) })) }
          : data,
      );
      // The card's buttons are gone: the cursor goes to its title (after the reason dialog has given focus back).
      requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector<HTMLElement>(`#fc-admin-organization-${organization.id} a`)?.focus()));
      toast(
        verdict === 'verify'
          ? { title: 'Organization Verified', description: `${organization.name} is now public.`, variant: 'success' }
          : { title: 'Organization Rejected', description: `${organization.name} was rejected and stays hidden from the public.`, variant: 'success' },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/admin/organizations'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: [adminKeys.audit('', '')[0]] }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.mineAll }),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.reason) form.setFields([{ name: 'reason', errors: error.fieldErrors.reason }]);
      reportAdminError(error);
    },
  });
  const busyId = decide.isPending ? decide.variables?.organization.id : undefined;

  return (
    <div className="fc-admin-panel">
      <PagedTable
        toolbar={{ filters: [{ label: 'Organization status', value: status, options: statusOptions, onChange: setStatus }] }}
        query={adminQueries.organizations(status)}
        loadingLabel="Loading organizations"
        skeletonRows={3}
        errorTitle="Could not load organizations"
        emptyTitle={status === 'pending' ? 'No organizations waiting' : 'No organizations'}
        emptyText={status ? `There are no ${status} organizations.` : 'Churches, ministries and nonprofits registered by members appear here.'}
        renderCard={(organization) => (
          <OrganizationCard
            organization={organization}
            busy={busyId === organization.id ? (decide.variables?.verdict ?? null) : null}
            onVerify={(o) => decide.mutate({ organization: o, verdict: 'verify' })}
            onReject={(o) => setRejecting(o)}
          />
        )}
      />
      <RejectDialog
        form={form}
        open={rejecting !== null}
        title={rejecting ? `Reject “${rejecting.name}”?` : ''}
        okText="Reject organization"
        loading={decide.isPending && decide.variables?.verdict === 'reject'}
        intro="The organization stays hidden from the public. Your reason is kept with the decision in the audit trail."
        missing="Please give a reason for rejecting this organization."
        onCancel={() => {
          setRejecting(null);
          form.resetFields();
        }}
        onReject={(reason) => rejecting && decide.mutate({ organization: rejecting, verdict: 'reject', reason })}
      />
    </div>
  );
}
