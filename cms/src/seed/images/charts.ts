/** The data-interpretation charts of the demo questions: bar and pie charts. */
import { WHITE, NAVY, SLATE, GRID, Canvas, type RGB } from './raster';

interface Series {
  name: string;
  color: RGB;
  values: number[];
}

interface BarChartSpec {
  title: string;
  labels: string[];
  series: Series[];
  yMax: number;
  yStep: number;
}

/** Vertical bar chart (one or more series per category) with values printed above the bars. */
export function barChart(spec: BarChartSpec): Canvas {
  const W = 480;
  const H = 320;
  const cv = new Canvas(W, H);
  cv.text(spec.title, W / 2, 10, 2, NAVY, 'center');

  const grouped = spec.series.length > 1;
  let top = 46;
  if (grouped) {
    // Legend row under the title.
    const items = spec.series.map((s) => ({ s, w: 18 + Canvas.textWidth(s.name, 2) }));
    const total = items.reduce((a, it) => a + it.w, 0) + (items.length - 1) * 24;
    let lx = (W - total) / 2;
    for (const it of items) {
      cv.fillRect(lx, 37, 12, 12, it.s.color);
      cv.text(it.s.name, lx + 18, 36, 2, NAVY);
      lx += it.w + 24;
    }
    top = 70;
  }

  const left = 58;
  const right = 466;
  const bottom = 282;
  const yOf = (v: number) => bottom - ((bottom - top) * v) / spec.yMax;

  for (let v = 0; v <= spec.yMax; v += spec.yStep) {
    const y = Math.round(yOf(v));
    if (v > 0) cv.fillRect(left, y, right - left, 1, GRID);
    cv.fillRect(left - 5, y, 5, 2, NAVY);
    cv.text(String(v), left - 9, y - 6, 2, NAVY, 'right');
  }

  const slot = (right - left) / spec.labels.length;
  const n = spec.series.length;
  const barW = grouped ? Math.min(34, (slot * 0.72) / n) : Math.min(44, slot * 0.6);
  spec.labels.forEach((label, i) => {
    const groupW = barW * n + (n - 1) * 4;
    const gx = left + slot * i + (slot - groupW) / 2;
    spec.series.forEach((s, k) => {
      const v = s.values[i];
      const x = gx + k * (barW + 4);
      const y = yOf(v);
      cv.fillRect(x, y, barW, bottom - y, s.color);
      cv.text(String(v), x + barW / 2, y - 18, 2, NAVY, 'center');
    });
    cv.text(label, left + slot * i + slot / 2, bottom + 9, 2, NAVY, 'center');
  });

  // Axes drawn last so they sit on top of the bars.
  cv.fillRect(left - 1, top - 6, 2, bottom - top + 7, NAVY);
  cv.fillRect(left - 1, bottom, right - left + 1, 2, NAVY);
  return cv;
}

interface PieSlice {
  name: string;
  percent: number;
  color: RGB;
  textColor: RGB;
}

/** Pie chart with percentages inside the slices and a legend on the right. */
export function pieChart(title: string, slices: PieSlice[]): Canvas {
  const W = 480;
  const H = 320;
  const cv = new Canvas(W, H);
  cv.text(title, W / 2, 10, 2, NAVY, 'center');

  const cx = 140;
  const cy = 180;
  const r = 118;
  const bounds: number[] = [];
  let acc = 0;
  for (const s of slices) {
    acc += s.percent;
    bounds.push((acc / 100) * Math.PI * 2);
  }
  // Angles run clockwise from 12 o'clock.
  for (let py = cy - r; py <= cy + r; py++) {
    for (let px = cx - r; px <= cx + r; px++) {
      const dx = px - cx;
      const dy = py - cy;
      if (dx * dx + dy * dy > r * r) continue;
      let a = Math.atan2(dx, -dy);
      if (a < 0) a += Math.PI * 2;
      const idx = bounds.findIndex((b) => a < b);
      cv.set(px, py, slices[idx === -1 ? slices.length - 1 : idx].color);
    }
  }
  // White separators between slices.
  let start = 0;
  for (const b of [0, ...bounds.slice(0, -1)]) {
    cv.line(cx, cy, cx + Math.sin(b) * r, cy - Math.cos(b) * r, 3, WHITE);
  }
  slices.forEach((s, i) => {
    const mid = start + ((s.percent / 100) * Math.PI * 2) / 2;
    start = bounds[i];
    const lx = cx + Math.sin(mid) * r * 0.64;
    const ly = cy - Math.cos(mid) * r * 0.64;
    cv.text(`${s.percent}%`, lx, ly - 7, 2, s.textColor, 'center');
  });

  // Legend.
  const lx = 286;
  let ly = 96;
  for (const s of slices) {
    cv.fillRect(lx, ly, 16, 16, s.color);
    cv.text(`${s.name} ${s.percent}%`, lx + 24, ly + 1, 2, NAVY);
    ly += 30;
  }
  cv.text('TOTAL 100%', lx + 24, ly + 6, 2, SLATE);
  return cv;
}

/* ------------------------------------------------------------------ direction diagrams */
