import type { Translator } from '@/i18n/i18n';

/** One attempt on the chart: from this device's history (mock tests) or from the account (the dashboard). */
export interface ScoreChartEntry {
  attemptId: string;
  /** The paper's name (shown in the table when the chart mixes papers). */
  title: string;
  /** When it was submitted (ms since the epoch). */
  date: number;
  score: number;
  maxScore: number;
  /** Null when the account has none for it (the table shows a dash). */
  percentile: number | null;
}

/** Score as a percentage of the paper's maximum, to one decimal. */
export const scorePercent = (entry: Pick<ScoreChartEntry, 'score' | 'maxScore'>) =>
  entry.maxScore > 0 ? Math.round((entry.score / entry.maxScore) * 1000) / 10 : 0;

/** Marks to two decimals at most, with a true minus sign (−1.5). */
export function formatChartMarks(marks: number): string {
  const rounded = Math.round(marks * 100) / 100;
  const text = String(Math.abs(rounded));
  return rounded < 0 ? `−${text}` : text;
}

export const formatChartPercentile = (percentile: number | null) => (percentile === null ? '—' : String(Math.round(percentile * 10) / 10));

export interface ChartPoint {
  x: number;
  y: number;
  /** Score as a percentage of the paper's maximum. */
  percent: number;
  entry: ScoreChartEntry;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The plot's inner box (axes drawn along its left and bottom). */
  plot: { left: number; right: number; top: number; bottom: number };
  points: ChartPoint[];
  ticks: { value: number; y: number }[];
}

/** At most this many attempts are drawn (the newest); the table lists them all. */
export const CHART_LIMIT = 20;

const SIZE = { width: 320, height: 160 };
const PADDING = { top: 10, right: 12, bottom: 14, left: 40 };

/**
 * Where the score-over-time line goes: attempts evenly spaced left to right, oldest first; the vertical axis
 * from 0% (or lower: negative marking can push a score below zero) to 100% of each paper's maximum.
 */
export function chartGeometry(entries: readonly ScoreChartEntry[], limit = CHART_LIMIT): ChartGeometry {
  const shown = entries.slice(-limit);
  const plot = { left: PADDING.left, right: SIZE.width - PADDING.right, top: PADDING.top, bottom: SIZE.height - PADDING.bottom };
  const percents = shown.map(scorePercent);
  const lowest = Math.min(0, ...percents);
  const min = lowest < 0 ? Math.floor(lowest / 25) * 25 : 0;
  const max = 100;
  const yOf = (value: number) => plot.bottom - ((Math.min(max, value) - min) / (max - min)) * (plot.bottom - plot.top);
  const step = shown.length > 1 ? (plot.right - plot.left) / (shown.length - 1) : 0;
  const points = shown.map((entry, index) => ({
    x: shown.length > 1 ? plot.left + index * step : (plot.left + plot.right) / 2,
    y: yOf(percents[index]),
    percent: percents[index],
    entry,
  }));
  const tickValues = [...new Set([min, 0, 50, 100])].filter((value) => value >= min && value <= max).sort((a, b) => a - b);
  return { ...SIZE, plot, points, ticks: tickValues.map((value) => ({ value, y: yOf(value) })) };
}

/** The chart's text alternative, in the page's language: how many attempts, first and latest score, best. */
export function chartSummary(entries: readonly ScoreChartEntry[], t: Translator['t']): string {
  if (entries.length === 0) return t('scoreChart.none');
  const percents = entries.map(scorePercent);
  const first = percents[0];
  const latest = percents[percents.length - 1];
  const best = Math.max(...percents);
  if (entries.length === 1) return t('scoreChart.one', { latest: latest! });
  return t('scoreChart.many', { count: entries.length, first: first!, latest: latest!, best });
}
