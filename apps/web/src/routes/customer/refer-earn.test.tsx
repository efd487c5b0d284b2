import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { GetReferralsResponse, UserData } from '@keka/contracts';
import { setUser } from '../../features/account/state';
import { clearQueryCache } from '../../lib/use-query';
import { stubApi } from '../../test/fetch-stub';
import { ReferEarnRoute } from './refer-earn';

const user = { id: 3, name: 'Aarav Sharma', auth_token: 'tok', wallet_balance: '0.00' } as unknown as UserData;

const referrals: GetReferralsResponse = {
  success: true,
  data: {
    code: 'AARAV150',
    share_path: '/register?ref=AARAV150',
    share_url: 'https://keka.example/register?ref=AARAV150',
    referrer_reward: '50.00',
    referrer_reward_paise: 5_000,
    friend_reward: '25.00',
    friend_reward_paise: 2_500,
    friends: [
      { id: 2, name: 'Ravi', phone: '••••••• 321', status: 'pending', joined_at: '2026-11-21T10:00:00.000Z', credited_at: null, reward: '50.00', reward_paise: 5_000 },
      { id: 1, name: 'Priya', phone: '••••••• 210', status: 'credited', joined_at: '2026-11-20T10:00:00.000Z', credited_at: '2026-11-20T12:00:00.000Z', reward: '50.00', reward_paise: 5_000 },
    ],
    totals: { joined: 2, pending: 1, credited: 1, earned: '50.00', earned_paise: 5_000 },
  },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} from ${(location.state as { from?: string } | null)?.from ?? '-'}`}</p>;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/refer-earn']}>
      <Routes>
        <Route path="/refer-earn" element={<ReferEarnRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

/** Navigator features the page uses, set per test (happy-dom has neither share nor a usable clipboard). */
function stubNavigator(features: { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  Object.defineProperty(navigator, 'share', { value: features.share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: features.writeText ? { writeText: features.writeText } : undefined, configurable: true, writable: true });
}

afterEach(() => {
  cleanup();
  clearQueryCache();
  setUser(null);
  localStorage.clear();
  vi.unstubAllGlobals();
  stubNavigator({});
});

describe('/refer-earn', () => {
  it('sends a guest to log in, to come back here', () => {
    renderPage();
    expect(screen.getByTestId('where').textContent).toBe('/login from /refer-earn');
  });

  it('shows the code, the rule with the server’s amounts, the totals and the friends', async () => {
    const { calls } = stubApi({ 'get-referrals': referrals });
    setUser(user);
    renderPage();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('AARAV150')).toBeTruthy();
    expect(calls).toEqual([{ name: 'get-referrals', body: {} }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Refer & earn' })).toBeTruthy();
    expect(screen.getByText('You get ₹50.00 and your friend gets ₹25.00 when they complete their first order.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Your invite link').value).toBe(`${window.location.origin}/register?ref=AARAV150`);
    expect(screen.getByText('2 friends')).toBeTruthy();
    const earned = screen.getByText('Earned').closest('div');
    expect(earned && within(earned).getByText('₹50.00')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Friends who joined' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Ravi'),
      expect.stringContaining('Priya'),
    ]);
    expect(rows[0]?.textContent).toContain('Waiting for first order');
    expect(rows[1]?.textContent).toContain('Reward received');
    expect(rows[1]?.textContent).toContain('phone ending 210');
  });

  it('shares through the phone’s share sheet with the title, text and link', async () => {
    stubApi({ 'get-referrals': referrals });
    const share = vi.fn(async () => undefined);
    stubNavigator({ share });
    setUser(user);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Share invite link' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me on Keka',
      text: 'Sign up on Keka with my code AARAV150 and get ₹25.00 when your first order is delivered.',
      url: `${window.location.origin}/register?ref=AARAV150`,
    });
  });

  it('without a share sheet copies the invite to the clipboard and says so; the code copies on its own', async () => {
    stubApi({ 'get-referrals': referrals });
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ writeText });
    setUser(user);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Share invite link' }));
    expect(await screen.findByText('Invite link copied. Paste it in a chat to share it.')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith(`Sign up on Keka with my code AARAV150 and get ₹25.00 when your first order is delivered. ${window.location.origin}/register?ref=AARAV150`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Code copied')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith('AARAV150');
  });

  it('says how to copy by hand when the clipboard is refused', async () => {
    stubApi({ 'get-referrals': referrals });
    stubNavigator({ writeText: () => Promise.reject(new Error('denied')) });
    setUser(user);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Could not copy. Select the invite link above and copy it.')).toBeTruthy();
  });

  it('shows what to do when no friend has joined yet', async () => {
    stubApi({ 'get-referrals': { success: true, data: { ...referrals.data, friends: [], totals: { joined: 0, pending: 0, credited: 0, earned: '0.00', earned_paise: 0 } } } });
    setUser(user);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No friends yet' })).toBeTruthy();
    expect(screen.getByText('Share your code. Friends who join with it show up here.')).toBeTruthy();
  });

  it('shows an error with a retry that loads the page', async () => {
    const { fetchMock } = stubApi({ 'get-referrals': referrals });
    // The first load fails on the network; the retry reaches the server.
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    setUser(user);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('AARAV150')).toBeTruthy();
  });
});
