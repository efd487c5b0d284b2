/**
 * Renders the PWA icons from public/assets/logo.svg with headless Chromium (run once; the PNGs are
 * committed): 192 and 512 "any" icons, a 512 maskable icon with the logo inside the safe zone, and a
 * 180 px apple-touch-icon, and a 64 px favicon. Usage: node apps/web/scripts/generate-icons.mjs
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const svg = await readFile(here('../public/assets/logo.svg'), 'utf8');
const toDataUrl = (text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
const dataUrl = toDataUrl(svg);
// The maskable icon is full-bleed: the logo's own rounded tile is dropped and the page paints the gradient.
const bareUrl = toDataUrl(svg.replace(/<rect width="512" height="512"[^>]*\/>/, ''));
const GRADIENT = 'linear-gradient(135deg, #ff9a3d, #f06a00)';

const icons = [
  { file: 'icon-192.png', size: 192, pad: 0, bg: 'transparent' },
  { file: 'icon-512.png', size: 512, pad: 0, bg: 'transparent' },
  // Maskable: full-bleed brand background, logo within the central 80 % safe zone.
  { file: 'maskable-512.png', size: 512, pad: 0.1, bg: GRADIENT, bare: true },
  { file: 'apple-touch-icon.png', size: 180, pad: 0, bg: '#ffffff' },
  // The tab's icon as a bitmap: Chromium builds a whole SVG document in the page's own thread to draw
  // an SVG favicon, a long task of its own while the first screen loads (ADR 0033).
  // At the site's root, not under icons/: precached with the app shell (3 KB), so it shows offline too.
  { file: '../favicon.png', size: 64, pad: 0, bg: 'transparent' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const inner = Math.round(icon.size * (1 - 2 * icon.pad));
    await page.setContent(
      `<html><body style="margin:0;background:${icon.bg};display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px">` +
        `<img src="${icon.bare ? bareUrl : dataUrl}" width="${inner}" height="${inner}"></body></html>`,
    );
    await page.screenshot({ path: here(`../public/icons/${icon.file}`), omitBackground: icon.bg === 'transparent' });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('icons written to apps/web/public/icons (the favicon to apps/web/public)');
