import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RatableOrder } from '@keka/contracts';
import { clearQueryCache } from '../../../lib/use-query';
import { stubApi } from '../../../test/fetch-stub';
import { RatePrompt } from './rate-prompt';

const order: RatableOrder = {
  unique_order_id: 'OD-7',
  restaurant: { id: 1, name: 'Spice Route', image: '' },
  delivery_type: 'DELIVERY',
  delivered_at: '2026-11-20T10:40:00.000Z',
  delivery_partner_name: 'Ravi',
  rated: false,
};

const show = () =>
  render(
    <MemoryRouter>
      <RatePrompt token="tok-12345678" />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  clearQueryCache();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("home's 'How was your order?' card", () => {
  it('asks about the latest unrated delivered order, each star leading to its rating page', async () => {
    const { calls } = stubApi({ 'get-ratable-order': { success: true, data: order } });
    show();
    expect(await screen.findByRole('heading', { name: 'How was your order from Spice Route?' })).toBeTruthy();
    const stars = screen.getAllByRole('link');
    expect(stars.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Rate Spice Route 1 star',
      'Rate Spice Route 2 stars',
      'Rate Spice Route 3 stars',
      'Rate Spice Route 4 stars',
      'Rate Spice Route 5 stars',
    ]);
    expect(new Set(stars.map((a) => a.getAttribute('href')))).toEqual(new Set(['/rate-and-review/OD-7']));
    expect(calls.map((c) => c.name)).toEqual(['get-ratable-order']);
  });

  it('once dismissed, stays hidden for that order', async () => {
    stubApi({ 'get-ratable-order': { success: true, data: order } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now: hide this for this order' }));
    expect(screen.queryByRole('heading')).toBeNull();
    cleanup();
    clearQueryCache();
    show();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(JSON.parse(localStorage.getItem('ratePromptDismissed') ?? '[]')).toEqual(['OD-7']);
  });

  it('shows nothing when there is no order to rate', async () => {
    const { calls } = stubApi({ 'get-ratable-order': { success: true, data: null } });
    const { container } = show();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);
    expect(container.textContent).toBe('');
  });
});
