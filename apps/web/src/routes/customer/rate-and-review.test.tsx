import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RatableOrder, UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { clearQueryCache } from '../../lib/use-query';
import { stubApi } from '../../test/fetch-stub';
import { RateAndReviewRoute } from './rate-and-review';

const user = { id: 3, name: 'Aarav', auth_token: 'tok', default_address_id: null, default_address: null } as unknown as UserData;
const order = (over: Partial<RatableOrder> = {}): RatableOrder => ({
  unique_order_id: 'ODRATE1',
  restaurant: { id: 1, name: 'Annapoorna Thali', image: '' },
  delivery_type: 'DELIVERY',
  delivered_at: '2026-11-23T06:00:00.000Z',
  delivery_partner_name: 'Ravi Kumar',
  rated: false,
  ...over,
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/rate-and-review/ODRATE1']}>
      <Routes>
        <Route path="/rate-and-review/:uniqueOrderId" element={<RateAndReviewRoute />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  clearQueryCache();
  setUser(null);
  vi.unstubAllGlobals();
});

describe('/rate-and-review', () => {
  it('asks for both ratings, then sends stars and review once', async () => {
    setUser(user);
    const { calls } = stubApi({ 'single-ratable-order': { success: true, data: order() }, 'rate-order': { success: true } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit rating' }));
    expect(screen.getAllByText('Choose 1 to 5 stars')).toHaveLength(2);
    const store = screen.getByRole('group', { name: 'How was the food from Annapoorna Thali?' });
    const delivery = screen.getByRole('group', { name: 'How was the delivery by Ravi Kumar?' });
    fireEvent.click(store.querySelectorAll('input')[3] as HTMLInputElement);
    // Each choice answers its own error at once; the other stays until it is answered.
    expect(within(store).queryByText('Choose 1 to 5 stars')).toBeNull();
    expect(within(delivery).getByText('Choose 1 to 5 stars')).toBeTruthy();
    fireEvent.click(delivery.querySelectorAll('input')[4] as HTMLInputElement);
    expect(screen.queryByText('Choose 1 to 5 stars')).toBeNull();
    fireEvent.input(screen.getByLabelText('Tell us more (optional)'), { target: { value: ' Hot and fresh ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText('Thank you for rating!')).toBeTruthy();
    expect(calls.find((c) => c.name === 'rate-order')?.body).toEqual({ unique_order_id: 'ODRATE1', rating_store: 4, rating_delivery: 5, review: 'Hot and fresh' });
  });

  it('asks only about the food for a pickup, and says when it was rated already', async () => {
    setUser(user);
    stubApi({ 'single-ratable-order': { success: true, data: order({ delivery_partner_name: null, delivery_type: 'SELFPICKUP' }) } });
    renderPage();
    await screen.findByRole('group', { name: 'How was the food from Annapoorna Thali?' });
    expect(screen.queryByRole('group', { name: /delivery/ })).toBeNull();
    cleanup();
    clearQueryCache();
    stubApi({ 'single-ratable-order': { success: true, data: order({ rated: true }) } });
    renderPage();
    expect(await screen.findByText('You have rated this order. Thank you!')).toBeTruthy();
  });
});
