import { useId } from 'react';
import { scorePercent, type HistoryEntry } from '@/features/mock-tests/lib/history';
import { formatMarks, formatPercentile } from '@/features/mock-tests/lib/result-view';
import { chartGeometry, chartSummary } from '@/features/mock-tests/lib/score-chart';
import { useI18n } from '@/i18n/i18n';
import table from './paper-table.module.css';
import styles from './score-chart.module.css';

/** An attempt's day, as Indian readers write it in the page's language (the history lives on the device: never server-rendered). */
const dateText = (date: number, locale: string) =>
  new Date(date).toLocaleDateString(`${locale}-IN`, { day: 'numeric', month: 'short', year: 'numeric' });

interface ScoreChartProps {
  entries: readonly HistoryEntry[];
  heading: string;
  /** Name each attempt's paper in the table (the list page mixes papers). */
  showTitles?: boolean;
}

/**
 * Score over time from this device's history: an inline SVG line (score as % of the paper's maximum) described in
 * words for screen readers, with every attempt in a table below.
 */
export function ScoreChart({ entries, heading, showTitles = false }: ScoreChartProps) {
  const headingId = useId();
  const { t, locale } = useI18n();
  const chart = chartGeometry(entries);
  const line = chart.points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  return (
    <section className={`card ${styles.chart}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.note}>{t('mock-tests.chart.note')}</p>
      <svg className={styles.svg} viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={chartSummary(entries, t)}>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line className={styles.grid} x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} />
            <text className={styles.tick} x={chart.plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {tick.value}%
            </text>
          </g>
        ))}
        {chart.points.length > 1 && <polyline className={styles.line} points={line} />}
        {chart.points.map((point) => (
          <circle key={point.entry.attemptId} className={styles.dot} cx={point.x} cy={point.y} r={3.5} />
        ))}
      </svg>
      <details className={styles.details}>
        <summary>{t('mock-tests.chart.table')}</summary>
        <div className={table.wrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('mock-tests.chart.date')}</th>
                {showTitles && <th scope="col">{t('mock-tests.chart.paper')}</th>}
                <th scope="col">{t('mock-tests.chart.score')}</th>
                <th scope="col">{t('mock-tests.chart.percentile')}</th>
              </tr>
            </thead>
            <tbody>
              {[...entries].reverse().map((entry) => (
                <tr key={entry.attemptId}>
                  <td>{dateText(entry.date, locale)}</td>
                  {showTitles && <td className={table.wrapping}>{entry.title}</td>}
                  <td>
                    {formatMarks(entry.score)} / {formatMarks(entry.maxScore)} ({scorePercent(entry)}%)
                  </td>
                  <td>{formatPercentile(entry.percentile)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
