import { CheckOutlined, CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import { useState, type ReactElement } from 'react';
import { ApiError } from '../../api/client';
import { toast } from '../../app/toast';
import { decideCampaign, reportAdminError, useInvalidateAdmin, type AdminCampaign, type CampaignVerdict as Verdict } from './admin-api';
import { RejectDialog, type RejectForm } from './reject-dialog';

/** A delete of a campaign holding donations archives it, and the answer says so. */
function isArchived(result: unknown): result is { outcome: 'archived'; message: string } {
  return typeof result === 'object' && result !== null && (result as { outcome?: unknown }).outcome === 'archived';
}

export interface CampaignActions {
  approve: (campaign: AdminCampaign) => void;
  /** Opens the dialog that asks for the reason (the organizer is emailed it and sees it on their campaigns). */
  reject: (campaign: AdminCampaign) => void;
  confirmDelete: (campaign: AdminCampaign) => void;
  /** The campaign an action is running on, and which action. */
  busy: { id: string; verdict: Verdict } | null;
  /** Render once: the confirmation and reason dialogs. */
  holder: ReactElement;
}

/**
 * Approve, reject (with a reason, asked for in a dialog) and delete (after confirmation) with the spec's toasts;
 * every admin view refreshes after.
 */
export function useCampaignActions(): CampaignActions {
  const invalidate = useInvalidateAdmin();
  const [modal, holder] = Modal.useModal();
  const [rejecting, setRejecting] = useState<AdminCampaign | null>(null);
  const [form] = Form.useForm<RejectForm>();
  const closeRejecting = () => {
    setRejecting(null);
    form.resetFields();
  };
  const decide = useMutation({
    mutationFn: ({ campaign, verdict, reason }: { campaign: AdminCampaign; verdict: Verdict; reason?: string }) => decideCampaign(campaign.id, verdict, reason),
    onSuccess: async (result, { campaign, verdict }) => {
      if (verdict === 'reject') closeRejecting();
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
    onError: (error) => {
      // A reason the server refused is shown under the field, as well as in the toast.
      if (error instanceof ApiError && error.fieldErrors.reason) form.setFields([{ name: 'reason', errors: error.fieldErrors.reason }]);
      reportAdminError(error);
    },
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

  const edit = rejecting?.pendingRevision ?? null;
  const missing = edit
    ? 'Please give a reason for rejecting this edit (the organizer sees it).'
    : 'Please give a reason for rejecting this campaign (the organizer sees it).';
  const rejectDialog = (
    <RejectDialog
      form={form}
      open={rejecting !== null}
      title={edit ? `Reject the edit of “${edit.title}”?` : rejecting ? `Reject “${rejecting.title}”?` : ''}
      okText={edit ? 'Reject edit' : 'Reject campaign'}
      loading={decide.isPending && decide.variables?.verdict === 'reject'}
      intro={
        <>
          {edit ? 'The changes are dropped and the approved version stays public.' : 'The campaign stays hidden from the public.'} Its organizer is
          emailed your reason and sees it on their campaigns.
        </>
      }
      missing={missing}
      onCancel={closeRejecting}
      onReject={(reason) => rejecting && decide.mutate({ campaign: rejecting, verdict: 'reject', reason })}
    />
  );

  return {
    approve: (campaign) => decide.mutate({ campaign, verdict: 'approve' }),
    reject: (campaign) => setRejecting(campaign),
    confirmDelete,
    busy: decide.isPending && decide.variables ? { id: decide.variables.campaign.id, verdict: decide.variables.verdict } : null,
    holder: (
      <>
        {holder}
        {rejectDialog}
      </>
    ),
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
  // An archived campaign is kept for its records: nothing is left to decide (its status says "Archived").
  if (campaign.archivedAt) return null;
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
