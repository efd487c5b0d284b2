import { z } from 'zod';
import { adminPageFields, adminReason } from './admin';
import { authFields, moneyString, positiveId, slotDate } from './common';
import { ONLINE_PAYMENT_METHODS, uniqueOrderIdField } from './orders';
import { storeOrderCard } from './store';
import { rupeesToPaise } from './store-manage';

/**
 * The admin console's overview, orders and payouts (issue 11). Money goes out as rupee strings
 * ("120.00") and comes in as rupees (120 or "120.50"), like the store's calls.
 */

// ---- overview ------------------------------------------------------------------------------------

export const adminOverviewRequest = z
  .object({
    ...authFields,
    /** How many days the charts go back, today included. */
    days: z.union([z.literal(14), z.literal(30)]).default(14),
  })
  .strip();

export const adminOverviewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** The platform's `timezone` setting; every day below is a day there. */
    timezone: z.string(),
    today: z.object({
      date: z.string(),
      orders: z.number().int(),
      delivered: z.number().int(),
      cancelled: z.number().int(),
      /** Delivered today and paid. */
      takings: moneyString,
    }),
    live: z.array(z.object({ status_id: z.number().int(), status: z.string(), count: z.number().int() })),
    days: z.array(z.object({ date: z.string(), orders: z.number().int(), delivered: z.number().int(), revenue: moneyString })),
  }),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponse>;

// ---- orders --------------------------------------------------------------------------------------

export const ADMIN_PAYMENT_MODES = ['COD', 'WALLET', 'RAZORPAY', 'STRIPE', 'PAYTM', 'PAYMONGO', 'MERCADOPAGO'] as const;

export const adminOrdersRequest = z
  .object({
    ...authFields,
    ...adminPageFields,
    /** An order id (whole or its start), a customer's phone or name, or a store's name. */
    q: z.string().trim().max(100).default(''),
    status_id: z.number().int().min(1).max(11).nullish(),
    store_id: positiveId.nullish(),
    payment_mode: z.enum(ADMIN_PAYMENT_MODES).nullish(),
    /** Placed on or after this local day … */
    from: slotDate.nullish(),
    /** … and on or before this one (the platform's time zone). */
    to: slotDate.nullish(),
  })
  .strip();
export type AdminOrdersRequest = z.input<typeof adminOrdersRequest>;

export const adminOrderRow = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  status_id: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  delivery_type: z.enum(['DELIVERY', 'SELFPICKUP']),
  payment_mode: z.string(),
  payment_status: z.string(),
  total: moneyString,
  refunded: moneyString,
  store: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  /** The live estimate and the promise (issue 36): past the promise, the list says "running late". */
  eta_at: z.string().nullable(),
  promised_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrdersResponse = z.object({
  success: z.literal(true),
  data: z.array(adminOrderRow),
  next_before_id: z.number().nullable(),
  /** Every store, for the store filter. */
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

export const adminOrderRequest = z.object({ ...authFields, unique_order_id: uniqueOrderIdField }).strip();

export const adminOrderHistoryEntry = z.object({
  from_status_id: z.number().int().nullable(),
  status_id: z.number().int(),
  status: z.string(),
  at: z.string(),
  /** customer, store, delivery, admin or system. */
  by: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
});

export const adminOrderDetail = storeOrderCard.omit({ actions: true }).extend({
  id: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  rider: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }).nullable(),
  /** Paid so far: the wallet part, and the rest once it was paid (online, or cash at the door). */
  paid: moneyString,
  refunded: moneyString,
  /** What a refund to the wallet may still give back. */
  refundable: moneyString,
  /** Its online payment attempts (issue 33): what each provider took, gave back, and still owes back (a refund the provider has not taken yet). */
  online_payments: z.array(
    z.object({
      gateway: z.enum(ONLINE_PAYMENT_METHODS),
      status: z.enum(['PENDING', 'PAID', 'FAILED', 'REFUNDED']),
      test: z.boolean(),
      amount: moneyString,
      refunded: moneyString,
      refund_owed: moneyString,
    }),
  ),
  /** The statuses an admin may force this order to now (the state machine's admin moves). */
  moves: z.array(z.object({ status_id: z.number().int(), status: z.string() })),
  /** A delivery order being prepared (no rider yet) or with a rider who has not picked it up: an admin may (re)assign it. */
  can_assign_rider: z.boolean(),
  history: z.array(adminOrderHistoryEntry),
  /** What compensation rules or an admin gave the customer for it (issue 36), and at whose cost. */
  compensations: z.array(
    z.object({
      rule: z.string().nullable(),
      action: z.enum(['WALLET', 'COUPON']),
      amount: moneyString,
      coupon_code: z.string().nullable(),
      born_by: z.enum(['STORE', 'PARTNER', 'PLATFORM']),
      reason: z.string(),
      given_at: z.string(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const adminOrderResponse = z.object({ success: z.literal(true), data: adminOrderDetail });
export type AdminOrderResponse = z.infer<typeof adminOrderResponse>;

export const adminForceMoveRequest = z
  .object({
    ...authFields,
    unique_order_id: uniqueOrderIdField,
    status_id: z.number().int().min(1).max(11),
    reason: adminReason,
  })
  .strip();
export type AdminForceMoveRequest = z.input<typeof adminForceMoveRequest>;

export const adminRefundRequest = z
  .object({
    ...authFields,
    unique_order_id: uniqueOrderIdField,
    /** Rupees to give back: an online part through its provider, the rest to the customer's wallet. */
    amount: rupeesToPaise.pipe(z.number().int().min(1, 'Enter an amount above 0')),
    /** The refunded amount the admin saw: a second click (or another admin) in between is refused, never paid twice. */
    refunded_before: rupeesToPaise,
    reason: adminReason,
  })
  .strip();
export type AdminRefundRequest = z.input<typeof adminRefundRequest>;

/** Delivery partners an admin may give this order to: approved and active; the store's own and online ones first. */
export const adminOrderRidersRequest = z
  .object({ ...authFields, unique_order_id: uniqueOrderIdField, q: z.string().trim().max(100).default('') })
  .strip();
export type AdminOrderRidersRequest = z.input<typeof adminOrderRidersRequest>;
export const adminOrderRider = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  is_online: z.boolean(),
  /** Linked to the order's store (gets its offers). */
  serves_store: z.boolean(),
  /** Orders he has now (assigned or picked up). */
  open_orders: z.number().int(),
  /** From his last known position to the store; null when none is known. */
  distance_km: z.number().nullable(),
  cash_in_hand: moneyString,
});
export type AdminOrderRider = z.infer<typeof adminOrderRider>;
export const adminOrderRidersResponse = z.object({ success: z.literal(true), data: z.array(adminOrderRider) });
export type AdminOrderRidersResponse = z.infer<typeof adminOrderRidersResponse>;

/** Give the order to a partner (or to another one before pickup), with a reason: on the history, the notices and the audit row. */
export const adminAssignRiderRequest = z
  .object({ ...authFields, unique_order_id: uniqueOrderIdField, delivery_user_id: positiveId, reason: adminReason })
  .strip();
export type AdminAssignRiderRequest = z.input<typeof adminAssignRiderRequest>;

// ---- payouts -------------------------------------------------------------------------------------

export const ADMIN_PAYEE_KINDS = ['STORE', 'PARTNER'] as const;
export type PayeeKind = (typeof ADMIN_PAYEE_KINDS)[number];

export const adminPayoutsRequest = z
  .object({
    ...authFields,
    kind: z.enum(ADMIN_PAYEE_KINDS).default('STORE'),
    /** The period the "earned" columns cover (local days, both included); the balance due is all-time. */
    from: slotDate,
    to: slotDate,
  })
  .strip()
  .refine((v) => v.from <= v.to, { message: 'The period must end on or after its first day', path: ['to'] });
export type AdminPayoutsRequest = z.input<typeof adminPayoutsRequest>;

export const adminPayeeRow = z.object({
  payee_kind: z.enum(ADMIN_PAYEE_KINDS),
  payee_id: z.number().int(),
  name: z.string(),
  /** Stores: the platform's cut of item totals; partners: null. */
  commission_percent: z.number().nullable(),
  period: z.object({
    orders: z.number().int(),
    /** Stores: item totals of delivered orders; partners: delivery commission. */
    gross: moneyString,
    /** Stores: the platform's commission; partners: tips. */
    deductions: moneyString,
    /** Compensations given to customers at this payee's cost (issue 36), taken off what they earned. */
    compensations: moneyString,
    earned: moneyString,
  }),
  earned_total: moneyString,
  paid_total: moneyString,
  due: moneyString,
  last_paid_at: z.string().nullable(),
});
export type AdminPayeeRow = z.infer<typeof adminPayeeRow>;

export const adminPayoutView = z.object({
  id: z.number().int(),
  payee_kind: z.enum(ADMIN_PAYEE_KINDS),
  payee_id: z.number().int(),
  name: z.string(),
  amount: moneyString,
  reference: z.string(),
  paid_at: z.string(),
  created_by: z.string().nullable(),
});
export type AdminPayoutView = z.infer<typeof adminPayoutView>;

export const adminPayoutsResponse = z.object({
  success: z.literal(true),
  data: z.object({ payees: z.array(adminPayeeRow), recent: z.array(adminPayoutView) }),
});
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponse>;

export const adminMarkPaidRequest = z
  .object({
    ...authFields,
    payee_kind: z.enum(ADMIN_PAYEE_KINDS),
    payee_id: positiveId,
    amount: rupeesToPaise.pipe(z.number().int().min(1, 'Enter an amount above 0')),
    /** A bank reference or a note. */
    reference: z.string().trim().min(2, 'Give the payment reference').max(120),
  })
  .strip();
export type AdminMarkPaidRequest = z.input<typeof adminMarkPaidRequest>;

export const adminMarkPaidResponse = z.object({ success: z.literal(true), data: z.object({ payout: adminPayoutView, due: moneyString }) });
export type AdminMarkPaidResponse = z.infer<typeof adminMarkPaidResponse>;

/** Issue 36: how well promises are kept, per city and store, over the last days. */
export const adminEtaReportRequest = z
  .object({
    ...authFields,
    days: z.union([z.literal(7), z.literal(30), z.literal(90)]).default(30),
  })
  .strip();

const etaErrorRow = z.object({
  /** Delivered orders with a promise in the period. */
  orders: z.number().int(),
  /** Minutes of (delivered − first promised), nearest rank; negative is early. */
  p50: z.number().int(),
  p90: z.number().int(),
  /** Share delivered after the first promise, 0–1. */
  late_share: z.number(),
});

export const adminEtaReportResponse = z.object({
  success: z.literal(true),
  data: z.object({
    days: z.number().int(),
    overall: etaErrorRow,
    cities: z.array(etaErrorRow.extend({ city_id: z.number().int().nullable(), city: z.string() })),
    stores: z.array(etaErrorRow.extend({ store_id: z.number().int(), store: z.string(), city: z.string() })),
  }),
});
export type AdminEtaReportResponse = z.infer<typeof adminEtaReportResponse>;
