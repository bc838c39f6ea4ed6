/**
 * The admin charts (@ant-design/plots). This module is its own lazy chunk: nothing outside /admin loads it.
 * The charts are drawn on a canvas and hidden from assistive technology; each figure around them carries a
 * title and a text summary of the same data (charts-section.tsx).
 */
import { Column, Line, Pie } from '@ant-design/plots';
import { theme } from 'antd';
import { useThemeMode } from '../../app/theme';
import { formatCount, formatMoney } from '../../lib/format';
import type { Charts } from './admin-api';
import { longDay, shortDay, statusName } from './chart-data';

const CHART_HEIGHT = 240;

/** Keeps every `step`-th axis label counted back from the newest, so the latest day or week is always labelled. */
function everyFromEnd(length: number, step: number) {
  return (_: unknown, index: number) => (length - 1 - index) % step === 0;
}

/** Whole-number ticks (1, 2, 5 x 10^n steps): counts and dollars never show a tick twice after rounding. */
function wholeTicks(min: number, max: number, count = 5): number[] {
  const raw = Math.max(1, max - min) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude);
  const ticks: number[] = [];
  for (let value = Math.floor(min / step) * step; value <= max + 1e-9; value += step) ticks.push(value);
  return ticks;
}

/** A y scale from 0, at least up to `floor` so an empty chart still has a readable axis. */
function yScale(values: number[], floor: number) {
  return { y: { domainMin: 0, domainMax: Math.max(floor, ...values), nice: true, tickMethod: wholeTicks } };
}

function useChartTheme() {
  const { resolved } = useThemeMode();
  const { token } = theme.useToken();
  // People who ask for reduced motion get the charts without their entry animation.
  const still = typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    token,
    animate: still ? false : undefined,
    chartTheme: {
      type: resolved === 'dark' ? 'classicDark' : 'classic',
      view: { viewFill: 'transparent' },
    },
    axisText: {
      labelFill: token.colorTextSecondary,
      labelOpacity: 1,
      tickOpacity: 0.6,
      labelFontSize: 12,
      gridStroke: token.colorBorderSecondary,
      gridStrokeOpacity: 1,
      gridLineDash: [0, 0],
      gridLineWidth: 1,
    },
  };
}

export function GiftsPerDayChart({ data }: { data: Charts['giftsPerDay'] }) {
  const { token, chartTheme, axisText, animate } = useChartTheme();
  return (
    <Column
      data={data}
      xField="day"
      yField="amount"
      height={CHART_HEIGHT}
      autoFit
      theme={chartTheme}
      animate={animate}
      style={{ fill: token.colorPrimary, radiusTopLeft: 2, radiusTopRight: 2 }}
      scale={yScale(data.map((d) => d.amount), 100)}
      paddingRight={20}
      axis={{
        x: { ...axisText, title: false, labelFormatter: (day: string) => shortDay(day), labelFilter: everyFromEnd(data.length, 7), labelAutoRotate: false, tick: false },
        y: { ...axisText, title: false, labelFormatter: (value: number) => `$${formatCount(value)}` },
      }}
      tooltip={{
        title: (d: { day: string }) => longDay(d.day),
        items: [
          { channel: 'y', name: 'Raised', valueFormatter: (value: number) => formatMoney(value) },
          { field: 'count', name: 'Gifts' },
        ],
      }}
    />
  );
}

export function CampaignsByStatusChart({ data }: { data: Charts['campaignsByStatus'] }) {
  const { token, chartTheme, animate } = useChartTheme();
  const rows = data.map((row) => ({ ...row, name: statusName(row.status) }));
  const colors: Record<string, string> = { Pending: token.colorWarning, Approved: token.colorSuccess, Rejected: token.colorError };
  const domain = rows.map((row) => row.name);
  return (
    <Pie
      data={rows}
      angleField="count"
      colorField="name"
      height={CHART_HEIGHT}
      autoFit
      theme={chartTheme}
      animate={animate}
      innerRadius={0.6}
      scale={{ color: { domain, range: domain.map((name) => colors[name] ?? token.colorPrimary) } }}
      style={{ stroke: token.colorBgContainer, lineWidth: 2 }}
      label={false}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' }, itemLabelFill: token.colorText, itemLabelFontSize: 13 } }}
      tooltip={{ title: (d: { name: string }) => d.name, items: [{ field: 'count', name: 'Campaigns' }] }}
    />
  );
}

export function NewMembersChart({ data }: { data: Charts['newMembersPerWeek'] }) {
  const { token, chartTheme, axisText, animate } = useChartTheme();
  return (
    <Line
      data={data}
      xField="week"
      yField="count"
      height={CHART_HEIGHT}
      autoFit
      theme={chartTheme}
      animate={animate}
      style={{ stroke: token.colorPrimary, lineWidth: 2 }}
      point={{ style: { fill: token.colorPrimary, stroke: token.colorBgContainer, r: 3 } }}
      axis={{
        x: { ...axisText, title: false, labelFormatter: (week: string) => shortDay(week), labelFilter: everyFromEnd(data.length, 2), labelAutoRotate: false },
        y: { ...axisText, title: false, labelFormatter: (value: number) => formatCount(value) },
      }}
      scale={yScale(data.map((d) => d.count), 5)}
      paddingRight={20}
      tooltip={{
        title: (d: { week: string }) => `Week of ${longDay(d.week)}`,
        items: [{ channel: 'y', name: 'New members' }],
      }}
    />
  );
}
