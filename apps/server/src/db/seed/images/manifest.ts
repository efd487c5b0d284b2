import { GROCERY_STORES } from '../grocery/stores';
import { RESTAURANTS } from '../restaurants';
import type { StoreBrand } from '../restaurants/types';
import { CATEGORY_ART } from './category-art';
import { categorySvg, itemSvg } from './compose';
import { ITEM_DRAWINGS, coverSvg, slideSvg, smallBannerSvg, storeSvg, stripSvg, tallBannerSvg, wideBannerSvg } from './promo';
import { BANNERS, SLIDES, type BannerSpec } from './promo-specs';
import { Svg, circle, path, rect, stroke } from './svg';

/** Every generated picture: its path under apps/server/assets/images and how to draw it. */
export interface ImageFile {
  readonly path: string;
  readonly render: () => string;
}

function bannerSvg(spec: BannerSpec): string {
  switch (spec.kind) {
    case 'wide':
      return wideBannerSvg(spec);
    case 'small':
      return smallBannerSvg(spec);
    case 'tall':
      return tallBannerSvg(spec);
    case 'strip':
      return stripSvg(spec.colors, spec.art, spec.title.join(' '));
  }
}

/** Neutral picture for anything without an image: a plate with a fork and knife. */
export function placeholderSvg(): string {
  const s = new Svg();
  const body =
    rect(0, 0, 200, 200, 0, s.radial(['#f8f9fa', '#e3e7eb'])) +
    circle(100, 100, 52, '#ffffff', ' stroke="#cfd5dc" stroke-width="4"') +
    circle(100, 100, 36, 'none', ' stroke="#e3e7eb" stroke-width="3"') +
    stroke('M46 62v20q0 8 6 10v48M40 62v18M52 62v18', '#b7bfc8', 4) +
    path('M154 62q-12 10 -12 34q0 8 6 8v36h6z', '#b7bfc8');
  return s.file(200, 200, body, 'No image');
}

function storeFiles(slug: string, name: string, brand: StoreBrand): ImageFile[] {
  return [
    { path: `stores/${slug}.svg`, render: () => storeSvg(brand.colors, brand.art, name) },
    { path: `stores/${slug}-cover.svg`, render: () => coverSvg(brand.colors, brand.cover, name) },
  ];
}

export function imageManifest(): ImageFile[] {
  const items = Object.entries(ITEM_DRAWINGS).map(([key, drawing]) => ({ path: `items/${key}.svg`, render: () => itemSvg(drawing) }));
  const categories = Object.entries(CATEGORY_ART).map(([key, c]) => ({ path: `categories/${key}.svg`, render: () => categorySvg(ITEM_DRAWINGS[c.art], c.title) }));
  const stores = [...RESTAURANTS, ...GROCERY_STORES].flatMap((store) => storeFiles(store.slug, store.name, store.brand));
  const slides = Object.entries(SLIDES).map(([key, spec]) => ({ path: `slides/${key}.svg`, render: () => slideSvg(spec) }));
  const banners = Object.entries(BANNERS).map(([key, spec]) => ({ path: `banners/${key}.svg`, render: () => bannerSvg(spec) }));
  return [...items, ...categories, ...stores, ...slides, ...banners, { path: 'placeholder.svg', render: placeholderSvg }];
}
