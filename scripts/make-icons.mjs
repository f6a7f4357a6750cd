// Writes the installed app's icons (web/public/icons/) from the favicon's design: the gold "E" on navy.
// Run once after changing the design: `node scripts/make-icons.mjs` (sharp comes with the repository's packages).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { rootDir } from './lib/env.mjs';

const outDir = path.join(rootDir, 'web', 'public', 'icons');
const letter = 'M9 8h14v3.2H13v3.3h9v3.1h-9v3.2h10V24H9z';

/** `scale` shrinks the letter about the centre: a maskable icon keeps it inside the middle 80% circle. */
const svg = ({ rounded, scale }) => {
  const offset = 16 * (1 - scale);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="#192A41"/>` +
      `<path transform="translate(${offset} ${offset}) scale(${scale})" d="${letter}" fill="#C0A063"/></svg>`,
  );
};

mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, { rounded: true, scale: 1 }],
  ['icon-512.png', 512, { rounded: true, scale: 1 }],
  ['icon-maskable-512.png', 512, { rounded: false, scale: 0.75 }],
  ['apple-touch-icon.png', 180, { rounded: false, scale: 0.85 }],
];
for (const [name, size, design] of icons) {
  await sharp(svg(design), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
  console.log(`web/public/icons/${name}`);
}
