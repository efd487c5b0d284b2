import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  acceptTarget,
  handOverTarget,
  canChangePreparationTime,
  canMarkReadyInPlace,
  canTransition,
  isOpenOffer,
  isOrderStatusId,
  isRunning,
  nextStatuses,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  type Actor,
  type Fulfilment,
  type OrderStatusId,
  type OrderStatusName,
} from './order-status';

const ACTORS: readonly Actor[] = ['customer', 'store', 'delivery', 'admin', 'system'];
const FULFILMENTS: readonly Fulfilment[] = ['DELIVERY', 'SELFPICKUP'];
const STATUSES = Object.values(ORDER_STATUS);
const S = ORDER_STATUS;

/** The state machine as the product describes it: every legal move and who may make it. */
const LEGAL: readonly (readonly [OrderStatusName, OrderStatusName, readonly Actor[], Fulfilment?])[] = [
  ['AWAITING_PAYMENT', 'PLACED', ['system']],
  ['AWAITING_PAYMENT', 'SCHEDULED', ['system']],
  ['AWAITING_PAYMENT', 'PAYMENT_FAILED', ['system']],
  ['AWAITING_PAYMENT', 'CANCELLED', ['customer', 'admin', 'system']],
  ['SCHEDULED', 'SCHEDULED_CONFIRMED', ['store', 'admin']],
  ['SCHEDULED', 'CANCELLED', ['customer', 'store', 'admin']],
  ['SCHEDULED_CONFIRMED', 'PREPARING', ['store', 'admin']],
  ['SCHEDULED_CONFIRMED', 'CANCELLED', ['store', 'admin']],
  ['PLACED', 'PREPARING', ['store', 'admin']],
  ['PLACED', 'CANCELLED', ['customer', 'store', 'admin']],
  ['PREPARING', 'DELIVERY_ASSIGNED', ['delivery', 'admin', 'system'], 'DELIVERY'],
  ['PREPARING', 'READY_FOR_PICKUP', ['store', 'admin'], 'SELFPICKUP'],
  ['PREPARING', 'CANCELLED', ['store', 'admin']],
  ['DELIVERY_ASSIGNED', 'PICKED_UP', ['delivery', 'store', 'admin'], 'DELIVERY'],
  ['DELIVERY_ASSIGNED', 'CANCELLED', ['admin']],
  ['PICKED_UP', 'DELIVERED', ['delivery', 'admin'], 'DELIVERY'],
  ['READY_FOR_PICKUP', 'DELIVERED', ['store', 'admin'], 'SELFPICKUP'],
  ['READY_FOR_PICKUP', 'CANCELLED', ['admin']],
];

const isLegal = (from: OrderStatusId, to: OrderStatusId, actor: Actor, fulfilment?: Fulfilment): boolean =>
  LEGAL.some(([f, t, actors, only]) => S[f] === from && S[t] === to && actors.includes(actor) && (only === undefined || fulfilment === undefined || only === fulfilment));

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

  it('allows nothing else, for any pair of statuses, any actor and either fulfilment', () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        for (const actor of ACTORS) {
          expect(canTransition(from, to, actor), `${from} → ${to} by ${actor}`).toBe(isLegal(from, to, actor));
          for (const kind of FULFILMENTS) {
            expect(canTransition(from, to, actor, kind), `${from} → ${to} by ${actor} (${kind})`).toBe(isLegal(from, to, actor, kind));
          }
        }
      }
    }
  });

  it('keeps the delivery and the self-pickup paths apart', () => {
    expect(canTransition(S.PREPARING, S.DELIVERY_ASSIGNED, 'delivery', 'SELFPICKUP')).toBe(false);
    expect(canTransition(S.PREPARING, S.READY_FOR_PICKUP, 'store', 'DELIVERY')).toBe(false);
    expect(canTransition(S.READY_FOR_PICKUP, S.DELIVERED, 'store', 'SELFPICKUP')).toBe(true);
    expect(canTransition(S.DELIVERY_ASSIGNED, S.PICKED_UP, 'store', 'DELIVERY')).toBe(true);
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

  it('a store delivering a delivery order itself, or picking it up before a rider took it', () => {
    expect(canTransition(S.PICKED_UP, S.DELIVERED, 'store')).toBe(false);
    expect(canTransition(S.PREPARING, S.PICKED_UP, 'store')).toBe(false);
  });

  it('a store cancelling once a rider is on the way or the food waits at the counter (admin only)', () => {
    expect(canTransition(S.DELIVERY_ASSIGNED, S.CANCELLED, 'store')).toBe(false);
    expect(canTransition(S.READY_FOR_PICKUP, S.CANCELLED, 'store')).toBe(false);
    expect(canTransition(S.DELIVERY_ASSIGNED, S.CANCELLED, 'admin')).toBe(true);
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
    ['DELIVERY_ASSIGNED', 'store', ['PICKED_UP']],
    ['PICKED_UP', 'delivery', ['DELIVERED']],
    ['PICKED_UP', 'customer', []],
    ['DELIVERED', 'admin', []],
    ['CANCELLED', 'admin', []],
  ] as const)('from %s, %s may move to %j', (from, actor, expected) => {
    expect(nextStatuses(S[from], actor)).toEqual(expected.map((name) => S[name]));
  });
});

describe('nextStatuses for one kind of order', () => {
  it.each([
    ['PREPARING', 'store', 'DELIVERY', ['CANCELLED']],
    ['PREPARING', 'store', 'SELFPICKUP', ['READY_FOR_PICKUP', 'CANCELLED']],
    ['PREPARING', 'delivery', 'SELFPICKUP', []],
    ['READY_FOR_PICKUP', 'store', 'SELFPICKUP', ['DELIVERED']],
  ] as const)('from %s, %s on a %s order may move to %j', (from, actor, kind, expected) => {
    expect(nextStatuses(S[from], actor, kind)).toEqual(expected.map((name) => S[name]));
  });
});

describe('moves that keep the status', () => {
  it.each([
    ['PREPARING', 'DELIVERY', false, true],
    ['DELIVERY_ASSIGNED', 'DELIVERY', false, true],
    ['DELIVERY_ASSIGNED', 'DELIVERY', true, false],
    ['PICKED_UP', 'DELIVERY', false, false],
    ['PLACED', 'DELIVERY', false, false],
    ['PREPARING', 'SELFPICKUP', false, false],
  ] as const)('mark ready in place: %s %s (already ready %s) → %s', (status, kind, ready, expected) => {
    expect(canMarkReadyInPlace(S[status], kind, ready)).toBe(expected);
  });

  it.each([
    ['PREPARING', false, true],
    ['DELIVERY_ASSIGNED', false, true],
    ['DELIVERY_ASSIGNED', true, false],
    ['PLACED', false, false],
    ['SCHEDULED_CONFIRMED', false, false],
    ['READY_FOR_PICKUP', false, false],
    ['PICKED_UP', false, false],
  ] as const)('change preparation time: %s (ready %s) → %s', (status, ready, expected) => {
    expect(canChangePreparationTime(S[status], ready)).toBe(expected);
  });

  it.each([
    ['PREPARING', 'DELIVERY', false, true],
    ['PREPARING', 'DELIVERY', true, false],
    ['PREPARING', 'SELFPICKUP', false, false],
    ['PLACED', 'DELIVERY', false, false],
  ] as const)('open offer: %s %s (rider %s) → %s', (status, kind, rider, expected) => {
    expect(isOpenOffer(S[status], kind, rider)).toBe(expected);
  });
});

describe('store actions map to moves the machine allows', () => {
  it.each([
    ['PLACED', 'PREPARING'],
    ['SCHEDULED', 'SCHEDULED_CONFIRMED'],
    ['SCHEDULED_CONFIRMED', null],
    ['PREPARING', null],
    ['CANCELLED', null],
  ] as const)('accept from %s → %s', (from, to) => {
    expect(acceptTarget(S[from])).toBe(to === null ? null : S[to]);
    if (to !== null) expect(canTransition(S[from], S[to], 'store')).toBe(true);
  });

  it.each([
    ['DELIVERY_ASSIGNED', 'DELIVERY', 'PICKED_UP'],
    ['READY_FOR_PICKUP', 'SELFPICKUP', 'DELIVERED'],
    ['PREPARING', 'DELIVERY', null],
    ['PICKED_UP', 'DELIVERY', null],
    ['PREPARING', 'SELFPICKUP', null],
  ] as const)('handed over from %s (%s) → %s', (from, kind, to) => {
    expect(handOverTarget(S[from], kind)).toBe(to === null ? null : S[to]);
    if (to !== null) expect(canTransition(S[from], S[to], 'store', kind)).toBe(true);
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
