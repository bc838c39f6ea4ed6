import { LockOutlined, SendOutlined, UnlockOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Select, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../app/toast';
import { formatDate, formatMoney } from '../../lib/format';
import { formatTime, reportAdminError, useReportError } from './admin-api';
import { ErrorState, ListSkeleton, StatusTag } from './list-states';
import {
  holdPayouts,
  moneyKeys,
  moneyQueries,
  payOutForClosedAccount,
  payoutStatusLabels,
  releasePayouts,
  type AdminPayout,
  type PayoutHold,
  type StrandedCampaign,
} from './money-api';
import { PagedTable } from './paged-table';
import { useDebounced } from './use-debounced';

const statusOptions = [
  { value: '', label: 'All payouts' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
];

const TONES = { pending: 'warning', paid: 'success', failed: 'error' } as const;

function When({ at }: { at: string }) {
  return (
    <div className="fc-admin-cell-main fc-admin-nowrap">
      <span>{formatDate(at)}</span>
      <span className="fc-muted">{formatTime(at)}</span>
    </div>
  );
}

function CampaignLink({ id, title }: { id: string; title: string | null | undefined }) {
  return title ? <Link to={`/donate/${id}`}>{title}</Link> : <span className="fc-muted">Deleted campaign</span>;
}

/** Hold a campaign's payouts, with the reason its organizer will read when a payout is refused. */
function HoldDialog({ open, campaign, onClose }: { open: boolean; campaign: { id: string; title: string } | null; onClose: () => void }) {
  const client = useQueryClient();
  const campaignFieldId = useId();
  const reasonId = useId();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: string; title: string } | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const term = useDebounced(search.trim());
  const target = campaign ?? picked;
  const found = useQuery({ ...moneyQueries.holdCampaignSearch(term), enabled: open && !campaign });
  const hold = useMutation({
    mutationFn: () => holdPayouts(target!.id, reason.trim()),
    onSuccess: async () => {
      toast({ title: 'Payouts Held', description: `Payouts of “${target!.title}” are on hold until you release them.`, variant: 'success' });
      await client.invalidateQueries({ queryKey: moneyKeys.all });
      setReason('');
      setPicked(null);
      onClose();
    },
    onError: (e) => reportAdminError(e, 'The hold could not be placed.'),
  });
  const submit = () => {
    if (!target) return setError('Choose the campaign whose payouts to hold.');
    if (!reason.trim()) return setError('Please give a reason for the hold');
    setError(null);
    hold.mutate();
  };
  return (
    <Modal
      open={open}
      title="Hold payouts"
      okText="Hold payouts"
      okButtonProps={{ danger: true, loading: hold.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>While a hold stands, the organizer’s payout requests are refused with your reason. Gifts and refunds go on as usual.</p>
      {campaign ? (
        <p>
          Campaign: <strong>{campaign.title}</strong>
        </p>
      ) : (
        <div className="fc-admin-field fc-admin-field--grow">
          <label htmlFor={campaignFieldId}>Campaign</label>
          <Select
            id={campaignFieldId}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder="Search campaigns by title"
            loading={found.isFetching}
            value={picked?.id}
            onChange={(id: string) => {
              const c = found.data?.find((x) => x.id === id);
              if (c) setPicked({ id: c.id, title: c.title });
            }}
            options={(found.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            notFoundContent={found.isFetching ? 'Searching…' : 'No campaign matches'}
          />
        </div>
      )}
      <div className="fc-admin-field fc-admin-field--grow" style={{ marginTop: 12 }}>
        <label htmlFor={reasonId}>Reason (the organizer reads it)</label>
        <Input.TextArea id={reasonId} rows={3} maxLength={500} showCount value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {error && (
        <p role="alert" className="fc-form-error">
          {error}
        </p>
      )}
    </Modal>
  );
}

function HoldsSection() {
  const client = useQueryClient();
  const holds = useQuery(moneyQueries.holds());
  useReportError(holds.error);
  const [open, setOpen] = useState(false);
  const release = useMutation({
    mutationFn: (hold: PayoutHold) => releasePayouts(hold.campaignId),
    onSuccess: async (_, hold) => {
      toast({ title: 'Hold Released', description: `The organizer of “${hold.campaignTitle ?? 'the campaign'}” can request payouts again.`, variant: 'success' });
      await client.invalidateQueries({ queryKey: moneyKeys.all });
    },
    onError: (e) => reportAdminError(e, 'The hold could not be released.'),
  });
  return (
    <section className="fc-admin-subsection" aria-labelledby="fc-admin-holds">
      <div className="fc-admin-subsection__head">
        <h2 id="fc-admin-holds">Payout holds</h2>
        <Button icon={<LockOutlined />} onClick={() => setOpen(true)}>
          Hold a campaign’s payouts
        </Button>
      </div>
      {holds.isPending ? (
        <ListSkeleton label="Loading holds" rows={1} />
      ) : holds.isError ? (
        <ErrorState title="Could not load holds" error={holds.error} onRetry={() => void holds.refetch()} />
      ) : holds.data.length === 0 ? (
        <p className="fc-muted">No campaign’s payouts are on hold.</p>
      ) : (
        <ul className="fc-admin-cards">
          {holds.data.map((h) => (
            <li key={h.campaignId} className="fc-admin-card">
              <div className="fc-admin-card__top">
                <h3 className="fc-admin-card__title">
                  <CampaignLink id={h.campaignId} title={h.campaignTitle} />
                </h3>
                <Button
                  icon={<UnlockOutlined />}
                  loading={release.isPending && release.variables?.campaignId === h.campaignId}
                  onClick={() => release.mutate(h)}
                  aria-label={`Release the hold on ${h.campaignTitle ?? 'this campaign'}`}
                >
                  Release hold
                </Button>
              </div>
              <p className="fc-admin-card__meta fc-muted">
                Held by {h.heldBy} on {formatDate(h.heldAt)} at {formatTime(h.heldAt)}
              </p>
              <p className="fc-admin-card__text">{h.reason}</p>
            </li>
          ))}
        </ul>
      )}
      <HoldDialog open={open} campaign={null} onClose={() => setOpen(false)} />
    </section>
  );
}

/**
 * Campaigns still holding money whose organizer closed their account: nobody else can act on that money now. An
 * administrator refunds its gifts (Transactions tab) or pays it out here to the connected account the organizer had.
 */
function StrandedSection() {
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const stranded = useQuery(moneyQueries.stranded());
  useReportError(stranded.error);
  const payOut = useMutation({
    mutationFn: (campaign: StrandedCampaign) => payOutForClosedAccount(campaign.campaignId),
    onSuccess: async (payout, campaign) => {
      const sent = payout.status === 'paid';
      toast({
        title: sent ? 'Payout Sent' : 'Payout Not Sent Yet',
        description: sent
          ? `${formatMoney(payout.amount)} from “${campaign.campaignTitle ?? 'the campaign'}” went to the organizer’s payout account.`
          : `The payout of ${formatMoney(payout.amount)} is ${payout.status}${payout.failureReason ? `: ${payout.failureReason}` : ''}.`,
        variant: sent ? 'success' : 'destructive',
      });
      await client.invalidateQueries({ queryKey: moneyKeys.all });
    },
    onError: (e) => reportAdminError(e, 'The payout could not be made.'),
  });
  if (stranded.isPending) return <ListSkeleton label="Loading campaigns of closed accounts" rows={1} />;
  if (stranded.isError) return <ErrorState title="Could not load campaigns of closed accounts" error={stranded.error} onRetry={() => void stranded.refetch()} />;
  if (stranded.data.length === 0) return null;
  return (
    <section className="fc-admin-subsection" aria-labelledby="fc-admin-stranded">
      {holder}
      <h2 id="fc-admin-stranded">Organizer closed their account</h2>
      <p className="fc-muted">These campaigns still hold money and nobody else can act on it: refund its gifts from Transactions, or pay it out to the organizer’s payout account.</p>
      <ul className="fc-admin-cards">
        {stranded.data.map((c) => (
          <li key={c.campaignId} className="fc-admin-card">
            <div className="fc-admin-card__top">
              <h3 className="fc-admin-card__title">
                <CampaignLink id={c.campaignId} title={c.campaignTitle} />
              </h3>
              <strong className="fc-admin-money">{formatMoney(c.available)}</strong>
            </div>
            <Button
              icon={<SendOutlined />}
              loading={payOut.isPending && payOut.variables?.campaignId === c.campaignId}
              aria-label={`Pay out ${formatMoney(c.available)} from ${c.campaignTitle ?? 'this campaign'}`}
              onClick={() =>
                void modal.confirm({
                  title: 'Pay out this campaign?',
                  content: `${formatMoney(c.available)} goes to the payout account its organizer connected before closing their account.`,
                  okText: `Pay out ${formatMoney(c.available)}`,
                  onOk: () => payOut.mutateAsync(c).catch(() => undefined),
                })
              }
            >
              Pay out
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Payouts: every organizer payout with its status, and the holds on campaigns' payouts. */
export default function PayoutsTab() {
  const [status, setStatus] = useState('');
  const [holding, setHolding] = useState<{ id: string; title: string } | null>(null);

  const columns: TableColumnsType<AdminPayout> = [
    { title: 'Requested', key: 'createdAt', render: (_, p) => <When at={p.createdAt} /> },
    {
      title: 'Campaign and organizer',
      key: 'campaign',
      render: (_, p) => (
        <div className="fc-admin-cell-main">
          <CampaignLink id={p.campaignId} title={p.campaignTitle} />
          <span className="fc-muted">{p.organizerName}</span>
        </div>
      ),
    },
    { title: 'Amount', key: 'amount', align: 'right', render: (_, p) => <strong className="fc-admin-money">{formatMoney(p.amount)}</strong> },
    {
      title: 'Status',
      key: 'status',
      render: (_, p) => (
        <div className="fc-admin-cell-main">
          <span>
            <StatusTag tone={TONES[p.status]}>{payoutStatusLabels[p.status]}</StatusTag>
          </span>
          {p.status === 'failed' && <span className="fc-admin-failure">{p.failureReason ?? 'No reason given'}</span>}
          {p.status === 'paid' && p.settledAt && <span className="fc-muted fc-admin-nowrap">Paid {formatDate(p.settledAt)}</span>}
        </div>
      ),
    },
    {
      title: 'Transfer',
      key: 'transfer',
      render: (_, p) => (
        <div className="fc-admin-cell-main">
          {p.transferId ? <code className="fc-admin-code">{p.transferId}</code> : <span className="fc-muted">—</span>}
          <span className="fc-muted">to {p.destinationAccountId}</span>
        </div>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, p) => (
        <Button size="small" icon={<LockOutlined />} onClick={() => setHolding({ id: p.campaignId, title: p.campaignTitle ?? 'this campaign' })}>
          Hold payouts
        </Button>
      ),
    },
  ];

  return (
    <div className="fc-admin-panel">
      <StrandedSection />
      <HoldsSection />
      <section className="fc-admin-subsection" aria-labelledby="fc-admin-payouts">
        <h2 id="fc-admin-payouts">Payouts</h2>
        <PagedTable
          toolbar={{ filters: [{ label: 'Payout status', value: status, options: statusOptions, onChange: setStatus }] }}
          query={moneyQueries.payouts(status)}
          loadingLabel="Loading payouts"
          errorTitle="Could not load payouts"
          emptyTitle="No payouts found"
          emptyText={status ? `There are no ${status} payouts.` : 'Payouts appear here when organizers request them.'}
          columns={columns}
        />
      </section>
      <HoldDialog open={holding !== null} campaign={holding} onClose={() => setHolding(null)} />
    </div>
  );
}
