/** A tiny raster helper for the demo pictures: a canvas, the palette and a 5x7 bitmap font, written out as PNG. */
import { PNG } from 'pngjs';

export type RGB = readonly [number, number, number];

export const rgb = (hex: string): RGB => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];

export const WHITE = rgb('#FFFFFF');
export const NAVY = rgb('#192A41');
export const GOLD = rgb('#C0A063');
export const TEAL = rgb('#2A9D8F');
export const CORAL = rgb('#D9634C');
export const SLATE = rgb('#8D99AE');
export const GRID = rgb('#E3E6EB');

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

export type Align = 'left' | 'center' | 'right';

/* ------------------------------------------------------------------ raster helper */

export class Canvas {
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
