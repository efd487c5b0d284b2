import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { paise } from '../money/money';
import { calculateBill, calculateLineTotal } from './calculate-bill';
import type {
  Bill,
  BillCoupon,
  BillInput,
  BillLineInput,
  BillLineKind,
  BillSettings,
  BillStore,
  BillTip,
  DeliveryRule,
} from './types';

/*
 * Every expected amount below is a hand-computed literal in paise; the comment beside a case shows the sum.
 * The default store charges ₹10 packing, delivers dynamically (first 3 km ₹30, then ₹8 per extra km) and has
 * its 5 % tax switched off; the default cart is 2 × Masala Dosa at ₹120 = ₹240, delivered 2.4 km away.
 */

const DEFAULT_STORE: BillStore = {
  restaurantCharges: paise(1000),
  deliveryChargeType: 'DYNAMIC',
  deliveryCharges: paise(4000),
  baseDeliveryDistanceKm: 3,
  baseDeliveryCharge: paise(3000),
  extraDeliveryDistanceKm: 1,
  extraDeliveryCharge: paise(800),
  surcharge: paise(0),
  enableTax: false,
  taxPercent: 5,
  isFreeDelivery: false,
  citySurge: paise(0),
};

const DEFAULT_SETTINGS: BillSettings = { roundDeliveryCharge: false, globalTaxPercent: null };

function line(unitPrice: number, quantity: number, addonPrices: readonly number[] = []): BillLineInput {
  return { unitPrice: paise(unitPrice), quantity, addonPrices: addonPrices.map(paise) };
}

interface BillInputOverrides extends Partial<Omit<BillInput, 'store' | 'settings'>> {
  readonly store?: Partial<BillStore>;
  readonly settings?: Partial<BillSettings>;
}

function billInput(overrides: BillInputOverrides = {}): BillInput {
  const { store, settings, ...rest } = overrides;
  return {
    lines: [line(12000, 2)],
    deliveryType: 'DELIVERY',
    distanceKm: 2.4,
    coupon: null,
    tip: null,
    isFirstOrder: false,
    providerDeliveryCharge: null,
    ...rest,
    store: { ...DEFAULT_STORE, ...store },
    settings: { ...DEFAULT_SETTINGS, ...settings },
  };
}

const percentCoupon = (percent: number, maxDiscount: number | null = null): BillCoupon => ({
  discountType: 'PERCENTAGE',
  percent,
  maxDiscount: maxDiscount === null ? null : paise(maxDiscount),
});
const amountCoupon = (amount: number): BillCoupon => ({ discountType: 'AMOUNT', amount: paise(amount) });
const amountTip = (amount: number): BillTip => ({ type: 'AMOUNT', amount: paise(amount) });
const percentTip = (percent: number): BillTip => ({ type: 'PERCENTAGE', percent });

type BillSummary = { [K in keyof Omit<Bill, 'lines' | 'deliveryRule'>]: number } & { deliveryRule: DeliveryRule };

/** The whole bill but its lines; every part not named is expected to be exactly 0. */
function bill(parts: Partial<BillSummary> & Pick<BillSummary, 'itemTotal' | 'deliveryRule' | 'total'>): BillSummary {
  return {
    couponDiscount: 0,
    restaurantCharges: 0,
    deliveryCharge: 0,
    tip: 0,
    surcharge: 0,
    distanceSurge: 0,
    citySurge: 0,
    storeTax: 0,
    globalTax: 0,
    ...parts,
  };
}

function summaryOf(input: BillInput): BillSummary {
  const { lines: _lines, ...summary } = calculateBill(input);
  return summary;
}

describe('item and add-on line totals (SPEC §9: price × qty + add-ons × qty)', () => {
  it('bills the default cart: 2 × ₹120 + ₹10 packing + ₹30 base delivery', () => {
    expect(summaryOf(billInput())).toEqual(
      // 24000 + 1000 + 3000
      bill({ itemTotal: 24000, restaurantCharges: 1000, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', total: 28000 }),
    );
  });

  it('bills a single item', () => {
    expect(summaryOf(billInput({ lines: [line(12000, 1)] }))).toEqual(
      bill({ itemTotal: 12000, restaurantCharges: 1000, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', total: 16000 }),
    );
  });

  it('multiplies add-ons by the quantity and adds up every line', () => {
    // (14950 + 2000 + 1525) × 2 = 36950; + 6000 = 42950; + 1000 + 3000 = 46950
    const input = billInput({ lines: [line(14950, 2, [2000, 1525]), line(6000, 1)] });
    expect(summaryOf(input)).toEqual(
      bill({ itemTotal: 42950, restaurantCharges: 1000, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', total: 46950 }),
    );
  });

  it('calculateLineTotal: 3 × (₹100 + ₹15 + ₹5) = ₹360, not 3 × ₹100 + ₹20', () => {
    expect(calculateLineTotal(line(10000, 3, [1500, 500]))).toBe(36000);
  });

  it.each([0, -1, 1.5])('refuses a line quantity of %d', (quantity) => {
    expect(() => calculateLineTotal(line(10000, quantity))).toThrow(RangeError);
    expect(() => calculateBill(billInput({ lines: [line(10000, quantity)] }))).toThrow(RangeError);
  });
});

describe('coupons (SPEC §9)', () => {
  const charges = { restaurantCharges: 1000, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE' } as const;

  it('takes a percentage of the item total', () => {
    // 10 % of 24000 = 2400; 24000 − 2400 + 1000 + 3000
    expect(summaryOf(billInput({ coupon: percentCoupon(10) }))).toEqual(
      bill({ itemTotal: 24000, couponDiscount: 2400, ...charges, total: 25600 }),
    );
  });

  it('caps a percentage at max_discount', () => {
    // 50 % of 24000 = 12000, capped at 10000; 24000 − 10000 + 4000
    expect(summaryOf(billInput({ coupon: percentCoupon(50, 10000) }))).toEqual(
      bill({ itemTotal: 24000, couponDiscount: 10000, ...charges, total: 18000 }),
    );
  });

  it('leaves a percentage under its cap alone', () => {
    // 20 % of 24000 = 4800 < 10000; 24000 − 4800 + 4000
    expect(summaryOf(billInput({ coupon: percentCoupon(20, 10000) }))).toEqual(
      bill({ itemTotal: 24000, couponDiscount: 4800, ...charges, total: 23200 }),
    );
  });

  it('reads a max_discount of 0 as no cap', () => {
    // 50 % of 24000 = 12000; 24000 − 12000 + 4000
    expect(summaryOf(billInput({ coupon: percentCoupon(50, 0) }))).toEqual(
      bill({ itemTotal: 24000, couponDiscount: 12000, ...charges, total: 16000 }),
    );
  });

  it('rounds a percentage half up to the paisa', () => {
    // 15 % of 9990 = 1498.5 → 1499; 9990 − 1499 + 4000
    expect(summaryOf(billInput({ lines: [line(9990, 1)], coupon: percentCoupon(15) }))).toEqual(
      bill({ itemTotal: 9990, couponDiscount: 1499, ...charges, total: 12491 }),
    );
  });

  it('subtracts a fixed amount', () => {
    // 24000 − 7500 + 4000
    expect(summaryOf(billInput({ coupon: amountCoupon(7500) }))).toEqual(
      bill({ itemTotal: 24000, couponDiscount: 7500, ...charges, total: 20500 }),
    );
  });

  it('never discounts more than the item total: a ₹500 coupon on ₹240 of food leaves the charges', () => {
    const input = billInput({ coupon: amountCoupon(50000) });
    expect(summaryOf(input)).toEqual(bill({ itemTotal: 24000, couponDiscount: 24000, ...charges, total: 4000 }));
    expect(calculateBill(input).lines).toEqual([
      { kind: 'ITEM_TOTAL', amount: 24000 },
      { kind: 'COUPON', amount: -24000 },
      { kind: 'RESTAURANT_CHARGES', amount: 1000 },
      { kind: 'DELIVERY', amount: 3000 },
    ]);
  });

  it('never discounts more than the item total with a percentage above 100 %', () => {
    expect(summaryOf(billInput({ coupon: percentCoupon(150) }))).toEqual(
      bill({ itemTotal: 24000, couponDiscount: 24000, ...charges, total: 4000 }),
    );
  });

  it('counts the discounted item total for the free-delivery window: ₹750 − ₹100 = ₹650 is delivered free', () => {
    // 75000 − 10000 = 65000 in 49900..69900, no tax; 65000 + 1000
    expect(summaryOf(billInput({ lines: [line(75000, 1)], coupon: amountCoupon(10000) }))).toEqual(
      bill({ itemTotal: 75000, couponDiscount: 10000, restaurantCharges: 1000, deliveryRule: 'FREE_ORDER_VALUE', total: 66000 }),
    );
  });

  it('charges delivery when a coupon takes the order below the window: ₹500 − ₹10 = ₹490', () => {
    // 50000 − 1000 + 1000 + 3000
    expect(summaryOf(billInput({ lines: [line(50000, 1)], coupon: amountCoupon(1000) }))).toEqual(
      bill({ itemTotal: 50000, couponDiscount: 1000, ...charges, total: 53000 }),
    );
  });
});

describe('delivery charge (SPEC §9)', () => {
  const food = { itemTotal: 24000, restaurantCharges: 1000 } as const;

  it('charges a fixed store its delivery_charges whatever the distance', () => {
    const fixed = { deliveryChargeType: 'FIXED' } as const;
    expect(summaryOf(billInput({ store: fixed, distanceKm: 4.2 }))).toEqual(
      bill({ ...food, deliveryCharge: 4000, deliveryRule: 'FIXED', total: 29000 }),
    );
    // 24000 + 1000 + 4000 + 750 distance surge
    expect(summaryOf(billInput({ store: fixed, distanceKm: 7 }))).toEqual(
      bill({ ...food, deliveryCharge: 4000, deliveryRule: 'FIXED', distanceSurge: 750, total: 29750 }),
    );
  });

  it.each([1.2, 3.0])('charges the base charge at or below the base distance (%d km)', (distanceKm) => {
    expect(summaryOf(billInput({ distanceKm }))).toEqual(
      bill({ ...food, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', total: 28000 }),
    );
  });

  it('charges the base charge when the distance is unknown', () => {
    expect(summaryOf(billInput({ distanceKm: null }))).toEqual(
      bill({ ...food, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', total: 28000 }),
    );
  });

  it('adds the extra charge pro rata beyond the base distance: 4.0 km → ₹30 + 1 × ₹8', () => {
    expect(summaryOf(billInput({ distanceKm: 4 }))).toEqual(
      bill({ ...food, deliveryCharge: 3800, deliveryRule: 'DYNAMIC_DISTANCE', total: 28800 }),
    );
  });

  it.each([false, true])('5.5 km → ₹30 + 2.5 × ₹8 = ₹50 exactly (rounding up: %s)', (roundDeliveryCharge) => {
    // 24000 + 1000 + 5000 + 750 distance surge
    expect(summaryOf(billInput({ distanceKm: 5.5, settings: { roundDeliveryCharge } }))).toEqual(
      bill({ ...food, deliveryCharge: 5000, deliveryRule: 'DYNAMIC_DISTANCE', distanceSurge: 750, total: 30750 }),
    );
  });

  it('5.3 km → ₹30 + 2.3 × ₹8 = ₹48.40 without rounding', () => {
    // 24000 + 1000 + 4840 + 750
    expect(summaryOf(billInput({ distanceKm: 5.3 }))).toEqual(
      bill({ ...food, deliveryCharge: 4840, deliveryRule: 'DYNAMIC_DISTANCE', distanceSurge: 750, total: 30590 }),
    );
  });

  it('5.3 km → ₹49 when enDelChrRnd rounds up to a whole rupee', () => {
    // 24000 + 1000 + 4900 + 750
    expect(summaryOf(billInput({ distanceKm: 5.3, settings: { roundDeliveryCharge: true } }))).toEqual(
      bill({ ...food, deliveryCharge: 4900, deliveryRule: 'DYNAMIC_DISTANCE', distanceSurge: 750, total: 30650 }),
    );
  });

  it('divides by extra_delivery_distance: every 2 km ₹10, 4.5 km → ₹30 + 1.5 / 2 × ₹10 = ₹37.50 (₹38 rounded)', () => {
    const store = { extraDeliveryDistanceKm: 2, extraDeliveryCharge: paise(1000) };
    expect(summaryOf(billInput({ store, distanceKm: 4.5 }))).toEqual(
      bill({ ...food, deliveryCharge: 3750, deliveryRule: 'DYNAMIC_DISTANCE', total: 28750 }),
    );
    expect(summaryOf(billInput({ store, distanceKm: 4.5, settings: { roundDeliveryCharge: true } }))).toEqual(
      bill({ ...food, deliveryCharge: 3800, deliveryRule: 'DYNAMIC_DISTANCE', total: 28800 }),
    );
  });

  it('rounds a fractional paisa half up: every 1.5 km ₹10, 4.0 km → ₹30 + ₹6.666… = ₹36.67 (₹37 rounded)', () => {
    const store = { extraDeliveryDistanceKm: 1.5, extraDeliveryCharge: paise(1000) };
    expect(summaryOf(billInput({ store, distanceKm: 4 }))).toEqual(
      bill({ ...food, deliveryCharge: 3667, deliveryRule: 'DYNAMIC_DISTANCE', total: 28667 }),
    );
    expect(summaryOf(billInput({ store, distanceKm: 4, settings: { roundDeliveryCharge: true } }))).toEqual(
      bill({ ...food, deliveryCharge: 3700, deliveryRule: 'DYNAMIC_DISTANCE', total: 28700 }),
    );
  });

  it('keeps the base charge when the store has no extra_delivery_distance (no division by zero)', () => {
    expect(summaryOf(billInput({ store: { extraDeliveryDistanceKm: 0 }, distanceKm: 8 }))).toEqual(
      bill({ ...food, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', distanceSurge: 750, total: 28750 }),
    );
  });

  it("uses the provider's bucket charge over the computed one", () => {
    // 24000 + 1000 + 6500 + 750
    expect(summaryOf(billInput({ distanceKm: 5.5, providerDeliveryCharge: paise(6500) }))).toEqual(
      bill({ ...food, deliveryCharge: 6500, deliveryRule: 'PROVIDER', distanceSurge: 750, total: 32250 }),
    );
    expect(summaryOf(billInput({ store: { deliveryChargeType: 'FIXED' }, providerDeliveryCharge: paise(2500) }))).toEqual(
      bill({ ...food, deliveryCharge: 2500, deliveryRule: 'PROVIDER', total: 27500 }),
    );
  });

  it('delivers the first order free when the store has is_free_delivery', () => {
    expect(summaryOf(billInput({ store: { isFreeDelivery: true }, isFirstOrder: true }))).toEqual(
      bill({ ...food, deliveryRule: 'FREE_FIRST_ORDER', total: 25000 }),
    );
  });

  it('lets free first-order delivery win over the provider charge but keep the distance surge', () => {
    const input = billInput({
      store: { isFreeDelivery: true },
      isFirstOrder: true,
      distanceKm: 5.5,
      providerDeliveryCharge: paise(6500),
    });
    expect(summaryOf(input)).toEqual(bill({ ...food, deliveryRule: 'FREE_FIRST_ORDER', distanceSurge: 750, total: 25750 }));
  });

  it('charges delivery on a later order or at a store without is_free_delivery', () => {
    const charged = bill({ ...food, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', total: 28000 });
    expect(summaryOf(billInput({ store: { isFreeDelivery: true }, isFirstOrder: false }))).toEqual(charged);
    expect(summaryOf(billInput({ store: { isFreeDelivery: false }, isFirstOrder: true }))).toEqual(charged);
  });

  describe('the ₹499–₹699 free-delivery window when no tax applies', () => {
    it.each([
      [49900, 50900],
      [60000, 61000],
      [69900, 70900],
    ])('waives delivery on %i paise of food (bounds included)', (itemTotal, total) => {
      expect(summaryOf(billInput({ lines: [line(itemTotal, 1)] }))).toEqual(
        bill({ itemTotal, restaurantCharges: 1000, deliveryRule: 'FREE_ORDER_VALUE', total }),
      );
    });

    it.each([
      [49899, 53899],
      [69901, 73901],
    ])('charges delivery on %i paise of food, just outside', (itemTotal, total) => {
      expect(summaryOf(billInput({ lines: [line(itemTotal, 1)] }))).toEqual(
        bill({ itemTotal, restaurantCharges: 1000, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', total }),
      );
    });

    it('wins over the provider charge', () => {
      expect(summaryOf(billInput({ lines: [line(55000, 1)], providerDeliveryCharge: paise(6500) }))).toEqual(
        bill({ itemTotal: 55000, restaurantCharges: 1000, deliveryRule: 'FREE_ORDER_VALUE', total: 56000 }),
      );
    });

    it('does not apply when the store charges tax', () => {
      // 5 % of 55000 = 2750; 55000 + 1000 + 3000 + 2750
      expect(summaryOf(billInput({ lines: [line(55000, 1)], store: { enableTax: true } }))).toEqual(
        bill({
          itemTotal: 55000,
          restaurantCharges: 1000,
          deliveryCharge: 3000,
          deliveryRule: 'DYNAMIC_BASE',
          storeTax: 2750,
          total: 61750,
        }),
      );
    });

    it('does not apply when the global tax applies', () => {
      // 18 % of 55000 = 9900; 55000 + 1000 + 3000 + 9900
      expect(summaryOf(billInput({ lines: [line(55000, 1)], settings: { globalTaxPercent: 18 } }))).toEqual(
        bill({
          itemTotal: 55000,
          restaurantCharges: 1000,
          deliveryCharge: 3000,
          deliveryRule: 'DYNAMIC_BASE',
          globalTax: 9900,
          total: 68900,
        }),
      );
    });
  });

  it('charges no delivery, distance surge or city surge on self-pickup', () => {
    const input = billInput({ deliveryType: 'SELFPICKUP', distanceKm: 7.5, store: { citySurge: paise(1500) } });
    expect(summaryOf(input)).toEqual(bill({ ...food, deliveryRule: 'SELF_PICKUP', total: 25000 }));
  });

  it('ignores the free-delivery rules on self-pickup', () => {
    const input = billInput({
      deliveryType: 'SELFPICKUP',
      distanceKm: null,
      lines: [line(55000, 1)],
      store: { isFreeDelivery: true },
      isFirstOrder: true,
    });
    expect(summaryOf(input)).toEqual(
      bill({ itemTotal: 55000, restaurantCharges: 1000, deliveryRule: 'SELF_PICKUP', total: 56000 }),
    );
  });
});

describe('tips (SPEC §5, §9)', () => {
  const base = { itemTotal: 24000, restaurantCharges: 1000, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE' } as const;

  it('adds a tip amount', () => {
    expect(summaryOf(billInput({ tip: amountTip(3000) }))).toEqual(bill({ ...base, tip: 3000, total: 31000 }));
  });

  it('takes a percentage tip of the item total', () => {
    expect(summaryOf(billInput({ tip: percentTip(10) }))).toEqual(bill({ ...base, tip: 2400, total: 30400 }));
    expect(summaryOf(billInput({ tip: percentTip(12.5) }))).toEqual(bill({ ...base, tip: 3000, total: 31000 }));
  });

  it('rounds a percentage tip half up to the paisa', () => {
    // 7 % of 9990 = 699.3 → 699; 9990 + 1000 + 3000 + 699
    expect(summaryOf(billInput({ lines: [line(9990, 1)], tip: percentTip(7) }))).toEqual(
      bill({ ...base, itemTotal: 9990, tip: 699, total: 14689 }),
    );
  });

  it('takes the percentage of the item total before the coupon', () => {
    // coupon 10 % of 24000 = 2400, tip 10 % of 24000 = 2400: 24000 − 2400 + 4000 + 2400
    expect(summaryOf(billInput({ coupon: percentCoupon(10), tip: percentTip(10) }))).toEqual(
      bill({ ...base, couponDiscount: 2400, tip: 2400, total: 28000 }),
    );
  });

  it.each([1_000_000, 1_500_000])('clamps a tip of %i paise to ₹10000', (amount) => {
    expect(summaryOf(billInput({ tip: amountTip(amount) }))).toEqual(bill({ ...base, tip: 1_000_000, total: 1_028_000 }));
  });

  it('clamps a percentage tip to 100 %', () => {
    expect(summaryOf(billInput({ tip: percentTip(150) }))).toEqual(bill({ ...base, tip: 24000, total: 52000 }));
  });

  it('clamps a percentage tip to ₹10000 too: 60 % of ₹20000 is ₹12000', () => {
    // 2000000 + 1000 + 3000 + 1000000
    expect(summaryOf(billInput({ lines: [line(2_000_000, 1)], tip: percentTip(60) }))).toEqual(
      bill({ ...base, itemTotal: 2_000_000, tip: 1_000_000, total: 3_004_000 }),
    );
  });

  it('clamps a negative tip to 0', () => {
    const untipped = bill({ ...base, total: 28000 });
    expect(summaryOf(billInput({ tip: amountTip(-500) }))).toEqual(untipped);
    expect(summaryOf(billInput({ tip: percentTip(-10) }))).toEqual(untipped);
  });
});

describe('surcharges and surges (SPEC §9)', () => {
  const food = { itemTotal: 24000, restaurantCharges: 1000 } as const;

  it('adds no distance surge at 5.0 km', () => {
    // delivery 3000 + 2 × 800 = 4600; 24000 + 1000 + 4600
    expect(summaryOf(billInput({ distanceKm: 5 }))).toEqual(
      bill({ ...food, deliveryCharge: 4600, deliveryRule: 'DYNAMIC_DISTANCE', total: 29600 }),
    );
  });

  it('adds the ₹7.50 distance surge at 5.1 km', () => {
    // delivery 3000 + 2.1 × 800 = 4680; 24000 + 1000 + 4680 + 750
    expect(summaryOf(billInput({ distanceKm: 5.1 }))).toEqual(
      bill({ ...food, deliveryCharge: 4680, deliveryRule: 'DYNAMIC_DISTANCE', distanceSurge: 750, total: 30430 }),
    );
  });

  it('bills the distance as shown, to one decimal: 5.04 km is 5.0 km and 5.06 km is 5.1 km', () => {
    expect(summaryOf(billInput({ distanceKm: 5.04 }))).toEqual(
      bill({ ...food, deliveryCharge: 4600, deliveryRule: 'DYNAMIC_DISTANCE', total: 29600 }),
    );
    expect(summaryOf(billInput({ distanceKm: 5.06 }))).toEqual(
      bill({ ...food, deliveryCharge: 4680, deliveryRule: 'DYNAMIC_DISTANCE', distanceSurge: 750, total: 30430 }),
    );
  });

  it('adds the city surge on delivery', () => {
    expect(summaryOf(billInput({ store: { citySurge: paise(1500) } }))).toEqual(
      bill({ ...food, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', citySurge: 1500, total: 29500 }),
    );
  });

  it('adds the store surcharge, on delivery and on self-pickup', () => {
    const store = { surcharge: paise(2500) };
    expect(summaryOf(billInput({ store }))).toEqual(
      bill({ ...food, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE', surcharge: 2500, total: 30500 }),
    );
    expect(summaryOf(billInput({ store, deliveryType: 'SELFPICKUP', distanceKm: null }))).toEqual(
      bill({ ...food, deliveryRule: 'SELF_PICKUP', surcharge: 2500, total: 27500 }),
    );
  });
});

describe('taxes (SPEC §9)', () => {
  const base = { itemTotal: 24000, restaurantCharges: 1000, deliveryCharge: 3000, deliveryRule: 'DYNAMIC_BASE' } as const;

  it('adds the store tax (tax_value % of the item total) when enable_tax is on', () => {
    expect(summaryOf(billInput({ store: { enableTax: true } }))).toEqual(bill({ ...base, storeTax: 1200, total: 29200 }));
  });

  it('adds no store tax when enable_tax is off, whatever tax_value says', () => {
    expect(summaryOf(billInput({ store: { enableTax: false, taxPercent: 18 } }))).toEqual(bill({ ...base, total: 28000 }));
  });

  it('taxes the item total before the coupon', () => {
    // coupon 2400, tax 5 % of 24000 = 1200: 24000 − 2400 + 4000 + 1200
    expect(summaryOf(billInput({ store: { enableTax: true }, coupon: percentCoupon(10) }))).toEqual(
      bill({ ...base, couponDiscount: 2400, storeTax: 1200, total: 26800 }),
    );
  });

  it('rounds tax half up: 18 % of ₹123.45 = ₹22.221 → ₹22.22', () => {
    // 12345 + 1000 + 3000 + 2222
    expect(summaryOf(billInput({ lines: [line(12345, 1)], store: { enableTax: true, taxPercent: 18 } }))).toEqual(
      bill({ ...base, itemTotal: 12345, storeTax: 2222, total: 18567 }),
    );
  });

  it('adds the global tax (taxPercentage) when taxApplicable', () => {
    expect(summaryOf(billInput({ settings: { globalTaxPercent: 18 } }))).toEqual(
      bill({ ...base, globalTax: 4320, total: 32320 }),
    );
    expect(summaryOf(billInput({ settings: { globalTaxPercent: 2.5 } }))).toEqual(
      bill({ ...base, globalTax: 600, total: 28600 }),
    );
  });

  it('adds both taxes when both apply', () => {
    // 1200 + 4320
    expect(summaryOf(billInput({ store: { enableTax: true }, settings: { globalTaxPercent: 18 } }))).toEqual(
      bill({ ...base, storeTax: 1200, globalTax: 4320, total: 33520 }),
    );
  });
});

describe('the total recipe (SPEC §9) and its itemised lines', () => {
  it('adds every part in order', () => {
    const input = billInput({
      // (18000 + 2500) × 2 + 9550 = 50550
      lines: [line(18000, 2, [2500]), line(9550, 1)],
      store: {
        restaurantCharges: paise(1500),
        surcharge: paise(2000),
        enableTax: true,
        taxPercent: 5,
        isFreeDelivery: true,
        citySurge: paise(1500),
      },
      settings: { roundDeliveryCharge: true, globalTaxPercent: 2.5 },
      distanceKm: 6.2,
      coupon: percentCoupon(20, 8000),
      tip: percentTip(10),
      isFirstOrder: false,
    });
    // coupon: 20 % of 50550 = 10110, capped at 8000
    // delivery: taxed, so no free window; 3000 + 3.2 × 800 = 5560, rounded up to 5600
    // tip: 10 % of 50550 = 5055; store tax: 5 % = 2527.5 → 2528; global tax: 2.5 % = 1263.75 → 1264
    // total: 50550 − 8000 + 1500 + 5600 + 5055 + 2000 + 750 + 1500 + 2528 + 1264 = 62747
    expect(calculateBill(input)).toEqual({
      ...bill({
        itemTotal: 50550,
        couponDiscount: 8000,
        restaurantCharges: 1500,
        deliveryCharge: 5600,
        deliveryRule: 'DYNAMIC_DISTANCE',
        tip: 5055,
        surcharge: 2000,
        distanceSurge: 750,
        citySurge: 1500,
        storeTax: 2528,
        globalTax: 1264,
        total: 62747,
      }),
      lines: [
        { kind: 'ITEM_TOTAL', amount: 50550 },
        { kind: 'COUPON', amount: -8000 },
        { kind: 'RESTAURANT_CHARGES', amount: 1500 },
        { kind: 'DELIVERY', amount: 5600 },
        { kind: 'TIP', amount: 5055 },
        { kind: 'SURCHARGE', amount: 2000 },
        { kind: 'DISTANCE_SURGE', amount: 750 },
        { kind: 'CITY_SURGE', amount: 1500 },
        { kind: 'STORE_TAX', amount: 2528 },
        { kind: 'GLOBAL_TAX', amount: 1264 },
      ],
    });
  });

  it('leaves out zero lines but always shows the item total', () => {
    expect(calculateBill(billInput()).lines).toEqual([
      { kind: 'ITEM_TOTAL', amount: 24000 },
      { kind: 'RESTAURANT_CHARGES', amount: 1000 },
      { kind: 'DELIVERY', amount: 3000 },
    ]);
    const empty = billInput({ lines: [], deliveryType: 'SELFPICKUP', distanceKm: null, store: { restaurantCharges: paise(0) } });
    expect(calculateBill(empty)).toEqual({
      ...bill({ itemTotal: 0, deliveryRule: 'SELF_PICKUP', total: 0 }),
      lines: [{ kind: 'ITEM_TOTAL', amount: 0 }],
    });
  });
});

describe('bill properties', () => {
  const amount = (max: number) => fc.integer({ min: 0, max }).map(paise);
  const tenths = (maxKm: number) => fc.integer({ min: 0, max: maxKm * 10 }).map((t) => t / 10);
  const percent = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((basisPoints) => basisPoints / 100);

  const lineArb: fc.Arbitrary<BillLineInput> = fc.record({
    unitPrice: amount(200_000),
    quantity: fc.integer({ min: 1, max: 20 }),
    addonPrices: fc.array(amount(10_000), { maxLength: 3 }),
  });
  const storeArb: fc.Arbitrary<BillStore> = fc.record({
    restaurantCharges: amount(5_000),
    deliveryChargeType: fc.constantFrom('FIXED' as const, 'DYNAMIC' as const),
    deliveryCharges: amount(10_000),
    baseDeliveryDistanceKm: tenths(10),
    baseDeliveryCharge: amount(10_000),
    extraDeliveryDistanceKm: tenths(5),
    extraDeliveryCharge: amount(5_000),
    surcharge: amount(5_000),
    enableTax: fc.boolean(),
    taxPercent: percent(30),
    isFreeDelivery: fc.boolean(),
    citySurge: amount(5_000),
  });
  const couponArb: fc.Arbitrary<BillCoupon | null> = fc.option(
    fc.oneof(
      fc.record({
        discountType: fc.constant('PERCENTAGE' as const),
        percent: percent(150),
        maxDiscount: fc.option(amount(100_000), { nil: null }),
      }),
      fc.record({ discountType: fc.constant('AMOUNT' as const), amount: amount(2_000_000) }),
    ),
    { nil: null },
  );
  const tipArb: fc.Arbitrary<BillTip | null> = fc.option(
    fc.oneof(
      fc.record({ type: fc.constant('AMOUNT' as const), amount: fc.integer({ min: -10_000, max: 2_000_000 }).map(paise) }),
      fc.record({ type: fc.constant('PERCENTAGE' as const), percent: fc.integer({ min: -50, max: 200 }) }),
    ),
    { nil: null },
  );
  const inputArb: fc.Arbitrary<BillInput> = fc.record({
    lines: fc.array(lineArb, { maxLength: 6 }),
    store: storeArb,
    deliveryType: fc.constantFrom('DELIVERY' as const, 'SELFPICKUP' as const),
    distanceKm: fc.option(tenths(30), { nil: null }),
    coupon: couponArb,
    tip: tipArb,
    settings: fc.record({ roundDeliveryCharge: fc.boolean(), globalTaxPercent: fc.option(percent(30), { nil: null }) }),
    isFirstOrder: fc.boolean(),
    providerDeliveryCharge: fc.option(amount(20_000), { nil: null }),
  });

  const ORDER: readonly BillLineKind[] = [
    'ITEM_TOTAL',
    'COUPON',
    'RESTAURANT_CHARGES',
    'DELIVERY',
    'TIP',
    'SURCHARGE',
    'DISTANCE_SURGE',
    'CITY_SURGE',
    'STORE_TAX',
    'GLOBAL_TAX',
  ];

  it('never gives a negative total', () => {
    fc.assert(fc.property(inputArb, (input) => calculateBill(input).total >= 0));
  });

  it('gives a total equal to the sum of its lines, listed once each in recipe order', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { lines, total } = calculateBill(input);
        expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(total);
        const positions = lines.map((l) => ORDER.indexOf(l.kind));
        expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
        expect(positions[0]).toBe(0);
      }),
    );
  });

  it('changes the total by exactly the change in tip and nothing else', () => {
    fc.assert(
      fc.property(inputArb, tipArb, (input, otherTip) => {
        const { tip: tipA, total: totalA, lines: _a, ...restA } = calculateBill(input);
        const { tip: tipB, total: totalB, lines: _b, ...restB } = calculateBill({ ...input, tip: otherTip });
        expect(totalB - totalA).toBe(tipB - tipA);
        expect(restB).toEqual(restA);
      }),
    );
  });

  it('changes the total by exactly a tip amount within the caps', () => {
    fc.assert(
      fc.property(inputArb, amount(1_000_000), amount(1_000_000), (input, a, b) => {
        const totalA = calculateBill({ ...input, tip: { type: 'AMOUNT', amount: a } }).total;
        const totalB = calculateBill({ ...input, tip: { type: 'AMOUNT', amount: b } }).total;
        return totalB - totalA === b - a;
      }),
    );
  });

  it('never discounts below zero nor beyond the item total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { couponDiscount, itemTotal } = calculateBill(input);
        return couponDiscount >= 0 && couponDiscount <= itemTotal;
      }),
    );
  });

  it('charges no delivery and no surges on self-pickup', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calculateBill({ ...input, deliveryType: 'SELFPICKUP' });
        return (
          result.deliveryCharge === 0 &&
          result.deliveryRule === 'SELF_PICKUP' &&
          result.distanceSurge === 0 &&
          result.citySurge === 0
        );
      }),
    );
  });

  it('is pure: a frozen input gives the same bill every time', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const frozen = deepFreeze(JSON.parse(JSON.stringify(input)) as BillInput);
        expect(calculateBill(frozen)).toEqual(calculateBill(input));
        expect(frozen).toEqual(input);
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
