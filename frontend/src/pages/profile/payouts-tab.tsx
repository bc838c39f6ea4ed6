import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../api/client';
import type { components } from '../../api/schema';
import { StackedTable } from '../../components/stacked-table/stacked-table';
import { formatDate, formatMoney } from '../../lib/format';
import { myPayoutsQuery, payoutAccountQuery, startPayoutOnboarding } from '../payouts/payout-account-api';

const STATE_TEXT = {
  not_connected: { tag: 'Not connected', text: 'Connect a payout account to receive the money your campaigns raise.' },
  pending: { tag: 'Onboarding not finished', text: 'Finish setting up your payout account to receive payouts.' },
  active: { tag: 'Active', text: 'Payouts can be sent to this account. Request them from Manage Campaigns → Funds & donors.' },
  restricted: { tag: 'Restricted', text: 'The payment provider needs more information before it can send payouts. Continue the setup to give it.' },
} as const;

type Payout = components['schemas']['MemberPayoutResponse'];

const PAYOUT_STATUS = { pending: 'Pending', paid: 'Paid', failed: 'Failed' } as const;

function PayoutStatus({ payout }: { payout: Payout }) {
  return (
    <div>
      <Tag>{PAYOUT_STATUS[payout.status]}</Tag>
      {payout.status === 'failed' && payout.failureReason && <span className="fc-muted"> {payout.failureReason}</span>}
    </div>
  );
}

/** The member's payouts across their campaigns, newest first (on a phone: one card per payout). */
function PayoutHistory() {
  const payouts = useQuery(myPayoutsQuery());
  return (
    <div className="fc-payout-history">
      <h3 id="fc-payout-history">Payout history</h3>
      {payouts.isError && <Alert type="error" showIcon title={errorText(payouts.error, 'We could not load your payouts.')} />}
      <StackedTable<Payout>
        aria-labelledby="fc-payout-history"
        size="small"
        rowKey="id"
        loading={payouts.isLoading}
        dataSource={payouts.data ?? []}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: <span className="fc-muted">No payouts yet</span> }}
        columns={[
          { title: 'Date', key: 'date', width: 120, render: (_: unknown, p: Payout) => formatDate(p.createdAt) },
          {
            title: 'Campaign',
            key: 'campaign',
            render: (_, p) =>
              p.campaignTitle ? <Link to={`/donate/${p.campaignId}`}>{p.campaignTitle}</Link> : <span className="fc-muted">Deleted campaign</span>,
          },
          { title: 'Amount', key: 'amount', width: 100, render: (_, p) => formatMoney(p.amount) },
          { title: 'Status', key: 'status', width: 160, render: (_: unknown, p: Payout) => <PayoutStatus payout={p} /> },
        ]}
      />
    </div>
  );
}

/** Profile → Payouts: connect a payout account (Stripe Connect, or the sandbox's onboarding) and see its state (issue 13). */
export default function PayoutsTab() {
  const account = useQuery(payoutAccountQuery());
  const navigate = useNavigate();
  const connect = useMutation({
    mutationFn: startPayoutOnboarding,
    onSuccess: ({ url }) => {
      // Stripe's hosted onboarding is another site; the sandbox's is a page of this one.
      if (/^https?:\/\//.test(url)) window.location.assign(url);
      else void navigate(url);
    },
    onError: () => undefined,
  });

  if (account.isPending) {
    return (
      <div aria-busy="true">
        <span className="fc-sr-only" role="status">
          Loading your payout account
        </span>
        <div aria-hidden="true">
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      </div>
    );
  }
  if (account.isError || !account.data) return <Alert type="error" showIcon title="We could not load your payout account" description={errorText(account.error, 'Please try again.')} />;
  const state = account.data.status;
  const copy = STATE_TEXT[state];

  return (
    <section className="fc-security" aria-labelledby="fc-payouts-title">
      <div>
        <h2 id="fc-payouts-title">Payout account</h2>
        <p>
          Status: <Tag>{copy.tag}</Tag>
          {account.data.accountId && <span className="fc-muted"> · {account.data.accountId}</span>}
        </p>
        <p className="fc-muted">{copy.text}</p>
        {connect.isError && <Alert className="fc-form-alert" type="error" showIcon title={errorText(connect.error, 'We could not start the setup. Please try again.')} />}
        {state !== 'active' && (
          <Button type="primary" loading={connect.isPending} onClick={() => connect.mutate()}>
            {state === 'not_connected' ? 'Connect a payout account' : 'Continue setup'}
          </Button>
        )}
      </div>
      {state !== 'not_connected' && <PayoutHistory />}
    </section>
  );
}
