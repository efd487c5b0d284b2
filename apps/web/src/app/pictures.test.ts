import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app's own pictures are WebP made from SVG sources by scripts/generate-pictures.mjs (ADR 0010):
 * a source edited without making its WebP again would ship the old picture.
 */
const web = path.resolve(import.meta.dirname, '../..');
const assets = path.join(web, 'public/assets');
const lock = JSON.parse(fs.readFileSync(path.join(web, 'scripts/pictures.lock.json'), 'utf8')) as Record<string, { width: number; svg: string; webp: string }>;
const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const AGAIN = 'run `node apps/web/scripts/generate-pictures.mjs` and commit the WebP and pictures.lock.json';

describe("the app's WebP pictures", () => {
  it('every SVG picture of public/assets has a WebP made by the script', () => {
    const sources = fs.readdirSync(assets).filter((f) => f.endsWith('.svg')).map((f) => f.replace(/\.svg$/, ''));
    expect(sources.sort(), AGAIN).toEqual(Object.keys(lock).sort());
  });

  it.each(Object.entries(lock))('%s.webp is made from the %s.svg of today', (name, entry) => {
    expect(sha256(path.join(assets, `${name}.svg`)), `${name}.svg changed since its WebP was made: ${AGAIN}`).toBe(entry.svg);
    expect(sha256(path.join(assets, `${name}.webp`)), `${name}.webp is not the one the script made: ${AGAIN}`).toBe(entry.webp);
  });
});
