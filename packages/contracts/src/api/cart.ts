import { z } from 'zod';
import { authFields, flag, latitude, longitude, moneyString, positiveId, slotDate } from './common';
import { cartLineInput, ONLINE_PAYMENT_METHODS } from './orders';

/** Rupees as a number or a numeric string (the spec's `subtotal`, `orderTotal`); never charged. */
const rupeeInput = z.union([z.number().finite().min(0).max(10_000_000), z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/)]);

/** SPEC §3 Coupon as the cart stores it (apply-coupon's answer); `discount` is percent or rupees. */
export const couponView = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(['PERCENTAGE', 'AMOUNT']),
  discount: z.string(),
  max_discount: moneyString,
  min_subtotal: moneyString,
  /** What it takes off the subtotal that was sent. */
  appliedAmount: moneyString,
  hideMessage: flag,
  expires_at: z.string().nullable(),
});
export type CouponView = z.infer<typeof couponView>;

/** SPEC §7 apply-coupon (token or null, coupon, restaurant_id, subtotal). */
export const applyCouponRequest = z
  .object({
    ...authFields,
    coupon: z.string().trim().min(1, 'Enter a coupon code').max(40),
    restaurant_id: positiveId,
    subtotal: rupeeInput,
  })
  .loose();
export const applyCouponResponse = couponView.extend({ success: z.literal(true), message: z.string() });
export type ApplyCouponResponse = z.infer<typeof applyCouponResponse>;

/** The /coupons list for a store and cart subtotal (login optional: limits per user need it). */
export const getCouponsRequest = z
  .object({ ...authFields, restaurant_id: positiveId.optional(), subtotal: rupeeInput.optional() })
  .loose()
  .nullish();
export const listedCoupon = couponView.extend({ is_applicable: flag, reason: z.string().nullable() });
export type ListedCoupon = z.infer<typeof listedCoupon>;
export const getCouponsResponse = z.object({ success: z.literal(true), coupons: z.array(listedCoupon) });
export type GetCouponsResponse = z.infer<typeof getCouponsResponse>;

/** SPEC §7 check-cart-items-availability: the cart (optionally with the chosen slot) → unavailable ids. */
export const checkAvailabilityRequest = z
  .object({
    ...authFields,
    items: z.array(cartLineInput).max(100),
    restaurant_id: positiveId.nullish(),
    slot_id: positiveId.nullish(),
    slot_date: slotDate.nullish(),
  })
  .loose();
export const checkAvailabilityResponse = z.object({
  success: z.literal(true),
  /** Item ids that cannot be ordered now; empty = all available. */
  unavailable_ids: z.array(z.number().int()),
  /** Only when a slot was sent: 1 while it still takes orders. */
  slot_available: flag.nullable(),
});
export type CheckAvailabilityResponse = z.infer<typeof checkAvailabilityResponse>;

/** Fresh stores' delivery slots (SPEC §2 'Select From Available Slots'). */
export const getDeliverySlotsRequest = z.object({ ...authFields, restaurant_id: positiveId }).loose();
export const offeredSlot = z.object({
  /** "{slot id}-{YYYYMMDD}": one slot on one day, the /checkout/{slot id} route parameter. */
  key: z.string(),
  id: z.number().int(),
  date: slotDate,
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  remaining: z.number().int(),
});
export type OfferedSlot = z.infer<typeof offeredSlot>;
export const getDeliverySlotsResponse = z.object({
  success: z.literal(true),
  days: z.array(z.object({ date: slotDate, slots: z.array(offeredSlot) })),
});
export type GetDeliverySlotsResponse = z.infer<typeof getDeliverySlotsResponse>;

/** SPEC §7 delivery-charge-api (latitude, longitude, restaurant_id, orderTotal, dis → success, delivery_charge). */
export const deliveryChargeRequest = z
  .object({ latitude, longitude, restaurant_id: positiveId, orderTotal: rupeeInput.optional(), dis: z.unknown().optional() })
  .loose();
export const deliveryChargeResponse = z.object({
  /** True when the store's distance bands priced this distance; the bill then uses delivery_charge. */
  success: z.boolean(),
  delivery_charge: moneyString.nullable(),
  /** The distance the server measures (road km with enGDMA, else straight line), one decimal. */
  distance: z.number(),
});
export type DeliveryChargeResponse = z.infer<typeof deliveryChargeResponse>;

/** SPEC §7 get-payment-gateways: what this customer can pay with now. */
export const getPaymentGatewaysRequest = z.object({ ...authFields }).loose().nullish();
export const paymentGateway = z.object({
  code: z.enum(['COD', 'WALLET', ...ONLINE_PAYMENT_METHODS]),
  name: z.string(),
  description: z.string(),
  /** An online provider's development gateway (no keys; issue 33): no money moves, and the app says so. */
  test: z.boolean().optional(),
});
export const getPaymentGatewaysResponse = z.object({
  success: z.literal(true),
  gateways: z.array(paymentGateway),
  wallet_balance: moneyString,
  /** COD may take part of the bill from the wallet. */
  partial_wallet: flag,
});
export type GetPaymentGatewaysResponse = z.infer<typeof getPaymentGatewaysResponse>;
