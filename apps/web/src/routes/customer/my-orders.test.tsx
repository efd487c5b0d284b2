import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { GetReorderItemsResponse, OrderListEntry, UserData } from '@keka/contracts';
import { EMPTY_CART } from '@keka/domain';
import { setUser } from '../../features/account/state';
import { addLine, useCartStore } from '../../features/cart/state';
import { resetLiveClient } from '../../lib/use-live-events';
import { clearQueryCache } from '../../lib/use-query';
import { stubApi } from '../../test/fetch-stub';
import { MyOrdersRoute } from './my-orders';

const user = { id: 3, name: 'Aarav', auth_token: 'tok', default_address_id: 7, default_address: null } as unknown as UserData;

const entry = (n: number, overrides: Partial<OrderListEntry> = {}): OrderListEntry => ({
  unique_order_id: `OD-${n}`,
  orderstatus_id: 5,
  status: 'DELIVERED',
  is_running: false,
  delivery_type: 'DELIVERY',
  restaurant: { id: 1, name: `Store ${n}`, slug: `store-${n}`, image: '' },
  item_count: n,
  total: `${100 + n}.00`,
  refunded: '0.00',
  refunded_online: '0.00',
  refund_gateway: null,
  created_at: '2026-11-20T10:00:00.000Z',
  delivered_at: '2026-11-20T10:40:00.000Z',
  cancelled_at: null,
  can_cancel: false,
  rated: false,
  ...overrides,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/my-orders']}>
      <Routes>
        <Route path="/my-orders" element={<MyOrdersRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => setUser(user));
afterEach(() => {
  cleanup();
  resetLiveClient();
  clearQueryCache();
  setUser(null);
  useCartStore.setState({ cart: EMPTY_CART });
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/my-orders', () => {
  it('offers "Rate the order" only for a delivered order not rated yet', async () => {
    stubApi({ 'get-orders': { success: true, data: [entry(1, { rated: true }), entry(2)], has_more: false } });
    renderPage();
    const past = await screen.findByRole('region', { name: 'Past orders' });
    expect(within(past).queryByRole('link', { name: 'Rate the order from Store 1' })).toBeNull();
    expect(within(past).getByRole('link', { name: 'Rate the order from Store 2' })).toBeTruthy();
  });

  it('sends a guest to log in', () => {
    setUser(null);
    renderPage();
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('says there are no orders yet and where to start', async () => {
    stubApi({ 'get-orders': { success: true, data: [], has_more: false } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find something to order' }).getAttribute('href')).toBe('/');
  });

  it('shows running orders on top linking to their live page, past ones with status, items, total and date, then pages on', async () => {
    const first = [entry(1, { orderstatus_id: 3, status: 'DELIVERY_ASSIGNED', is_running: true, delivered_at: null }), entry(2), entry(3, { orderstatus_id: 6, status: 'CANCELLED', delivered_at: null, cancelled_at: '2026-11-20T10:05:00.000Z', refunded: '103.00' })];
    const { calls } = stubApi({
      'get-orders': (body) => (body.page === 1 ? { success: true, data: first, has_more: true } : { success: true, data: [entry(3), entry(4, { delivery_type: 'SELFPICKUP' })], has_more: false }),
    });
    renderPage();
    const running = await screen.findByRole('region', { name: 'Running orders' });
    const track = within(running).getByRole('link');
    expect(track.getAttribute('href')).toBe('/running-order/OD-1');
    expect(track.textContent).toContain('Partner assigned');
    expect(track.textContent).toContain('Track order');
    const past = screen.getByRole('region', { name: 'Past orders' });
    expect(within(past).getAllByRole('listitem')).toHaveLength(2);
    const rows = within(past).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/running-order/'));
    expect(rows[1]?.textContent).toContain('₹103.00 refunded to wallet');
    expect(rows[0]?.textContent).toMatch(/Store 2.*2 items · 20 Nov 2026.*Delivered.*₹102\.00/);
    // A delivered order can be rated from the list.
    expect(within(past).getByRole('link', { name: 'Rate the order from Store 2' }).getAttribute('href')).toBe('/rate-and-review/OD-2');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Past orders' })).getAllByRole('listitem')).toHaveLength(3));
    // The repeated order (pages shift as orders move) is listed once; the last page removes the button.
    expect(screen.getAllByText('Store 3')).toHaveLength(1);
    expect(screen.getByText(/Self-pickup/).textContent).toContain('4 items');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('/running-order/OD-4'));
    expect(calls.filter((c) => c.name === 'get-orders').map((c) => c.body)).toEqual([
      { page: 1, per_page: 10 },
      { page: 2, per_page: 10 },
    ]);
  });

  it('offers Cancel on an order the store has not accepted yet, opening its page with the cancel sheet', async () => {
    stubApi({ 'get-orders': { success: true, data: [entry(1, { orderstatus_id: 1, status: 'PLACED', is_running: true, delivered_at: null, can_cancel: true }), entry(2, { orderstatus_id: 2, status: 'PREPARING', is_running: true, delivered_at: null })], has_more: false } });
    renderPage();
    const running = await screen.findByRole('region', { name: 'Running orders' });
    const cancels = within(running).getAllByRole('link', { name: 'Cancel order' });
    expect(cancels.map((a) => a.getAttribute('href'))).toEqual(['/running-order/OD-1']);
    // Running orders are not reordered from the list; past ones are.
    expect(within(running).queryByRole('button', { name: /Reorder/ })).toBeNull();
  });
});

describe('/my-orders Reorder', () => {
  const answer: GetReorderItemsResponse = {
    success: true,
    restaurant: { id: 1, name: 'Store 2', slug: 'store-2' },
    lines: [
      { id: 11, name: 'Masala Dosa', price: '120.00', quantity: 2, max_qty: null, is_veg: true, is_active: 1, restaurant_id: 1, image: null, selectedaddons: [] },
      { id: 12, name: 'Pizza', price: '300.00', quantity: 1, max_qty: null, is_veg: true, is_active: 1, restaurant_id: 1, image: null, selectedaddons: [{ addon_category_name: 'Size', addon_id: 5, addon_name: 'Large', price: '60.00' }] },
    ],
    skipped: [{ item_id: 13, name: 'Filter Coffee', quantity: 1, reason: 'UNAVAILABLE' }],
  };
  const lines = () => useCartStore.getState().cart.lines.map((l) => [l.id, l.quantity, l.selectedaddons.map((a) => a.addon_id)]);

  it("puts the order's lines with their add-ons and quantities into an empty cart and goes to /cart", async () => {
    const { calls } = stubApi({ 'get-orders': { success: true, data: [entry(2)], has_more: false }, 'get-reorder-items': answer });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder from Store 2' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cart'));
    expect(calls.find((c) => c.name === 'get-reorder-items')?.body).toEqual({ unique_order_id: 'OD-2' });
    expect(useCartStore.getState().cart.restaurantId).toBe(1);
    expect(lines()).toEqual([
      [11, 2, []],
      [12, 1, [5]],
    ]);
  });

  it("asks before replacing another store's cart: keeping it changes nothing, replacing it does", async () => {
    addLine({ id: 99, name: 'Biryani', price: '250.00', max_qty: null, is_veg: false, is_active: 1, restaurant_id: 8, selectedaddons: [] });
    stubApi({ 'get-orders': { success: true, data: [entry(2)], has_more: false }, 'get-reorder-items': answer });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder from Store 2' }));
    expect(await screen.findByText('Your cart has items from another store. Reordering from Store 2 removes them.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my cart' }));
    expect(lines()).toEqual([[99, 1, []]]);
    expect(screen.queryByTestId('where')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reorder from Store 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace cart' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cart'));
    expect(lines()).toEqual([
      [11, 2, []],
      [12, 1, [5]],
    ]);
  });

  it('says which items cannot come back when none can, and leaves the cart alone', async () => {
    stubApi({
      'get-orders': { success: true, data: [entry(2)], has_more: false },
      'get-reorder-items': { ...answer, lines: [], skipped: [...answer.skipped, { item_id: 14, name: 'Old Thali', quantity: 1, reason: 'GONE' }] },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder from Store 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('None of the items in this order can be ordered right now');
    expect(alert.textContent).toContain('Filter Coffee: not available right now');
    expect(alert.textContent).toContain('Old Thali: no longer on the menu');
    expect(useCartStore.getState().cart).toEqual(EMPTY_CART);
  });
});
