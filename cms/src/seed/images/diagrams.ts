/** The direction-sense pictures of the demo questions: walking paths and the small figures used as options. */
import { WHITE, NAVY, GOLD, TEAL, CORAL, GRID, Canvas } from './raster';

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

export function pathDiagram(spec: PathSpec): Canvas {
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
export function optionFigure(points: Pt[], lengths: string[]): Canvas {
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
