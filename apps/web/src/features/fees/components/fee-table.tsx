import type { ReactNode } from 'react';

/** Standard (schools) or batch (coaching) of a row; the other name when that one is missing. */
export function groupName(row: { stnd_n: string | null; c_n: string | null }, isSchool: boolean): string {
  return (isSchool ? (row.stnd_n ?? row.c_n) : (row.c_n ?? row.stnd_n)) || '–';
}

export interface FeeColumn {
  key: string;
  label: string;
  numeric?: boolean;
}

/**
 * A fee table: a real table with a caption and column headers, scrolling sideways on a narrow
 * screen (the scroller is focusable so that the keyboard can scroll it too).
 */
export function FeeTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: FeeColumn[];
  children: ReactNode;
}) {
  return (
    <div className="fees-scroll" tabIndex={0} role="group" aria-label={caption}>
      <table className="fees-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'fees-num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
