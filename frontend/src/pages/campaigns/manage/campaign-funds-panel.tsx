import { BankOutlined, DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, InputNumber, Modal, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../../api/client';
import { toast } from '../../../app/toast';
import { invalidateCampaigns } from '../../../components/campaign/campaign-api';
import { ReviewStatusTag } from '../../../components/review-status-tag';
import { refundDonation } from '../../../components/payment/payment-api';
import { StackedTable } from '../../../components/stacked-table/stacked-table';
import { formatDate, formatMoney } from '../../../lib/format';
import { fundsKeys, fundsQueries, requestPayout, type Donor, type Payout } from './funds-api';

const PAYOUT_STATUS: Record<Payout['status'], string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

/** Request payout: an amount (default everything available), a confirmation, then the payout's result. */
function PayoutRequest({ campaignId, available }: { campaignId: string; available: number }) {
  const client = useQueryClient();
  const [amount, setAmount] = useState<number | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const payouts = useQuery(fundsQueries.payouts(campaignId));
  const request = useMutation({
    mutationFn: (dollars: number | null) => requestPayout(campaignId, dollars),
    onSuccess: async (payout) => {
      setAmount(null);
      await Promise.all([client.invalidateQueries({ queryKey: fundsKeys.funds(campaignId) }), client.invalidateQueries({ queryKey: fundsKeys.payouts(campaignId) })]);
      if (payout.status === 'failed') toast({ title: 'Payout failed', description: 'The payment provider refused the transfer; the money is still available.', variant: 'destructive' });
      else if (payout.status === 'paid') toast({ title: 'Payout Sent', description: `${formatMoney(payout.amount)} is on its way to your payout account.`, variant: 'success' });
      else toast({ title: 'Payout Requested', description: `${formatMoney(payout.amount)} is set aside; we are confirming the transfer with the payment provider and the payout shows as paid within minutes.`, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Payout not made', description: errorText(error, 'The payout could not be requested.'), variant: 'destructive' }),
  });
  const sum = amount ?? available;
  const confirm = () =>
    void modal.confirm({
      title: 'Request this payout?',
      content: `${formatMoney(sum)} goes from this campaign's funds to your payout account.`,
      okText: 'Request payout',
      onOk: () => request.mutateAsync(amount).catch(() => undefined),
    });

  return (
    <div className="fc-funds-panel__payout">
      {modalHolder}
      <div className="fc-funds-panel__head">
        <h3>Payouts</h3>
      </div>
      <div className="fc-funds-panel__request">
        <label htmlFor={`fc-payout-${campaignId}`}>Amount (leave empty for everything available)</label>
        <InputNumber<number>
          id={`fc-payout-${campaignId}`}
          min={0.01}
          max={available > 0 ? available : undefined}
          step={0.01}
          precision={2}
          prefix="$"
          value={amount}
          onChange={(value) => setAmount(value ?? null)}
          placeholder={available > 0 ? available.toFixed(2) : '0.00'}
          style={{ width: 180 }}
        />
        <Button type="primary" icon={<BankOutlined />} disabled={available <= 0} loading={request.isPending} onClick={confirm}>
          Request payout
        </Button>
      </div>
      <p className="fc-muted">
        Payouts go to your payout account: <Link to="/profile?tab=payouts">Profile → Payouts</Link>.
      </p>
      <StackedTable<Payout>
        size="small"
        rowKey="id"
        loading={payouts.isLoading}
        dataSource={payouts.data ?? []}
        pagination={false}
        locale={{ emptyText: <span className="fc-muted">No payouts yet</span> }}
        columns={[
          { title: 'Date', key: 'date', render: (_, p) => formatDate(p.createdAt) },
          { title: 'Amount', key: 'amount', render: (_, p) => formatMoney(p.amount) },
          { title: 'Status', key: 'status', render: (_, p) => <Tag>{PAYOUT_STATUS[p.status]}</Tag> },
        ]}
      />
    </div>
  );
}

function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"` : text;
}

/** The donor list as CSV: name (unless anonymous), email (unless anonymous), amount, tip, message, date, status. */
export function donorsCsv(donors: Donor[]): string {
  const rows = [['Name', 'Email', 'Amount', 'Tip', 'Message', 'Date', 'Status']];
  for (const d of donors) rows.push([d.name ?? 'Anonymous', d.email ?? '', d.amount, d.tip, d.message ?? '', d.createdAt, d.status]);
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function download(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Manage Campaigns → Funds and donors of one campaign: what the ledger holds, and every gift with a refund button. */
export default function CampaignFundsPanel({ campaignId, title }: { campaignId: string; title: string }) {
  const client = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const funds = useQuery(fundsQueries.funds(campaignId));
  const donors = useQuery(fundsQueries.donors(campaignId));
  const refund = useMutation({
    mutationFn: (id: string) => refundDonation(id),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: fundsKeys.funds(campaignId) }),
        client.invalidateQueries({ queryKey: fundsKeys.donors(campaignId) }),
        invalidateCampaigns(client),
      ]);
      toast({ title: 'Gift Refunded', description: 'The whole charge was returned to the donor.', variant: 'success' });
    },
    onError: (error) => toast({ title: 'Refund failed', description: errorText(error, 'The gift could not be refunded.'), variant: 'destructive' }),
  });
  const confirmRefund = (donor: Donor) =>
    void modal.confirm({
      title: 'Refund this gift?',
      content: `${formatMoney(donor.amount)} from ${donor.name ?? 'an anonymous donor'} (plus any tip) goes back to the donor's card, and leaves the campaign's total. This cannot be undone.`,
      okText: 'Refund gift',
      okButtonProps: { danger: true },
      onOk: () => refund.mutateAsync(donor.id).catch(() => undefined),
    });

  const f = funds.data;
  return (
    <section className="fc-funds-panel" aria-label={`Funds of ${title}`}>
      {modalHolder}
      {funds.isError && <Alert type="error" title={errorText(funds.error, 'Failed to load the funds')} />}
      {f && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="Raised">{formatMoney(f.raised)}</Descriptions.Item>
            <Descriptions.Item label="Refunded">{formatMoney(f.refunded)}</Descriptions.Item>
            <Descriptions.Item label="Paid out">{formatMoney(f.paidOut)}</Descriptions.Item>
            <Descriptions.Item label="Available">{formatMoney(f.available)}</Descriptions.Item>
            <Descriptions.Item label="Pending payouts">{formatMoney(f.pending)}</Descriptions.Item>
          </Descriptions>
          {Number(f.refundedAfterPayout) > 0 && Number(f.available) < 0 && (
            <Alert
              type="info"
              showIcon
              title={`${formatMoney(f.refundedAfterPayout)} was refunded after it had been paid out`}
              description={`The platform paid that back to donors for you. Your next ${formatMoney((-Number(f.available)).toFixed(2))} of gifts make it up before your next payout.`}
            />
          )}
          <p className="fc-muted">Fees: {f.feePolicy}</p>
          <PayoutRequest campaignId={campaignId} available={Number(f.available)} />
        </>
      )}
      <div className="fc-funds-panel__head">
        <h3>Donors</h3>
        <Button
          icon={<DownloadOutlined />}
          disabled={!donors.data?.length}
          onClick={() => download(`donors-${campaignId}.csv`, donorsCsv(donors.data ?? []))}
        >
          Export CSV
        </Button>
      </div>
      <StackedTable<Donor>
        size="small"
        rowKey="id"
        loading={donors.isLoading}
        dataSource={donors.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: 'No gifts yet' }}
        columns={[
          {
            title: 'Donor',
            key: 'name',
            render: (_, d) => (
              <>
                {d.name ?? <span className="fc-muted">Anonymous</span>}{' '}
                {d.monthlyGiftStatus && d.monthlyGiftStatus !== 'incomplete' && (
                  // A month of a monthly gift: whether that gift still runs (past due: its latest month was declined).
                  d.monthlyGiftStatus === 'past_due' ? (
                    <ReviewStatusTag outcome="waiting" label="Past due" />
                  ) : (
                    <Tag>{d.monthlyGiftStatus === 'active' ? 'Monthly' : 'Monthly, stopped'}</Tag>
                  )
                )}
              </>
            ),
          },
          { title: 'Email', key: 'email', render: (_, d) => d.email ?? '' },
          { title: 'Amount', key: 'amount', render: (_, d) => formatMoney(d.amount) },
          { title: 'Message', key: 'message', render: (_, d) => d.message ?? '' },
          { title: 'Date', key: 'date', render: (_, d) => formatDate(d.createdAt) },
          {
            title: 'Refund',
            key: 'refund',
            render: (_, d) =>
              d.status === 'refunded' ? (
                <Tag>Refunded</Tag>
              ) : d.refundable ? (
                <Button
                  size="small"
                  icon={<RollbackOutlined />}
                  loading={refund.isPending && refund.variables === d.id}
                  onClick={() => confirmRefund(d)}
                  aria-label={`Refund ${formatMoney(d.amount)} from ${d.name ?? 'an anonymous donor'}`}
                >
                  Refund
                </Button>
              ) : (
                <span className="fc-muted">Past 90 days</span>
              ),
          },
        ]}
      />
    </section>
  );
}
