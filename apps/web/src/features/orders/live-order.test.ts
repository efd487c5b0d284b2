import { describe, expect, it } from 'vitest';
import { makeEvent, makeOrder } from '../../test/order-fixtures';
import { applyOrderEvent, versionOf, withFetched, type LiveOrderState } from './live-order';

const start = (): LiveOrderState => {
  const order = makeOrder();
  return { order, version: versionOf(order) };
};

describe('a running order kept current by live events', () => {
  it('takes the timeline, status and rider of an event and adds its history line', () => {
    const next = applyOrderEvent(start(), makeEvent());
    expect(next?.order).toMatchObject({ orderstatus_id: 2, status: 'PREPARING', preparation_minutes: 15, eta_at: '2026-11-24T14:12:00.000Z', can_cancel: false, delivery_pin: '4821' });
    expect(next?.order.status_history.map((h) => [h.status_id, h.by])).toEqual([
      [1, 'customer'],
      [2, 'store'],
    ]);
    expect(next?.version).toBe(Date.parse('2026-11-24T13:32:00.000Z'));
  });

  it('ignores an event older than what it shows (a replay after a refetch), and other orders’ events', () => {
    const accepted = applyOrderEvent(start(), makeEvent()) as LiveOrderState;
    const assigned = applyOrderEvent(accepted, makeEvent({ status_id: 3, status: 'DELIVERY_ASSIGNED', previous_status_id: 2, at: '2026-11-24T13:40:00.000Z', rider: { name: 'Ravi Kumar', phone: '+919876500002' } })) as LiveOrderState;
    expect(applyOrderEvent(assigned, makeEvent())).toBeNull();
    expect(applyOrderEvent(assigned, makeEvent({ unique_order_id: 'OD-OTHER', at: '2026-11-24T15:00:00.000Z' }))).toBeNull();
    expect(assigned.order.rider).toEqual({ name: 'Ravi Kumar', phone: '+919876500002' });
  });

  it('moves the ETA on order.eta without a history line (same status)', () => {
    const accepted = applyOrderEvent(start(), makeEvent()) as LiveOrderState;
    const later = applyOrderEvent(accepted, makeEvent({ previous_status_id: 2, eta_at: '2026-11-24T14:22:00.000Z', preparation_minutes: 25, at: '2026-11-24T13:35:00.000Z' }));
    expect(later?.order.eta_at).toBe('2026-11-24T14:22:00.000Z');
    expect(later?.order.status_history).toHaveLength(2);
  });

  it('drops the PIN once the order is delivered or cancelled', () => {
    const delivered = applyOrderEvent(start(), makeEvent({ status_id: 5, status: 'DELIVERED', delivered_at: '2026-11-24T14:05:00.000Z', at: '2026-11-24T14:05:00.000Z' }));
    expect(delivered?.order.delivery_pin).toBeNull();
  });

  it('prefers an answer at least as new as the live view, and keeps the live view over an older one', () => {
    const accepted = applyOrderEvent(start(), makeEvent()) as LiveOrderState;
    // A refetch answering after the move: it wins (it also carries what events do not: refund, payment).
    const fetched = makeOrder({ orderstatus_id: 2, status: 'PREPARING', accepted_at: '2026-11-24T13:32:00.000Z', payment_status: 'PENDING', refunded: '0.00' });
    expect(withFetched(accepted, fetched).order).toBe(fetched);
    // A slow answer from before the move changes nothing.
    const old = makeOrder();
    expect(withFetched(accepted, old)).toBe(accepted);
    expect(withFetched(null, old).order).toBe(old);
    // cancel-order's answer (refund included) is newer than the page's first read.
    const cancelled = makeOrder({ orderstatus_id: 6, cancelled_at: '2026-11-24T13:31:00.000Z', refunded: '324.00', status_history: [] });
    expect(withFetched(start(), cancelled).order.refunded).toBe('324.00');
  });
});
