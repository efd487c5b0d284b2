import fs from 'node:fs/promises';
import path from 'node:path';
import { PICTURE_NAME, type PictureStorage } from './picture-storage';

/**
 * Pictures an earlier version kept on this instance's disk (DATA_DIR/uploads) are copied into the
 * shared storage at start-up, so their /uploads/ addresses keep working on every instance. The files
 * are left where they are; a marker file per storage kind says the copy is done, so later starts
 * skip it (nothing writes pictures to this folder any more). Returns how many were copied.
 */
export async function importDiskUploads(dir: string, storage: PictureStorage): Promise<number> {
  const marker = path.join(dir, `.copied-to-${storage.kind}`);
  let names: string[];
  try {
    const entries = await fs.readdir(dir);
    if (entries.includes(path.basename(marker))) return 0;
    names = entries.filter((name) => PICTURE_NAME.test(name));
  } catch {
    return 0;
  }
  let copied = 0;
  for (const name of names) {
    if (await storage.has(name)) continue;
    await storage.put(name, { bytes: await fs.readFile(path.join(dir, name)), contentType: 'image/webp' });
    copied += 1;
  }
  await fs.writeFile(marker, `${names.length} picture(s) are in the ${storage.kind} storage; this folder is no longer read.\n`);
  return copied;
}
