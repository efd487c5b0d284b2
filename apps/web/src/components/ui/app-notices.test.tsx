import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useSettingsStore } from '../../lib/settings';
import { useNetworkStore } from '../../lib/network';
import { GdprBanner } from './gdpr-banner';
import { OfflineScreen } from './offline-screen';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  act(() => useNetworkStore.setState({ offline: false }));
});

function setSetting(key: 'enGdpr' | 'gdprMessage', value: string): void {
  useSettingsStore.setState((s) => ({ values: { ...s.values, [key]: value } }));
}

describe('GdprBanner (SPEC §2)', () => {
  it('shows gdprMessage until confirmed, and remembers the confirmation', () => {
    setSetting('enGdpr', 'true');
    setSetting('gdprMessage', 'We use storage.');
    const first = render(<GdprBanner />, { wrapper: MemoryRouter });
    expect(screen.getByText('We use storage.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByText('We use storage.')).toBeNull();
    expect(window.localStorage.getItem('gdprConfirmed')).toBe('1');
    first.unmount();
    render(<GdprBanner />, { wrapper: MemoryRouter });
    expect(screen.queryByText('We use storage.')).toBeNull();
  });

  it('stays away when enGdpr is off', () => {
    setSetting('enGdpr', 'false');
    render(<GdprBanner />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});

describe('OfflineScreen (SPEC §2)', () => {
  it('appears on the offline event, says when a retry still fails, and goes on the online event', async () => {
    render(<OfflineScreen />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alertdialog', { name: 'No internet connection' })).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(await screen.findByText(/Still offline/)).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a retry that reaches the server clears a stale offline state', async () => {
    act(() => useNetworkStore.setState({ offline: true }));
    render(<OfflineScreen />);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 200 })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
