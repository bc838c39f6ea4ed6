import { Skeleton } from 'antd';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { formatCount, formatMoney } from '../../lib/format';
import type { Charts } from './admin-api';
import { giftsSummary, longDay, membersSummary, statusName, statusSummary } from './chart-data';
import { ErrorState } from './list-states';

// @ant-design/plots is heavy: the charts are their own chunk, fetched only when this section renders.
const GiftsPerDayChart = lazy(() => import('./admin-charts').then((m) => ({ default: m.GiftsPerDayChart })));
const CampaignsByStatusChart = lazy(() => import('./admin-charts').then((m) => ({ default: m.CampaignsByStatusChart })));
const NewMembersChart = lazy(() => import('./admin-charts').then((m) => ({ default: m.NewMembersChart })));

function ChartSkeleton() {
  return <Skeleton.Node active className="fc-admin-chart__skeleton" />;
}

interface FigureProps {
  title: string;
  /** Shown on screen under the title (e.g. when there is nothing to draw yet). */
  note?: string;
  summary: string;
  /** The chart's data as a table, for screen readers. */
  table: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A chart with its title; the canvas is hidden from assistive technology, which reads the summary instead. */
function ChartFigure({ title, note, summary, table, className, children }: FigureProps) {
  const titleId = useId();
  return (
    <figure className={`fc-admin-chart${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="fc-admin-chart__title">
        {title}
      </h3>
      {note && (
        <p className="fc-muted fc-admin-chart__note" aria-hidden="true">
          {note}
        </p>
      )}
      <figcaption className="fc-sr-only">
        <p>{summary}</p>
        {table}
      </figcaption>
      <div className="fc-admin-chart__canvas" aria-hidden="true">
        <Suspense fallback={<ChartSkeleton />}>{children}</Suspense>
      </div>
    </figure>
  );
}

function SrTable({ caption, head, rows }: { caption: string; head: [string, ...string[]]; rows: string[][] }) {
  if (rows.length === 0) return null;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            <th scope="row">{row[0]}</th>
            {row.slice(1).map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface ChartsSectionProps {
  charts: Charts | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Gifts per day (90 days), campaigns by status, new members per week (12 weeks), from GET /api/admin/charts. */
export function ChartsSection({ charts, loading, error, onRetry }: ChartsSectionProps) {
  const headingId = useId();
  let body: ReactNode;
  if (loading) {
    body = (
      <div className="fc-admin-charts" aria-busy="true">
        <span className="fc-sr-only" role="status">
          Loading charts
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} className={`fc-admin-chart${i === 0 ? ' fc-admin-chart--wide' : ''}`} aria-hidden="true">
            <Skeleton active title={{ width: '40%' }} paragraph={false} />
            <ChartSkeleton />
          </div>
        ))}
      </div>
    );
  } else if (error) {
    body = <ErrorState title="Could not load the charts" error={error} onRetry={onRetry} />;
  } else if (!charts) {
    body = <p className="fc-muted">No chart data yet.</p>;
  } else {
    const gifts = charts.giftsPerDay;
    const statuses = charts.campaignsByStatus;
    const members = charts.newMembersPerWeek;
    const statusTotal = statuses.reduce((sum, d) => sum + d.count, 0);
    body = (
      <div className="fc-admin-charts">
        <ChartFigure
          className="fc-admin-chart--wide"
          title={`Gifts per day (last ${gifts.length} days)`}
          note={gifts.some((d) => d.count > 0) ? undefined : giftsSummary(gifts)}
          summary={giftsSummary(gifts)}
          table={
            <SrTable
              caption="Days with gifts"
              head={['Day', 'Gifts', 'Raised']}
              rows={gifts.filter((d) => d.count > 0).map((d) => [longDay(d.day), formatCount(d.count), formatMoney(d.amount)])}
            />
          }
        >
          <GiftsPerDayChart data={gifts} />
        </ChartFigure>
        <ChartFigure
          title="Campaigns by status"
          summary={statusSummary(statuses)}
          table={
            <SrTable
              caption="Campaigns by status"
              head={['Status', 'Campaigns']}
              rows={statuses.map((d) => [statusName(d.status), formatCount(d.count)])}
            />
          }
        >
          {statusTotal === 0 ? <p className="fc-muted fc-admin-chart__empty">No campaigns yet.</p> : <CampaignsByStatusChart data={statuses} />}
        </ChartFigure>
        <ChartFigure
          title={`New members per week (last ${members.length} weeks)`}
          note={members.some((d) => d.count > 0) ? undefined : membersSummary(members)}
          summary={membersSummary(members)}
          table={
            <SrTable
              caption="New members per week"
              head={['Week of', 'New members']}
              rows={members.map((d) => [longDay(d.week), formatCount(d.count)])}
            />
          }
        >
          <NewMembersChart data={members} />
        </ChartFigure>
      </div>
    );
  }
  return (
    <section className="fc-admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="fc-admin-section__title">
        Trends
      </h2>
      {body}
    </section>
  );
}
