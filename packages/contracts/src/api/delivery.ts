import { z } from 'zod';
import { registerRequest } from './auth';
import { authFields, latitude, longitude, moneyString, positiveId } from './common';
import { uniqueOrderIdField } from './orders';

/**
 * The delivery partner's API (`/api/delivery/*`, SPEC §7). Before a partner accepts an order he sees the
 * store, the distance, the items and the amount to collect, never the customer (SECURITY 14).
 */

export const deliveryOrderRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField });
export type DeliveryOrderRequest = z.input<typeof deliveryOrderRequest>;

/**
 * A tap from the phone: picked up or delivered. `happened_at` is when the partner really tapped (a tap
 * kept in the phone's outbox while offline is sent later); the server never lets it be in the future.
 * Send an `Idempotency-Key` header with it: a replay the server has already seen changes nothing.
 */
export const deliveryTapRequest = deliveryOrderRequest.extend({ happened_at: z.iso.datetime({ offset: true }).nullish() });
export type DeliveryTapRequest = z.input<typeof deliveryTapRequest>;

/** The 4-digit code the customer reads out at the door. */
export const deliverOrderRequest = deliveryTapRequest.extend({ delivery_pin: z.string().trim().regex(/^\d{4}$/, 'Enter the 4-digit PIN') });
export type DeliverOrderRequest = z.input<typeof deliverOrderRequest>;

/** update-user-info: the partner's data; `is_online` switches availability for new orders. */
export const deliveryUserInfoRequest = z
  .object({
    ...authFields,
    is_online: z.boolean().optional(),
    /** Where the partner is as he goes online: `nearest` dispatch ranks partners by it. */
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  })
  .loose()
  .nullish();
export type DeliveryUserInfoRequest = z.input<typeof deliveryUserInfoRequest>;

export const deliveryUserInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_online: z.boolean(),
  /** Only approved partners get offers. */
  approved: z.boolean(),
  /** Where his account stands: waiting, approved, not approved, or suspended by an admin. */
  review_status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED']),
  /** The admin's reason for a rejection or suspension; null when none was given. */
  review_note: z.string().nullable(),
  vehicle: z.string().nullable(),
  vehicle_number: z.string().nullable(),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Today in the app's time zone. */
  today: z.object({ delivered: z.number().int(), cash_collected: moneyString, earnings: moneyString }),
  /** Cash taken at doors and not handed in yet. */
  cash_in_hand: moneyString,
  /** "0.00" = no limit. */
  cash_limit: moneyString,
  open_orders: z.number().int(),
  /** 0 = no limit. */
  max_open_orders: z.number().int(),
  /** Why no offers reach him now; null when they do. */
  offer_refusal: z.enum(['NOT_APPROVED', 'RIDER_OFFLINE', 'CASH_LIMIT_REACHED', 'ORDER_LIMIT_REACHED']).nullable(),
  dispatch_mode: z.enum(['broadcast', 'nearest']),
});
export type DeliveryUserInfo = z.infer<typeof deliveryUserInfo>;
export type PartnerReviewStatus = DeliveryUserInfo['review_status'];
export const deliveryUserInfoResponse = z.object({ success: z.literal(true), data: deliveryUserInfo });

/** Who gets it and where: only after the partner accepted the order. */
export const deliveryCustomerView = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  house: z.string().nullable(),
  tag: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});

export const deliveryOrderCard = z.object({
  unique_order_id: z.string(),
  status_id: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  payment_mode: z.string(),
  store: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** Store to customer, km with one decimal. */
  distance_km: z.number().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), addons: z.array(z.string()) })),
  item_count: z.number().int(),
  /** Cash to take at the door (cash on delivery); "0.00" when paid. */
  amount_to_collect: moneyString,
  eta_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  picked_up_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** null until this partner accepted the order (SECURITY 14). */
  customer: deliveryCustomerView.nullable(),
  /** The customer's note, plain text; null until accepted. */
  order_comment: z.string().nullable(),
  /** True when it is an open offer (nobody accepted yet). */
  is_offer: z.boolean(),
  pin_locked: z.boolean(),
});
export type DeliveryOrderCard = z.infer<typeof deliveryOrderCard>;

export const deliveryOrderResponse = z.object({ success: z.literal(true), data: deliveryOrderCard });
export type DeliveryOrderResponse = z.infer<typeof deliveryOrderResponse>;

export const getDeliveryOrdersRequest = z.object({ ...authFields }).loose().nullish();
export const getDeliveryOrdersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Open offers of the partner's stores, oldest first (empty while offline or not approved). */
    new_orders: z.array(deliveryOrderCard),
    /** Accepted, not picked up yet: the one due soonest (eta_at) first. */
    accepted: z.array(deliveryOrderCard),
    /** Picked up, on the way to the customer: due soonest first. */
    picked_up: z.array(deliveryOrderCard),
    /** Delivered today, latest first. */
    completed_today: z.array(deliveryOrderCard),
  }),
});
export type GetDeliveryOrdersResponse = z.infer<typeof getDeliveryOrdersResponse>;

export const setGpsLocationRequest = z.object({
  ...authFields,
  lat: latitude,
  lng: longitude,
  /** Degrees clockwise from north. */
  heading: z.number().min(0).max(360).nullish(),
  /** Metres per second. */
  speed: z.number().min(0).max(100).nullish(),
});
export type SetGpsLocationRequest = z.input<typeof setGpsLocationRequest>;

export const gpsPointView = z.object({
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number().nullable(),
  speed: z.number().nullable(),
  at: z.string(),
});
export type GpsPointView = z.infer<typeof gpsPointView>;

export const setGpsLocationResponse = z.object({ success: z.literal(true), orders: z.number().int() });

/** The customer of an order asks where the partner is: null before assignment, after delivery, or with no point yet. */
export const getGpsLocationRequest = deliveryOrderRequest;
export const getGpsLocationResponse = z.object({ success: z.literal(true), data: gpsPointView.nullable() });
export type GetGpsLocationResponse = z.infer<typeof getGpsLocationResponse>;

/** delivery/register: a customer-style sign-up plus the vehicle; the account waits for approval. */
export const deliveryRegisterRequest = registerRequest.extend({
  vehicle: z.enum(['Bicycle', 'Motorbike', 'Scooter', 'Car']),
  vehicle_number: z.string().trim().max(20).nullish(),
});
export type DeliveryRegisterRequest = z.input<typeof deliveryRegisterRequest>;

export const getEarningsRequest = z.object({ ...authFields }).loose().nullish();

const earningTotals = z.object({
  deliveries: z.number().int(),
  commission: moneyString,
  tips: moneyString,
  /** Compensations to customers at the partner's cost (a late delivery, issue 36), taken off. */
  deductions: moneyString,
  /** Commission + tips − deductions. */
  earnings: moneyString,
  cash_collected: moneyString,
});

export const getEarningsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    today: earningTotals,
    /** The last 7 days, today included. */
    week: earningTotals,
    /** One bar per day of the week, oldest first (YYYY-MM-DD in the app's time zone). */
    days: z.array(z.object({ date: z.string(), earnings: moneyString, deliveries: z.number().int() })),
    /** Each delivery of the week, latest first. */
    orders: z.array(
      z.object({
        unique_order_id: z.string(),
        store_name: z.string(),
        delivered_at: z.string(),
        commission: moneyString,
        tip: moneyString,
        deduction: moneyString,
        earnings: moneyString,
        cash_collected: moneyString,
      }),
    ),
    cash_in_hand: moneyString,
  }),
});
export type GetEarningsResponse = z.infer<typeof getEarningsResponse>;

/**
 * admin/approve-delivery-partner: an admin approves a partner, or refuses him (an approved one is
 * suspended: offline at once, no offers), with a reason he is shown; optionally sets his stores.
 */
export const approvePartnerRequest = z
  .object({
    ...authFields,
    partner_id: positiveId,
    approved: z.boolean(),
    store_ids: z.array(positiveId).max(200).optional(),
    reason: z.string().trim().max(300).nullish(),
  })
  .strip();
export type ApprovePartnerRequest = z.input<typeof approvePartnerRequest>;
export const approvePartnerResponse = z.object({ success: z.literal(true), data: z.object({ partner_id: z.number().int(), approved: z.boolean(), store_ids: z.array(z.number().int()) }) });
