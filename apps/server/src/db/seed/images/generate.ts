import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ITEM_PICTURE_WIDTH, LARGE_ITEM_PICTURE_FOLDER, LARGE_ITEM_PICTURE_WIDTH } from '../../../lib/item-pictures';
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

/** Wide pictures fill a phone's width (~412 CSS px at 2-3x): drawn 1.5x larger so text stays sharp. */
const WIDE_FOLDERS = new Set(['banners', 'stores']);

export const webpPathOf = (file: ImageFile): string => file.path.replace(/\.svg$/, '.webp');
export const sourceHash = (svg: string): string => createHash('sha256').update(svg).digest('hex').slice(0, 16);

/** One file the generator writes: where, at what density and WebP quality, and the lock hash of what it was drawn from. */
export interface ImageOutput {
  readonly path: string;
  readonly density: number;
  readonly quality: number;
  readonly hash: string;
}

/**
 * The files one drawing becomes. Every picture gets its list size; an item picture also gets the
 * item page's large size (lib/item-pictures.ts). The large file's hash names its width, so changing
 * the width marks it stale too.
 */
export function outputsOf(file: ImageFile, svg: string = file.render()): ImageOutput[] {
  const folder = file.path.split('/')[0] ?? '';
  const outputs: ImageOutput[] = [{ path: webpPathOf(file), density: WIDE_FOLDERS.has(folder) ? 108 : 72, quality: 82, hash: sourceHash(svg) }];
  if (folder === 'items') {
    outputs.push({
      path: webpPathOf(file).replace(/^items\//, `${LARGE_ITEM_PICTURE_FOLDER}/`),
      // The drawings are 200 units wide; 72 dpi draws one pixel per unit.
      density: (72 * LARGE_ITEM_PICTURE_WIDTH) / ITEM_PICTURE_WIDTH,
      // Flat colours compress well; 75 keeps the 165 large pictures near 2 MB in the repository.
      quality: 75,
      hash: sourceHash(`${svg}\n@${LARGE_ITEM_PICTURE_WIDTH}w`),
    });
  }
  return outputs;
}

const GENERATED_FOLDERS = ['items', LARGE_ITEM_PICTURE_FOLDER, 'categories', 'stores', 'slides', 'banners'] as const;

export async function writeImages(dir: string = IMAGES_DIR): Promise<{ written: number; removed: number; bytes: number }> {
  // sharp (libvips) is a development tool only: the server never draws pictures.
  const { default: sharp } = await import('sharp');
  const lock: Record<string, string> = {};
  let bytes = 0;
  for (const file of imageManifest()) {
    const svg = file.render();
    for (const output of outputsOf(file, svg)) {
      const target = path.join(dir, output.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const webp = await sharp(Buffer.from(svg), { density: output.density }).webp({ quality: output.quality, effort: 6 }).toBuffer();
      fs.writeFileSync(target, webp);
      bytes += webp.length;
      lock[output.path] = output.hash;
    }
  }
  // Remove pictures that are no longer generated, so the folder never serves stale art.
  let removed = 0;
  for (const folder of GENERATED_FOLDERS) {
    const folderPath = path.join(dir, folder);
    if (!fs.existsSync(folderPath)) continue;
    for (const name of fs.readdirSync(folderPath)) {
      if (lock[`${folder}/${name}`] === undefined) {
        fs.rmSync(path.join(folderPath, name));
        removed += 1;
      }
    }
  }
  fs.writeFileSync(LOCK_FILE, `${JSON.stringify(lock, null, 2)}\n`);
  return { written: Object.keys(lock).length, removed, bytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const result = await writeImages();
  console.log(`wrote ${result.written} pictures (${Math.round(result.bytes / 1024)} KB) to ${IMAGES_DIR}; removed ${result.removed}`);
}
