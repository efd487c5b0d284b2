import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { UserData } from '@keka/contracts';
import { setUser, useUserStore } from '../../features/account/state';
import { clearQueryCache } from '../../lib/use-query';
import { stubApi } from '../../test/fetch-stub';
import { MyAccountRoute } from './my-account';
import { MyWalletRoute } from './my-wallet';

const user = {
  id: 3,
  name: 'Aarav Sharma',
  email: 'customer@demo.keka.in',
  phone: '+919876500001',
  avatar: null,
  auth_token: 'tok',
  wallet_balance: '150.00',
  default_address_id: null,
  default_address: null,
} as unknown as UserData;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account" element={<MyAccountRoute />} />
        <Route path="/my-wallet" element={<MyWalletRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  clearQueryCache();
  setUser(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/my-account', () => {
  it('sends a guest to log in', () => {
    renderAt('/my-account');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('shows who is signed in with the wallet, and logs out leaving nothing of the user behind', async () => {
    const { calls } = stubApi({ logout: { success: true }, 'get-all-languages': [], 'get-unread-count': { success: true } });
    setUser(user);
    localStorage.setItem('userSetAddress', JSON.stringify({ lat: 12.97, lng: 77.64, address: 'Home, 12th Main' }));
    localStorage.setItem('appliedCoupon', JSON.stringify({ code: 'X' }));
    localStorage.setItem('recentSearches', JSON.stringify(['biryani']));
    localStorage.setItem('language', JSON.stringify({ id: 1, code: 'en' }));
    localStorage.setItem('gdprConfirmed', '1');
    renderAt('/my-account');
    expect(screen.getByRole('heading', { name: 'Aarav Sharma' })).toBeTruthy();
    expect(screen.getByText('+919876500001')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Wallet/ }).textContent).toContain('150');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(calls.find((c) => c.name === 'logout')).toBeTruthy();
    expect(useUserStore.getState().user).toBeNull();
    expect(Object.keys(localStorage).sort()).toEqual(['gdprConfirmed', 'language']);
  });
});

describe('/my-wallet', () => {
  it('shows the balance and the ledger, and older pages on request', async () => {
    setUser(user);
    const row = (id: number, type: 'CREDIT' | 'DEBIT', reason: string, order: string | null = null) => ({ id, type, amount: '50.00', balance_after: '150.00', reason, unique_order_id: order, created_at: '2026-11-20T10:00:00.000Z' });
    const { calls } = stubApi({
      'get-wallet-transactions': (body) =>
        body.page === 1
          ? { success: true, balance: '150.00', data: [row(2, 'CREDIT', 'Refund for order ODABC', 'ODABC'), row(1, 'DEBIT', 'Order ODXYZ', 'ODXYZ')], has_more: true }
          : { success: true, balance: '150.00', data: [row(0, 'CREDIT', 'Welcome bonus')], has_more: false },
    });
    renderAt('/my-wallet');
    expect(await screen.findByRole('link', { name: 'Refund for order ODABC' })).toBeTruthy();
    expect(screen.getByText('Order ODXYZ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Welcome bonus')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(calls.map((c) => c.body.page)).toEqual([1, 2]);
  });

  it('says so when the wallet has no history', async () => {
    setUser(user);
    stubApi({ 'get-wallet-transactions': { success: true, balance: '0.00', data: [], has_more: false } });
    renderAt('/my-wallet');
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });
});
