import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { LiveOrderEvent, OrderView, UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { resetLiveClient } from '../../lib/use-live-events';
import { clearQueryCache } from '../../lib/use-query';
import { stubApiWithEvents } from '../../test/fetch-stub';
import { makeEvent, makeOrder } from '../../test/order-fixtures';
import { RunningOrderRoute } from './running-order';

vi.mock('../../features/orders/components/rider-map-canvas', () => ({ default: () => null }));

const user = { id: 3, name: 'Aarav', auth_token: 'tok', default_address_id: 7, default_address: null } as unknown as UserData;

/** The running order's calls, and /api/events as a stream the test writes order.status events to. */
function stubServer(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const server = stubApiWithEvents(answers);
  return { ...server, push: (data: LiveOrderEvent) => server.push('order.status', data) };
}

function renderOrder(order: OrderView) {
  return render(
    <MemoryRouter initialEntries={[`/running-order/${order.unique_order_id}`]}>
      <Routes>
        <Route path="/running-order/:uniqueOrderId" element={<RunningOrderRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => setUser(user));
afterEach(() => {
  cleanup();
  resetLiveClient();
  clearQueryCache();
  setUser(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/running-order follows the order live', () => {
  it('updates status, ETA, PIN and partner from events, without polling', async () => {
    let current = makeOrder();
    const server = stubServer({ 'get-single-order': () => ({ success: true, data: current }), 'delivery/get-delivery-guy-gps-location': () => ({ success: true, data: null }) });
    renderOrder(current);
    expect(await screen.findByText('Order placed! Waiting for the store to accept')).toBeTruthy();
    expect(screen.getByText('Your delivery PIN will appear here once a delivery partner is on the way.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Delivery PIN' })).toBeNull();
    await waitFor(() => expect(server.count('events')).toBe(1));
    // Once when the page opens, once when the stream opens (nothing can slip between the two).
    await waitFor(() => expect(server.count('get-single-order')).toBe(2));

    act(() => server.push(makeEvent({ eta_at: new Date(Date.now() + 23 * 60_000 - 1000).toISOString() })));
    expect(await screen.findByText('Your order is being prepared')).toBeTruthy();
    expect(screen.getByText('23 min')).toBeTruthy();
    // Past its promise (issue 36): running late, with the new estimate and the store's reason.
    const promised = new Date(Date.now() - 5 * 60_000).toISOString();
    act(() => server.push(makeEvent({ eta_at: new Date(Date.now() + 8 * 60_000 - 1000).toISOString(), promised_at: promised, promise_extension_reason: 'Oven is full', at: '2026-11-24T13:39:00.000Z' })));
    expect(await screen.findByText('Running late')).toBeTruthy();
    expect(screen.getByText(/^Now expected by .*, in about 8 min\. It was due by /)).toBeTruthy();
    expect(screen.getByText('The store needed more time: Oven is full')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();

    const rider = { name: 'Ravi Kumar', phone: '+91 98765 00002' };
    act(() => server.push(makeEvent({ status_id: 3, status: 'DELIVERY_ASSIGNED', previous_status_id: 2, rider, by: 'delivery', note: null, at: '2026-11-24T13:40:00.000Z' })));
    expect(await screen.findByText('A delivery partner is on the way to the store')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Delivery PIN' })).toBeTruthy();
    expect(screen.getByLabelText('Call Ravi Kumar').getAttribute('href')).toBe('tel:+919876500002');
    expect(screen.getByText("Waiting for Ravi Kumar's first location…")).toBeTruthy();
    expect(server.count('get-single-order')).toBe(2);

    // Delivered a minute ago: an order delivered over two hours before now reads as history instead
    // (a fixed date made this test fail from that hour of its day on).
    current = makeOrder({ orderstatus_id: 5, status: 'DELIVERED', delivered_at: new Date(Date.now() - 60_000).toISOString(), delivery_pin: null, rider, payment_status: 'PAID', can_cancel: false });
    act(() => server.push(makeEvent({ status_id: 5, status: 'DELIVERED', previous_status_id: 4, rider, delivered_at: current.delivered_at, at: current.delivered_at ?? '' })));
    expect(await screen.findByText('Delivered. Enjoy your meal!')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Delivery PIN' })).toBeNull();
    expect(screen.queryByText(/min$/)).toBeNull();
    // A finished order is read once more (payment and refund are not in events).
    await waitFor(() => expect(server.count('get-single-order')).toBe(3));
    await waitFor(() => expect(screen.getByText('Paid')).toBeTruthy());
  });

  it.each([
    [false, true],
    [true, false],
  ])('a delivered order rated=%s offers "Rate the order": %s', async (rated, offered) => {
    const order = makeOrder({ orderstatus_id: 5, status: 'DELIVERED', delivered_at: new Date(Date.now() - 3 * 3_600_000).toISOString(), delivery_pin: null, payment_status: 'PAID', can_cancel: false });
    const server = stubServer({
      'get-single-order': () => ({ success: true, data: order }),
      'single-ratable-order': () => ({ success: true, data: { unique_order_id: order.unique_order_id, restaurant: order.restaurant, delivery_partner_name: null, rated } }),
    });
    renderOrder(order);
    expect(await screen.findByRole('button', { name: /Reorder/ })).toBeTruthy();
    await waitFor(() => expect(server.count('single-ratable-order')).toBe(1));
    if (offered) expect(await screen.findByRole('link', { name: `Rate the order from ${order.restaurant.name}` })).toBeTruthy();
    else {
      // The answer has been drawn (its promise settled) before looking.
      await act(async () => undefined);
      expect(screen.queryByRole('link', { name: /Rate the order/ })).toBeNull();
    }
  });

  it('applies a repeated event id once (SECURITY 32)', async () => {
    const order = makeOrder();
    const server = stubServer({ 'get-single-order': () => ({ success: true, data: order }) });
    renderOrder(order);
    await screen.findByText('Order placed! Waiting for the store to accept');
    await waitFor(() => expect(server.count('events')).toBe(1));
    const frame = (status: number, name: string, at: string) =>
      `id: 7\nevent: order.status\ndata: ${JSON.stringify(makeEvent({ status_id: status, status: name, at }))}\n\n`;
    act(() => server.pushRaw(frame(2, 'PREPARING', '2026-11-24T13:32:00.000Z') + frame(6, 'CANCELLED', '2026-11-24T13:33:00.000Z')));
    expect(await screen.findByText('Your order is being prepared')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('cancels in a bottom sheet with a reason and shows what went back to the wallet', async () => {
    const order = makeOrder({ payment_mode: 'WALLET', payment_status: 'PAID', bill: { ...makeOrder().bill, wallet_paid: '324.00', payable: '0.00' } });
    const cancelled = makeOrder({ ...order, orderstatus_id: 6, status: 'CANCELLED', cancelled_at: '2026-11-24T13:31:00.000Z', cancelled_by: 'customer', cancel_reason: 'Ordered twice', refunded: '324.00', can_cancel: false, delivery_pin: null });
    const sent: Array<Record<string, unknown>> = [];
    stubServer({ 'get-single-order': () => ({ success: true, data: order }), 'cancel-order': (body) => (sent.push(body), { success: true, data: cancelled }) });
    renderOrder(order);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(sheet).getByText('₹324.00 paid from your wallet goes back to it at once.')).toBeTruthy();
    fireEvent.input(within(sheet).getByLabelText('Reason (optional)'), { target: { value: 'Ordered twice' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('This order was cancelled')).toBeTruthy();
    expect(sent).toEqual([{ unique_order_id: order.unique_order_id, reason: 'Ordered twice' }]);
    expect(screen.getByText('₹324.00 went back to your Keka wallet.')).toBeTruthy();
    expect(screen.getByText('Reason: Ordered twice')).toBeTruthy();
  });

  it('shows a loading skeleton, then an error with a retry', async () => {
    let fail = true;
    stubServer({ 'get-single-order': () => (fail ? { success: false, code: 'NOT_FOUND', message: 'We could not find this order.' } : { success: true, data: makeOrder() }) });
    renderOrder(makeOrder());
    expect(screen.getAllByRole('status').some((el) => el.getAttribute('aria-busy') === 'true')).toBe(true);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Order placed! Waiting for the store to accept')).toBeTruthy();
  });
});

describe('a replacement the store proposes (issue 36)', () => {
  const pending = {
    id: 5,
    line_id: 21,
    kind: 'REPLACE' as const,
    status: 'PENDING' as const,
    line: { name: 'Paneer Tikka', quantity: 1, line_total: '289.00' },
    replacement: { item_id: 12, name: 'Paneer Butter Masala', is_veg: true, quantity: 1, price: '279.00', line_total: '279.00' },
    difference: '-10.00',
    refunded: '0.00',
    collect: '0.00',
    settled_by: null,
    answer_by: new Date(Date.now() + 4 * 60_000).toISOString(),
    created_at: '2026-11-24T13:36:00.000Z',
    settled_at: null,
  };

  it('arrives live, is answered on the page, and the receipt shows the change', async () => {
    let current = makeOrder({ orderstatus_id: 2, status: 'PREPARING', accepted_at: '2026-11-24T13:35:00.000Z', can_cancel: false });
    const server = stubServer({
      'get-single-order': () => ({ success: true, data: current }),
      'answer-substitution': (body) => {
        expect(body).toMatchObject({ substitution_id: 5, answer: 'ACCEPT' });
        current = {
          ...current,
          items: [{ line_id: 21, item_id: 12, name: 'Paneer Butter Masala', is_veg: true, price: '279.00', quantity: 1, addons: [], line_total: '279.00' }],
          bill: { ...current.bill, item_total: '279.00', total: '314.00', payable: '314.00' },
          substitutions: [{ ...pending, status: 'ACCEPTED', settled_by: 'customer', settled_at: '2026-11-24T13:37:00.000Z' }],
          status_history: [...current.status_history, { status_id: 2, status: 'PREPARING', at: '2026-11-24T13:37:00.000Z', by: 'customer', note: 'Substituted 1 × Paneer Tikka with 1 × Paneer Butter Masala (−₹10.00)' }],
        };
        return { success: true, data: current };
      },
    });
    renderOrder(current);
    expect(await screen.findByText('Your order is being prepared')).toBeTruthy();
    await waitFor(() => expect(server.count('events')).toBe(1));
    current = { ...current, substitutions: [pending] };
    // The event says lines changed: the page reads the order again and asks.
    act(() => server.pushRaw(`id: 40\nevent: order.substitution\ndata: ${JSON.stringify(makeEvent({ status_id: 2, status: 'PREPARING', at: '2026-11-24T13:36:00.000Z' }))}\n\n`));
    const prompt = await screen.findByRole('region', { name: 'Spice Route does not have 1 × Paneer Tikka' });
    expect(within(prompt).getByText('They suggest 1 × Paneer Butter Masala')).toBeTruthy();
    expect(within(prompt).getByText(/₹10\.00 less/)).toBeTruthy();
    expect(within(prompt).getByText(/or the replacement comes\.$/)).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Accept replacement' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Spice Route does not have 1 × Paneer Tikka' })).toBeNull());
    const changes = screen.getByRole('region', { name: 'Changes to your order' });
    expect(within(changes).getByText('1 × Paneer Tikka replaced with 1 × Paneer Butter Masala')).toBeTruthy();
    expect(within(changes).getByText('₹10.00 less')).toBeTruthy();
  });
});
