import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Tag, theme } from 'antd';
import { organizationStatusLabels, type OrganizationStatus } from './organizations-api';

/** An organization's verification: Pending / Verified / Rejected (text in the body color for contrast, the
 * meaning repeated by a colored icon), like a campaign's review status. */
export function OrganizationStatusTag({ status }: { status: OrganizationStatus }) {
  const { token } = theme.useToken();
  const icon =
    status === 'verified' ? (
      <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden="true" />
    ) : status === 'rejected' ? (
      <CloseCircleFilled style={{ color: token.colorError }} aria-hidden="true" />
    ) : (
      <ClockCircleFilled style={{ color: token.colorWarning }} aria-hidden="true" />
    );
  return (
    <Tag className="fc-status-tag" icon={icon}>
      {organizationStatusLabels[status]}
    </Tag>
  );
}
