import { describe, expect, it } from 'vitest';
import { EMPTY_CART, paise, type Cart } from '@keka/domain';
import { makeStore } from '../../test/fixtures';
import { buildBill } from './bill';
import { billRows } from './bill-rows';
import { paymentState } from './payment';

const cart: Cart = {
  restaurantId: 1,
  lines: [
    {
      id: 11,
      name: 'Butter Chicken',
      price: '349.00',
      quantity: 2,
      max_qty: null,
      is_veg: false,
      is_active: 1,
      restaurant_id: 1,
      selectedaddons: [{ addon_category_name: 'Portion', addon_id: 52, addon_name: 'Full', price: '140.00' }],
    },
  ],
};
const settings = { enDelChrRnd: 'true', taxApplicable: 'false', taxPercentage: '5' };
const here = { lat: 12.9719, lng: 77.6412 };

describe('paymentState (SPEC §4 payment button, §5)', () => {
  const base = { isLoggedIn: true, hasAddress: true, store: makeStore(), cart, itemTotal: paise(97_800) };
  it.each([
    ['guest', { isLoggedIn: false }, 'LOGIN'],
    ['no address', { hasAddress: false }, 'NO_ADDRESS'],
    ['store inactive', { store: makeStore({ is_active: 0, is_operational: 0 }) }, 'STORE_INACTIVE'],
    ['out of radius', { store: makeStore({ is_operational: 0 }) }, 'NOT_OPERATIONAL'],
    ['unavailable line', { cart: { ...cart, lines: cart.lines.map((l) => ({ ...l, is_active: 0 as const })) } }, 'UNAVAILABLE_ITEMS'],
    ['below minimum', { itemTotal: paise(14_800) }, 'MIN_ORDER'],
    ['closed for the day', { store: makeStore({ is_open: 0 }) }, 'STORE_INACTIVE'],
    ['fresh store without a slot', { store: makeStore({ is_fresh: 1 }) }, 'SELECT_SLOT'],
    ['fresh store with a slot', { store: makeStore({ is_fresh: 1 }), hasSlot: true }, 'READY'],
    ['self-pickup without an address', { hasAddress: false, deliveryType: 'SELFPICKUP' as const }, 'READY'],
    ['self-pickup out of the radius', { store: makeStore({ is_operational: 0 }), deliveryType: 'SELFPICKUP' as const }, 'READY'],
    ['all good', {}, 'READY'],
  ])('%s → %s', (_name, change, kind) => {
    expect(paymentState({ ...base, ...change }).kind).toBe(kind);
  });

  it('carries the minimum for the message', () => {
    expect(paymentState({ ...base, itemTotal: paise(100) })).toEqual({ kind: 'MIN_ORDER', minimum: 14_900 });
  });

  it('an empty cart is never below a zero minimum', () => {
    expect(paymentState({ ...base, cart: EMPTY_CART, itemTotal: paise(0), store: makeStore({ min_order_price: '0.00' }) }).kind).toBe('READY');
  });
});

describe('the cart bill (same inputs as the server)', () => {
  it('prices add-ons per unit and adds fixed delivery and restaurant charges', () => {
    const bill = buildBill(cart, makeStore(), settings, { deliveryType: 'DELIVERY', location: here, isFirstOrder: false });
    // (349 + 140) × 2 = 978; + 20 restaurant; + 35 fixed delivery.
    expect(bill.itemTotal).toBe(97_800);
    expect(bill.deliveryCharge).toBe(3_500);
    expect(bill.total).toBe(103_300);
  });

  it('keeps a waived delivery visible as a row (free first order)', () => {
    const bill = buildBill(cart, makeStore({ is_free_delivery: 1 }), settings, { deliveryType: 'DELIVERY', location: here, isFirstOrder: true });
    expect(billRows(bill).map((r) => [r.kind, r.amount, r.rule])).toEqual([
      ['ITEM_TOTAL', 97_800, undefined],
      ['RESTAURANT_CHARGES', 2_000, undefined],
      ['DELIVERY', 0, 'FREE_FIRST_ORDER'],
    ]);
  });

  it('applies the global tax when taxApplicable is true', () => {
    const bill = buildBill(cart, makeStore(), { ...settings, taxApplicable: 'true' }, { deliveryType: 'DELIVERY', location: here, isFirstOrder: false });
    expect(bill.globalTax).toBe(4_890);
  });
});
