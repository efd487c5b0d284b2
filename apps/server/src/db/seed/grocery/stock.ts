import { createPrng } from '../prng';
import { FRESH_AISLES } from './catalogue-fresh';
import { PANTRY_AISLES } from './catalogue-pantry';
import type { AisleSeed, GroceryStoreSeed, ProductSeed, SlotSeed } from './types';

export const GROCERY_AISLES: readonly AisleSeed[] = [...FRESH_AISLES, ...PANTRY_AISLES];

/** The key a store's slot groups and item groups use to name a product. */
export const productKey = (product: ProductSeed): string => `${product.name}, ${product.unit}`;

/** What one store stocks: the catalogue minus what it does not carry, with its own prices. */
export function stockFor(store: GroceryStoreSeed, aisles: readonly AisleSeed[] = GROCERY_AISLES): AisleSeed[] {
  const rng = store.priceSeed === null ? null : createPrng(store.priceSeed);
  const notStocked = new Set(store.notStocked);
  const outOfStock = new Set(store.outOfStock);
  return aisles.map((aisle) => ({
    ...aisle,
    products: aisle.products
      .filter((product) => !notStocked.has(product.name))
      .map((product) => ({
        ...product,
        pricePaise: rng ? localPrice(product, rng.between(0.94, 1.04)) : product.pricePaise,
        isActive: (product.isActive ?? true) && !outOfStock.has(product.name),
      })),
  }));
}

/** A store's price within a few per cent of the catalogue, in whole rupees, never above MRP. */
function localPrice(product: ProductSeed, factor: number): number {
  // MRP-priced goods (mrp 0, e.g. milk) sell at the printed price everywhere.
  if (product.mrpPaise === 0) return product.pricePaise;
  const rupeesPrice = Math.round((product.pricePaise * factor) / 100) * 100;
  return Math.min(rupeesPrice, product.mrpPaise);
}

/** Finds a product by 'Name' or, where a name has several pack sizes, by 'Name, unit'. */
export function productLookup(aisles: readonly AisleSeed[]): (reference: string) => ProductSeed {
  const byKey = new Map<string, ProductSeed>();
  const byName = new Map<string, ProductSeed[]>();
  for (const product of aisles.flatMap((a) => a.products)) {
    byKey.set(productKey(product), product);
    byName.set(product.name, [...(byName.get(product.name) ?? []), product]);
  }
  return (reference) => {
    const exact = byKey.get(reference);
    if (exact) return exact;
    const named = byName.get(reference) ?? [];
    if (named.length === 1 && named[0]) return named[0];
    throw new Error(`grocery reference '${reference}' matches ${named.length} products`);
  };
}

/** SPEC §9's slot label: 'Slot 1 : 7:00 AM - 9:00 AM'. */
export function slotName(position: number, slot: SlotSeed): string {
  return `Slot ${position} : ${twelveHour(slot.startsAt)} - ${twelveHour(slot.endsAt)}`;
}

function twelveHour(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
