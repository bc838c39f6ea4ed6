import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Tag, theme } from 'antd';
import { statusLabels, type CampaignStatus } from '../../components/campaign/campaign-api';

/** A campaign's review status: Pending review / Approved / Rejected (text in the body color for contrast,
 * the meaning repeated by a colored icon). */
export function CampaignStatusTag({ status }: { status: CampaignStatus }) {
  const { token } = theme.useToken();
  const icon =
    status === 'approved' ? (
      <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden="true" />
    ) : status === 'rejected' ? (
      <CloseCircleFilled style={{ color: token.colorError }} aria-hidden="true" />
    ) : (
      <ClockCircleFilled style={{ color: token.colorWarning }} aria-hidden="true" />
    );
  return (
    <Tag className="fc-status-tag" icon={icon}>
      {statusLabels[status]}
    </Tag>
  );
}
