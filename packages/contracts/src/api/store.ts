import { z } from 'zod';
import { authFields, moneyString } from './common';
import { orderBillView, orderTimeline, riderView, statusHistoryEntry, substitutionView, uniqueOrderIdField } from './orders';

/**
 * The store owner's API (`/api/store/*`, SPEC §7 "Store: login, dashboard"): role store_owner (or admin);
 * an owner sees and moves only the orders of the stores he owns (SECURITY 15, 17).
 */

/** Minutes a kitchen may promise: at least 5, at most 2 hours. */
/** The kitchen's minutes, in 5-minute steps (issue 36). */
export const preparationMinutes = z.number().int().min(5).max(120).multipleOf(5, 'Choose the time in 5-minute steps');

/** What the owner can do next with an order; the dashboard shows one button per action. */
export const STORE_ORDER_ACTIONS = ['accept', 'decline', 'start_preparing', 'mark_ready', 'handed_over', 'update_preparation_time', 'unlock_pin'] as const;
export type StoreOrderAction = (typeof STORE_ORDER_ACTIONS)[number];

export const storeOrderRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField });
export type StoreOrderRequest = z.input<typeof storeOrderRequest>;

/** Placed → preparing, or scheduled → scheduled confirmed. Minutes default to the store's preparation_time. */
export const storeAcceptOrderRequest = storeOrderRequest.extend({ preparation_minutes: preparationMinutes.optional() });
export type StoreAcceptOrderRequest = z.input<typeof storeAcceptOrderRequest>;

/** A decline needs a reason the customer will read (plain text). */
export const storeDeclineOrderRequest = storeOrderRequest.extend({ reason: z.string().trim().min(3, 'Tell the customer why').max(300) });
export type StoreDeclineOrderRequest = z.input<typeof storeDeclineOrderRequest>;

/** Scheduled confirmed → preparing. */
export const storeStartPreparingRequest = storeAcceptOrderRequest;

/** A longer time extends the promise to the customer, once, and needs a reason the customer is told (issue 36). */
export const storeUpdatePreparationTimeRequest = storeOrderRequest.extend({
  preparation_minutes: preparationMinutes,
  reason: z.string().trim().min(3, 'Tell the customer why').max(200).optional(),
});
export type StoreUpdatePreparationTimeRequest = z.input<typeof storeUpdatePreparationTimeRequest>;

export const storeOrderLine = z.object({
  /** The order's line (a substitution names it). */
  line_id: z.number().int(),
  item_id: z.number().int(),
  name: z.string(),
  is_veg: z.boolean(),
  quantity: z.number().int(),
  price: moneyString,
  line_total: moneyString,
  addons: z.array(z.object({ addon_category_name: z.string(), addon_name: z.string(), price: moneyString })),
});

export const storeOrderCard = z.object({
  unique_order_id: z.string(),
  status_id: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  delivery_type: z.enum(['DELIVERY', 'SELFPICKUP']),
  payment_mode: z.string(),
  payment_status: z.string(),
  store: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.object({ name: z.string(), phone: z.string().nullable() }),
  /** Where it goes (delivery orders); null for self-pickup. */
  address: z
    .object({ address: z.string(), house: z.string().nullable(), tag: z.string().nullable(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  distance_km: z.number().nullable(),
  /** The customer's words, as typed: render as text, never as HTML (SECURITY 23). */
  order_comment: z.string().nullable(),
  items: z.array(storeOrderLine),
  bill: orderBillView,
  slot: z.object({ id: z.number().int(), name: z.string(), date: z.string() }).nullable(),
  ...orderTimeline,
  rider: riderView.nullable(),
  /** Wrong hand-over PINs reached the limit: the partner waits for the store to unlock (store/unlock-pin). */
  pin_locked: z.boolean(),
  /** Lines that could not be supplied and what became of them; a PENDING one waits for the customer (issue 36). */
  substitutions: z.array(substitutionView),
  /** Lines can be left out or replaced now (accepted, not yet ready): the picking screen offers it. */
  can_substitute: z.boolean(),
  actions: z.array(z.enum(STORE_ORDER_ACTIONS)),
});
export type StoreOrderCard = z.infer<typeof storeOrderCard>;

/**
 * Issue 36: a line the store cannot supply. REMOVE leaves it out at once (the difference is refunded);
 * REPLACE proposes one of the store's items, its quantity and its price for the customer to answer.
 */
export const storeSubstituteLineRequest = z.discriminatedUnion('kind', [
  storeOrderRequest.extend({ line_id: z.number().int().positive(), kind: z.literal('REMOVE') }),
  storeOrderRequest.extend({
    line_id: z.number().int().positive(),
    kind: z.literal('REPLACE'),
    item_id: z.number().int().positive(),
    quantity: z.number().int().min(1).max(99),
    /** One unit's price in rupees ("52.00"); the item's own price when left out. */
    price: z.string().trim().regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter a price like 52 or 52.50').optional(),
  }),
]);
export type StoreSubstituteLineRequest = z.input<typeof storeSubstituteLineRequest>;

export const storeOrderDetail = storeOrderCard.extend({ status_history: z.array(statusHistoryEntry) });
export type StoreOrderDetail = z.infer<typeof storeOrderDetail>;

export const storeOrderResponse = z.object({ success: z.literal(true), data: storeOrderDetail });
export type StoreOrderResponse = z.infer<typeof storeOrderResponse>;

export const storeDashboardRequest = z.object({ ...authFields }).loose().nullish();
export const ownedStoreView = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  is_active: z.boolean(),
  /** Default minutes offered when accepting. */
  preparation_time: z.number().int(),
  delivery_time: z.number().int(),
});

export const storeDashboardResponse = z.object({
  success: z.literal(true),
  data: z.object({
    stores: z.array(ownedStoreView),
    /** Live orders, oldest first in each list (at most 50 each). */
    orders: z.object({
      /** Placed or scheduled: waiting for accept / decline. */
      new: z.array(storeOrderCard),
      /** Scheduled confirmed, or being prepared and not ready yet. */
      preparing: z.array(storeOrderCard),
      /** Ready: at the counter for pickup, or waiting for the rider. */
      ready: z.array(storeOrderCard),
      /** Picked up by the rider. */
      out_for_delivery: z.array(storeOrderCard),
    }),
    /** Today in the store's time zone (the `timezone` setting). */
    today: z.object({
      /** Orders placed today, cancelled ones included. */
      orders: z.number().int(),
      delivered: z.number().int(),
      cancelled: z.number().int(),
      /** Sum of the totals of today's delivered orders. */
      takings: moneyString,
    }),
  }),
});
export type StoreDashboardResponse = z.infer<typeof storeDashboardResponse>;
