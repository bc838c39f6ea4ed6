import type { Campaign } from '../../components/campaign/campaign-api';
import { formatDate } from '../../lib/format';

/**
 * Its owner's view of the moderator's latest rejection, with the reason they were also emailed: of the campaign
 * (it stays hidden) or of their changes to it (dropped; the approved version stays public). Nothing otherwise.
 */
export function RejectionNote({ campaign }: { campaign: Pick<Campaign, 'status' | 'lastRejection' | 'pendingRevision' | 'archivedAt'> }) {
  const rejection = campaign.lastRejection;
  if (!rejection || campaign.archivedAt) return null;
  const reason = rejection.reason ? ` The moderator's reason: ${rejection.reason}` : '';
  if (rejection.of === 'campaign') {
    if (campaign.status !== 'rejected') return null;
    return (
      <p className="fc-rejection-note">
        <strong>Not approved.</strong> Only you can see this campaign.{reason}
      </p>
    );
  }
  if (campaign.pendingRevision) return null;
  return (
    <p className="fc-rejection-note">
      <strong>Your latest changes were not approved</strong> ({formatDate(rejection.rejectedAt)}). The approved version stays public.{reason}
    </p>
  );
}
