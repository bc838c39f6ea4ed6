import { Table, type TableProps } from 'antd';
import { withCellLabels } from './cell-labels';
import './stacked-table.css';

/**
 * A table on a tablet or a computer; below 576 px each row is a card, each value under its column's name, so
 * money figures and the row's buttons stay on a phone's screen instead of past its edge (the admin console's
 * tables do the same inside its panel).
 */
export function StackedTable<T extends object>({ columns = [], className, ...props }: TableProps<T>) {
  return <Table<T> {...props} className={className ? `fc-stacked-table ${className}` : 'fc-stacked-table'} columns={withCellLabels(columns)} />;
}
