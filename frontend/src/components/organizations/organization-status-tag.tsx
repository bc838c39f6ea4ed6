import { ReviewStatusTag } from '../review-status-tag';
import { organizationStatusLabels, type OrganizationStatus } from './organizations-api';

/** An organization's verification: Pending / Verified / Rejected, like a campaign's review status. */
export function OrganizationStatusTag({ status }: { status: OrganizationStatus }) {
  return <ReviewStatusTag outcome={status === 'verified' ? 'accepted' : status === 'rejected' ? 'refused' : 'waiting'} label={organizationStatusLabels[status]} />;
}
