import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addLinesToCart,
  addToCart,
  countItems,
  decrementLine,
  EMPTY_CART,
  isAtMaxQuantity,
  isItemAtMaxQuantity,
  isSameLine,
  markUnavailable,
  quantityOfItem,
  removeLine,
  type Cart,
  type CartAddon,
  type CartLine,
} from './cart';

type Product = Omit<CartLine, 'quantity'>;

const DOSA_STORE = 1;
const PIZZA_STORE = 2;

const EXTRA_CHEESE: CartAddon = { addon_category_name: 'Extras', addon_id: 11, addon_name: 'Extra cheese', price: '20.00' };
const JALAPENOS: CartAddon = { addon_category_name: 'Extras', addon_id: 12, addon_name: 'Jalapeños', price: '15.00' };
const LARGE: CartAddon = { addon_category_name: 'Size', addon_id: 21, addon_name: 'Large', price: '60.00' };

function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Item ${id}`,
    price: '120.00',
    max_qty: null,
    is_veg: true,
    is_active: 1,
    restaurant_id: DOSA_STORE,
    selectedaddons: [],
    ...overrides,
  };
}

/** Adds each product in turn, as taps on ADD / + would. */
function addAll(cart: Cart, ...products: Product[]): Cart {
  return products.reduce((c, p) => addToCart(c, p).cart, cart);
}

const quantities = (cart: Cart) => cart.lines.map((l) => [l.id, l.selectedaddons.map((a) => a.addon_id), l.quantity]);

describe('addToCart (SPEC §4)', () => {
  it('appends a new item with quantity 1 and takes its store', () => {
    const { cart, removedOtherStore } = addToCart(EMPTY_CART, product(101));
    expect(cart).toEqual({ restaurantId: DOSA_STORE, lines: [{ ...product(101), quantity: 1 }] });
    expect(removedOtherStore).toBe(false);
  });

  it('appends a second, different item after the first', () => {
    const cart = addAll(EMPTY_CART, product(101), product(102));
    expect(quantities(cart)).toEqual([
      [101, [], 1],
      [102, [], 1],
    ]);
  });

  it('raises the quantity when the same item is added again', () => {
    const cart = addAll(EMPTY_CART, product(101), product(101), product(101));
    expect(quantities(cart)).toEqual([[101, [], 3]]);
  });

  it('raises the quantity for identical add-ons chosen in another order', () => {
    const first = product(201, { selectedaddons: [EXTRA_CHEESE, JALAPENOS] });
    const again = product(201, { selectedaddons: [JALAPENOS, EXTRA_CHEESE] });
    const cart = addAll(EMPTY_CART, first, again);
    expect(cart.lines).toEqual([{ ...first, quantity: 2 }]);
  });

  it('appends a new line for the same item with different add-ons', () => {
    const cart = addAll(
      EMPTY_CART,
      product(201),
      product(201, { selectedaddons: [EXTRA_CHEESE] }),
      product(201, { selectedaddons: [EXTRA_CHEESE, JALAPENOS] }),
      product(201, { selectedaddons: [LARGE] }),
      product(201, { selectedaddons: [EXTRA_CHEESE] }),
    );
    expect(quantities(cart)).toEqual([
      [201, [], 1],
      [201, [11], 2],
      [201, [11, 12], 1],
      [201, [21], 1],
    ]);
  });

  it("empties the cart first when the item is from another store, and says so", () => {
    const dosaCart = addAll(EMPTY_CART, product(101), product(101), product(102));
    const pizza = product(301, { restaurant_id: PIZZA_STORE });
    const { cart, removedOtherStore } = addToCart(dosaCart, pizza);
    expect(cart).toEqual({ restaurantId: PIZZA_STORE, lines: [{ ...pizza, quantity: 1 }] });
    expect(removedOtherStore).toBe(true);
  });

  it('does not report a removal when the cart was empty', () => {
    const emptied = decrementLine(addAll(EMPTY_CART, product(101)), product(101));
    expect(addToCart(emptied, product(301, { restaurant_id: PIZZA_STORE })).removedOtherStore).toBe(false);
  });

  it('stops + at max_qty', () => {
    const limited = product(101, { max_qty: 2 });
    const atMax = addAll(EMPTY_CART, limited, limited);
    const { cart, removedOtherStore } = addToCart(atMax, limited);
    expect(quantities(cart)).toEqual([[101, [], 2]]);
    expect(cart).toEqual(atMax);
    expect(removedOtherStore).toBe(false);
  });

  it('counts max_qty across add-on variants of one item, as checkout does', () => {
    const plain = product(101, { max_qty: 2 });
    const cheesy = product(101, { max_qty: 2, selectedaddons: [EXTRA_CHEESE] });
    let cart = addToCart(EMPTY_CART, plain).cart;
    cart = addToCart(cart, cheesy).cart;
    cart = addToCart(cart, cheesy).cart;
    expect(quantityOfItem(cart, 101)).toBe(2);
    expect(cart.lines.map((l) => l.quantity)).toEqual([1, 1]);
  });

  it('has no limit without max_qty', () => {
    const many = Array.from({ length: 25 }, () => product(101));
    expect(quantities(addAll(EMPTY_CART, ...many))).toEqual([[101, [], 25]]);
  });

  it('does not change the cart it was given', () => {
    const cart = deepFreeze(addAll(EMPTY_CART, product(101)));
    const before = JSON.stringify(cart);
    addToCart(cart, product(101));
    addToCart(cart, product(102));
    addToCart(cart, product(301, { restaurant_id: PIZZA_STORE }));
    expect(JSON.stringify(cart)).toBe(before);
  });
});

describe('isSameLine', () => {
  it('matches an item by id and its exact add-on set', () => {
    const a = product(201, { selectedaddons: [EXTRA_CHEESE, JALAPENOS] });
    expect(isSameLine(a, product(201, { selectedaddons: [JALAPENOS, EXTRA_CHEESE] }))).toBe(true);
    expect(isSameLine(a, product(201, { selectedaddons: [EXTRA_CHEESE] }))).toBe(false);
    expect(isSameLine(a, product(202, { selectedaddons: [EXTRA_CHEESE, JALAPENOS] }))).toBe(false);
    expect(isSameLine(product(201), product(201))).toBe(true);
  });
});

describe('addLinesToCart (reorder: whole lines, unit by unit under SPEC §4)', () => {
  const line = (p: Product, quantity: number): CartLine => ({ ...p, quantity });

  it('adds each line with its quantity and add-ons, merging an identical line already in the cart', () => {
    const start = addAll(EMPTY_CART, product(101));
    const { cart, removedOtherStore, limitedIds } = addLinesToCart(start, [line(product(101), 2), line(product(201, { selectedaddons: [EXTRA_CHEESE] }), 3)]);
    expect(quantities(cart)).toEqual([
      [101, [], 3],
      [201, [11], 3],
    ]);
    expect(removedOtherStore).toBe(false);
    expect(limitedIds).toEqual([]);
  });

  it("empties another store's cart first, once, and says so", () => {
    const dosaCart = addAll(EMPTY_CART, product(101), product(102));
    const pizza = product(301, { restaurant_id: PIZZA_STORE });
    const { cart, removedOtherStore } = addLinesToCart(dosaCart, [line(pizza, 2), line(product(302, { restaurant_id: PIZZA_STORE }), 1)]);
    expect(cart.restaurantId).toBe(PIZZA_STORE);
    expect(quantities(cart)).toEqual([
      [301, [], 2],
      [302, [], 1],
    ]);
    expect(removedOtherStore).toBe(true);
  });

  it('stops an item at max_qty across its lines and names it', () => {
    const limited = product(101, { max_qty: 3 });
    const { cart, limitedIds } = addLinesToCart(EMPTY_CART, [line(limited, 2), line({ ...limited, selectedaddons: [LARGE] }, 2), line(product(102), 1)]);
    expect(quantities(cart)).toEqual([
      [101, [], 2],
      [101, [21], 1],
      [102, [], 1],
    ]);
    expect(limitedIds).toEqual([101]);
  });

  it('leaves the cart as it was for no lines', () => {
    const start = addAll(EMPTY_CART, product(101));
    expect(addLinesToCart(start, [])).toEqual({ cart: start, removedOtherStore: false, limitedIds: [] });
  });
});

describe('isAtMaxQuantity (SPEC §4: the + disappears at max_qty)', () => {
  it.each([
    [1, 2, false],
    [2, 2, true],
    [3, 2, true],
    [99, null, false],
  ])('quantity %i with max_qty %s → %s', (quantity, max_qty, expected) => {
    expect(isAtMaxQuantity({ quantity, max_qty })).toBe(expected);
  });
});

describe('isItemAtMaxQuantity (the cart counts an item across its add-on variants)', () => {
  it('hides + on every line of an item once its lines together reach max_qty', () => {
    const limited = product(101, { max_qty: 3 });
    let cart = addAll(EMPTY_CART, limited, limited);
    expect(isItemAtMaxQuantity(cart, limited)).toBe(false);
    cart = addToCart(cart, { ...limited, selectedaddons: [EXTRA_CHEESE] }).cart;
    expect(cart.lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(cart.lines.every((l) => !isAtMaxQuantity(l))).toBe(true);
    expect(cart.lines.every((l) => isItemAtMaxQuantity(cart, l))).toBe(true);
    // And + would indeed do nothing there.
    expect(addToCart(cart, limited).cart).toBe(cart);
  });
});

describe('decrementLine and removeLine (SPEC §4)', () => {
  it('lowers the quantity by one', () => {
    const cart = addAll(EMPTY_CART, product(101), product(101), product(102));
    expect(quantities(decrementLine(cart, product(101)))).toEqual([
      [101, [], 1],
      [102, [], 1],
    ]);
  });

  it('removes the line at quantity 1', () => {
    const cart = addAll(EMPTY_CART, product(101), product(102));
    const after = decrementLine(cart, product(101));
    expect(quantities(after)).toEqual([[102, [], 1]]);
    expect(after.restaurantId).toBe(DOSA_STORE);
  });

  it('lowers only the matching add-on variant', () => {
    const withCheese = product(201, { selectedaddons: [EXTRA_CHEESE] });
    const cart = addAll(EMPTY_CART, product(201), withCheese, withCheese);
    expect(quantities(decrementLine(cart, product(201, { selectedaddons: [EXTRA_CHEESE] })))).toEqual([
      [201, [], 1],
      [201, [11], 1],
    ]);
  });

  it('clears the store when the cart becomes empty', () => {
    const cart = addAll(EMPTY_CART, product(101));
    expect(decrementLine(cart, product(101))).toEqual({ restaurantId: null, lines: [] });
  });

  it('removes a whole line whatever its quantity', () => {
    const cart = addAll(EMPTY_CART, product(101), product(101), product(102));
    expect(quantities(removeLine(cart, product(101)))).toEqual([[102, [], 1]]);
    expect(removeLine(removeLine(cart, product(101)), product(102))).toEqual({ restaurantId: null, lines: [] });
  });

  it('leaves the cart alone when the line is not in it', () => {
    const cart = addAll(EMPTY_CART, product(101));
    expect(decrementLine(cart, product(999))).toEqual(cart);
    expect(removeLine(cart, product(101, { selectedaddons: [LARGE] }))).toEqual(cart);
  });
});

describe('markUnavailable (SPEC §4 availability check)', () => {
  const cart = addAll(EMPTY_CART, product(101), product(102), product(201, { selectedaddons: [LARGE] }), product(201));

  it('marks the returned ids inactive, every variant of them, and the others active', () => {
    const checked = markUnavailable(cart, [102, 201]);
    expect(checked.lines.map((l) => [l.id, l.is_active])).toEqual([
      [101, 1],
      [102, 0],
      [201, 0],
      [201, 0],
    ]);
    expect(checked.restaurantId).toBe(DOSA_STORE);
    expect(countItems(checked)).toBe(4);
  });

  it('reads an empty list as all active again', () => {
    const checked = markUnavailable(markUnavailable(cart, [102]), []);
    expect(checked.lines.map((l) => l.is_active)).toEqual([1, 1, 1, 1]);
  });
});

describe('countItems and quantityOfItem', () => {
  const cart = addAll(
    EMPTY_CART,
    product(101),
    product(101),
    product(201),
    product(201, { selectedaddons: [EXTRA_CHEESE] }),
    product(201, { selectedaddons: [EXTRA_CHEESE] }),
    product(201, { selectedaddons: [LARGE] }),
  );

  it('counts every unit in the cart (productQuantity)', () => {
    expect(countItems(cart)).toBe(6);
    expect(countItems(EMPTY_CART)).toBe(0);
  });

  it('adds up an item across its add-on variants', () => {
    expect(quantityOfItem(cart, 201)).toBe(4);
    expect(quantityOfItem(cart, 101)).toBe(2);
    expect(quantityOfItem(cart, 999)).toBe(0);
  });
});

describe('cart properties', () => {
  // Few variants, mostly adds, so that walks often reach max_qty and switch stores.
  const stepArb = fc.record({
    kind: fc.constantFrom('add', 'add', 'add', 'decrement', 'remove'),
    id: fc.integer({ min: 1, max: 3 }),
    selectedaddons: fc.constantFrom<readonly CartAddon[]>([], [EXTRA_CHEESE], [EXTRA_CHEESE, JALAPENOS], [JALAPENOS, EXTRA_CHEESE]),
  });

  it('keeps one store, one line per variant and quantities within 1..max_qty through any taps', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 20, maxLength: 60 }), (steps) => {
        let cart: Cart = EMPTY_CART;
        for (const step of steps) {
          // One catalogue: an item id always has the same store and max_qty.
          const p = product(step.id, {
            restaurant_id: step.id <= 2 ? DOSA_STORE : PIZZA_STORE,
            max_qty: step.id === 2 ? 2 : null,
            selectedaddons: step.selectedaddons,
          });
          const before = countItems(cart);
          if (step.kind === 'add') {
            const result = addToCart(cart, p);
            if (!result.removedOtherStore) expect(countItems(result.cart) - before).toBeLessThanOrEqual(1);
            cart = result.cart;
          } else if (step.kind === 'decrement') {
            cart = decrementLine(cart, p);
            expect(before - countItems(cart)).toBeLessThanOrEqual(1);
          } else {
            cart = removeLine(cart, p);
          }
          expect(cart.restaurantId === null).toBe(cart.lines.length === 0);
          for (const l of cart.lines) {
            expect(l.restaurant_id).toBe(cart.restaurantId);
            expect(l.quantity).toBeGreaterThanOrEqual(1);
            if (l.max_qty !== null) expect(quantityOfItem(cart, l.id)).toBeLessThanOrEqual(l.max_qty);
          }
          cart.lines.forEach((a, i) => cart.lines.slice(i + 1).forEach((b) => expect(isSameLine(a, b)).toBe(false)));
        }
      }),
    );
  });
});

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
