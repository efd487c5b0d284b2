/** Order statuses; ids are stable because the API exposes them (ARCHITECTURE "Order statuses"). */
export const ORDER_STATUS = {
  PLACED: 1,
  PREPARING: 2,
  DELIVERY_ASSIGNED: 3,
  PICKED_UP: 4,
  DELIVERED: 5,
  CANCELLED: 6,
  READY_FOR_PICKUP: 7,
  AWAITING_PAYMENT: 8,
  PAYMENT_FAILED: 9,
  SCHEDULED: 10,
  SCHEDULED_CONFIRMED: 11,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export type OrderStatusName = keyof typeof ORDER_STATUS;

export const ORDER_STATUS_NAMES: Record<OrderStatusId, OrderStatusName> = Object.fromEntries(
  Object.entries(ORDER_STATUS).map(([name, id]) => [id, name]),
) as Record<OrderStatusId, OrderStatusName>;

export type Actor = 'customer' | 'store' | 'delivery' | 'admin' | 'system';

/** How the order reaches the customer: some moves exist for one kind only (ADR 0003). */
export type Fulfilment = 'DELIVERY' | 'SELFPICKUP';

interface Transition {
  readonly to: OrderStatusId;
  readonly by: readonly Actor[];
  /** Only for orders of this fulfilment; absent = both. */
  readonly only?: Fulfilment;
}

const S = ORDER_STATUS;

/** Every legal move and who may make it; anything else is INVALID_TRANSITION (409). */
const TRANSITIONS: Record<OrderStatusId, readonly Transition[]> = {
  [S.AWAITING_PAYMENT]: [
    { to: S.PLACED, by: ['system'] },
    { to: S.SCHEDULED, by: ['system'] },
    { to: S.PAYMENT_FAILED, by: ['system'] },
    { to: S.CANCELLED, by: ['customer', 'system', 'admin'] },
  ],
  // Terminal: an unpaid order's holds were given back when it expired (issue 33); cancelling it would give them twice.
  [S.PAYMENT_FAILED]: [],
  [S.SCHEDULED]: [
    { to: S.SCHEDULED_CONFIRMED, by: ['store', 'admin'] },
    { to: S.CANCELLED, by: ['customer', 'store', 'admin'] },
  ],
  [S.SCHEDULED_CONFIRMED]: [
    { to: S.PREPARING, by: ['store', 'admin'] },
    { to: S.CANCELLED, by: ['store', 'admin'] },
  ],
  [S.PLACED]: [
    { to: S.PREPARING, by: ['store', 'admin'] },
    { to: S.CANCELLED, by: ['customer', 'store', 'admin'] },
  ],
  [S.PREPARING]: [
    { to: S.DELIVERY_ASSIGNED, by: ['delivery', 'admin', 'system'], only: 'DELIVERY' },
    { to: S.READY_FOR_PICKUP, by: ['store', 'admin'], only: 'SELFPICKUP' },
    { to: S.CANCELLED, by: ['store', 'admin'] },
  ],
  [S.DELIVERY_ASSIGNED]: [
    // The rider says "picked up", or the store says "handed over" to the rider at its counter.
    { to: S.PICKED_UP, by: ['delivery', 'store', 'admin'], only: 'DELIVERY' },
    // A rider is on the way: only an admin can still call the order off.
    { to: S.CANCELLED, by: ['admin'] },
  ],
  [S.PICKED_UP]: [{ to: S.DELIVERED, by: ['delivery', 'admin'], only: 'DELIVERY' }],
  [S.READY_FOR_PICKUP]: [
    // The customer collected it at the counter.
    { to: S.DELIVERED, by: ['store', 'admin'], only: 'SELFPICKUP' },
    { to: S.CANCELLED, by: ['admin'] },
  ],
  [S.DELIVERED]: [],
  [S.CANCELLED]: [],
};

const fits = (t: Transition, actor: Actor, fulfilment: Fulfilment | undefined) =>
  t.by.includes(actor) && (t.only === undefined || fulfilment === undefined || t.only === fulfilment);

/**
 * Whether `actor` may move an order from `from` to `to`. Pass the order's fulfilment to also apply the
 * moves that exist for one kind only; without it the answer is "for some kind of order".
 */
export function canTransition(from: OrderStatusId, to: OrderStatusId, actor: Actor, fulfilment?: Fulfilment): boolean {
  return TRANSITIONS[from].some((t) => t.to === to && fits(t, actor, fulfilment));
}

export function nextStatuses(from: OrderStatusId, actor: Actor, fulfilment?: Fulfilment): OrderStatusId[] {
  return TRANSITIONS[from].filter((t) => fits(t, actor, fulfilment)).map((t) => t.to);
}

/** Orders that are still moving: shown as running orders to the customer. */
export function isRunning(status: OrderStatusId): boolean {
  return status !== S.DELIVERED && status !== S.CANCELLED && status !== S.PAYMENT_FAILED;
}

export function isOrderStatusId(value: number): value is OrderStatusId {
  return Object.prototype.hasOwnProperty.call(TRANSITIONS, value);
}

/**
 * A delivery order's kitchen can say "ready" without a status move (the rider still has to come):
 * while it is being prepared or a rider is on the way to the store, and only once.
 */
export function canMarkReadyInPlace(status: OrderStatusId, fulfilment: Fulfilment, alreadyReady: boolean): boolean {
  return fulfilment === 'DELIVERY' && !alreadyReady && (status === S.PREPARING || status === S.DELIVERY_ASSIGNED);
}

/** The kitchen's time can change while the food is being made: accepted, not yet ready or picked up. */
export function canChangePreparationTime(status: OrderStatusId, alreadyReady: boolean): boolean {
  return !alreadyReady && (status === S.PREPARING || status === S.DELIVERY_ASSIGNED);
}

/**
 * Issue 36: lines can be substituted (or left out, and a customer can answer a proposal) only while the
 * order is being picked: accepted, not yet ready or handed over. Anything else is INVALID_TRANSITION.
 */
export function canSubstitute(status: number, alreadyReady: boolean): boolean {
  return !alreadyReady && (status === S.PREPARING || status === S.DELIVERY_ASSIGNED);
}

/** A delivery order a rider may take: accepted by the store, no rider yet (first wins). */
export function isOpenOffer(status: OrderStatusId, fulfilment: Fulfilment, hasRider: boolean): boolean {
  return fulfilment === 'DELIVERY' && status === S.PREPARING && !hasRider;
}

/** The status a store's "accept" moves an order to: placed → preparing, scheduled → scheduled confirmed. */
export function acceptTarget(from: OrderStatusId): OrderStatusId | null {
  if (from === S.PLACED) return S.PREPARING;
  if (from === S.SCHEDULED) return S.SCHEDULED_CONFIRMED;
  return null;
}

/** A store's "handed over": to the rider at the counter (→ picked up), or to the customer collecting it (→ delivered). */
export function handOverTarget(from: OrderStatusId, fulfilment: Fulfilment): OrderStatusId | null {
  if (fulfilment === 'DELIVERY' && from === S.DELIVERY_ASSIGNED) return S.PICKED_UP;
  if (fulfilment === 'SELFPICKUP' && from === S.READY_FOR_PICKUP) return S.DELIVERED;
  return null;
}

/** Wrong hand-over PINs a rider may enter before the store or an admin must unlock the order (SECURITY 14). */
export const MAX_PIN_ATTEMPTS = 5;
