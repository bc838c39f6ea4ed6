import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { organizationPaths, organizationQueries, type Organization, type OrganizationGiving } from '../../components/organizations/organizations-api';
import { StackedTable } from '../../components/stacked-table/stacked-table';
import { formatCount, formatDay, formatMoney, PLATFORM_TIME_ZONE } from '../../lib/format';

/** A day in the platform's zone as YYYY-MM-DD (the API's from and to). */
const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

const METHODS: Record<string, string> = { card: 'Card', monthly: 'Monthly gift' };

/** An organization's gifts between two days: the totals and gift count per fund, then each gift, and the CSV (admins, treasurers). */
export function GivingReport({ organization }: { organization: Organization }) {
  const today = dayOf(new Date());
  const [range, setRange] = useState({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.from <= range.to;
  const giving = useQuery({ ...organizationQueries.giving(organization.id, range.from, range.to), enabled: valid, placeholderData: keepPreviousData });
  const data: OrganizationGiving | null | undefined = giving.data;
  const fundName = (line: OrganizationGiving['gifts'][number]) =>
    line.fundName ?? data?.byFund.find((f) => f.fundId === line.fundId)?.name ?? organization.funds.find((f) => f.id === line.fundId)?.name ?? 'A fund';

  return (
    <div className="fc-org-manage fc-org-giving">
      <h3 className="fc-org-manage__title">Giving</h3>
      <div className="fc-org-giving__range">
        <div className="fc-org-manage__field">
          <label className="fc-org-manage__label" htmlFor="fc-giving-from">
            From
          </label>
          <Input id="fc-giving-from" type="date" value={range.from} max={range.to} onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))} />
        </div>
        <div className="fc-org-manage__field">
          <label className="fc-org-manage__label" htmlFor="fc-giving-to">
            To
          </label>
          <Input id="fc-giving-to" type="date" value={range.to} min={range.from} onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))} />
        </div>
        {valid && (
          <a className="ant-btn ant-btn-default fc-org-giving__csv" href={organizationPaths.givingCsv(organization.id, range.from, range.to)} download>
            <DownloadOutlined aria-hidden="true" /> Download CSV
          </a>
        )}
      </div>
      {!valid && <p className="fc-org-manage__error">Choose a start day on or before the end day.</p>}

      {giving.isError ? (
        <Alert
          type="error"
          showIcon
          title="We could not load the giving report"
          description={errorText(giving.error, 'Please check your connection and try again.')}
          action={
            <Button size="small" onClick={() => void giving.refetch()} loading={giving.isFetching}>
              Try Again
            </Button>
          }
        />
      ) : (
        <div aria-busy={giving.isFetching || undefined}>
          <p className="fc-org-giving__total">
            {data ? (
              <>
                <strong>{formatMoney(data.total)}</strong> in {formatCount(data.giftCount)} {data.giftCount === 1 ? 'gift' : 'gifts'} from{' '}
                {formatDay(range.from)} to {formatDay(range.to)}
              </>
            ) : giving.isFetching ? (
              <span role="status">Loading the giving report…</span>
            ) : (
              'No gifts in these days.'
            )}
          </p>
          <h4 className="fc-org-manage__subtitle" id="fc-giving-funds">
            By fund
          </h4>
          <StackedTable
            aria-labelledby="fc-giving-funds"
            rowKey="fundId"
            size="small"
            pagination={false}
            loading={giving.isPending && valid}
            dataSource={data?.byFund ?? []}
            locale={{ emptyText: 'No gifts in these days.' }}
            columns={[
              { title: 'Fund', dataIndex: 'name', key: 'name' },
              { title: 'Gifts', dataIndex: 'giftCount', key: 'giftCount', align: 'right', render: (count: number) => formatCount(count) },
              { title: 'Total', dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: string) => formatMoney(amount) },
            ]}
          />
          <h4 className="fc-org-manage__subtitle" id="fc-giving-gifts">
            Gifts
          </h4>
          <StackedTable
            aria-labelledby="fc-giving-gifts"
            size="small"
            pagination={{ pageSize: 25, hideOnSinglePage: true }}
            loading={giving.isPending && valid}
            dataSource={data?.gifts ?? []}
            rowKey={(line) => `${line.id}:${line.fundId}`}
            locale={{ emptyText: 'No gifts in these days.' }}
            columns={[
              { title: 'Date', dataIndex: 'date', key: 'date', render: (date: string) => formatDay(date, date) },
              { title: 'Donor', dataIndex: 'donorName', key: 'donorName', render: (name: string | null) => name || 'Anonymous' },
              { title: 'Fund', dataIndex: 'fundId', key: 'fundId', render: (_: string, line) => fundName(line) },
              { title: 'Method', dataIndex: 'method', key: 'method', render: (method: string) => METHODS[method] ?? method },
              { title: 'Status', dataIndex: 'status', key: 'status', render: (status: string) => status.charAt(0).toUpperCase() + status.slice(1) },
              { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: string) => formatMoney(amount) },
            ]}
          />
        </div>
      )}
    </div>
  );
}
