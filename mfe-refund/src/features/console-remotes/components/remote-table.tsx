import type { ReactNode } from 'react';
import { tableStyle } from '../../../console-kit/components/console-styles';
import { codeStyle } from './remote-styles';

/** A column of a deploys table: its name (the header, and each cell's label when rows become cards) and its cell. */
export type RemoteColumn<T> = {
  id: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Versions and commits: monospace, wrapped anywhere. */
  code?: boolean;
  /** Counts and rates: right-aligned tabular figures on a desktop. */
  numeric?: boolean;
};

type RemoteTableProps<T> = {
  caption: string;
  columns: readonly RemoteColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row members get now (marked with `aria-current`, and the shared highlight). */
  isCurrent?: (row: T) => boolean;
  'data-testid': string;
};

/**
 * The deploys section's table (history, releases, loads): a captioned table with column headers on a desktop; under
 * 601 px each row becomes a card whose cells carry their column's name, written once per column.
 */
export function RemoteTable<T>({ caption, columns, rows, rowKey, isCurrent, 'data-testid': testId }: RemoteTableProps<T>) {
  return (
    <table css={tableStyle} data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.numeric ? 'num' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} aria-current={isCurrent?.(row) ? 'true' : undefined}>
            {columns.map((column) => (
              <td key={column.id} data-label={column.label} className={column.numeric ? 'num' : undefined} css={column.code ? codeStyle : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
