import { Button, Popconfirm, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../lib/format';
import { STOP_REASONS, type MonthlyGift } from './monthly-gifts-api';

/** One monthly gift: campaign, amount each month, next date or why it stopped, and Stop (with a confirmation). */
export function MonthlyGiftCard({ gift, onStop, stopping, headingLevel = 4 }: { gift: MonthlyGift; onStop(): void; stopping: boolean; headingLevel?: 2 | 4 }) {
  const running = gift.status === 'active';
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  return (
    <li className="fc-monthly__item">
      <div className="fc-monthly__head">
        <Heading className="fc-monthly__campaign">
          {gift.campaign.slug ? <Link to={`/donate/${encodeURIComponent(gift.campaign.slug)}`}>{gift.campaign.title}</Link> : gift.campaign.title}
        </Heading>
        <strong className="fc-monthly__amount">{formatMoney(gift.total)} / month</strong>
      </div>
      <p className="fc-monthly__line fc-muted">
        {running ? (
          <>
            <Tag>Active</Tag> Next gift on {gift.nextChargeAt ? formatDate(gift.nextChargeAt) : 'its next date'}
            {Number(gift.tip) > 0 && ` · includes a ${formatMoney(gift.tip)} tip`}
          </>
        ) : (
          <>
            <Tag>Stopped</Tag> {gift.stopReason ? STOP_REASONS[gift.stopReason] : 'Stopped'}
            {gift.stoppedAt && ` on ${formatDate(gift.stoppedAt)}`} · nothing more will be charged
          </>
        )}
      </p>
      {running && (
        <Popconfirm
          title="Stop this monthly gift?"
          description="Nothing more will be charged. Gifts already given stay with the campaign."
          okText="Stop monthly gift"
          cancelText="Keep giving"
          onConfirm={onStop}
        >
          <Button danger loading={stopping} aria-label={`Stop monthly gift to ${gift.campaign.title}`}>
            Stop monthly gift
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}
