/**
 * Pictures referenced by the demo questions (charts for data interpretation, walking-path
 * diagrams for direction sense, small figures for image options), drawn as PNG at seed time
 * with a tiny built-in raster helper and 5x7 bitmap font. No external assets are needed.
 *
 * The numbers drawn here must match the questions in data/general-aptitude.ts and
 * data/logical-reasoning.ts.
 */
import { PNG } from 'pngjs';

export interface SeedImage {
  fileName: string;
  png: Buffer;
}

type RGB = readonly [number, number, number];

const rgb = (hex: string): RGB => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];

const WHITE = rgb('#FFFFFF');
const NAVY = rgb('#192A41');
const GOLD = rgb('#C0A063');
const TEAL = rgb('#2A9D8F');
const CORAL = rgb('#D9634C');
const SLATE = rgb('#8D99AE');
const GRID = rgb('#E3E6EB');

/* ------------------------------------------------------------------ 5x7 bitmap font */

const GLYPHS: Record<string, string[]> = {
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11100', '10010', '10001', '10001', '10001', '10010', '11100'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '%': ['11000', '11001', '00010', '00100', '01000', '10011', '00011'],
  '.': ['00000', '00000', '00000', '00000', '00000', '01100', '01100'],
  ',': ['00000', '00000', '00000', '00000', '01100', '00100', '01000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '+': ['00000', '00100', '00100', '11111', '00100', '00100', '00000'],
  ':': ['00000', '01100', '01100', '00000', '01100', '01100', '00000'],
  '(': ['00010', '00100', '01000', '01000', '01000', '00100', '00010'],
  ')': ['01000', '00100', '00010', '00010', '00010', '00100', '01000'],
  '/': ['00000', '00001', '00010', '00100', '01000', '10000', '00000'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
  '°': ['01100', '10010', '10010', '01100', '00000', '00000', '00000'],
  '₹': ['11111', '00010', '11111', '00010', '11100', '00110', '00011'],
};

type Align = 'left' | 'center' | 'right';

/* ------------------------------------------------------------------ raster helper */

class Canvas {
  readonly data: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
    background: RGB = WHITE,
  ) {
    this.data = Buffer.alloc(width * height * 4);
    this.fillRect(0, 0, width, height, background);
  }

  set(x: number, y: number, c: RGB): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    this.data[i] = c[0];
    this.data[i + 1] = c[1];
    this.data[i + 2] = c[2];
    this.data[i + 3] = 255;
  }

  fillRect(x: number, y: number, w: number, h: number, c: RGB): void {
    const x0 = Math.round(x);
    const y0 = Math.round(y);
    const x1 = Math.round(x + w);
    const y1 = Math.round(y + h);
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.set(px, py, c);
  }

  fillCircle(cx: number, cy: number, r: number, c: RGB): void {
    for (let py = Math.floor(cy - r); py <= Math.ceil(cy + r); py++) {
      for (let px = Math.floor(cx - r); px <= Math.ceil(cx + r); px++) {
        if ((px - cx) ** 2 + (py - cy) ** 2 <= r * r) this.set(px, py, c);
      }
    }
  }

  /** Thick line with round caps: every pixel within thickness/2 of the segment. */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, c: RGB): void {
    const half = thickness / 2;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy;
    const minX = Math.floor(Math.min(x0, x1) - half);
    const maxX = Math.ceil(Math.max(x0, x1) + half);
    const minY = Math.floor(Math.min(y0, y1) - half);
    const maxY = Math.ceil(Math.max(y0, y1) + half);
    for (let py = minY; py <= maxY; py++) {
      for (let px = minX; px <= maxX; px++) {
        let t = len2 === 0 ? 0 : ((px - x0) * dx + (py - y0) * dy) / len2;
        t = Math.max(0, Math.min(1, t));
        const qx = x0 + t * dx - px;
        const qy = y0 + t * dy - py;
        if (qx * qx + qy * qy <= half * half) this.set(px, py, c);
      }
    }
  }

  /** Filled polygon (even-odd rule, sampled at pixel centres). */
  polygon(points: Array<[number, number]>, c: RGB): void {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    for (let py = Math.floor(Math.min(...ys)); py <= Math.ceil(Math.max(...ys)); py++) {
      for (let px = Math.floor(Math.min(...xs)); px <= Math.ceil(Math.max(...xs)); px++) {
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i];
          const [xj, yj] = points[j];
          if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
        }
        if (inside) this.set(px, py, c);
      }
    }
  }

  /** Filled arrowhead whose tip is at (tx, ty), pointing along (dx, dy). */
  arrowHead(tx: number, ty: number, dx: number, dy: number, size: number, c: RGB): void {
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len;
    const uy = dy / len;
    const bx = tx - ux * size;
    const by = ty - uy * size;
    const w = size * 0.6;
    this.polygon(
      [
        [tx, ty],
        [bx - uy * w, by + ux * w],
        [bx + uy * w, by - ux * w],
      ],
      c,
    );
  }

  static textWidth(text: string, scale: number): number {
    return text.length === 0 ? 0 : [...text].length * 6 * scale - scale;
  }

  /** Draws text with the 5x7 font; (x, y) is the top edge at the given alignment. */
  text(text: string, x: number, y: number, scale: number, c: RGB, align: Align = 'left'): void {
    const w = Canvas.textWidth(text, scale);
    let cx = Math.round(align === 'left' ? x : align === 'center' ? x - w / 2 : x - w);
    const cy = Math.round(y);
    for (const ch of text.toUpperCase()) {
      const glyph = GLYPHS[ch];
      if (!glyph) throw new Error(`images.ts: no glyph for ${JSON.stringify(ch)}`);
      for (let row = 0; row < 7; row++) {
        for (let col = 0; col < 5; col++) {
          if (glyph[row][col] === '1') this.fillRect(cx + col * scale, cy + row * scale, scale, scale, c);
        }
      }
      cx += 6 * scale;
    }
  }

  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    this.data.copy(png.data);
    return PNG.sync.write(png);
  }
}

/* ------------------------------------------------------------------ charts */

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
function barChart(spec: BarChartSpec): Canvas {
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
function pieChart(title: string, slices: PieSlice[]): Canvas {
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

type Pt = [number, number];

interface PathSpec {
  width: number;
  height: number;
  /** Pixel position of map point (0, 0). */
  origin: Pt;
  /** Pixels per unit; map y grows northwards (upwards). */
  unit: number;
  /** Map points in walking order. */
  points: Pt[];
  /** Letter for each point ('' for none), placed at the given pixel offset from the point. */
  names: Array<{ text: string; dx: number; dy: number }>;
  /** Label for each segment (points.length - 1), placed at the given pixel offset from its midpoint. */
  lengths: Array<{ text: string; dx: number; dy: number }>;
  title?: string;
  compass: Pt;
  textScale: number;
  lineWidth: number;
}

function compass(cv: Canvas, x: number, y: number, scale: number): void {
  const h = 14 * scale;
  cv.line(x, y + h, x, y, 2 * scale > 3 ? 3 : 2, NAVY);
  cv.arrowHead(x, y - 2, 0, -1, 5 * scale, NAVY);
  cv.text('N', x, y + h + 4, scale, NAVY, 'center');
}

function pathDiagram(spec: PathSpec): Canvas {
  const cv = new Canvas(spec.width, spec.height);
  const toPx = ([x, y]: Pt): Pt => [spec.origin[0] + x * spec.unit, spec.origin[1] - y * spec.unit];
  const px = spec.points.map(toPx);

  // Faint grid, one line per unit, to show the diagram is to scale.
  for (let gx = spec.origin[0] % spec.unit; gx < spec.width; gx += spec.unit) cv.fillRect(gx, 0, 1, spec.height, GRID);
  for (let gy = spec.origin[1] % spec.unit; gy < spec.height; gy += spec.unit) cv.fillRect(0, gy, spec.width, 1, GRID);

  if (spec.title) {
    cv.fillRect(6, 6, Canvas.textWidth(spec.title, spec.textScale) + 10, 7 * spec.textScale + 10, WHITE);
    cv.text(spec.title, 11, 11, spec.textScale, NAVY);
  }

  for (let i = 0; i + 1 < px.length; i++) {
    const [x0, y0] = px[i];
    const [x1, y1] = px[i + 1];
    const seg = Math.hypot(x1 - x0, y1 - y0);
    const head = spec.lineWidth * 3 + 2;
    // The last leg ends in an arrowhead unless its end point is a named, dotted point.
    const endArrow = i + 2 === px.length && !spec.names[i + 1]?.text;
    if (endArrow) {
      const back = head - 2;
      cv.line(x0, y0, x1 - ((x1 - x0) / seg) * back, y1 - ((y1 - y0) / seg) * back, spec.lineWidth, NAVY);
      cv.arrowHead(x1, y1, x1 - x0, y1 - y0, head + 2, CORAL);
    } else {
      cv.line(x0, y0, x1, y1, spec.lineWidth, NAVY);
      const mx = (x0 + x1) / 2 + ((x1 - x0) / seg) * (head / 2);
      const my = (y0 + y1) / 2 + ((y1 - y0) / seg) * (head / 2);
      cv.arrowHead(mx, my, x1 - x0, y1 - y0, head, CORAL);
    }
    const l = spec.lengths[i];
    if (l && l.text) {
      cv.text(l.text, (x0 + x1) / 2 + l.dx, (y0 + y1) / 2 + l.dy - (7 * spec.textScale) / 2, spec.textScale, TEAL, 'center');
    }
  }

  px.forEach(([x, y], i) => {
    const last = i === px.length - 1;
    if (!last || spec.names[i]?.text) cv.fillCircle(x, y, spec.lineWidth + 2, i === 0 ? GOLD : last ? CORAL : GOLD);
    const nm = spec.names[i];
    if (nm && nm.text) cv.text(nm.text, x + nm.dx, y + nm.dy - (7 * spec.textScale) / 2, spec.textScale, NAVY, 'center');
  });

  compass(cv, spec.compass[0], spec.compass[1], spec.textScale);
  return cv;
}

/** Small figure used as an answer option: start S, three legs with their lengths. */
function optionFigure(points: Pt[], lengths: string[]): Canvas {
  const size = 200;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const unit = 26;
  const cxMap = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cyMap = (Math.min(...ys) + Math.max(...ys)) / 2;
  const origin: Pt = [size / 2 - 8 - cxMap * unit, size / 2 + 4 + cyMap * unit];
  const toPx = ([x, y]: Pt): Pt => [origin[0] + x * unit, origin[1] - y * unit];
  // Put each length label outside the figure: away from the figure's centre.
  const centre = toPx([cxMap, cyMap]);
  const labels = points.slice(0, -1).map((p, i) => {
    const a = toPx(p);
    const b = toPx(points[i + 1]);
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const vertical = a[0] === b[0];
    const away = vertical ? Math.sign(mx - centre[0]) || -1 : Math.sign(my - centre[1]) || -1;
    return vertical ? { text: lengths[i], dx: away * 16, dy: 0 } : { text: lengths[i], dx: 0, dy: away * 17 };
  });
  const startLabel = { text: 'S', dx: 0, dy: 18 };
  return pathDiagram({
    width: size,
    height: size,
    origin,
    unit,
    points,
    names: [startLabel, ...points.slice(1).map(() => ({ text: '', dx: 0, dy: 0 }))],
    lengths: labels,
    compass: [size - 16, 10],
    textScale: 2,
    lineWidth: 4,
  });
}

/* ------------------------------------------------------------------ registry */

const drawers: Record<string, () => Canvas> = {
  /** General aptitude › data interpretation: yearly sales, 2019-2024 (₹ crore). */
  'di-bar-sales-company-x': () =>
    barChart({
      title: 'SALES OF COMPANY X (₹ CRORE)',
      labels: ['2019', '2020', '2021', '2022', '2023', '2024'],
      series: [{ name: 'SALES', color: NAVY, values: [150, 120, 180, 210, 240, 300] }],
      yMax: 350,
      yStep: 50,
    }),

  /** General aptitude › data interpretation: cars made by plants P and Q (thousand units). */
  'di-grouped-bar-car-plants': () =>
    barChart({
      title: 'CARS MADE (THOUSAND UNITS)',
      labels: ['2021', '2022', '2023', '2024'],
      series: [
        { name: 'PLANT P', color: NAVY, values: [40, 50, 45, 65] },
        { name: 'PLANT Q', color: GOLD, values: [45, 55, 70, 80] },
      ],
      yMax: 100,
      yStep: 20,
    }),

  /** General aptitude › data interpretation: monthly budget split of a family. */
  'di-pie-family-budget': () =>
    pieChart('MONTHLY BUDGET OF A FAMILY', [
      { name: 'FOOD', percent: 30, color: NAVY, textColor: WHITE },
      { name: 'RENT', percent: 25, color: GOLD, textColor: NAVY },
      { name: 'EDUCATION', percent: 15, color: TEAL, textColor: WHITE },
      { name: 'TRANSPORT', percent: 10, color: CORAL, textColor: WHITE },
      { name: 'SAVINGS', percent: 20, color: SLATE, textColor: NAVY },
    ]),

  /** Logical reasoning › direction sense: Ravi walks S-A-B-C-D. */
  'ds-path-ravi': () =>
    pathDiagram({
      width: 480,
      height: 320,
      origin: [200, 130],
      unit: 20,
      points: [
        [0, 0],
        [0, 4],
        [9, 4],
        [9, -8],
        [6, -8],
      ],
      names: [
        { text: 'S', dx: -16, dy: 0 },
        { text: 'A', dx: -14, dy: -12 },
        { text: 'B', dx: 14, dy: -12 },
        { text: 'C', dx: 16, dy: 8 },
        { text: 'D', dx: -16, dy: 0 },
      ],
      lengths: [
        { text: '4 KM', dx: -36, dy: 0 },
        { text: '9 KM', dx: 0, dy: -16 },
        { text: '12 KM', dx: 42, dy: 0 },
        { text: '3 KM', dx: 0, dy: -18 },
      ],
      title: 'RAVI: S TO D',
      compass: [440, 34],
      textScale: 2,
      lineWidth: 4,
    }),

  /** Logical reasoning › direction sense: Meera walks P-Q-R-T. */
  'ds-path-meera': () =>
    pathDiagram({
      width: 480,
      height: 320,
      origin: [290, 285],
      unit: 20,
      points: [
        [0, 0],
        [0, 7],
        [-5, 7],
        [-5, 12],
      ],
      names: [
        { text: 'P', dx: 0, dy: 18 },
        { text: 'Q', dx: 16, dy: -8 },
        { text: 'R', dx: -16, dy: 8 },
        { text: 'T', dx: 0, dy: -18 },
      ],
      lengths: [
        { text: '7 KM', dx: 36, dy: 0 },
        { text: '5 KM', dx: 0, dy: 18 },
        { text: '5 KM', dx: -36, dy: 0 },
      ],
      title: 'MEERA: P TO T',
      compass: [440, 34],
      textScale: 2,
      lineWidth: 4,
    }),

  /** Image options for "3 km north, right 4 km, right 2 km". Figure C is the correct one. */
  'ds-option-a': () =>
    optionFigure(
      [
        [0, 0],
        [0, 3],
        [-4, 3],
        [-4, 1],
      ],
      ['3', '4', '2'],
    ),
  'ds-option-b': () =>
    optionFigure(
      [
        [0, 0],
        [0, 3],
        [4, 3],
        [4, 5],
      ],
      ['3', '4', '2'],
    ),
  'ds-option-c': () =>
    optionFigure(
      [
        [0, 0],
        [0, 3],
        [4, 3],
        [4, 1],
      ],
      ['3', '4', '2'],
    ),
  'ds-option-d': () =>
    optionFigure(
      [
        [0, 0],
        [0, 3],
        [2, 3],
        [2, -1],
      ],
      ['3', '2', '4'],
    ),
};

/** Draws the picture for a key as PNG; throws on an unknown key. */
export function drawSeedImage(key: string): SeedImage {
  if (!Object.prototype.hasOwnProperty.call(drawers, key)) {
    throw new Error(`Unknown seed image key: ${key}`);
  }
  return { fileName: `${key}.png`, png: drawers[key]().toPng() };
}
