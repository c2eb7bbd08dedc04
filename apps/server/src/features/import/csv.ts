import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** One problem of an import, shown as "users.csv, line 4, column phone: ...". */
export interface Problem {
  file: string;
  /** 1-based; the header is line 1. 0: the file as a whole. */
  line: number;
  column?: string;
  message: string;
}

export function describeProblem(problem: Problem): string {
  const where = [problem.file, problem.line > 0 ? `line ${problem.line}` : null]
    .concat(problem.column ? [`column ${problem.column}`] : [])
    .filter(Boolean)
    .join(', ');
  return `${where}: ${problem.message}`;
}

export interface CsvRow {
  line: number;
  get(column: string): string;
}

/** Refuses an import past this many problems: the first hundred say enough. */
export const MAX_PROBLEMS = 200;

export class Problems {
  readonly list: Problem[] = [];
  add(file: string, line: number, column: string | undefined, message: string): void {
    if (this.list.length < MAX_PROBLEMS) this.list.push({ file, line, column, message });
  }
  get any(): boolean {
    return this.list.length > 0;
  }
}

/**
 * Streams the rows of one CSV file (UTF-8, a header line, any column order, a BOM allowed),
 * checking the header names the required columns. Each row is handed over and dropped:
 * the file is never held in memory.
 */
export async function eachRow(
  file: string,
  stream: Readable,
  required: readonly string[],
  problems: Problems,
  onRow: (row: CsvRow) => void,
): Promise<void> {
  const parser = stream.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: false }),
  );
  let columns: Map<string, number> | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!columns) {
        columns = new Map(record.map((name, index) => [name.trim(), index]));
        const missing = required.filter((name) => !columns!.has(name));
        for (const name of missing)
          problems.add(file, 1, name, `the column "${name}" is missing from the header.`);
        if (missing.length > 0) {
          stream.destroy();
          return;
        }
        continue;
      }
      const cells = record;
      const at = columns;
      onRow({ line: info.lines, get: (column) => (cells[at.get(column) ?? -1] ?? '').trim() });
    }
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    problems.add(
      file,
      lines ?? 0,
      undefined,
      code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quote (") opened on or before this line is never closed.'
        : `this is not readable as CSV (${(error as Error).message}).`,
    );
    return;
  }
  if (!columns) problems.add(file, 0, undefined, 'the file is empty: it needs at least its header line.');
}
