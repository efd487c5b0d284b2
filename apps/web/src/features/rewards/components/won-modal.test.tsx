import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RewardCard } from '@keka/contracts';
import { stubApi } from '../../../test/fetch-stub';
import { WonRewardsModal } from './won-modal';

const card = (id: number, over: Partial<RewardCard> = {}): RewardCard => ({
  id,
  title: `Card ${id}`,
  state: 'new',
  is_seen: false,
  created_at: '2026-11-23T06:00:00.000Z',
  expires_at: '2026-11-30T06:00:00.000Z',
  scratched_at: null,
  reversed_at: null,
  won: null,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderModal = (onSeen = vi.fn()) => {
  render(
    <MemoryRouter>
      <WonRewardsModal token="tok" onSeen={onSeen} />
    </MemoryRouter>,
  );
  return onSeen;
};

describe('the home scratch-card modal', () => {
  it('opens once per unseen card and marks exactly those seen', async () => {
    const cards = [card(1), card(2, { is_seen: true }), card(3, { state: 'scratched', is_seen: false }), card(4)];
    const { calls } = stubApi({
      'get-rewards': () => ({ success: true, data: cards }),
      'mark-rewards-seen': (body) => {
        for (const c of cards) if ((body.ids as number[]).includes(c.id)) c.is_seen = true;
        return { success: true, marked: (body.ids as number[]).length };
      },
    });
    const onSeen = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Hurray! You have won a scratch card' });
    expect(dialog.textContent).toContain('2 new cards are waiting');
    expect(screen.getByRole('link', { name: 'Scratch Now' }).getAttribute('href')).toBe('/account/rewards');
    await waitFor(() => expect(onSeen).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.name === 'mark-rewards-seen').map((c) => c.body)).toEqual([{ ids: [1, 4] }]);

    // The next visit: nothing unseen, no modal, nothing marked.
    cleanup();
    const again = renderModal();
    await waitFor(() => expect(again).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.name === 'mark-rewards-seen')).toHaveLength(1);
  });
});
