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

interface Transition {
  readonly to: OrderStatusId;
  readonly by: readonly Actor[];
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
  [S.PAYMENT_FAILED]: [{ to: S.CANCELLED, by: ['system', 'admin', 'customer'] }],
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
    { to: S.DELIVERY_ASSIGNED, by: ['delivery', 'admin', 'system'] },
    { to: S.READY_FOR_PICKUP, by: ['store', 'admin'] },
    { to: S.CANCELLED, by: ['store', 'admin'] },
  ],
  [S.DELIVERY_ASSIGNED]: [
    { to: S.PICKED_UP, by: ['delivery', 'admin'] },
    { to: S.CANCELLED, by: ['store', 'admin'] },
  ],
  [S.PICKED_UP]: [{ to: S.DELIVERED, by: ['delivery', 'admin'] }],
  [S.READY_FOR_PICKUP]: [
    { to: S.DELIVERED, by: ['store', 'admin'] },
    { to: S.CANCELLED, by: ['store', 'admin'] },
  ],
  [S.DELIVERED]: [],
  [S.CANCELLED]: [],
};

export function canTransition(from: OrderStatusId, to: OrderStatusId, actor: Actor): boolean {
  return TRANSITIONS[from].some((t) => t.to === to && t.by.includes(actor));
}

export function nextStatuses(from: OrderStatusId, actor: Actor): OrderStatusId[] {
  return TRANSITIONS[from].filter((t) => t.by.includes(actor)).map((t) => t.to);
}

/** Orders that are still moving: shown as running orders to the customer. */
export function isRunning(status: OrderStatusId): boolean {
  return status !== S.DELIVERED && status !== S.CANCELLED && status !== S.PAYMENT_FAILED;
}

export function isOrderStatusId(value: number): value is OrderStatusId {
  return Object.prototype.hasOwnProperty.call(TRANSITIONS, value);
}
