import type { CategoryImage } from './category-art';
import type { ItemImage } from './promo';
import type { BannerImage, SlideImage } from './promo-specs';

/**
 * URL paths the database stores. The server serves apps/server/assets/images at /images/, and the
 * typed keys make a reference to a picture that is not generated a compile error.
 */
export const IMAGE_URL_PREFIX = '/images/';
export const PLACEHOLDER_IMAGE = '/images/placeholder.webp';

export const itemImagePath = (key: ItemImage): string => `/images/items/${key}.webp`;
export const categoryImagePath = (key: CategoryImage): string => `/images/categories/${key}.webp`;
export const slideImagePath = (key: SlideImage): string => `/images/slides/${key}.webp`;
export const bannerImagePath = (key: BannerImage): string => `/images/banners/${key}.webp`;
export const storeImagePath = (slug: string): string => `/images/stores/${slug}.webp`;
export const storeCoverPath = (slug: string): string => `/images/stores/${slug}-cover.webp`;
