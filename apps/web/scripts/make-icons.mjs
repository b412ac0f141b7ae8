#!/usr/bin/env node
// Draws the app's icons (public/icons/*.png: the favicon and the installable app's) with sharp from one SVG, a
// mountain and sun on the brand's red. Run again after changing the drawing: node apps/web/scripts/make-icons.mjs
//
// The favicon is a PNG, not the SVG itself: the browser has the page's renderer fetch and decode the favicon, and an
// SVG is decoded by building a document of its own on the page's main thread (a task of 20-50 ms in a trace of the
// first load, inside the window Lighthouse counts as blocking), where a small PNG decodes in a fraction of that.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = new URL('../public/icons/', import.meta.url).pathname;

/** The icons' drawing; `inset` leaves the safe zone a maskable icon needs (cut to a circle). */
const drawing = (inset) => {
  const scale = (32 - 2 * inset) / 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${inset ? 0 : 7}" fill="#ff5a5f"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    <path d="M6 23l7-11 5 7 3-4 5 8z" fill="#fff"/><circle cx="22" cy="10" r="3" fill="#fff"/>
  </g>
</svg>`;
};

mkdirSync(OUT, { recursive: true });
for (const [name, size, inset] of [
  ['favicon-48.png', 48, 0],
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['maskable-512.png', 512, 4],
  ['apple-touch-icon.png', 180, 0],
]) {
  await sharp(Buffer.from(drawing(inset)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, name));
  console.log(`${name} ${size}×${size}`);
}
