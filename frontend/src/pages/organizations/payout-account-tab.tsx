import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Tag } from 'antd';
import { errorText } from '../../api/client';
import { organizationQueries, connectOrganizationPayoutAccount, type Organization, type PayoutAccountStatus } from '../../components/organizations/organizations-api';

const STATUS: Record<PayoutAccountStatus, { label: string; text: string; action: string | null }> = {
  not_connected: {
    label: 'Not connected',
    text: 'Gifts cannot be received until a payout account is connected: it is where the gifts to your funds are paid out.',
    action: 'Connect payout account',
  },
  pending: { label: 'Pending', text: 'The payout account’s setup is not finished yet. Gifts open once it is.', action: 'Finish setting up' },
  active: { label: 'Active', text: 'Gifts are received and paid out to this account.', action: null },
  restricted: {
    label: 'Restricted',
    text: 'The payment provider needs more information before it pays out again.',
    action: 'Update payout account',
  },
};

/** Where the organization's gifts are paid out: its connected account's state, and the way to connect it (admins, treasurers). */
export function PayoutAccountTab({ organization }: { organization: Organization }) {
  const account = useQuery(organizationQueries.payoutAccount(organization.id));
  const connect = useMutation({
    mutationFn: () => connectOrganizationPayoutAccount(organization.id),
    // The server's link comes back to this tab when onboarding is done (/o/{slug}?tab=payout-account).
    onSuccess: ({ url }) => window.location.assign(url),
  });

  if (account.isPending) return <p role="status">Loading the payout account…</p>;
  if (account.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load the payout account"
        description={errorText(account.error, 'Please check your connection and try again.')}
        action={
          <Button size="small" onClick={() => void account.refetch()} loading={account.isFetching}>
            Try Again
          </Button>
        }
      />
    );
  }
  const status = STATUS[account.data?.status ?? 'not_connected'];
  return (
    <div className="fc-org-manage">
      <h3 className="fc-org-manage__title">Payout account</h3>
      <p>
        <Tag color={account.data?.status === 'active' ? 'success' : undefined}>{status.label}</Tag> {status.text}
      </p>
      {connect.isError && <Alert className="fc-org-manage__problem" type="error" showIcon role="alert" title={errorText(connect.error, 'Could not start connecting the payout account. Please try again.')} />}
      {status.action && (
        <Button type="primary" loading={connect.isPending || connect.isSuccess} onClick={() => connect.mutate()}>
          {status.action}
        </Button>
      )}
    </div>
  );
}
