import { ONLINE_PAYMENT_METHODS, SUBSTITUTION_ANSWERS, SUBSTITUTION_DEFAULTS, SUBSTITUTION_STATUSES } from '@keka/domain';
import { z } from 'zod';
import { authFields, flag, latitude, longitude, moneyString, positiveId, slotDate } from './common';

/** Quantities must be JSON integers: "1e9", 1.5, -1, 0 and strings are refused (SECURITY 2). */
export const MAX_LINE_QUANTITY = 99;

export const cartAddonInput = z
  .object({
    addon_id: positiveId,
    addon_category_name: z.string().max(120).optional(),
    addon_name: z.string().max(120).optional(),
  })
  // Client-sent prices and names are ignored: the server re-reads them (SECURITY 1).
  .loose();

export const cartLineInput = z
  .object({
    id: positiveId,
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    selectedaddons: z.array(cartAddonInput).max(30).default([]),
  })
  .loose();
export type CartLineInput = z.input<typeof cartLineInput>;

export const orderLocation = z.object({
  lat: latitude,
  lng: longitude,
  address: z.string().trim().min(1).max(500),
  house: z.string().trim().max(200).nullish(),
  tag: z.string().trim().max(40).nullish(),
});
export type OrderLocation = z.infer<typeof orderLocation>;

/** SPEC §3 Tip: an amount in rupees or a percentage of the item total. */
export const tipChoice = z.object({ type: z.enum(['amount', 'percentage']), value: z.number().finite().min(0).max(1_000_000) });

export { ONLINE_PAYMENT_METHODS, ONLINE_PAYMENT_NAMES, type OnlinePaymentMethod } from '@keka/domain';
export const PAYMENT_METHODS = ['COD', 'WALLET', ...ONLINE_PAYMENT_METHODS] as const;

/** SPEC §3 place-order payload. Identity comes from the session, money from the database. */
export const placeOrderRequest = z
  .object({
    ...authFields,
    user: z.unknown().optional(),
    order: z.array(cartLineInput).min(1, 'The cart is empty').max(100),
    restaurant_id: positiveId.optional(),
    /** The stored coupon answer ({ code, … }), a bare code, or null / {} / '' when none is applied. */
    coupon: z
      .union([z.object({ code: z.string().trim().max(40).nullish() }).loose(), z.string().trim().max(40)])
      .nullish()
      .transform((v) => (typeof v === 'string' ? (v === '' ? null : { code: v }) : v?.code ? { code: v.code } : null)),
    location: orderLocation.nullish(),
    order_comment: z.string().max(500).nullish(),
    /**
     * What the customer saw: productQuantity items and totalPrice = the WHOLE bill total as the cart
     * showed it (rupees). Never charged; compared with the server's own bill total only to tell the
     * client PRICE_CHANGED (ADR 0006).
     */
    total: z
      .object({ productQuantity: z.number().optional(), totalPrice: z.union([z.number(), z.string()]).optional() })
      .loose()
      .nullish(),
    method: z.enum(PAYMENT_METHODS),
    payment_token: z.string().max(500).nullish(),
    /** 1 or DELIVERY: delivery; 2 or SELFPICKUP: self-pickup. */
    delivery_type: z
      .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2'), z.literal('DELIVERY'), z.literal('SELFPICKUP')])
      .transform((v) => (v === 2 || v === '2' || v === 'SELFPICKUP' ? 'SELFPICKUP' : 'DELIVERY'))
      .default('DELIVERY'),
    partial_wallet: z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish().transform((v) => v === true || v === 1),
    /** Distance the client computed; ignored, the server measures its own. */
    dis: z.unknown().optional(),
    pending_payment: z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish(),
    /** Tip in rupees (SPEC §5: 0..10000, clamped); '' means no tip. */
    tipAmount: z.union([z.number(), z.string().regex(/^(\d{1,6}(\.\d{1,2})?)?$/)]).nullish(),
    /** SPEC §3 Tip as chosen in the cart; wins over tipAmount. The server clamps it (SPEC §5). */
    tip: tipChoice.nullish(),
    slot_id: positiveId.nullish(),
    /** The day of the chosen slot (get-delivery-slots); without it the next time the slot starts. */
    slot_date: slotDate.nullish(),
    /**
     * Issue 36: what a replacement the store proposes becomes when the customer does not answer in
     * time: BEST_MATCH takes it, REFUND leaves the line out and refunds it. Default BEST_MATCH.
     */
    substitution_default: z.enum(SUBSTITUTION_DEFAULTS).nullish(),
  })
  .loose();
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

export const orderAddonView = z.object({
  addon_id: z.number().int(),
  addon_category_name: z.string(),
  addon_name: z.string(),
  price: moneyString,
});

export const orderLineView = z.object({
  /** The order's own line (a report of missing items names it). */
  line_id: z.number().int(),
  item_id: z.number().int(),
  name: z.string(),
  is_veg: z.boolean(),
  price: moneyString,
  quantity: z.number().int(),
  addons: z.array(orderAddonView),
  line_total: moneyString,
});

export const orderBillView = z.object({
  item_total: moneyString,
  coupon_code: z.string().nullable(),
  coupon_discount: moneyString,
  restaurant_charges: moneyString,
  delivery_charge: moneyString,
  delivery_rule: z.string(),
  tip: moneyString,
  surcharge: moneyString,
  distance_surge: moneyString,
  city_surge: moneyString,
  store_tax: moneyString,
  global_tax: moneyString,
  total: moneyString,
  wallet_paid: moneyString,
  payable: moneyString,
});
export type OrderBillView = z.infer<typeof orderBillView>;

/** The random id customers see (SECURITY 13); every order call takes it. */
export const uniqueOrderIdField = z.string().trim().min(6).max(64);

/** A timestamp (ISO 8601, UTC) or null when it has not happened yet. */
const isoOrNull = z.string().nullable();

/** The delivery partner as the customer and the store see them, once one is assigned. */
export const riderView = z.object({ name: z.string(), phone: z.string().nullable() });
export type RiderView = z.infer<typeof riderView>;

export const statusHistoryEntry = z.object({
  status_id: z.number().int(),
  status: z.string(),
  at: z.string(),
  /** Who moved it: customer, store, delivery, admin or system. */
  by: z.string(),
  /** A store's decline reason, a customer's cancel reason, a preparation-time change … (plain text). */
  note: z.string().nullable(),
});

/** When things happen on the way (ADR 0003); all null until they do. */
export const orderTimeline = {
  preparation_minutes: z.number().int().nullable(),
  /** The live estimate: when the customer should have the order (or can collect it), recomputed at every move and GPS fix. */
  eta_at: isoOrNull,
  /** What the customer was promised (the first estimate, or the store's one extension); past it the order is running late. */
  promised_at: isoOrNull,
  /** The promise at acceptance, never moved. */
  first_promised_at: isoOrNull,
  promise_extended_at: isoOrNull,
  /** Why the store extended its time, as it typed it. */
  promise_extension_reason: z.string().nullable(),
  accepted_at: isoOrNull,
  ready_at: isoOrNull,
  picked_up_at: isoOrNull,
  delivered_at: isoOrNull,
  cancelled_at: isoOrNull,
  cancel_reason: z.string().nullable(),
  /** customer, store, admin or system. */
  cancelled_by: z.string().nullable(),
};

/** A line the store could not supply, and what became of it (issue 36). */
export const substitutionView = z.object({
  id: z.number().int(),
  /** The order's line it is about (gone from `items` once it was left out). */
  line_id: z.number().int(),
  kind: z.enum(['REMOVE', 'REPLACE']),
  status: z.enum(SUBSTITUTION_STATUSES),
  line: z.object({ name: z.string(), quantity: z.number().int(), line_total: moneyString }),
  replacement: z.object({ item_id: z.number().int().nullable(), name: z.string(), is_veg: z.boolean(), quantity: z.number().int(), price: moneyString, line_total: moneyString }).nullable(),
  /** Settled: the bill's total after − before, signed rupees ("-47.50"); a proposal: what it would be if accepted. */
  difference: z.string(),
  refunded: moneyString,
  /** Added to what is paid at the door (cash orders). */
  collect: moneyString,
  /** customer, store or default (the customer's checkout choice, when time ran out). */
  settled_by: z.string().nullable(),
  /** A proposal: the answer is due by then, after which the customer's default applies. */
  answer_by: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type SubstitutionView = z.infer<typeof substitutionView>;

export const orderView = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  delivery_type: z.enum(['DELIVERY', 'SELFPICKUP']),
  payment_mode: z.string(),
  payment_status: z.string(),
  restaurant: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    phone: z.string().nullable(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  address: z
    .object({
      address: z.string(),
      house: z.string().nullable(),
      tag: z.string().nullable(),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable(),
  distance: z.number().nullable(),
  order_comment: z.string().nullable(),
  items: z.array(orderLineView),
  bill: orderBillView,
  /** The 4-digit hand-over code, for the customer only and only while the order is on its way. */
  delivery_pin: z.string().nullable(),
  slot: z.object({ id: z.number().int(), name: z.string(), date: z.string() }).nullable(),
  ...orderTimeline,
  /** Amount given back to the wallet (a cancellation, a refund). */
  refunded: moneyString,
  /** Amount given back through the provider it was paid with (issue 33), and that provider's name. */
  refunded_online: moneyString,
  refund_gateway: z.string().nullable(),
  /** The customer may still cancel (placed or scheduled, not yet accepted). */
  can_cancel: z.boolean(),
  rider: riderView.nullable(),
  status_history: z.array(statusHistoryEntry),
  /** Lines the store could not supply: left out, replaced, or waiting for the customer's answer (issue 36). */
  substitutions: z.array(substitutionView),
  /** The customer's checkout choice for a proposal they do not answer in time. */
  substitution_default: z.enum(SUBSTITUTION_DEFAULTS),
});
export type OrderView = z.infer<typeof orderView>;

/** The customer answers a proposed replacement: take it, say no to this one (the store may propose another), or refund the item. */
export const answerSubstitutionRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField, substitution_id: z.number().int().positive(), answer: z.enum(SUBSTITUTION_ANSWERS) });
export type AnswerSubstitutionRequest = z.input<typeof answerSubstitutionRequest>;

export const notice = z.object({ code: z.string(), message: z.string() });
export const placeOrderResponse = z.object({
  success: z.literal(true),
  data: orderView,
  /** E.g. PRICE_CHANGED: the order used current prices, which differ from what the client showed. */
  notices: z.array(notice),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponse>;

export const getSingleOrderRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField });
export const getSingleOrderResponse = z.object({ success: z.literal(true), data: orderView });

export const runningOrderSummary = z.object({
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  status: z.string(),
  restaurant_name: z.string(),
  total: moneyString,
  created_at: z.string(),
});
/** SPEC §7 cancel-order: the customer calls an order off while the store has not accepted it yet. */
export const cancelOrderRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField, reason: z.string().trim().max(300).nullish() });
export type CancelOrderRequest = z.input<typeof cancelOrderRequest>;
export const cancelOrderResponse = getSingleOrderResponse;

export const checkRunningOrderRequest = z.object({ ...authFields }).loose().nullish();
export const checkRunningOrderResponse = z.object({
  success: z.literal(true),
  has_running_order: z.boolean(),
  orders: z.array(runningOrderSummary),
});
export type CheckRunningOrderResponse = z.infer<typeof checkRunningOrderResponse>;


/** SPEC §7 check-first-order: whether the logged-in customer has no earlier order (free first delivery). */
export const checkFirstOrderRequest = z.object({ ...authFields }).loose().nullish();
export const checkFirstOrderResponse = z.object({ success: z.literal(true), firstOrder: z.boolean() });

/** SPEC §7 get-orders: the session customer's orders, running ones first, then newest first; pages of at most 20. */
export const MAX_ORDERS_PER_PAGE = 20;
export const getOrdersRequest = z.object({
  ...authFields,
  page: z.number().int().min(1).max(1000).default(1),
  per_page: z.number().int().min(1).max(MAX_ORDERS_PER_PAGE).default(10),
});
export type GetOrdersRequest = z.input<typeof getOrdersRequest>;

/** One line of /my-orders. */
export const orderListEntry = z.object({
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  status: z.string(),
  /** Still moving (not delivered, cancelled or failed): the running-order page follows it. */
  is_running: z.boolean(),
  delivery_type: z.enum(['DELIVERY', 'SELFPICKUP']),
  restaurant: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string() }),
  /** Units ordered (the sum of line quantities). */
  item_count: z.number().int(),
  total: moneyString,
  /** Given back to the wallet (a cancellation, a refund). */
  refunded: moneyString,
  /** Given back through the provider it was paid with, and that provider's name. */
  refunded_online: moneyString,
  refund_gateway: z.string().nullable(),
  created_at: z.string(),
  delivered_at: isoOrNull,
  cancelled_at: isoOrNull,
  /** The customer may still cancel it (placed or scheduled, not yet accepted), as get-single-order says. */
  can_cancel: z.boolean(),
  /** The customer has rated it (rate-order takes one rating per order): no "Rate the order" any more. */
  rated: z.boolean(),
});
export type OrderListEntry = z.infer<typeof orderListEntry>;

export const getOrdersResponse = z.object({
  success: z.literal(true),
  data: z.array(orderListEntry),
  /** Another page follows. */
  has_more: z.boolean(),
});
export type GetOrdersResponse = z.infer<typeof getOrdersResponse>;

/** Reorder: the lines of one of the customer's orders, read again from the catalogue. */
export const getReorderItemsRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField });
export type GetReorderItemsRequest = z.input<typeof getReorderItemsRequest>;

/** An old line as SPEC §3 "Cart product": today's name, price, limits and add-on prices, the old quantity. */
export const reorderLine = z.object({
  id: z.number().int(),
  name: z.string(),
  price: moneyString,
  quantity: z.number().int(),
  max_qty: z.number().int().nullable(),
  is_veg: z.boolean(),
  is_active: flag,
  restaurant_id: z.number().int(),
  image: z.string().nullable(),
  selectedaddons: z.array(z.object({ addon_category_name: z.string(), addon_id: z.number().int(), addon_name: z.string(), price: moneyString })),
});
export type ReorderLine = z.infer<typeof reorderLine>;

/** Why an old line cannot come back: the item is gone, switched off now, or a chosen add-on is no longer offered. */
export const REORDER_SKIP_REASONS = ['GONE', 'UNAVAILABLE', 'ADDONS_CHANGED'] as const;
export const reorderSkipped = z.object({ item_id: z.number().int(), name: z.string(), quantity: z.number().int(), reason: z.enum(REORDER_SKIP_REASONS) });
export type ReorderSkipped = z.infer<typeof reorderSkipped>;

export const getReorderItemsResponse = z.object({
  success: z.literal(true),
  restaurant: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** In the order's line order; the cart reprices nothing itself, so these carry the catalogue's prices. */
  lines: z.array(reorderLine),
  skipped: z.array(reorderSkipped),
});
export type GetReorderItemsResponse = z.infer<typeof getReorderItemsResponse>;
