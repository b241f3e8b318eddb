import type { Key, ReactNode } from 'react';
import clsx from 'clsx';

export interface Column<T> {
  /** Column header; also the label of the value on a phone card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** On phone cards: 'title' leads the card, 'actions' closes it, 'field' (default) is a labelled row. */
  role?: 'title' | 'field' | 'actions';
  /** Hides the header text (still read by screen readers), e.g. for the actions column. */
  hideHeader?: boolean;
  className?: string;
}

export interface ResponsiveTableProps<T> {
  /** The table's accessible name (a visually hidden caption; the card list's label). */
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => Key;
}

/**
 * Desktop-first data table that turns into stacked cards below the lg breakpoint, where seven
 * columns do not fit. Both layouts come from the same column definitions; the one not shown is
 * display:none, so assistive technology and tests see a single copy.
 */
export function ResponsiveTable<T>({ caption, columns, rows, rowKey }: ResponsiveTableProps<T>) {
  const title = columns.find((c) => c.role === 'title');
  const actions = columns.find((c) => c.role === 'actions');
  const fields = columns.filter((c) => c !== title && c !== actions);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-(--radius-card) border border-line bg-surface lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-subtle/60 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  <span className={clsx(column.hideHeader && 'sr-only')}>{column.header}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-middle hover:bg-subtle/40">
                {columns.map((column) => (
                  <td key={column.header} className={clsx('px-4 py-3', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-surface p-4"
          >
            {title ? <div>{title.cell(row)}</div> : null}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {fields.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-muted">{column.header}</dt>
                  <dd className="min-w-0 text-ink">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className="mt-auto border-t border-line pt-3">{actions.cell(row)}</div> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
