import { HistoryOutlined, MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { toast } from '../../app/toast';
import { UserAvatar } from '../../components/avatar';
import { formatDate, formatMoney } from '../../lib/format';
import { displayName } from '../../lib/user-display';
import {
  adminQueries,
  platformLabel,
  reportAdminError,
  setAdminRole,
  useInvalidateAdmin,
  useReportError,
  type AdminUser,
  type UserActivity,
} from './admin-api';
import { CampaignRowStatus } from './campaign-row-status';
import { ErrorState, ListSkeleton, ReviewStatusTag, StatusTag } from './list-states';

function ActivityLists({ activity }: { activity: UserActivity }) {
  return (
    <div className="fc-admin-activity">
      <section aria-labelledby="fc-admin-activity-campaigns">
        <h4 id="fc-admin-activity-campaigns">Campaigns ({activity.campaigns.length})</h4>
        {activity.campaigns.length === 0 ? (
          <p className="fc-muted">No campaigns.</p>
        ) : (
          <ul className="fc-admin-activity__list">
            {activity.campaigns.map((campaign) => (
              <li key={campaign.id}>
                <Link to={`/donate/${campaign.slug}`}>{campaign.title}</Link>
                <CampaignRowStatus campaign={campaign} />
                <span className="fc-muted">
                  {formatMoney(campaign.currentAmount)} of {formatMoney(campaign.goal)} · Created {formatDate(campaign.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="fc-admin-activity-donations">
        <h4 id="fc-admin-activity-donations">Donations ({activity.donations.length})</h4>
        {activity.donations.length === 0 ? (
          <p className="fc-muted">No donations.</p>
        ) : (
          <ul className="fc-admin-activity__list">
            {activity.donations.map((donation) => (
              <li key={donation.id}>
                <span>
                  <strong>{formatMoney(donation.amount)}</strong>
                  {Number.parseFloat(donation.tip) > 0 && <span className="fc-muted"> + {formatMoney(donation.tip)} tip</span>}
                  {' · '}
                  {formatDate(donation.createdAt)}
                </span>
                <Link to={`/donate/${donation.campaignSlug ?? donation.campaignId}`}>{donation.campaignTitle ?? 'View campaign'}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="fc-admin-activity-applications">
        <h4 id="fc-admin-activity-applications">Sponsorship applications ({activity.applications.length})</h4>
        {activity.applications.length === 0 ? (
          <p className="fc-muted">No applications.</p>
        ) : (
          <ul className="fc-admin-activity__list">
            {activity.applications.map((application) => (
              <li key={application.id}>
                <span>{application.platforms.map((p) => platformLabel(p.platform)).join(', ') || 'No platforms'}</span>
                <span className="fc-admin-tags">
                  <ReviewStatusTag status={application.status} />
                </span>
                <span className="fc-muted">Submitted {formatDate(application.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UserActivityPanel({ userId }: { userId: string }) {
  const query = useQuery(adminQueries.activity(userId));
  useReportError(query.error);
  if (query.isPending) return <ListSkeleton label="Loading activity" rows={2} />;
  if (query.isError) return <ErrorState title="Could not load activity" error={query.error} onRetry={() => void query.refetch()} />;
  return <ActivityLists activity={query.data} />;
}

interface UserDetailsDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  /** The user as the server now has them (after a role change). */
  onChanged: (user: AdminUser) => void;
}

/** A member's fields with quick actions: Send Email (mail client), Toggle Admin (confirmed), View Activity. */
export function UserDetailsDialog({ user, onClose, onChanged }: UserDetailsDialogProps) {
  // Keep showing the last user while the dialog animates closed.
  const [shown, setShown] = useState<AdminUser | null>(user);
  if (user && user !== shown) setShown(user);
  const [showActivity, setShowActivity] = useState(false);
  const [roleError, setRoleError] = useState<string | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const invalidate = useInvalidateAdmin();
  const activityId = useId();
  const userId = user?.id;

  useEffect(() => {
    setShowActivity(false);
    setRoleError(null);
  }, [userId]);

  const role = useMutation({
    mutationFn: (target: AdminUser) => setAdminRole(target.id, !target.isAdmin),
    onSuccess: async (result, target) => {
      const isAdmin = result && typeof result.isAdmin === 'boolean' ? result.isAdmin : !target.isAdmin;
      setRoleError(null);
      onChanged({ ...target, isAdmin });
      toast({
        title: 'Role Updated',
        description: isAdmin ? `${displayName(target)} is now an administrator.` : `${displayName(target)} is no longer an administrator.`,
        variant: 'success',
      });
      await invalidate();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) setRoleError(error.serverMessage ?? error.message);
      reportAdminError(error);
    },
  });

  const confirmToggle = (target: AdminUser) => {
    const name = displayName(target);
    void modal.confirm({
      title: target.isAdmin ? `Remove admin rights from ${name}?` : `Make ${name} an admin?`,
      content: target.isAdmin
        ? `${name} will no longer be able to open the admin dashboard or review campaigns and applications.`
        : `${name} will be able to approve, reject and delete campaigns, review sponsorship applications and change roles.`,
      okText: target.isAdmin ? 'Remove Admin' : 'Make Admin',
      cancelText: 'Cancel',
      onOk: () => role.mutateAsync(target).catch(() => undefined),
    });
  };

  return (
    <Modal
      open={Boolean(user)}
      onCancel={onClose}
      title="User Details"
      footer={<Button onClick={onClose}>Close</Button>}
      width={640}
      destroyOnHidden
    >
      {modalHolder}
      {shown && (
        <div className="fc-admin-user">
          <div className="fc-admin-user__head">
            <UserAvatar user={shown} size={56} />
            <div>
              <p className="fc-admin-user__name">{displayName(shown)}</p>
              {shown.isAdmin ? <StatusTag tone="success">Admin</StatusTag> : <StatusTag tone="neutral">Member</StatusTag>}
            </div>
          </div>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'username', label: 'Username', children: shown.username },
              { key: 'email', label: 'Email', children: shown.email },
              { key: 'first', label: 'First name', children: shown.firstName || '—' },
              { key: 'last', label: 'Last name', children: shown.lastName || '—' },
              { key: 'phone', label: 'Phone', children: shown.phone || '—' },
              { key: 'location', label: 'Location', children: shown.location || '—' },
              { key: 'role', label: 'Role', children: shown.isAdmin ? 'Administrator' : 'Member' },
              { key: 'joined', label: 'Member since', children: formatDate(shown.createdAt) },
            ]}
          />
          <h3 className="fc-admin-user__actions-title">Quick actions</h3>
          <div className="fc-admin-actions">
            <Button icon={<MailOutlined />} href={`mailto:${shown.email}`}>
              Send Email
            </Button>
            <Button icon={<SafetyCertificateOutlined />} loading={role.isPending} onClick={() => confirmToggle(shown)}>
              Toggle Admin
            </Button>
            <Button
              icon={<HistoryOutlined />}
              aria-expanded={showActivity}
              aria-controls={activityId}
              onClick={() => setShowActivity((value) => !value)}
            >
              {showActivity ? 'Hide Activity' : 'View Activity'}
            </Button>
          </div>
          {roleError && <Alert className="fc-admin-user__error" type="error" showIcon title="The role was not changed" description={roleError} />}
          <div id={activityId}>{showActivity && <UserActivityPanel userId={shown.id} />}</div>
        </div>
      )}
    </Modal>
  );
}
