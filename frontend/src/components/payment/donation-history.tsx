import { ClockCircleOutlined, EyeInvisibleOutlined, HeartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/client';
import { formatDate, formatMoney } from '../../lib/format';
import { ButtonLink } from '../button-link';
import { paymentQueries } from './payment-api';
import './donation-history.css';

const cents = (dollars: string) => Math.round((Number.parseFloat(dollars) || 0) * 100);

function HistorySkeleton() {
  return (
    <div aria-busy="true">
      <span className="fc-sr-only" role="status">
        Loading your donations
      </span>
      <ul className="fc-history" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="fc-history__item">
            <span className="fc-skeleton fc-history__skeleton-title" />
            <span className="fc-skeleton fc-history__skeleton-line" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The signed-in member's donations (GET /api/user/donations), newest first as the server sends them. */
export function DonationHistory() {
  const { data, error, isPending, isFetching, refetch } = useQuery(paymentQueries.myDonations());

  if (isPending) return <HistorySkeleton />;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load your donations"
        description={errorText(error, 'Please check your connection and try again.')}
        action={
          <Button size="small" onClick={() => void refetch()} loading={isFetching}>
            Try Again
          </Button>
        }
      />
    );
  }

  const donations = data ?? [];
  if (donations.length === 0) {
    return (
      <div className="fc-history__empty">
        <HeartOutlined className="fc-history__empty-icon" aria-hidden="true" />
        <h3>No donations yet</h3>
        <p className="fc-muted">When you give to a campaign, your donations appear here.</p>
        <ButtonLink to="/donate" type="primary">
          Browse Campaigns
        </ButtonLink>
      </div>
    );
  }

  // A bank payment still clearing, or one the bank returned, is not (yet) given.
  const given = donations.filter((donation) => donation.status !== 'processing' && donation.status !== 'failed');
  const givenCents = given.reduce((sum, donation) => sum + cents(donation.amount), 0);
  return (
    <>
      <p className="fc-history__total">
        You have given <strong>{formatMoney(givenCents / 100)}</strong> through {given.length} {given.length === 1 ? 'donation' : 'donations'}.
      </p>
      <ul className="fc-history">
        {donations.map((donation) => (
          <li key={donation.id} className="fc-history__item">
            <div className="fc-history__head">
              <h3 className="fc-history__campaign">
                {donation.campaign ? (
                  <Link to={`/campaigns/${encodeURIComponent(donation.campaign.slug)}`}>{donation.campaign.title}</Link>
                ) : donation.organization ? (
                  <Link to={`/o/${encodeURIComponent(donation.organization.slug)}`}>{donation.organization.name}</Link>
                ) : (
                  <span className="fc-muted">A campaign that is no longer available</span>
                )}
              </h3>
              <p className="fc-history__amount">
                {formatMoney(donation.amount)}
                {donation.status === 'refunded' && <span className="fc-history__refunded"> · Refunded</span>}
              </p>
            </div>
            {donation.status === 'processing' && (
              <p className="fc-history__status">
                <ClockCircleOutlined aria-hidden="true" /> Processing (usually 3–5 business days): counted once your bank clears it.
              </p>
            )}
            {donation.status === 'failed' && (
              <p className="fc-history__status fc-history__status--failed">
                Bank payment returned: {donation.failureReason ?? 'your bank did not pay it.'} Nothing was taken.
              </p>
            )}
            <p className="fc-history__meta">
              <span>{formatDate(donation.createdAt)}</span>
              {cents(donation.tip) > 0 && <span>Tip to Faith Collective: {formatMoney(donation.tip)}</span>}
              {cents(donation.feeCovered) > 0 && <span>Processing fee you covered: {formatMoney(donation.feeCovered)}</span>}
              {donation.paymentMethod === 'us_bank_account' && <span>By bank account</span>}
              {donation.isAnonymous && (
                <span className="fc-history__tag">
                  <EyeInvisibleOutlined aria-hidden="true" /> Anonymous
                </span>
              )}
            </p>
            {donation.message?.trim() && <blockquote className="fc-history__message">“{donation.message.trim()}”</blockquote>}
          </li>
        ))}
      </ul>
    </>
  );
}
