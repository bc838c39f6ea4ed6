import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Tag, theme } from 'antd';

/**
 * Where a review stands (a campaign's, an organization's verification): the label in the body color for contrast,
 * its meaning repeated by a colored icon: accepted, refused, or waiting.
 */
export function ReviewStatusTag({ outcome, label }: { outcome: 'accepted' | 'refused' | 'waiting'; label: string }) {
  const { token } = theme.useToken();
  const icon =
    outcome === 'accepted' ? (
      <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden="true" />
    ) : outcome === 'refused' ? (
      <CloseCircleFilled style={{ color: token.colorError }} aria-hidden="true" />
    ) : (
      <ClockCircleFilled style={{ color: token.colorWarning }} aria-hidden="true" />
    );
  return (
    <Tag className="fc-status-tag" icon={icon}>
      {label}
    </Tag>
  );
}
