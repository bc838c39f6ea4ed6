import { CheckOutlined, CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import type { ReactElement } from 'react';
import { toast } from '../../app/toast';
import { decideCampaign, reportAdminError, useInvalidateAdmin, type AdminCampaign, type CampaignVerdict as Verdict } from './admin-api';

/** A delete of a campaign holding donations archives it, and the answer says so. */
function isArchived(result: unknown): result is { outcome: 'archived'; message: string } {
  return typeof result === 'object' && result !== null && (result as { outcome?: unknown }).outcome === 'archived';
}

export interface CampaignActions {
  approve: (campaign: AdminCampaign) => void;
  reject: (campaign: AdminCampaign) => void;
  confirmDelete: (campaign: AdminCampaign) => void;
  /** The campaign an action is running on, and which action. */
  busy: { id: string; verdict: Verdict } | null;
  /** Render once: the confirmation dialogs. */
  holder: ReactElement;
}

/** Approve, reject and delete (after confirmation) with the spec's toasts; every admin view refreshes after. */
export function useCampaignActions(): CampaignActions {
  const invalidate = useInvalidateAdmin();
  const [modal, holder] = Modal.useModal();
  const decide = useMutation({
    mutationFn: ({ campaign, verdict }: { campaign: AdminCampaign; verdict: Verdict }) => decideCampaign(campaign.id, verdict),
    onSuccess: async (result, { campaign, verdict }) => {
      const edit = campaign.pendingRevision;
      if (edit && verdict === 'approve') {
        toast({ title: 'Edit Approved', description: `The changes to “${campaign.title}” are now public.`, variant: 'success' });
      } else if (edit && verdict === 'reject') {
        toast({ title: 'Edit Rejected', description: `The changes to “${campaign.title}” were rejected; the approved version stays public.`, variant: 'success' });
      } else if (verdict === 'delete' && isArchived(result)) {
        toast({ title: 'Campaign Archived', description: result.message, variant: 'success' });
      } else if (verdict === 'approve') {
        toast({ title: 'Campaign Approved', description: `“${campaign.title}” is now live.`, variant: 'success' });
      } else if (verdict === 'reject') {
        toast({ title: 'Campaign Rejected', description: `“${campaign.title}” was rejected and stays hidden from the public.`, variant: 'success' });
      } else {
        toast({ title: 'Campaign Deleted', description: `“${campaign.title}” has been permanently removed.`, variant: 'success' });
      }
      await invalidate();
    },
    onError: (error) => reportAdminError(error),
  });

  const confirmDelete = (campaign: AdminCampaign) => {
    void modal.confirm({
      title: 'Delete this campaign?',
      content:
        campaign.donorCount > 0
          ? `“${campaign.title}” has received donations, so it will be archived instead of deleted: hidden from the public and closed to donations, with its records kept.`
          : `“${campaign.title}” will be permanently removed, with its page. This cannot be undone.`,
      okText: 'Delete',
      cancelText: 'Cancel',
      onOk: () => decide.mutateAsync({ campaign, verdict: 'delete' }).catch(() => undefined),
    });
  };

  return {
    approve: (campaign) => decide.mutate({ campaign, verdict: 'approve' }),
    reject: (campaign) => decide.mutate({ campaign, verdict: 'reject' }),
    confirmDelete,
    busy: decide.isPending && decide.variables ? { id: decide.variables.campaign.id, verdict: decide.variables.verdict } : null,
    holder,
  };
}

/** Approve / Reject (pending campaigns only) and Delete, each naming the campaign for screen readers. */
export function CampaignActionButtons({
  campaign,
  actions,
  size,
}: {
  campaign: AdminCampaign;
  actions: CampaignActions;
  size?: 'small' | 'middle';
}) {
  const busy = actions.busy?.id === campaign.id ? actions.busy.verdict : null;
  const subject = campaign.pendingRevision ? `edit of ${campaign.pendingRevision.title}` : campaign.title;
  if (campaign.archivedAt) return <p className="fc-muted fc-admin-actions">Archived {new Date(campaign.archivedAt).toLocaleDateString('en-US')}</p>;
  return (
    <div className="fc-admin-actions">
      {(campaign.status === 'pending' || campaign.pendingRevision) && (
        <>
          <Button
            type="primary"
            size={size}
            icon={<CheckOutlined />}
            loading={busy === 'approve'}
            disabled={busy !== null && busy !== 'approve'}
            onClick={() => actions.approve(campaign)}
            aria-label={`Approve ${subject}`}
          >
            Approve
          </Button>
          <Button
            size={size}
            icon={<CloseOutlined />}
            loading={busy === 'reject'}
            disabled={busy !== null && busy !== 'reject'}
            onClick={() => actions.reject(campaign)}
            aria-label={`Reject ${subject}`}
          >
            Reject
          </Button>
        </>
      )}
      <Button
        size={size}
        icon={<DeleteOutlined />}
        loading={busy === 'delete'}
        disabled={busy !== null && busy !== 'delete'}
        onClick={() => actions.confirmDelete(campaign)}
        aria-label={`Delete ${campaign.title}`}
      >
        Delete
      </Button>
    </div>
  );
}
