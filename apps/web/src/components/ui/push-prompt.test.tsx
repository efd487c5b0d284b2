import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { PushPrompt } from './push-prompt';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A browser that can push: a registration whose pushManager subscribes. */
function stubPushBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: { p256dh: 'p', auth: 'a' } }) };
  const subscribe = vi.fn(async () => subscription);
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  return { subscribe };
}

describe('PushPrompt', () => {
  it('shows nothing where the browser cannot push', async () => {
    const { container } = render(<PushPrompt token="t" title="Get updates" body="We will tell you" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.innerHTML).toBe('');
  });

  it('asks on a tap, subscribes with the server key and tells the server, then goes away', async () => {
    const { subscribe } = stubPushBrowser('default');
    const api = stubApi({ 'get-push-public-key': { success: true, public_key: 'BAAAAQ' }, 'save-notification-token': { success: true } });
    render(<PushPrompt token="session-1" title="Get updates" body="We will tell you" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull());
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([4, 0, 0, 1]) });
    expect(api.calls.map((c) => c.name)).toEqual(['get-push-public-key', 'save-notification-token']);
    expect(api.calls[1]?.body).toMatchObject({ subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' } });
  });

  it('says how to allow notifications when the browser blocks them', async () => {
    stubPushBrowser('denied');
    render(<PushPrompt token="t" title="Get updates" body="We will tell you" />);
    expect(await screen.findByText(/blocked/)).toBeTruthy();
  });

  it('says so when subscribing fails (no push service reachable)', async () => {
    const { subscribe } = stubPushBrowser('default');
    subscribe.mockRejectedValueOnce(new Error('push service error'));
    stubApi({ 'get-push-public-key': { success: true, public_key: 'BAAAAQ' } });
    render(<PushPrompt token="t" title="Get updates" body="We will tell you" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toContain("couldn't turn on");
  });
});
