import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  canTransition,
  isOrderStatusId,
  isRunning,
  nextStatuses,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  type Actor,
  type OrderStatusId,
  type OrderStatusName,
} from './order-status';

const ACTORS: readonly Actor[] = ['customer', 'store', 'delivery', 'admin', 'system'];
const STATUSES = Object.values(ORDER_STATUS);
const S = ORDER_STATUS;

/** The state machine as the product describes it: every legal move and who may make it. */
const LEGAL: readonly (readonly [OrderStatusName, OrderStatusName, readonly Actor[]])[] = [
  ['AWAITING_PAYMENT', 'PLACED', ['system']],
  ['AWAITING_PAYMENT', 'SCHEDULED', ['system']],
  ['AWAITING_PAYMENT', 'PAYMENT_FAILED', ['system']],
  ['AWAITING_PAYMENT', 'CANCELLED', ['customer', 'admin', 'system']],
  ['PAYMENT_FAILED', 'CANCELLED', ['customer', 'admin', 'system']],
  ['SCHEDULED', 'SCHEDULED_CONFIRMED', ['store', 'admin']],
  ['SCHEDULED', 'CANCELLED', ['customer', 'store', 'admin']],
  ['SCHEDULED_CONFIRMED', 'PREPARING', ['store', 'admin']],
  ['SCHEDULED_CONFIRMED', 'CANCELLED', ['store', 'admin']],
  ['PLACED', 'PREPARING', ['store', 'admin']],
  ['PLACED', 'CANCELLED', ['customer', 'store', 'admin']],
  ['PREPARING', 'DELIVERY_ASSIGNED', ['delivery', 'admin', 'system']],
  ['PREPARING', 'READY_FOR_PICKUP', ['store', 'admin']],
  ['PREPARING', 'CANCELLED', ['store', 'admin']],
  ['DELIVERY_ASSIGNED', 'PICKED_UP', ['delivery', 'admin']],
  ['DELIVERY_ASSIGNED', 'CANCELLED', ['store', 'admin']],
  ['PICKED_UP', 'DELIVERED', ['delivery', 'admin']],
  ['READY_FOR_PICKUP', 'DELIVERED', ['store', 'admin']],
  ['READY_FOR_PICKUP', 'CANCELLED', ['store', 'admin']],
];

const isLegal = (from: OrderStatusId, to: OrderStatusId, actor: Actor): boolean =>
  LEGAL.some(([f, t, actors]) => S[f] === from && S[t] === to && actors.includes(actor));

describe('order status ids (ARCHITECTURE "Order statuses": stable for the API)', () => {
  it('keeps its ids', () => {
    expect(ORDER_STATUS).toEqual({
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
    });
  });

  it('names every id', () => {
    expect(ORDER_STATUS_NAMES[5]).toBe('DELIVERED');
    expect(ORDER_STATUS_NAMES[11]).toBe('SCHEDULED_CONFIRMED');
    for (const [name, id] of Object.entries(ORDER_STATUS)) expect(ORDER_STATUS_NAMES[id]).toBe(name);
  });

  it.each([
    [1, true],
    [11, true],
    [0, false],
    [12, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('isOrderStatusId(%d) → %s', (value, expected) => {
    expect(isOrderStatusId(value)).toBe(expected);
  });
});

describe('legal transitions per actor', () => {
  const cases = LEGAL.flatMap(([from, to, actors]) => actors.map((actor) => [from, to, actor] as const));

  it.each(cases)('%s → %s by %s', (from, to, actor) => {
    expect(canTransition(S[from], S[to], actor)).toBe(true);
  });

  it('allows nothing else, for any pair of statuses and any actor', () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        for (const actor of ACTORS) {
          expect(canTransition(from, to, actor), `${from} → ${to} by ${actor}`).toBe(isLegal(from, to, actor));
        }
      }
    }
  });
});

describe('illegal transitions are refused (SECURITY 18: 409)', () => {
  it.each(ACTORS)('delivered → preparing, by %s', (actor) => {
    expect(canTransition(S.DELIVERED, S.PREPARING, actor)).toBe(false);
  });

  it.each(ACTORS)('cancel after pickup, by %s', (actor) => {
    expect(canTransition(S.PICKED_UP, S.CANCELLED, actor)).toBe(false);
  });

  it('a customer accepting (placed → preparing) or confirming a schedule', () => {
    expect(canTransition(S.PLACED, S.PREPARING, 'customer')).toBe(false);
    expect(canTransition(S.SCHEDULED, S.SCHEDULED_CONFIRMED, 'customer')).toBe(false);
  });

  it('a customer cancelling once the store has accepted', () => {
    expect(canTransition(S.PREPARING, S.CANCELLED, 'customer')).toBe(false);
    expect(canTransition(S.DELIVERY_ASSIGNED, S.CANCELLED, 'customer')).toBe(false);
    expect(canTransition(S.SCHEDULED_CONFIRMED, S.CANCELLED, 'customer')).toBe(false);
  });

  it('a delivery partner cancelling, accepting for the store or delivering before pickup', () => {
    expect(canTransition(S.DELIVERY_ASSIGNED, S.CANCELLED, 'delivery')).toBe(false);
    expect(canTransition(S.PLACED, S.PREPARING, 'delivery')).toBe(false);
    expect(canTransition(S.DELIVERY_ASSIGNED, S.DELIVERED, 'delivery')).toBe(false);
  });

  it('a store picking up or delivering a delivery order itself', () => {
    expect(canTransition(S.DELIVERY_ASSIGNED, S.PICKED_UP, 'store')).toBe(false);
    expect(canTransition(S.PICKED_UP, S.DELIVERED, 'store')).toBe(false);
  });

  it('marking an unpaid order placed from outside the payment system', () => {
    for (const actor of ['customer', 'store', 'delivery', 'admin'] as const) {
      expect(canTransition(S.AWAITING_PAYMENT, S.PLACED, actor)).toBe(false);
    }
  });

  it('staying in the same status', () => {
    for (const status of STATUSES) for (const actor of ACTORS) expect(canTransition(status, status, actor)).toBe(false);
  });
});

describe('nextStatuses', () => {
  it.each([
    ['PLACED', 'customer', ['CANCELLED']],
    ['PLACED', 'store', ['PREPARING', 'CANCELLED']],
    ['PLACED', 'delivery', []],
    ['PREPARING', 'store', ['READY_FOR_PICKUP', 'CANCELLED']],
    ['PREPARING', 'delivery', ['DELIVERY_ASSIGNED']],
    ['PREPARING', 'admin', ['DELIVERY_ASSIGNED', 'READY_FOR_PICKUP', 'CANCELLED']],
    ['DELIVERY_ASSIGNED', 'delivery', ['PICKED_UP']],
    ['PICKED_UP', 'delivery', ['DELIVERED']],
    ['PICKED_UP', 'customer', []],
    ['DELIVERED', 'admin', []],
    ['CANCELLED', 'admin', []],
  ] as const)('from %s, %s may move to %j', (from, actor, expected) => {
    expect(nextStatuses(S[from], actor)).toEqual(expected.map((name) => S[name]));
  });
});

describe('isRunning', () => {
  it.each([
    ['PLACED', true],
    ['PREPARING', true],
    ['DELIVERY_ASSIGNED', true],
    ['PICKED_UP', true],
    ['READY_FOR_PICKUP', true],
    ['AWAITING_PAYMENT', true],
    ['SCHEDULED', true],
    ['SCHEDULED_CONFIRMED', true],
    ['DELIVERED', false],
    ['CANCELLED', false],
    ['PAYMENT_FAILED', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(isRunning(S[status])).toBe(expected);
  });
});

describe('order status properties', () => {
  const statusArb = fc.constantFrom(...STATUSES);
  const actorArb = fc.constantFrom(...ACTORS);

  it('canTransition agrees with nextStatuses', () => {
    fc.assert(
      fc.property(statusArb, statusArb, actorArb, (from, to, actor) => {
        return canTransition(from, to, actor) === nextStatuses(from, actor).includes(to);
      }),
    );
  });

  it('ends every walk in a finished status: no move leaves delivered or cancelled', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(actorArb, fc.nat()), { maxLength: 30 }), (moves) => {
        let status: OrderStatusId = S.AWAITING_PAYMENT;
        for (const [actor, pick] of moves) {
          const options = nextStatuses(status, actor);
          const next = options[pick % Math.max(1, options.length)];
          if (next === undefined) continue;
          expect(isRunning(status) || status === S.PAYMENT_FAILED).toBe(true);
          status = next;
        }
        if (status === S.DELIVERED || status === S.CANCELLED) {
          for (const actor of ACTORS) expect(nextStatuses(status, actor)).toEqual([]);
        }
      }),
    );
  });

  it('never moves back to awaiting payment, placed or scheduled', () => {
    for (const from of STATUSES) {
      for (const actor of ACTORS) {
        for (const to of [S.AWAITING_PAYMENT, S.PLACED, S.SCHEDULED]) {
          if (from !== S.AWAITING_PAYMENT) expect(canTransition(from, to, actor)).toBe(false);
        }
      }
    }
  });
});
