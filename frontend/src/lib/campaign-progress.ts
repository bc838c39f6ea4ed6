/**
 * The spec's funding progress: currentAmount / goal as a percent, rounded, capped at 100.
 * A missing goal counts as 1 and a missing amount as 0; decimals may arrive as strings.
 */
export function fundingPercent(currentAmount: number | string | null | undefined, goal: number | string | null | undefined): number {
  const raised = Number.parseFloat(String(currentAmount ?? 0)) || 0;
  const target = Number.parseFloat(String(goal ?? 1)) || 1;
  return Math.min(100, Math.max(0, Math.round((raised / target) * 100)));
}
