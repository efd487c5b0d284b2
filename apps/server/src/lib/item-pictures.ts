/**
 * Item pictures come in two widths (DESIGN "Images": srcset where sizes vary). Lists and cards show
 * them at ~100 CSS px, so 200 px covers a 2x screen; the item page shows one across the whole screen
 * (up to the app's 480 px), which a 3x phone draws with ~1,200 device pixels.
 *
 * The demo generator (db/seed/images/generate.ts) writes both files for every `/images/items/` picture,
 * and seed.test.ts fails when one is missing.
 */
export const ITEM_PICTURE_WIDTH = 200;
export const LARGE_ITEM_PICTURE_WIDTH = 1200;
export const LARGE_ITEM_PICTURE_FOLDER = `items-${LARGE_ITEM_PICTURE_WIDTH}`;

const GENERATED_ITEM_PICTURE = /^\/images\/items\/([a-z0-9-]+)\.webp$/;

/** `srcset` for an item picture shown large, or null when the picture has one size only (e.g. an upload). */
export function itemPictureSrcset(image: string | null): string | null {
  const name = image ? GENERATED_ITEM_PICTURE.exec(image)?.[1] : undefined;
  if (!name) return null;
  return `${image} ${ITEM_PICTURE_WIDTH}w, /images/${LARGE_ITEM_PICTURE_FOLDER}/${name}.webp ${LARGE_ITEM_PICTURE_WIDTH}w`;
}
