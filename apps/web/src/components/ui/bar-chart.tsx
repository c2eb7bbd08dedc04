import { useEffect, useId, useRef, useState } from 'react';
import type { Chart } from 'chart.js';

/**
 * The portal's one chart library (chart.js), loaded with the screen that draws a chart,
 * never with the sign-in page. Every chart has its data as a table beside it: the canvas
 * is described by its caption for screen readers and the table gives the numbers (shown
 * on request for sighted users, always read by screen readers).
 */

export interface BarSeries {
  label: string;
  values: Array<number | null>;
  /** A theme colour token: 'primary' (default), 'muted', 'success', 'danger'. */
  tone?: 'primary' | 'muted' | 'success' | 'danger';
}

export interface BarChartProps {
  /** The chart's caption (also its accessible name). */
  title: string;
  /** One label per bar group (x axis). */
  labels: string[];
  series: BarSeries[];
  /** The value axis's caption ('Marks'). */
  valueLabel: string;
  /** The table's first column heading ('Date', 'Subject'). */
  categoryLabel: string;
  /** Text of the button that shows or hides the table. */
  tableToggle: { show: string; hide: string };
  /** Formats a value for the table and tooltips. */
  format?: (value: number) => string;
  /** The value axis's maximum (e.g. 100 for percentages). */
  max?: number;
  height?: number;
}

const TONE_VAR = {
  primary: '--color-primary',
  muted: '--color-border-strong',
  success: '--color-success',
  danger: '--color-danger',
} as const;

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

let chartModule: Promise<typeof import('chart.js')> | null = null;
function loadChart() {
  chartModule ??= import('chart.js').then((m) => {
    m.Chart.register(m.BarController, m.BarElement, m.CategoryScale, m.LinearScale, m.Tooltip, m.Legend);
    return m;
  });
  return chartModule;
}

export function BarChart(props: BarChartProps) {
  const { title, labels, series, valueLabel, categoryLabel, tableToggle, max, height = 280 } = props;
  const format = props.format ?? ((v: number) => String(v));
  const canvas = useRef<HTMLCanvasElement>(null);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  // Redraw when the data or the theme (data-theme on <html>) changes.
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme ?? '');
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(document.documentElement.dataset.theme ?? ''));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  const data = JSON.stringify({ labels, series, max, valueLabel });
  useEffect(() => {
    let chart: Chart | null = null;
    let cancelled = false;
    void loadChart().then(({ Chart: ChartClass }) => {
      if (cancelled || !canvas.current) return;
      const text = cssVar('--color-text', '#152033');
      const grid = cssVar('--color-border', '#dbe1ec');
      chart = new ChartClass(canvas.current, {
        type: 'bar',
        data: {
          labels,
          datasets: series.map((s) => ({
            label: s.label,
            data: s.values,
            backgroundColor: cssVar(TONE_VAR[s.tone ?? 'primary'], '#2350c4'),
            borderRadius: 4,
            maxBarThickness: 48,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
          plugins: {
            legend: { display: series.length > 1, labels: { color: text } },
            tooltip: {
              callbacks: {
                label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
              },
            },
          },
          scales: {
            x: { ticks: { color: text }, grid: { color: grid } },
            y: {
              beginAtZero: true,
              max,
              ticks: { color: text },
              grid: { color: grid },
              title: { display: true, text: valueLabel, color: text },
            },
          },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `data` stands for labels, series, max and valueLabel
  }, [data, theme]);

  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart__caption">{title}</figcaption>
      <div className="bar-chart__canvas" style={{ height }}>
        <canvas ref={canvas} role="img" aria-label={title} aria-describedby={tableId} />
      </div>
      <button
        type="button"
        className="button button--ghost bar-chart__toggle"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((v) => !v)}
      >
        {showTable ? tableToggle.hide : tableToggle.show}
      </button>
      <div id={tableId} className={showTable ? 'bar-chart__table' : 'sr-only'}>
        <table>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={`${label}-${row}`}>
                <th scope="row">{label}</th>
                {series.map((s) => {
                  const value = s.values[row];
                  return <td key={s.label}>{value === null || value === undefined ? '–' : format(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
