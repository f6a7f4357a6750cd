import { useId } from 'react';
import {
  chartGeometry,
  chartSummary,
  formatChartMarks,
  formatChartPercentile,
  scorePercent,
  type ScoreChartEntry,
} from './score-chart-data';
import { useI18n } from '@/i18n/i18n';
import styles from './score-chart.module.css';
// The attempts' table: the same look as a paper's tables on the mock-test screens.
import table from './paper-table.module.css';

/** An attempt's day, as Indian readers write it in the page's language (client-only data: never server-rendered). */
const dateText = (date: number, locale: string) =>
  new Date(date).toLocaleDateString(`${locale}-IN`, { day: 'numeric', month: 'short', year: 'numeric' });

interface ScoreChartProps {
  /** Oldest first. */
  entries: readonly ScoreChartEntry[];
  heading: string;
  /** Where these attempts come from (this device, the account), under the heading. */
  note: string;
  /** Name each attempt's paper in the table (a list that mixes papers). */
  showTitles?: boolean;
  /** h3 when the chart sits inside a section that has its own h2. */
  headingLevel?: 2 | 3;
}

/**
 * Score over time: an inline SVG line (score as % of the paper's maximum) described in words for screen readers,
 * with every attempt (and its percentile) in a table below.
 */
export function ScoreChart({ entries, heading, note, showTitles = false, headingLevel = 2 }: ScoreChartProps) {
  const headingId = useId();
  const { t, locale } = useI18n();
  const chart = chartGeometry(entries);
  const line = chart.points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={`card ${styles.chart}`} aria-labelledby={headingId} data-testid="score-chart">
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <p className={styles.note}>{note}</p>
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
        <summary>{t('scoreChart.table')}</summary>
        <div className={table.wrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('scoreChart.date')}</th>
                {showTitles && <th scope="col">{t('scoreChart.paper')}</th>}
                <th scope="col">{t('scoreChart.score')}</th>
                <th scope="col">{t('scoreChart.percentile')}</th>
              </tr>
            </thead>
            <tbody>
              {[...entries].reverse().map((entry) => (
                <tr key={entry.attemptId}>
                  <td>{dateText(entry.date, locale)}</td>
                  {showTitles && <td className={table.wrapping}>{entry.title}</td>}
                  <td>
                    {formatChartMarks(entry.score)} / {formatChartMarks(entry.maxScore)} ({scorePercent(entry)}%)
                  </td>
                  <td>{formatChartPercentile(entry.percentile)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
