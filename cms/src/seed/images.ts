/**
 * Pictures referenced by the demo questions (charts for data interpretation, walking-path
 * diagrams for direction sense, small figures for image options), drawn as PNG at seed time
 * with a tiny built-in raster helper and 5x7 bitmap font. No external assets are needed.
 *
 * The numbers drawn here must match the questions in data/general-aptitude/data-interpretation.ts and
 * data/logical-reasoning/direction-sense.ts.
 */
import { barChart, pieChart } from './images/charts';
import { optionFigure, pathDiagram } from './images/diagrams';
import { WHITE, NAVY, GOLD, TEAL, CORAL, SLATE, type Canvas } from './images/raster';

export interface SeedImage {
  fileName: string;
  png: Buffer;
}

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
