import type { ItemImage } from '../images/promo';
import type { AddonGroupSeed, MenuItemSeed } from './types';

/** Short builders so menu files read like a menu card. Prices are written in whole rupees. */

export const rupees = (amount: number): number => Math.round(amount * 100);

type Flags = Pick<MenuItemSeed, 'isRecommended' | 'isPopular' | 'isNew' | 'isActive' | 'maxQty' | 'addons'>;

export const REC: Flags = { isRecommended: true };
export const POPULAR: Flags = { isPopular: true };
export const NEW: Flags = { isNew: true };
/** Sold out / not available now (is_active false). */
export const OFF: Flags = { isActive: false };
export const maxQty = (count: number): Flags => ({ maxQty: count });
export const withAddons = (...keys: string[]): Flags => ({ addons: keys });

export function veg(name: string, priceRupees: number, image: ItemImage, shortDesc: string, ...flags: Flags[]): MenuItemSeed {
  return { name, shortDesc, pricePaise: rupees(priceRupees), isVeg: true, image, ...mergeFlags(flags) };
}

export function nonVeg(name: string, priceRupees: number, image: ItemImage, shortDesc: string, ...flags: Flags[]): MenuItemSeed {
  return { name, shortDesc, pricePaise: rupees(priceRupees), isVeg: false, image, ...mergeFlags(flags) };
}

function mergeFlags(flags: readonly Flags[]): Flags {
  const addons = flags.flatMap((f) => f.addons ?? []);
  return Object.assign({}, ...flags, addons.length > 0 ? { addons } : {}) as Flags;
}

/** An add-on group with prices in rupees. */
export function addonGroup(key: string, name: string, type: 'SINGLE' | 'MULTI', options: ReadonlyArray<readonly [string, number]>, description?: string): AddonGroupSeed {
  return {
    key,
    name,
    type,
    ...(description ? { description } : {}),
    options: options.map(([label, priceRupees]) => [label, rupees(priceRupees)] as const),
  };
}
