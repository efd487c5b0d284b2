import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBSTITUTION_DEFAULTS, type BillInput } from '@keka/domain';
import { at, createdAt, id, money, updatedAt } from './columns';
import { users } from './accounts';
import { addons, deliverySlots, items, stores } from './catalog';

export const COUPON_DISCOUNT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;

export const coupons = pgTable('coupons', {
  id: id(),
  /** Stored upper-case; matched case-insensitively. */
  code: text().notNull().unique(),
  name: text().notNull().default(''),
  description: text().notNull().default(''),
  discountType: text({ enum: COUPON_DISCOUNT_TYPES }).notNull(),
  /** Percent for PERCENTAGE coupons. */
  discountPercent: doublePrecision().notNull().default(0),
  /** Amount for AMOUNT coupons. */
  discountAmountPaise: money(),
  /** Cap for PERCENTAGE coupons; 0 = no cap. */
  maxDiscountPaise: money(),
  /** Item total needed (SPEC §8 MINSUBTOTAL); 0 = none. */
  minSubtotalPaise: money(),
  startsAt: at(),
  expiresAt: at(),
  isActive: boolean().notNull().default(true),
  /** Listed on /coupons. */
  isPublic: boolean().notNull().default(true),
  /** Failure messages are not shown to the user (SPEC §3 hideMessage). */
  hideMessage: boolean().notNull().default(false),
  firstOrderOnly: boolean().notNull().default(false),
  /** A personal coupon (a scratch-card reward): only this user may apply it; null = anyone. */
  ownerUserId: integer(),
  maxUsesTotal: integer(),
  maxUsesPerUser: integer(),
  usedCount: integer().notNull().default(0),
  /**
   * Only the customers of `coupon_customers` and the members of the groups of `coupon_groups` may use
   * it (issue 35). A flag, not "has rows": a coupon whose chosen people are all gone is nobody's, never everyone's.
   */
  forChosenCustomers: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/** Named sets of customers an admin keeps (e.g. staff), for coupons meant for them. */
export const customerGroups = pgTable('customer_groups', {
  id: id(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  createdAt: createdAt(),
});

export const customerGroupMembers = pgTable(
  'customer_group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index().on(t.userId)],
);

/** Customers a coupon for chosen customers names one by one. */
export const couponCustomers = pgTable(
  'coupon_customers',
  {
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index().on(t.userId)],
);

/** Groups whose members may use a coupon for chosen customers; a group a coupon names cannot be deleted. */
export const couponGroups = pgTable(
  'coupon_groups',
  {
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.groupId] }), index().on(t.groupId)],
);


/** Stores a coupon is limited to; no rows = valid at every store. */
export const couponStores = pgTable(
  'coupon_stores',
  {
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.storeId] })],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderId: integer().notNull(),
    amountPaise: money(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.orderId), index().on(t.couponId, t.userId)],
);

export const DELIVERY_TYPES = ['DELIVERY', 'SELFPICKUP'] as const;
export const PAYMENT_METHODS = ['COD', 'WALLET', 'RAZORPAY', 'STRIPE', 'PAYTM', 'PAYMONGO', 'MERCADOPAGO'] as const;
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Random and unguessable; the only id customers see (SECURITY 13). */
    uniqueOrderId: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    /** domain ORDER_STATUS id. */
    orderStatusId: integer().notNull(),
    deliveryType: text({ enum: DELIVERY_TYPES }).notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    // Address snapshot: the order keeps where it went even if the address is edited later.
    address: text(),
    house: text(),
    tag: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    distanceKm: doublePrecision(),
    orderComment: text(),
    // The bill as charged (domain calculateBill), every part in paise.
    itemTotalPaise: money(),
    couponCode: text(),
    couponDiscountPaise: money(),
    restaurantChargesPaise: money(),
    deliveryChargePaise: money(),
    deliveryRule: text().notNull(),
    tipPaise: money(),
    surchargePaise: money(),
    distanceSurgePaise: money(),
    citySurgePaise: money(),
    storeTaxPaise: money(),
    globalTaxPaise: money(),
    totalPaise: money(),
    /** Part of the total paid from the wallet. */
    walletPaidPaise: money(),
    /** Part still to pay (cash on delivery or a gateway). */
    payablePaise: money(),
    slotId: integer().references(() => deliverySlots.id),
    slotDate: text(),
    slotName: text(),
    /** 4-digit code the customer tells the partner at hand-over. */
    deliveryPin: text().notNull(),
    cancelReason: text(),
    /** Who cancelled: customer, store, admin or system. */
    cancelledByRole: text(),
    /** Minutes the store said it needs when it accepted; it may change them later (moves the ETA). */
    preparationMinutes: integer(),
    /** The live estimate (issue 36): kitchen left + the rider's travel, recomputed at every move and GPS fix; null until accepted. */
    etaAt: at(),
    /** When the kitchen's clock started (accepted, or a slot order started preparing). */
    kitchenStartedAt: at(),
    /** What the customer was promised: the first estimate, moved only by the store's one extension. */
    promisedAt: at(),
    /** The promise at acceptance, never moved: the ETA error report measures against it. */
    firstPromisedAt: at(),
    promiseExtendedAt: at(),
    promiseExtensionReason: text(),
    acceptedAt: at(),
    readyAt: at(),
    pickedUpAt: at(),
    deliveredAt: at(),
    cancelledAt: at(),
    /** The delivery partner who accepted it (first wins); also in delivery_assignments. */
    deliveryUserId: integer().references(() => users.id),
    /** `nearest` dispatch: when the order was opened to every partner of the store (nobody near took it). */
    offerBroadcastAt: at(),
    /** Wrong PINs entered at hand-over; the partner is stopped after a few (SECURITY 14). */
    pinAttempts: integer().notNull().default(0),
    /** Part of what was paid (wallet or online) given back to the wallet on cancellation. */
    refundedPaise: money(),
    /**
     * What the bill was made from (domain BillInput: store charges, distance, coupon, tip, settings) as it
     * stood when the order was placed: a substitution makes the bill again from it with the lines changed
     * (issue 36). Null on orders older than that.
     */
    billInput: jsonb().$type<BillInput>(),
    /** Issue 36: what a proposed replacement becomes when the customer does not answer in time. */
    substitutionDefault: text({ enum: SUBSTITUTION_DEFAULTS }).notNull().default('BEST_MATCH'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.storeId, t.createdAt),
    index().on(t.orderStatusId),
    index().on(t.deliveryUserId, t.orderStatusId),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id),
    name: text().notNull(),
    isVeg: boolean().notNull(),
    unitPricePaise: money(),
    quantity: integer().notNull(),
    lineTotalPaise: money(),
  },
  (t) => [index().on(t.orderId)],
);

export const orderLineAddons = pgTable(
  'order_line_addons',
  {
    id: id(),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    addonId: integer()
      .notNull()
      .references(() => addons.id),
    addonCategoryName: text().notNull(),
    addonName: text().notNull(),
    pricePaise: money(),
  },
  (t) => [index().on(t.orderLineId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatusId: integer(),
    toStatusId: integer().notNull(),
    actorUserId: integer(),
    actorRole: text().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId)],
);

/** Stripe-style idempotency: one row per (user, route, key); replays return the stored answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    userId: integer().notNull(),
    route: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.route, t.key)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    gateway: text({ enum: PAYMENT_METHODS }).notNull(),
    /** The provider's id of this attempt (modules/payments/gateway.ts StartedPayment.gatewayRef); null until the provider answered. */
    gatewayRef: text(),
    amountPaise: money(),
    /** ISO 4217 code the attempt was asked in; a verified payment in another currency is refused. */
    currency: text().notNull().default('INR'),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    /** The provider's id of the money movement (what a refund names). */
    providerPaymentId: text(),
    /** What the customer's browser does to pay (BrowserStep): shown again to a customer who comes back. */
    step: jsonb(),
    /** Given back through the provider so far (the provider said so). */
    refundedPaise: money(),
    /** To be given back through the provider in all: what `refundedPaise` has not reached yet is owed (retried until paid). */
    refundDuePaise: money(),
    /** The development gateway's attempts: no money moves. */
    isTest: boolean().notNull().default(false),
    raw: jsonb(),
    verifiedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.orderId), uniqueIndex().on(t.gateway, t.gatewayRef)],
);

/**
 * A provider's keys as the admin console set them (issue 33): the public fields in the clear, the
 * secret ones sealed together (lib/secret-box.ts) under SECRETS_KEY, which never enters the database.
 */
export const paymentGatewaySettings = pgTable('payment_gateway_settings', {
  gateway: text().primaryKey(),
  /** Off: not offered to customers; attempts already started still settle and refund. */
  enabled: boolean().notNull().default(true),
  /** Non-secret fields (Razorpay's key id, Paytm's merchant id, website and host). */
  publicFields: jsonb().notNull().default({}),
  /** The secret fields as one sealed JSON object; null when none is set. */
  sealedSecrets: text(),
  /** Names of the secret fields that are set (never their values), for the console. */
  secretNames: jsonb().notNull().default([]),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Webhook events already processed: a replay is a no-op (SECURITY 12). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: id(),
    gateway: text().notNull(),
    eventId: text().notNull(),
    /** The attempt it spoke of, when it named one of ours. */
    paymentId: integer().references(() => payments.id),
    /** What it said (PAID, FAILED, PENDING) or IGNORED. */
    outcome: text().notNull().default('IGNORED'),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.gateway, t.eventId)],
);

export const ratings = pgTable('ratings', {
  id: id(),
  orderId: integer()
    .notNull()
    .unique()
    .references(() => orders.id),
  userId: integer()
    .notNull()
    .references(() => users.id),
  storeId: integer()
    .notNull()
    .references(() => stores.id),
  deliveryUserId: integer(),
  ratingStore: integer().notNull(),
  ratingDelivery: integer(),
  review: text(),
  createdAt: createdAt(),
});

export const deliveryAssignments = pgTable(
  'delivery_assignments',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    deliveryUserId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: ['ASSIGNED', 'PICKED_UP', 'DELIVERED', 'CANCELLED'] }).notNull().default('ASSIGNED'),
    cashCollectedPaise: money(),
    assignedAt: createdAt(),
    pickedUpAt: at(),
    deliveredAt: at(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.orderId), index().on(t.deliveryUserId, t.status)],
);

/** `nearest` dispatch: each partner's turn at an open order (one per partner and order). */
export const deliveryOffers = pgTable(
  'delivery_offers',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    deliveryUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['OPEN', 'EXPIRED', 'ACCEPTED'] }).notNull().default('OPEN'),
    /** Kilometres from the store when offered (one decimal); null when his position was unknown. */
    distanceKm: doublePrecision(),
    offeredAt: createdAt(),
    expiresAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.orderId, t.deliveryUserId), index().on(t.deliveryUserId, t.status)],
);

/** What each delivery earned its partner (commission + tip) and the cash he took at the door; one row per order. */
export const deliveryEarnings = pgTable(
  'delivery_earnings',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    deliveryUserId: integer()
      .notNull()
      .references(() => users.id),
    commissionPaise: money(),
    tipPaise: money(),
    cashCollectedPaise: money(),
    earnedAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.orderId), index().on(t.deliveryUserId, t.earnedAt)],
);

export const deliveryGpsPoints = pgTable(
  'delivery_gps_points',
  {
    id: id(),
    deliveryUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    heading: doublePrecision(),
    speed: doublePrecision(),
    recordedAt: createdAt(),
  },
  (t) => [index().on(t.deliveryUserId, t.recordedAt)],
);

/**
 * Live events, written in the same transaction as the change they announce (an outbox). The id orders
 * them: an SSE client resumes with Last-Event-ID and applies each id once. `channels` name who may see
 * it (`user:12`, `store:3`, `delivery:7`, `offers:store:3`); the bus fans them out after commit.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: id(),
    channels: text().array().notNull(),
    type: text().notNull(),
    orderId: integer(),
    payload: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().using('gin', t.channels), index().on(t.createdAt)],
);
