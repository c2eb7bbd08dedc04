import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './month-grid.css';

export interface MonthGridProps {
  year: number;
  /** 1-12 */
  month: number;
  /** First column: 0 Sunday, 1 Monday. */
  weekStart: 0 | 1;
  /** BCP 47 language of the day and month names (the session's language). */
  locale: string;
  /** Accessible name of the grid, e.g. the month heading. */
  label: string;
  /** YYYY-MM-DD, marked as the current date. */
  today?: string | null;
  /** YYYY-MM-DD of the selected day (aria-selected); leave out when the grid has no selection. */
  selected?: string | null;
  /** Words read after the day's date (its accessible name starts with them), e.g. '3 events'. */
  describeDay?: (date: string) => string;
  /** What a day cell shows under its number. */
  renderDay: (date: string) => ReactNode;
  /** Click, Enter or Space on a day. */
  onOpenDay: (date: string) => void;
  /** While its content loads. */
  busy?: boolean;
  className?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Formatters are costly to build: one per language and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

/** The weeks of a month as rows of 7 cells: a date, or null outside the month. */
export function monthWeeks(year: number, month: number, weekStart: 0 | 1): Array<Array<string | null>> {
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - weekStart + 7) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day++) cells.push(dateOf(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month as an ARIA grid: column headers with the day names, one gridcell per
 * day named like 'Tuesday 24 November, 3 events'. One day is in the Tab order
 * (roving tabindex): arrows move by a day or a week (not out of the month),
 * Home/End to the week's first and last day (or the month's), Enter or Space
 * opens the day.
 */
export function MonthGrid({
  year,
  month,
  weekStart,
  locale,
  label,
  today,
  selected,
  describeDay,
  renderDay,
  onOpenDay,
  busy = false,
  className,
}: MonthGridProps) {
  const weeks = useMemo(() => monthWeeks(year, month, weekStart), [year, month, weekStart]);
  const monthKey = dateOf(year, month, 1).slice(0, 7);
  const inMonth = (date: string | null | undefined): date is string => !!date && date.startsWith(monthKey);
  const fallback = inMonth(selected) ? selected : inMonth(today) ? today : `${monthKey}-01`;
  const [focused, setFocused] = useState<string>(fallback);
  const current = inMonth(focused) ? focused : fallback;
  const tableRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-date="${current}"]`)?.focus();
  }, [current]);

  const headers = useMemo(
    () =>
      Array.from({ length: 7 }, (_, i) => {
        // 2023-01-01 was a Sunday.
        const day = new Date(Date.UTC(2023, 0, 1 + ((weekStart + i) % 7)));
        return {
          short: formatter(locale, { weekday: 'short' }).format(day),
          long: formatter(locale, { weekday: 'long' }).format(day),
        };
      }),
    [locale, weekStart],
  );

  const go = (date: string) => {
    if (!inMonth(date)) return;
    moveFocus.current = true;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-date]');
    if (!target) return;
    const date = target.dataset.date!;
    const at = utc(date);
    const column = (at.getUTCDay() - weekStart + 7) % 7;
    let days: number | undefined = MOVES[event.key];
    if (event.key === 'Home') days = -column;
    if (event.key === 'End') days = 6 - column;
    if (days !== undefined) {
      event.preventDefault();
      at.setUTCDate(at.getUTCDate() + days);
      let target = at.toISOString().slice(0, 10);
      // Home and End stop at the month's first and last day; arrows do not leave the month.
      if (event.key === 'Home' && !inMonth(target)) target = `${monthKey}-01`;
      if (event.key === 'End' && !inMonth(target)) target = weeks.flat().filter(Boolean).at(-1)!;
      go(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(date);
    }
  };

  const dayName = formatter(locale, { weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <table
      ref={tableRef}
      role="grid"
      aria-label={label}
      aria-busy={busy || undefined}
      className={className ? `month-grid ${className}` : 'month-grid'}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr role="row">
          {headers.map((header) => (
            <th key={header.long} role="columnheader" scope="col" className="month-grid__head">
              <span aria-hidden="true">{header.short}</span>
              <span className="sr-only">{header.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr role="row" key={row}>
            {week.map((date, column) => {
              if (!date)
                return (
                  <td
                    role="gridcell"
                    key={`blank-${column}`}
                    className="month-grid__cell month-grid__cell--blank"
                  />
                );
              const extra = describeDay?.(date);
              const isToday = date === today;
              const classes = ['month-grid__cell'];
              if (isToday) classes.push('month-grid__cell--today');
              if (date === selected) classes.push('month-grid__cell--selected');
              return (
                <td
                  role="gridcell"
                  key={date}
                  data-date={date}
                  className={classes.join(' ')}
                  tabIndex={date === current ? 0 : -1}
                  aria-current={isToday ? 'date' : undefined}
                  aria-selected={selected === undefined ? undefined : date === selected}
                  onFocus={() => setFocused(date)}
                  onClick={() => {
                    setFocused(date);
                    onOpenDay(date);
                  }}
                >
                  <span className="month-grid__number" aria-hidden="true">
                    {Number(date.slice(8))}
                  </span>
                  {/* The cell is named by what it holds (no aria-label), so its name always contains
                      the text it shows (label in name, WCAG 2.5.3): the whole date, then the words. */}
                  <span className="sr-only">
                    {extra ? `${dayName.format(utc(date))}, ${extra}` : dayName.format(utc(date))}
                  </span>
                  <div className="month-grid__content">{renderDay(date)}</div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
