import type { Addon, AddonCategory, Item } from '@keka/contracts';
import {
  addPaise,
  calculateLineTotal,
  countItems,
  parseRupees,
  quantityOfItem,
  type Cart,
  type CartAddon,
  type CartLine,
  type Paise,
} from '@keka/domain';
import type { NewLine } from './state';

/** The cart line of SPEC §3 "Cart product" for a menu item and a chosen add-on set. */
export function toNewLine(item: Item, selectedaddons: readonly CartAddon[] = []): NewLine {
  return {
    id: item.id,
    name: item.name,
    price: item.price,
    max_qty: item.max_qty,
    is_veg: item.is_veg === 1,
    is_active: item.is_active,
    restaurant_id: item.restaurant_id,
    image: item.image,
    selectedaddons,
  };
}

export function toCartAddon(category: AddonCategory, addon: Addon): CartAddon {
  return { addon_category_name: category.name, addon_id: addon.id, addon_name: addon.name, price: addon.price };
}

export function lineTotal(line: Pick<CartLine, 'price' | 'quantity' | 'selectedaddons'>): Paise {
  return calculateLineTotal({
    unitPrice: parseRupees(line.price),
    quantity: line.quantity,
    addonPrices: line.selectedaddons.map((a) => parseRupees(a.price)),
  });
}

/** Item total of the cart (SPEC §3 "Cart totals": totalPrice) for the float bar. */
export function cartItemTotal(cart: Cart): Paise {
  return addPaise(...cart.lines.map(lineTotal));
}

/** The most recently added line of an item: what − on a menu row lowers for customisable items. */
export function lastLineOfItem(cart: Cart, itemId: number): CartLine | undefined {
  return cart.lines.findLast((l) => l.id === itemId);
}

export { countItems, quantityOfItem };
