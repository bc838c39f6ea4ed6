import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';

/** Gives every cell its column's name (data-label), shown above the value when a table turns into cards on a phone. */
export function withCellLabels<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : undefined;
    if (!label) return column;
    return { ...column, onCell: () => ({ 'data-label': label }) as HTMLAttributes<HTMLElement> };
  });
}
