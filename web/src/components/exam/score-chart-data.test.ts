import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import { CHART_LIMIT, chartGeometry, chartSummary as summaryIn, formatChartPercentile, type ScoreChartEntry } from './score-chart-data';

const chartSummary = (entries: Parameters<typeof summaryIn>[0]) => summaryIn(entries, serverTranslator('en').t);

const entry = (index: number, score: number, maxScore = 100): ScoreChartEntry => ({
  attemptId: `a${index}`,
  title: 'Paper',
  date: index,
  score,
  maxScore,
  percentile: 50,
});

describe('chartGeometry', () => {
  it('spaces attempts evenly, oldest on the left, higher scores higher up', () => {
    const chart = chartGeometry([entry(0, 20), entry(1, 50, 50), entry(2, 60)]);
    const [first, second, third] = chart.points;
    expect(first.x).toBe(chart.plot.left);
    expect(third.x).toBe(chart.plot.right);
    expect(second.x).toBeCloseTo((chart.plot.left + chart.plot.right) / 2);
    expect(second.y).toBe(chart.plot.top); // 50 of 50 is 100%
    expect(first.y).toBeGreaterThan(third.y);
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 50, 100]);
    expect(chart.ticks[0].y).toBe(chart.plot.bottom);
  });

  it('centres a single attempt', () => {
    const chart = chartGeometry([entry(0, 40)]);
    expect(chart.points[0].x).toBe((chart.plot.left + chart.plot.right) / 2);
  });

  it('extends the axis below zero when negative marking took a score there', () => {
    const chart = chartGeometry([entry(0, -10), entry(1, 30)]);
    expect(chart.ticks.map((tick) => tick.value)).toEqual([-25, 0, 50, 100]);
    expect(chart.points[0].y).toBeLessThan(chart.plot.bottom);
    expect(chart.points[0].y).toBeGreaterThan(chart.ticks[1].y);
  });

  it('draws the newest CHART_LIMIT attempts only', () => {
    const many = Array.from({ length: CHART_LIMIT + 3 }, (_, index) => entry(index, index));
    const chart = chartGeometry(many);
    expect(chart.points).toHaveLength(CHART_LIMIT);
    expect(chart.points[0].entry.attemptId).toBe('a3');
  });
});

describe('chartSummary', () => {
  it('says in words what the line shows', () => {
    expect(chartSummary([])).toBe('No attempts yet.');
    expect(chartSummary([entry(0, 40)])).toBe('1 attempt, scoring 40% of the maximum.');
    expect(chartSummary([entry(0, 40), entry(1, 72), entry(2, 55)])).toBe(
      '3 attempts: first 40%, latest 55%, best 72% of the maximum score.',
    );
    expect(summaryIn([entry(0, 40), entry(1, 72), entry(2, 55)], serverTranslator('hi').t)).toBe(
      '3 प्रयास: पहला 40%, हाल का 55%, सबसे अच्छा अधिकतम अंकों का 72%।',
    );
  });
});

describe('formatChartPercentile', () => {
  it('rounds to one decimal and shows a dash when there is none', () => {
    expect(formatChartPercentile(87.46)).toBe('87.5');
    expect(formatChartPercentile(null)).toBe('—');
  });
});
