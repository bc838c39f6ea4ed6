import { ClockCircleOutlined, DollarOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { formatCount, formatMoney } from '../../lib/format';
import type { Dashboard } from './admin-api';

interface StatCardProps {
  label: string;
  icon: ReactNode;
  value: string | null;
  note?: string;
  loading: boolean;
}

function StatCard({ label, icon, value, note, loading }: StatCardProps) {
  return (
    <li className="fc-admin-stat-item">
      <div className="fc-admin-stat" role="group" aria-label={label}>
        <span className="fc-admin-stat__icon" aria-hidden="true">
          {icon}
        </span>
        <div className="fc-admin-stat__text">
          <p className="fc-admin-stat__label">{label}</p>
          {loading ? (
            <Skeleton.Input active size="small" className="fc-admin-stat__skeleton" />
          ) : (
            <p className="fc-admin-stat__value" style={{ '--fc-stat-chars': (value ?? '—').length } as CSSProperties}>
              {value ?? '—'}
            </p>
          )}
          {note && !loading && <p className="fc-admin-stat__note">{note}</p>}
        </div>
      </div>
    </li>
  );
}

/** The four figures of spec section 2, from GET /api/admin/dashboard. */
export function StatCards({ dashboard, loading }: { dashboard: Dashboard | null | undefined; loading: boolean }) {
  const d = dashboard ?? null;
  return (
    <ul className="fc-admin-stats" aria-label="Platform figures">
      <StatCard
        label="Pending Campaigns"
        icon={<ClockCircleOutlined />}
        value={d ? formatCount(d.pendingCampaigns) : null}
        note={d ? `${formatCount(d.pendingApplications)} sponsorship ${d.pendingApplications === 1 ? 'application' : 'applications'} waiting` : undefined}
        loading={loading}
      />
      <StatCard label="Total Users" icon={<TeamOutlined />} value={d ? formatCount(d.totalUsers) : null} loading={loading} />
      <StatCard
        label="Total Transactions"
        icon={<SwapOutlined />}
        value={d ? formatCount(d.totalTransactions) : null}
        note="Completed donations"
        loading={loading}
      />
      <StatCard
        label="Total Raised"
        icon={<DollarOutlined />}
        value={d ? formatMoney(d.totalRaised) : null}
        note={d ? `Plus ${formatMoney(d.totalTips)} in tips` : undefined}
        loading={loading}
      />
    </ul>
  );
}
