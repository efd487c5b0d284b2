import { describe, expect, it } from 'vitest';
import { calculateBill, paise, type Cart } from '@keka/domain';
import { buildPlaceOrderPayload } from './payload';

const cart: Cart = {
  restaurantId: 7,
  lines: [{ id: 1, name: 'Dosa', price: '90.00', quantity: 2, max_qty: null, is_veg: true, is_active: 1, restaurant_id: 7, selectedaddons: [] }],
};
const bill = calculateBill({
  lines: [{ unitPrice: paise(9000), quantity: 2, addonPrices: [] }],
  store: {
    restaurantCharges: paise(1000),
    deliveryChargeType: 'FIXED',
    deliveryCharges: paise(3000),
    baseDeliveryDistanceKm: 0,
    baseDeliveryCharge: paise(0),
    extraDeliveryDistanceKm: 0,
    extraDeliveryCharge: paise(0),
    surcharge: paise(0),
    enableTax: false,
    taxPercent: 0,
    isFreeDelivery: false,
    citySurge: paise(0),
  },
  deliveryType: 'DELIVERY',
  distanceKm: 1,
  coupon: null,
  tip: { type: 'AMOUNT', amount: paise(2000) },
  settings: { roundDeliveryCharge: false, globalTaxPercent: null },
  isFirstOrder: false,
});
const address = { lat: 12.97, lng: 77.64, address: '12 Main Road', house: 'Flat 4', tag: 'Home' };

describe('buildPlaceOrderPayload (SPEC §3 place-order payload)', () => {
  it('sends the whole bill the cart showed as total.totalPrice, with the coupon, tip and payment', () => {
    const payload = buildPlaceOrderPayload(cart, bill, {
      address,
      comment: '  ring twice ',
      deliveryType: 'DELIVERY',
      couponCode: 'FLAT75',
      tip: { type: 'amount', value: 20 },
      slot: null,
      payment: { method: 'COD', partialWallet: true },
    });
    // 2 × 90.00 + 10.00 packing + 30.00 delivery + 20.00 tip = 240.00
    expect(payload).toMatchObject({
      restaurant_id: 7,
      coupon: 'FLAT75',
      order_comment: 'ring twice',
      total: { productQuantity: 2, totalPrice: '240.00' },
      method: 'COD',
      partial_wallet: true,
      delivery_type: 1,
      tip: { type: 'amount', value: 20 },
      location: { lat: 12.97, lng: 77.64, address: '12 Main Road', house: 'Flat 4', tag: 'Home' },
    });
    expect(payload).not.toHaveProperty('slot_id');
  });

  it('self-pickup sends no tip; a slot goes as id and day; the wallet alone takes no partial flag', () => {
    const payload = buildPlaceOrderPayload(cart, bill, {
      address: null,
      comment: '',
      deliveryType: 'SELFPICKUP',
      couponCode: null,
      tip: { type: 'percentage', value: 10 },
      slot: { id: 3, date: '2026-11-24' },
      payment: { method: 'WALLET' },
    });
    expect(payload).toMatchObject({ delivery_type: 2, tip: null, location: null, order_comment: null, slot_id: 3, slot_date: '2026-11-24', method: 'WALLET', partial_wallet: false, coupon: null });
  });
});
