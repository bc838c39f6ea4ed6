import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../lib/format';
import { displayName } from '../../lib/user-display';
import { adminQueries, type AdminCampaign } from './admin-api';
import { CampaignActionButtons, useCampaignActions } from './campaign-actions';
import { CampaignRowStatus } from './campaign-row-status';
import { PagedTable } from './paged-table';
import { useDebounced } from './use-debounced';

const statusOptions = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** Every campaign with its one status (see campaignRowStatus); searched and paged on the server. */
export function CampaignsTab() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const search = useDebounced(text.trim());
  const actions = useCampaignActions();

  const columns: TableColumnsType<AdminCampaign> = [
    {
      title: 'Campaign',
      key: 'title',
      render: (_, campaign) => (
        <div className="fc-admin-cell-main">
          <Link to={`/donate/${campaign.slug}`} className="fc-admin-cell-title">
            {campaign.title}
          </Link>
          <span className="fc-muted">
            {campaign.user ? `by ${displayName(campaign.user)} · ` : ''}
            {formatDate(campaign.createdAt)}
          </span>
        </div>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, campaign) => <CampaignRowStatus campaign={campaign} />,
    },
    {
      title: 'Raised',
      key: 'raised',
      render: (_, campaign) => (
        <div className="fc-admin-cell-main">
          <span className="fc-admin-nowrap">{formatMoney(campaign.currentAmount)}</span>
          <span className="fc-muted fc-admin-nowrap">of {formatMoney(campaign.goal)}</span>
        </div>
      ),
    },
    { title: 'Actions', key: 'actions', render: (_, campaign) => <CampaignActionButtons campaign={campaign} actions={actions} size="small" /> },
  ];

  return (
    <div className="fc-admin-panel">
      {actions.holder}
      <PagedTable
        toolbar={{
          search: { name: 'Campaigns', label: 'Search campaigns', placeholder: 'Title or description', value: text, onChange: setText },
          filters: [{ label: 'Status', value: status, options: statusOptions, onChange: setStatus }],
        }}
        query={adminQueries.campaigns(status, search)}
        loadingLabel="Loading campaigns"
        errorTitle="Could not load campaigns"
        emptyTitle="No campaigns found"
        emptyText={search ? `No results for “${search}”.` : status ? `There are no ${status} campaigns.` : 'No one has created a campaign yet.'}
        columns={columns}
      />
    </div>
  );
}
