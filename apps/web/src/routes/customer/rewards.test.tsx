import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { RewardCard, UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { clearQueryCache } from '../../lib/use-query';
import { stubApi } from '../../test/fetch-stub';
import { RewardsRoute } from './rewards';

const user = { id: 3, name: 'Aarav', auth_token: 'tok', rewards: 1, unseen_rewards: 0, wallet_balance: '0.00', default_address_id: null, default_address: null } as unknown as UserData;
const card = (over: Partial<RewardCard> = {}): RewardCard => ({
  id: 7,
  title: 'Scratch card from your Annapoorna Thali order',
  state: 'new',
  is_seen: true,
  created_at: '2026-11-23T06:00:00.000Z',
  expires_at: '2026-11-30T06:00:00.000Z',
  scratched_at: null,
  reversed_at: null,
  won: null,
  ...over,
});

function Login() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>login from {from}</p>;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/account/rewards']}>
      <Routes>
        <Route path="/account/rewards" element={<RewardsRoute />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  clearQueryCache();
  setUser(null);
  vi.unstubAllGlobals();
});

describe('/account/rewards', () => {
  it('Reveal scratches the card on the server and shows the wallet win with a link to the wallet', async () => {
    setUser(user);
    const won = card({ state: 'scratched', scratched_at: '2026-11-24T06:00:00.000Z', won: { kind: 'WALLET', amount: '30.00' } });
    const { calls } = stubApi({ 'get-rewards': { success: true, data: [card()] }, 'scratch-reward': { success: true, already: false, data: won }, 'update-user-info': { success: true, data: user } });
    renderPage();
    const reveal = await screen.findByRole('button', { name: 'Reveal Scratch card from your Annapoorna Thali order' });
    // Nothing of the content before the scratch.
    expect(screen.queryByText(/30\.00/)).toBeNull();
    expect(screen.getByText('1 card to scratch')).toBeTruthy();
    fireEvent.click(reveal);
    expect(await screen.findByText('₹30.00 added to your wallet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to wallet' }).getAttribute('href')).toBe('/my-wallet');
    expect(calls.filter((c) => c.name === 'scratch-reward').map((c) => c.body)).toEqual([{ id: 7 }]);
    expect(screen.queryByRole('button', { name: /^Reveal/ })).toBeNull();
  });

  it('shows a coupon win with its code, copy and use-in-cart', async () => {
    setUser(user);
    const won = card({ state: 'scratched', won: { kind: 'COUPON', amount: '40.00', code: 'WINABC234', min_subtotal: '199.00', expires_at: '2026-12-07T06:00:00.000Z' } });
    stubApi({ 'get-rewards': { success: true, data: [card()] }, 'scratch-reward': { success: true, already: false, data: won }, 'update-user-info': { success: true, data: user } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Reveal/ }));
    expect(await screen.findByText('WINABC234')).toBeTruthy();
    expect(screen.getByText('On orders of ₹199.00 or more')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use in cart' }).getAttribute('href')).toBe('/coupons');
  });

  it('says when a scratch fails and lets the customer try again', async () => {
    setUser(user);
    stubApi({ 'get-rewards': { success: true, data: [card()] } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Reveal/ }));
    expect(await screen.findByText('The card could not be scratched. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Reveal/ })).toBeTruthy();
  });

  it('shows scratched, expired and withdrawn cards apart, and the empty state', async () => {
    setUser(user);
    stubApi({
      'get-rewards': {
        success: true,
        data: [
          card({ id: 1, title: 'Old win', state: 'scratched', scratched_at: '2026-11-20T06:00:00.000Z', won: { kind: 'WALLET', amount: '12.00' } }),
          card({ id: 2, title: 'Too late', state: 'expired', expires_at: '2026-11-21T06:00:00.000Z' }),
          card({ id: 3, title: 'Cancelled order', state: 'reversed', reversed_at: '2026-11-22T06:00:00.000Z' }),
        ],
      },
    });
    renderPage();
    expect(await screen.findByText('Your rewards')).toBeTruthy();
    expect(screen.queryByText('Ready to scratch')).toBeNull();
    expect(screen.getByText('₹12.00 added to your wallet')).toBeTruthy();
    expect(screen.getByText(/^Expired on/)).toBeTruthy();
    expect(screen.getByText('Withdrawn: its order was cancelled or refunded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reveal/ })).toBeNull();
    cleanup();
    clearQueryCache();
    stubApi({ 'get-rewards': { success: true, data: [] } });
    renderPage();
    expect(await screen.findByText('Order to win scratch cards')).toBeTruthy();
  });

  it('shows an error with retry, and sends a guest to log in', async () => {
    setUser(user);
    const { calls } = stubApi({});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'get-rewards')).toHaveLength(2));
    cleanup();
    setUser(null);
    renderPage();
    expect(screen.getByText('login from /account/rewards')).toBeTruthy();
  });
});
