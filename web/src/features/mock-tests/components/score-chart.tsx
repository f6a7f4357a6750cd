import { useId } from 'react';
import { scorePercent, type HistoryEntry } from '../lib/history';
import { formatMarks, formatPercentile } from '../lib/result-view';
import { chartGeometry, chartSummary } from '../lib/score-chart';
import styles from './score-chart.module.css';

const dateText = (date: number) => new Date(date).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

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
  const chart = chartGeometry(entries);
  const line = chart.points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  return (
    <section className={`card ${styles.chart}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.note}>Kept on this device only.</p>
      <svg className={styles.svg} viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={chartSummary(entries)}>
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
        <summary>Show every attempt as a table</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                {showTitles && <th scope="col">Paper</th>}
                <th scope="col">Score</th>
                <th scope="col">Percentile</th>
              </tr>
            </thead>
            <tbody>
              {[...entries].reverse().map((entry) => (
                <tr key={entry.attemptId}>
                  <td>{dateText(entry.date)}</td>
                  {showTitles && <td>{entry.title}</td>}
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
