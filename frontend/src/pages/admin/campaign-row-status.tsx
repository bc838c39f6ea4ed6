import { formatDate, truncate } from '../../lib/format';
import type { AdminCampaign } from './admin-api';
import { StatusTag } from './list-states';

type Tone = Parameters<typeof StatusTag>[0]['tone'];

/**
 * A campaign's one status in the console, the one that matters most: archived (kept for its records), an edit
 * waiting for review, pending, rejected, or else approved and Active (live) or Inactive (switched off by its owner).
 */
export function campaignRowStatus(campaign: Pick<AdminCampaign, 'archivedAt' | 'pendingRevision' | 'status' | 'lastRejection' | 'isActive'>): { label: string; tone: Tone; detail: string | null } {
  if (campaign.archivedAt) return { label: 'Archived', tone: 'neutral', detail: formatDate(campaign.archivedAt) };
  if (campaign.pendingRevision) return { label: 'Edit pending', tone: 'warning', detail: `Edited ${formatDate(campaign.pendingRevision.submittedAt)}` };
  if (campaign.status === 'pending') return { label: 'Pending', tone: 'warning', detail: null };
  if (campaign.status === 'rejected') {
    const reason = campaign.lastRejection?.of === 'campaign' ? campaign.lastRejection.reason : null;
    return { label: 'Rejected', tone: 'error', detail: reason ? `Reason: ${truncate(reason, 80)}` : null };
  }
  return campaign.isActive ? { label: 'Active', tone: 'success', detail: null } : { label: 'Inactive', tone: 'neutral', detail: null };
}

/** The status tag, with what it needs said beside it (when archived or edited, why rejected). */
export function CampaignRowStatus({ campaign }: { campaign: Parameters<typeof campaignRowStatus>[0] }) {
  const { label, tone, detail } = campaignRowStatus(campaign);
  return (
    <div className="fc-admin-cell-main">
      <div className="fc-admin-tags">
        <StatusTag tone={tone}>{label}</StatusTag>
      </div>
      {detail && <span className="fc-muted fc-admin-status-detail">{detail}</span>}
    </div>
  );
}
