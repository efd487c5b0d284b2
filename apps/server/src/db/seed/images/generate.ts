import fs from 'node:fs';
import path from 'node:path';
import { imageManifest } from './manifest';

/**
 * Writes the demo illustrations to apps/server/assets/images (served at /images/). Run with
 * `node scripts/generate-images.mjs`; the output is committed, and seed.test.ts fails when it is stale.
 */
export const IMAGES_DIR = path.resolve(import.meta.dirname, '../../../../assets/images');

const GENERATED_FOLDERS = ['items', 'categories', 'stores', 'slides', 'banners'] as const;

export function writeImages(dir: string = IMAGES_DIR): { written: number; removed: number; largest: { path: string; bytes: number } } {
  const files = imageManifest();
  const wanted = new Set(files.map((f) => f.path));
  let largest = { path: '', bytes: 0 };
  for (const file of files) {
    const target = path.join(dir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const svg = file.render();
    fs.writeFileSync(target, svg);
    if (svg.length > largest.bytes) largest = { path: file.path, bytes: svg.length };
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
  return { written: files.length, removed, largest };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const result = writeImages();
  console.log(`wrote ${result.written} images to ${IMAGES_DIR} (removed ${result.removed}; largest ${result.largest.path}, ${result.largest.bytes} bytes)`);
}
