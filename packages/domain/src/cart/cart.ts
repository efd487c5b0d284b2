/**
 * SPEC §4 cart rules as pure functions over an immutable cart. The web keeps the cart in storage;
 * the server never trusts it (it re-reads prices at checkout).
 */
export interface CartAddon {
  readonly addon_category_name: string;
  readonly addon_id: number;
  readonly addon_name: string;
  /** Rupee string as shown; informative only, the server re-reads it. */
  readonly price: string;
}

export interface CartLine {
  readonly id: number;
  readonly name: string;
  /** Rupee string of one unit ("120.00"). */
  readonly price: string;
  readonly quantity: number;
  readonly max_qty: number | null;
  readonly is_veg: boolean;
  readonly is_active: 0 | 1;
  readonly restaurant_id: number;
  readonly image?: string | null;
  readonly selectedaddons: readonly CartAddon[];
}

export interface Cart {
  /** activeRestaurant: the one store this cart belongs to, or null when empty. */
  readonly restaurantId: number | null;
  readonly lines: readonly CartLine[];
}

export const EMPTY_CART: Cart = { restaurantId: null, lines: [] };

export interface AddResult {
  readonly cart: Cart;
  /** True when the cart held another store's items and was emptied first (itemsRemovedMsg). */
  readonly removedOtherStore: boolean;
}

function sameAddons(a: readonly CartAddon[], b: readonly CartAddon[]): boolean {
  if (a.length !== b.length) return false;
  const ids = (list: readonly CartAddon[]) => list.map((x) => x.addon_id).sort((x, y) => x - y).join(',');
  return ids(a) === ids(b);
}

/** A line is identified by its item and its exact add-on selection. */
export function isSameLine(a: Pick<CartLine, 'id' | 'selectedaddons'>, b: Pick<CartLine, 'id' | 'selectedaddons'>): boolean {
  return a.id === b.id && sameAddons(a.selectedaddons, b.selectedaddons);
}

/** Adds one unit: same item with identical add-ons raises its quantity; another store's item empties the cart first. */
export function addToCart(cart: Cart, item: Omit<CartLine, 'quantity'>): AddResult {
  const removedOtherStore = cart.restaurantId !== null && cart.restaurantId !== item.restaurant_id && cart.lines.length > 0;
  const base = removedOtherStore ? EMPTY_CART : cart;
  // max_qty limits the item across its add-on variants, as the server counts it at checkout.
  if (item.max_qty !== null && quantityOfItem(base, item.id) >= item.max_qty) return { cart: base, removedOtherStore };
  const existing = base.lines.find((l) => isSameLine(l, item));
  if (existing) {
    return {
      cart: { ...base, lines: base.lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + 1 } : l)) },
      removedOtherStore,
    };
  }
  return {
    cart: { restaurantId: item.restaurant_id, lines: [...base.lines, { ...item, quantity: 1 }] },
    removedOtherStore,
  };
}

export interface AddLinesResult extends AddResult {
  /** Ids of items that got fewer units than asked, because max_qty stopped them. */
  readonly limitedIds: readonly number[];
}

/**
 * Adds whole lines (a reorder): each unit as a tap on + would, so every SPEC §4 rule holds: another
 * store's cart is emptied first, identical add-ons raise a quantity, max_qty stops the item.
 */
export function addLinesToCart(cart: Cart, lines: readonly CartLine[]): AddLinesResult {
  let next = cart;
  let removedOtherStore = false;
  const limited = new Set<number>();
  for (const { quantity, ...line } of lines) {
    for (let unit = 0; unit < quantity; unit += 1) {
      const before = quantityOfItem(next, line.id);
      const result = addToCart(next, line);
      removedOtherStore ||= result.removedOtherStore;
      next = result.cart;
      if (quantityOfItem(next, line.id) === before && !result.removedOtherStore) {
        limited.add(line.id);
        break;
      }
    }
  }
  return { cart: next, removedOtherStore, limitedIds: [...limited] };
}

/** Lowers the quantity by one; at quantity 1 the line is removed; an empty cart forgets its store. */
export function decrementLine(cart: Cart, line: Pick<CartLine, 'id' | 'selectedaddons'>): Cart {
  const lines = cart.lines.flatMap((l) => {
    if (!isSameLine(l, line)) return [l];
    return l.quantity > 1 ? [{ ...l, quantity: l.quantity - 1 }] : [];
  });
  return lines.length === 0 ? EMPTY_CART : { ...cart, lines };
}

export function removeLine(cart: Cart, line: Pick<CartLine, 'id' | 'selectedaddons'>): Cart {
  const lines = cart.lines.filter((l) => !isSameLine(l, line));
  return lines.length === 0 ? EMPTY_CART : { ...cart, lines };
}

/** True when + must be hidden (SPEC §4: the + disappears at max_qty). */
export function isAtMaxQuantity(line: Pick<CartLine, 'quantity' | 'max_qty'>): boolean {
  return line.max_qty !== null && line.quantity >= line.max_qty;
}

/**
 * True when the cart holds max_qty of the item across all its add-on variants, as `addToCart` and the
 * server's checkout count it: every line of that item hides its +, not only the one that reached it.
 */
export function isItemAtMaxQuantity(cart: Cart, item: Pick<CartLine, 'id' | 'max_qty'>): boolean {
  return isAtMaxQuantity({ quantity: quantityOfItem(cart, item.id), max_qty: item.max_qty });
}

/** SPEC §4 availability check: the returned ids become inactive; an empty list means all are active. */
export function markUnavailable(cart: Cart, unavailableIds: readonly number[]): Cart {
  const ids = new Set(unavailableIds);
  return { ...cart, lines: cart.lines.map((l) => ({ ...l, is_active: ids.has(l.id) ? 0 : 1 })) };
}

/** Cart totals: productQuantity (sum of quantities) for the badge and float bar. */
export function countItems(cart: Cart): number {
  return cart.lines.reduce((n, l) => n + l.quantity, 0);
}

/** Quantity of an item across its add-on variants, for the ADD / − qty + control on menus. */
export function quantityOfItem(cart: Cart, itemId: number): number {
  return cart.lines.reduce((n, l) => (l.id === itemId ? n + l.quantity : n), 0);
}
