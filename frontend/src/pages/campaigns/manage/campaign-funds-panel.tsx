import { DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Table, Tag } from 'antd';
import { api, errorText, readData, sendData } from '../../../api/client';
import type { components } from '../../../api/schema';
import { toast } from '../../../app/toast';
import { invalidateCampaigns } from '../../../components/campaign/campaign-api';
import { formatDate, formatMoney } from '../../../lib/format';

type Funds = components['schemas']['CampaignFundsResponse'];
type Donor = components['schemas']['CampaignDonorResponse'];

const fundsKey = (id: string) => ['campaign-funds', id] as const;
const donorsKey = (id: string) => ['campaign-donors', id] as const;

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
  const funds = useQuery({
    queryKey: fundsKey(campaignId),
    queryFn: () => readData<Funds>(api.GET('/api/campaigns/{id}/funds', { params: { path: { id: campaignId } } })),
  });
  const donors = useQuery({
    queryKey: donorsKey(campaignId),
    queryFn: async () => (await readData<Donor[]>(api.GET('/api/campaigns/{id}/donors', { params: { path: { id: campaignId } } }))) ?? [],
  });
  const refund = useMutation({
    mutationFn: (id: string) => sendData(api.POST('/api/donations/{id}/refund', { params: { path: { id } } })),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: fundsKey(campaignId) }),
        client.invalidateQueries({ queryKey: donorsKey(campaignId) }),
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
          </Descriptions>
          <p className="fc-muted">Fees: {f.feePolicy}</p>
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
      <Table<Donor>
        size="small"
        rowKey="id"
        loading={donors.isLoading}
        dataSource={donors.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: 'No gifts yet' }}
        columns={[
          { title: 'Donor', key: 'name', render: (_, d) => d.name ?? <span className="fc-muted">Anonymous</span> },
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
