import type { ReactNode } from 'react';
import type { SubjectDistribution } from '@portal/shared/reports/schema';

/** A column of the subject table: its header, each subject's figure and, for a totals row, the sum's. */
export interface SubjectColumn {
  key: string;
  header: ReactNode;
  cell: (subject: SubjectDistribution) => string;
  total?: (subjects: readonly SubjectDistribution[]) => string;
}

interface SubjectTableProps {
  subjects: readonly SubjectDistribution[];
  /** The first column's header (the subject's name is each row's header). */
  subjectHeader: string;
  columns: readonly SubjectColumn[];
  /** The row header's content (the name by default). */
  nameOf?: (subject: SubjectDistribution) => ReactNode;
  className: string;
  /** The class of the figures' cells, headers included. */
  figureClassName?: string;
  /** A caption for screen readers, or the id of the heading that names the table. */
  caption?: string;
  labelledBy?: string;
  /** The totals row's header: a totals row is shown for more than one subject. */
  totalLabel?: string;
}

/**
 * One subject a row (spec sections 2.2, 3): the reports' table (Summary tab) and the score card's
 * are this table with their own columns.
 */
export function SubjectTable({
  subjects,
  subjectHeader,
  columns,
  nameOf = (subject) => subject.subject_name,
  className,
  figureClassName,
  caption,
  labelledBy,
  totalLabel,
}: SubjectTableProps) {
  return (
    <table className={className} aria-labelledby={labelledBy}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{subjectHeader}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={figureClassName}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {subjects.map((subject) => (
          <tr key={subject.subject_name}>
            <th scope="row">{nameOf(subject)}</th>
            {columns.map((column) => (
              <td key={column.key} className={figureClassName}>
                {column.cell(subject)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totalLabel && subjects.length > 1 && (
        <tfoot>
          <tr>
            <th scope="row">{totalLabel}</th>
            {columns.map((column) => (
              <td key={column.key} className={figureClassName}>
                {column.total?.(subjects)}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
