import { roundKm } from '../geo/distance';
import {
  addPaise,
  ceilToRupee,
  minPaise,
  multiplyPaise,
  paise,
  percentOf,
  roundToPaise,
  ZERO,
  type Paise,
} from '../money/money';
import {
  DISTANCE_SURGE,
  DISTANCE_SURGE_THRESHOLD_KM,
  FREE_DELIVERY_ORDER_VALUE_MAX,
  FREE_DELIVERY_ORDER_VALUE_MIN,
  TIP_MAX,
  TIP_PERCENT_MAX,
} from './constants';
import type { Bill, BillCoupon, BillInput, BillLine, BillLineInput, BillStore, BillTip, DeliveryRule } from './types';

/**
 * The bill of SPEC §9, used by the web to show it and by the server to charge it:
 * items → coupon → restaurant and delivery charges → tip, surcharge, distance surge, city surge → taxes.
 * Pure: the same input gives the same bill on both sides.
 */
export function calculateBill(input: BillInput): Bill {
  const itemTotal = sumLines(input.lines);
  const couponDiscount = calculateCouponDiscount(itemTotal, input.coupon);
  const restaurantCharges = input.store.restaurantCharges;
  const isDelivery = input.deliveryType === 'DELIVERY';
  // SPEC §9 "distance in km with one decimal": the bill uses the distance as shown, so a raw 5.04 km
  // neither earns the distance surge nor a different dynamic charge than the 5.0 km on screen.
  const distanceKm = input.distanceKm === null ? null : roundKm(input.distanceKm);
  const hasTax = input.store.enableTax || input.settings.globalTaxPercent !== null;
  const delivery = isDelivery
    ? calculateDeliveryCharge(input, distanceKm, itemTotal - couponDiscount, hasTax)
    : { amount: ZERO, rule: 'SELF_PICKUP' as const };
  const tip = calculateTip(itemTotal, input.tip);
  const surcharge = input.store.surcharge;
  const distanceSurge =
    isDelivery && distanceKm !== null && distanceKm > DISTANCE_SURGE_THRESHOLD_KM ? DISTANCE_SURGE : ZERO;
  const citySurge = isDelivery ? input.store.citySurge : ZERO;
  const storeTax = input.store.enableTax ? percentOf(itemTotal, input.store.taxPercent) : ZERO;
  const globalTax =
    input.settings.globalTaxPercent === null ? ZERO : percentOf(itemTotal, input.settings.globalTaxPercent);

  const lines: BillLine[] = [
    { kind: 'ITEM_TOTAL', amount: itemTotal },
    { kind: 'COUPON', amount: paise(0 - couponDiscount) },
    { kind: 'RESTAURANT_CHARGES', amount: restaurantCharges },
    { kind: 'DELIVERY', amount: delivery.amount },
    { kind: 'TIP', amount: tip },
    { kind: 'SURCHARGE', amount: surcharge },
    { kind: 'DISTANCE_SURGE', amount: distanceSurge },
    { kind: 'CITY_SURGE', amount: citySurge },
    { kind: 'STORE_TAX', amount: storeTax },
    { kind: 'GLOBAL_TAX', amount: globalTax },
  ];
  const total = addPaise(...lines.map((l) => l.amount));

  return {
    itemTotal,
    couponDiscount,
    restaurantCharges,
    deliveryCharge: delivery.amount,
    deliveryRule: delivery.rule,
    tip,
    surcharge,
    distanceSurge,
    citySurge,
    storeTax,
    globalTax,
    total,
    lines: lines.filter((l) => l.amount !== 0 || l.kind === 'ITEM_TOTAL'),
  };
}

/** SPEC §9: line total = price × quantity + add-on prices × quantity. */
export function calculateLineTotal(line: BillLineInput): Paise {
  // A cart line holds at least one unit (SPEC §4 removes it at 1); zero or negative counts would lower the bill.
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`line quantity must be a whole number of at least 1, got ${line.quantity}`);
  }
  const unit = addPaise(line.unitPrice, ...line.addonPrices);
  return multiplyPaise(unit, line.quantity);
}

function sumLines(lines: readonly BillLineInput[]): Paise {
  return addPaise(...lines.map(calculateLineTotal));
}

/** SPEC §9: a percentage coupon takes a percent of the item total, capped at max_discount; a fixed one subtracts its amount. */
export function calculateCouponDiscount(itemTotal: Paise, coupon: BillCoupon | null): Paise {
  if (coupon === null) return ZERO;
  const raw =
    coupon.discountType === 'PERCENTAGE'
      ? capOptional(percentOf(itemTotal, coupon.percent), coupon.maxDiscount)
      : coupon.amount;
  // A discount never exceeds what it discounts: the bill cannot go below the charges.
  return minPaise(paise(Math.max(0, raw)), itemTotal);
}

function capOptional(amount: Paise, cap: Paise | null): Paise {
  return cap !== null && cap > 0 ? minPaise(amount, cap) : amount;
}

interface DeliveryCharge {
  readonly amount: Paise;
  readonly rule: DeliveryRule;
}

function calculateDeliveryCharge(
  input: BillInput,
  distanceKm: number | null,
  discountedItemTotal: number,
  hasTax: boolean,
): DeliveryCharge {
  if (input.store.isFreeDelivery && input.isFirstOrder) return { amount: ZERO, rule: 'FREE_FIRST_ORDER' };
  if (
    !hasTax &&
    discountedItemTotal >= FREE_DELIVERY_ORDER_VALUE_MIN &&
    discountedItemTotal <= FREE_DELIVERY_ORDER_VALUE_MAX
  ) {
    return { amount: ZERO, rule: 'FREE_ORDER_VALUE' };
  }
  if (input.providerDeliveryCharge !== undefined && input.providerDeliveryCharge !== null) {
    return { amount: input.providerDeliveryCharge, rule: 'PROVIDER' };
  }
  if (input.store.deliveryChargeType === 'FIXED') return { amount: input.store.deliveryCharges, rule: 'FIXED' };
  return calculateDynamicDeliveryCharge(input.store, distanceKm ?? 0, input.settings.roundDeliveryCharge);
}

/**
 * SPEC §9: beyond base_delivery_distance the charge is
 * base_delivery_charge + (distance − base distance) / extra_delivery_distance × extra_delivery_charge,
 * rounded up to a whole rupee when enDelChrRnd is on; otherwise the base charge.
 */
export function calculateDynamicDeliveryCharge(store: BillStore, distanceKm: number, roundUp: boolean): DeliveryCharge {
  if (distanceKm <= store.baseDeliveryDistanceKm || store.extraDeliveryDistanceKm <= 0) {
    return { amount: store.baseDeliveryCharge, rule: 'DYNAMIC_BASE' };
  }
  const extraKm = distanceKm - store.baseDeliveryDistanceKm;
  const raw = store.baseDeliveryCharge + (extraKm / store.extraDeliveryDistanceKm) * store.extraDeliveryCharge;
  return { amount: roundUp ? ceilToRupee(raw) : roundToPaise(raw), rule: 'DYNAMIC_DISTANCE' };
}

/** SPEC §9: a percentage tip is the cart (item) total times the percent; tips cap at 10000 and 100 %. */
export function calculateTip(itemTotal: Paise, tip: BillTip | null): Paise {
  if (tip === null) return ZERO;
  if (tip.type === 'AMOUNT') return clampPaise(tip.amount, ZERO, TIP_MAX);
  const percent = Math.min(Math.max(tip.percent, 0), TIP_PERCENT_MAX);
  return clampPaise(percentOf(itemTotal, percent), ZERO, TIP_MAX);
}

function clampPaise(value: Paise, min: Paise, max: Paise): Paise {
  return paise(Math.min(Math.max(value, min), max));
}
