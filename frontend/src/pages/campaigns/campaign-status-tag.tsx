import { statusLabels, type CampaignStatus } from '../../components/campaign/campaign-api';
import { ReviewStatusTag } from '../../components/review-status-tag';

/** A campaign's review status: Pending review / Approved / Rejected. */
export function CampaignStatusTag({ status }: { status: CampaignStatus }) {
  return <ReviewStatusTag outcome={status === 'approved' ? 'accepted' : status === 'rejected' ? 'refused' : 'waiting'} label={statusLabels[status]} />;
}
