import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/order-fixtures';
import { etaOf, etaTickTarget, headlineOf, pinState, timelineOf } from './status';

const steps = (o: Parameters<typeof timelineOf>[0]) => timelineOf(o).map((s) => [s.key, s.state, s.at]);

describe('the order timeline', () => {
  it('reads placed → preparing → on the way → delivered for a delivery order, with the times it has', () => {
    const order = makeOrder({ orderstatus_id: 4, accepted_at: '2026-11-24T13:32:00.000Z', picked_up_at: '2026-11-24T13:55:00.000Z' });
    expect(steps(order)).toEqual([
      ['placed', 'done', '2026-11-24T13:30:00.000Z'],
      ['preparing', 'done', '2026-11-24T13:32:00.000Z'],
      ['onTheWay', 'current', '2026-11-24T13:55:00.000Z'],
      ['delivered', 'todo', null],
    ]);
    expect(steps({ ...order, orderstatus_id: 5, delivered_at: '2026-11-24T14:05:00.000Z' }).map((s) => s[1])).toEqual(['done', 'done', 'done', 'done']);
  });

  it("reads 'Ready for pickup' then 'Collected' for self-pickup", () => {
    const order = makeOrder({ delivery_type: 'SELFPICKUP', address: null, orderstatus_id: 7, accepted_at: '2026-11-24T13:32:00.000Z', ready_at: '2026-11-24T13:50:00.000Z' });
    expect(steps(order).map((s) => [s[0], s[1]])).toEqual([
      ['placed', 'done'],
      ['preparing', 'done'],
      ['ready', 'current'],
      ['collected', 'todo'],
    ]);
    expect(headlineOf({ ...order, orderstatus_id: 5 })).toBe('order.headline.collected');
    expect(headlineOf({ ...order, delivery_type: 'DELIVERY', orderstatus_id: 5 })).toBe('order.headline.delivered');
  });

  it('keeps a rider assignment on the kitchen step (3 is not yet on the way)', () => {
    expect(steps(makeOrder({ orderstatus_id: 3, accepted_at: '2026-11-24T13:32:00.000Z' })).map((s) => s[1])).toEqual(['done', 'current', 'todo', 'todo']);
  });

  it('ends a cancelled order at the steps it reached, then Cancelled', () => {
    const order = makeOrder({ orderstatus_id: 6, accepted_at: '2026-11-24T13:32:00.000Z', cancelled_at: '2026-11-24T13:40:00.000Z' });
    expect(steps(order)).toEqual([
      ['placed', 'done', '2026-11-24T13:30:00.000Z'],
      ['preparing', 'done', '2026-11-24T13:32:00.000Z'],
      ['cancelled', 'stopped', '2026-11-24T13:40:00.000Z'],
    ]);
    expect(steps(makeOrder({ orderstatus_id: 6, cancelled_at: '2026-11-24T13:31:00.000Z' })).map((s) => s[0])).toEqual(['placed', 'cancelled']);
  });
});

describe('the ETA', () => {
  const now = Date.parse('2026-11-24T14:00:00.000Z');
  it('counts minutes up (never 0 while ahead) and turns into running late once passed, never negative', () => {
    expect(etaOf(makeOrder({ orderstatus_id: 2, eta_at: '2026-11-24T14:23:00.000Z' }), now)).toMatchObject({ kind: 'due', minutes: 23 });
    expect(etaOf(makeOrder({ orderstatus_id: 2, eta_at: '2026-11-24T14:22:01.000Z' }), now)).toMatchObject({ kind: 'due', minutes: 23 });
    expect(etaOf(makeOrder({ orderstatus_id: 4, eta_at: '2026-11-24T14:00:10.000Z' }), now)).toMatchObject({ kind: 'due', minutes: 1 });
    expect(etaOf(makeOrder({ orderstatus_id: 4, eta_at: '2026-11-24T14:00:00.000Z' }), now)).toMatchObject({ kind: 'late' });
    expect(etaOf(makeOrder({ orderstatus_id: 4, eta_at: '2026-11-24T13:20:00.000Z' }), now)).toMatchObject({ kind: 'late', at: null, minutes: null });
  });

  it('is late once the promise passed, with the new estimate while it is ahead (issue 36)', () => {
    const promised_at = '2026-11-24T13:50:00.000Z';
    expect(etaOf(makeOrder({ orderstatus_id: 4, promised_at, eta_at: '2026-11-24T14:07:30.000Z' }), now)).toEqual({
      kind: 'late',
      promised: new Date(promised_at),
      at: new Date('2026-11-24T14:07:30.000Z'),
      minutes: 8,
    });
    // Ahead of its promise the estimate counts down even when it is later than the promise.
    expect(etaOf(makeOrder({ orderstatus_id: 3, promised_at: '2026-11-24T14:10:00.000Z', eta_at: '2026-11-24T14:15:00.000Z' }), now)).toMatchObject({ kind: 'due', minutes: 15 });
    expect(etaTickTarget({ eta_at: '2026-11-24T14:15:00.000Z', promised_at: '2026-11-24T14:10:00.000Z' })).toBe(Date.parse('2026-11-24T14:15:00.000Z'));
    expect(etaTickTarget({ eta_at: null, promised_at: null })).toBeNull();
  });

  it('is hidden before the store accepts, once delivered or cancelled, and while a pickup waits at the counter', () => {
    expect(etaOf(makeOrder(), now).kind).toBe('none');
    for (const status of [5, 6, 7]) expect(etaOf(makeOrder({ orderstatus_id: status, eta_at: '2026-11-24T14:23:00.000Z' }), now).kind).toBe('none');
  });
});

describe('the delivery PIN', () => {
  it('shows only once a partner has the order; before that a line saying so; never for pickup or a finished order', () => {
    expect([1, 2, 10, 11].map((s) => pinState(makeOrder({ orderstatus_id: s })))).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect([3, 4].map((s) => pinState(makeOrder({ orderstatus_id: s })))).toEqual(['show', 'show']);
    expect([5, 6].map((s) => pinState(makeOrder({ orderstatus_id: s, delivery_pin: null })))).toEqual(['none', 'none']);
    expect([1, 2, 7].map((s) => pinState(makeOrder({ orderstatus_id: s, delivery_type: 'SELFPICKUP' })))).toEqual(['none', 'none', 'none']);
  });
});
