import type { CartLineInput } from '@keka/contracts';
import { paise, parseRupees, type BillLineInput, type Paise } from '@keka/domain';
import { fail } from '../../lib/errors';
import type { AddonCategoryWithAddons, ItemRow } from '../catalog/catalog.service';
import type { NewOrderLine } from './orders.repository';

export interface PricedLine {
  readonly item: ItemRow;
  readonly quantity: number;
  readonly addons: readonly { id: number; name: string; categoryName: string; pricePaise: number }[];
  /** What the client showed for one unit, when it sent a price (for PRICE_CHANGED). */
  readonly clientUnitPrice: Paise | null;
}

type ParsedLine = Omit<CartLineInput, 'id' | 'selectedaddons'> & { id: number; quantity: number; selectedaddons: { addon_id: number }[] };

function clientPrice(line: ParsedLine): Paise | null {
  const price = (line as { price?: unknown }).price;
  try {
    return typeof price === 'string' || typeof price === 'number' ? parseRupees(price) : null;
  } catch {
    return null;
  }
}

export interface FoundItems {
  readonly items: readonly ItemRow[];
  readonly addonsByItem: ReadonlyMap<number, readonly AddonCategoryWithAddons[]>;
}

type AvailabilityLine = Pick<ParsedLine, 'id'> & { readonly selectedaddons: readonly { addon_id: number }[] };

/** The cart's store: the one named, else the store of the first item that still exists. */
export function cartStoreId(lines: readonly Pick<ParsedLine, 'id'>[], restaurantId: number | null | undefined, found: FoundItems): number | undefined {
  if (restaurantId) return restaurantId;
  const byId = new Map(found.items.map((i) => [i.id, i]));
  return lines.map((l) => byId.get(l.id)?.storeId).find((id) => id !== undefined);
}

/**
 * SPEC §4 availability: the ids of lines that cannot be ordered at `storeId` now: the item is gone,
 * switched off, in a section switched off, of another store, or one of its chosen add-ons is no
 * longer offered. Only those lines; the rest are fine.
 */
export function unavailableItemIds(lines: readonly AvailabilityLine[], storeId: number | undefined, found: FoundItems, options = { checkAddons: true }): number[] {
  const byId = new Map(found.items.map((i) => [i.id, i]));
  const offered = (itemId: number) => new Set((found.addonsByItem.get(itemId) ?? []).flatMap((c) => c.addons.map((a) => a.id)));
  const ids = lines
    .filter((l) => {
      const item = byId.get(l.id);
      if (!item || item.storeId !== storeId || !item.isActive) return true;
      if (!options.checkAddons) return false;
      const addons = offered(item.id);
      return l.selectedaddons.some((a) => !addons.has(a.addon_id));
    })
    .map((l) => l.id);
  return [...new Set(ids)];
}

/**
 * Re-reads every cart line against the database (SECURITY 1, 3): the item must exist, belong to the
 * store, be active, stay within max_qty, and each add-on must belong to the item. All unavailable ids
 * are reported at once so the cart can mark them (SPEC §4 availability).
 */
export function priceCartLines(lines: readonly ParsedLine[], storeId: number, found: FoundItems): PricedLine[] {
  const byId = new Map(found.items.map((i) => [i.id, i]));
  if (lines.some((l) => byId.get(l.id) !== undefined && byId.get(l.id)?.storeId !== storeId)) {
    fail('MIXED_STORES', 'Your cart has items from more than one store. Please order from one store at a time.');
  }
  // Add-ons are checked one by one below, with a message naming the item (ADDON_INVALID).
  const unavailable = unavailableItemIds(lines, storeId, found, { checkAddons: false });
  if (unavailable.length > 0) {
    fail('ITEM_UNAVAILABLE', 'Some items in your cart are not available right now. Remove them to continue.', { unavailable_ids: unavailable });
  }

  const quantityByItem = new Map<number, number>();
  for (const l of lines) quantityByItem.set(l.id, (quantityByItem.get(l.id) ?? 0) + l.quantity);
  for (const [itemId, quantity] of quantityByItem) {
    const item = byId.get(itemId);
    if (item?.maxQty !== null && item?.maxQty !== undefined && quantity > item.maxQty) {
      fail('ITEM_MAX_QTY', `You can order at most ${item.maxQty} of ${item.name}.`, { item_id: itemId, max_qty: item.maxQty });
    }
  }

  return lines.map((l) => {
    const item = byId.get(l.id) as ItemRow;
    const categories = found.addonsByItem.get(item.id) ?? [];
    const chosenIds = l.selectedaddons.map((a) => a.addon_id);
    if (new Set(chosenIds).size !== chosenIds.length) fail('ADDON_INVALID', `An add-on was chosen twice for ${item.name}.`);
    const addons = chosenIds.map((addonId) => {
      for (const { category, addons: list } of categories) {
        const addon = list.find((a) => a.id === addonId);
        if (addon) return { id: addon.id, name: addon.name, categoryName: category.name, categoryId: category.id, pricePaise: addon.pricePaise };
      }
      return fail('ADDON_INVALID', `One of the add-ons for ${item.name} is not available any more. Please choose again.`);
    });
    for (const { category } of categories) {
      if (category.type === 'SINGLE' && addons.filter((a) => a.categoryId === category.id).length > 1) {
        fail('ADDON_INVALID', `Choose only one option for "${category.name}".`);
      }
    }
    return { item, quantity: l.quantity, addons, clientUnitPrice: clientPrice(l) };
  });
}

export function toBillLines(lines: readonly PricedLine[]): BillLineInput[] {
  return lines.map((l) => ({
    unitPrice: paise(l.item.pricePaise),
    quantity: l.quantity,
    addonPrices: l.addons.map((a) => paise(a.pricePaise)),
  }));
}

export function toOrderLines(lines: readonly PricedLine[]): NewOrderLine[] {
  return lines.map((l) => {
    const unit = l.item.pricePaise + l.addons.reduce((sum, a) => sum + a.pricePaise, 0);
    return {
      line: {
        itemId: l.item.id,
        name: l.item.name,
        isVeg: l.item.isVeg,
        unitPricePaise: l.item.pricePaise,
        quantity: l.quantity,
        lineTotalPaise: unit * l.quantity,
      },
      addons: l.addons.map((a) => ({ addonId: a.id, addonCategoryName: a.categoryName, addonName: a.name, pricePaise: a.pricePaise })),
    };
  });
}
