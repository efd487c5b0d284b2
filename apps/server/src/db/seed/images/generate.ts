import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageManifest, type ImageFile } from './manifest';

/**
 * Writes the demo pictures to apps/server/assets/images (served at /images/). Run with
 * `node scripts/generate-images.mjs`; the output is committed, and seed.test.ts fails when it is stale.
 *
 * The drawings are SVG, but phones get WebP: every <img> of an SVG builds a whole SVG document on
 * the page's main thread (~5 ms each on a cheap phone, and a grocery screen shows sixty), while a
 * raster picture decodes off it. The SVG sources are hashed into images.lock.json instead of kept.
 */
export const IMAGES_DIR = path.resolve(import.meta.dirname, '../../../../assets/images');
export const LOCK_FILE = path.resolve(import.meta.dirname, 'images.lock.json');

const GENERATED_FOLDERS = ['items', 'categories', 'stores', 'slides', 'banners'] as const;

/** Wide pictures fill a phone's width (~412 CSS px at 2-3x): drawn 1.5x larger so text stays sharp. */
const WIDE_FOLDERS = new Set(['banners', 'stores']);

export const webpPathOf = (file: ImageFile): string => file.path.replace(/\.svg$/, '.webp');
export const sourceHash = (svg: string): string => createHash('sha256').update(svg).digest('hex').slice(0, 16);

export async function writeImages(dir: string = IMAGES_DIR): Promise<{ written: number; removed: number; bytes: number }> {
  // sharp (libvips) is a development tool only: the server never draws pictures.
  const { default: sharp } = await import('sharp');
  const files = imageManifest();
  const wanted = new Set(files.map(webpPathOf));
  const lock: Record<string, string> = {};
  let bytes = 0;
  for (const file of files) {
    const svg = file.render();
    const target = path.join(dir, webpPathOf(file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const density = WIDE_FOLDERS.has(file.path.split('/')[0] ?? '') ? 108 : 72;
    const webp = await sharp(Buffer.from(svg), { density }).webp({ quality: 82, effort: 6 }).toBuffer();
    fs.writeFileSync(target, webp);
    bytes += webp.length;
    lock[webpPathOf(file)] = sourceHash(svg);
  }
  // Remove pictures that are no longer generated, so the folder never serves stale art.
  let removed = 0;
  for (const folder of GENERATED_FOLDERS) {
    const folderPath = path.join(dir, folder);
    if (!fs.existsSync(folderPath)) continue;
    for (const name of fs.readdirSync(folderPath)) {
      if (!wanted.has(`${folder}/${name}`)) {
        fs.rmSync(path.join(folderPath, name));
        removed += 1;
      }
    }
  }
  fs.writeFileSync(LOCK_FILE, `${JSON.stringify(lock, null, 2)}\n`);
  return { written: files.length, removed, bytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const result = await writeImages();
  console.log(`wrote ${result.written} pictures (${Math.round(result.bytes / 1024)} KB) to ${IMAGES_DIR}; removed ${result.removed}`);
}
