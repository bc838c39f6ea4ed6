import { Table, type GetRef, type TableProps } from 'antd';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { BREAKPOINTS, below } from '../../styles/breakpoints';
import { useMediaQuery } from '../../lib/use-media';
import { withCellLabels } from './cell-labels';
import './stacked-table.css';

type TableRef = GetRef<typeof Table>;

/**
 * Where a table's rows turn into cards: below `width` px of the viewport, or, with `within` (a selector), of that
 * enclosing element's content box (the admin console's tab panel: a table turns into cards when the panel is
 * narrower than the widest table needs, whatever the window's width).
 */
export interface StackBelow {
  width: number;
  within?: string;
}

/** Below a phone's width (BREAKPOINTS.sm), as the public pages' tables. */
const PHONE: StackBelow = { width: BREAKPOINTS.sm };

function contentWidth(box: Element): number {
  const style = getComputedStyle(box);
  return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/** True while the table should show cards (one set of rules, .fc-table-cards in stacked-table.css). */
function useCards(table: RefObject<TableRef | null>, { width, within }: StackBelow): boolean {
  const narrowViewport = useMediaQuery(below(width));
  const [narrowBox, setNarrowBox] = useState(false);
  useLayoutEffect(() => {
    const box = within ? table.current?.nativeElement?.closest(within) : null;
    if (!box) return undefined;
    const measure = () => setNarrowBox(contentWidth(box) <= width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [table, width, within]);
  return within ? narrowBox : narrowViewport;
}

/**
 * A table on a tablet or a computer; below its breakpoint (`stackBelow`, a phone's width unless told) each row is a
 * card, each value under its column's name, so money figures and the row's buttons stay on the screen instead of
 * past its edge. The admin console's lists are the same table, with the breakpoint of their panel.
 */
export function StackedTable<T extends object>({
  columns = [],
  className,
  stackBelow = PHONE,
  ...props
}: TableProps<T> & { stackBelow?: StackBelow }) {
  const ref = useRef<TableRef>(null);
  const cards = useCards(ref, stackBelow);
  const classes = ['fc-stacked-table', className, cards && 'fc-table-cards'].filter(Boolean).join(' ');
  return <Table<T> {...props} ref={ref} className={classes} columns={withCellLabels(columns)} />;
}
