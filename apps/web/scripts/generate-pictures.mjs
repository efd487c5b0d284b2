/**
 * Renders the app's own pictures from their SVG sources in public/assets to WebP (run once; the
 * WebP files are committed): the logo, the welcome slides and the empty-cart drawing.
 *
 * Why not show the SVGs themselves: Chromium builds a whole document for every SVG drawn by an
 * <img> (parse, style, layout, paint on the main thread). On this project's Lighthouse runs that
 * was 20-170 ms of main thread per picture before the first screen was usable, four times that on
 * a phone; a WebP is decoded off the main thread. Usage: node apps/web/scripts/generate-pictures.mjs
 * (it also writes pictures.lock.json: the hashes of each source and of the WebP made from it).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** [source name, pixel width]: twice the CSS width they are shown at (the logo: three times 96 px). */
const PICTURES = [
  ['logo', 288],
  ['welcome-meal', 640],
  ['welcome-essentials', 640],
  ['welcome-home', 640],
  ['empty-cart', 400],
];

const sha256 = (file) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const lock = {};
for (const [name, width] of PICTURES) {
  // Rendered at a high density first, so the downscale is sharp.
  const info = await sharp(here(`../public/assets/${name}.svg`), { density: 288 })
    .resize({ width })
    .webp({ quality: 82, effort: 6 })
    .toFile(here(`../public/assets/${name}.webp`));
  console.log(`${name}.webp: ${info.width}x${info.height}, ${info.size} bytes`);
  lock[name] = { width, svg: sha256(here(`../public/assets/${name}.svg`)), webp: sha256(here(`../public/assets/${name}.webp`)) };
}
// What each WebP was made from: src/app/pictures.test.ts fails when a source changed without a new WebP.
fs.writeFileSync(here('./pictures.lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
