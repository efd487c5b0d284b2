import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { stubApi } from '../test/fetch-stub';
import { useLanguageStore } from './language';
import { disablePush, keepPushLanguage, watchPushLanguage } from './push';
import { readString, STORAGE_KEYS } from './storage';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
  unsubscribe: vi.fn(async () => true),
};

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted' });
});

afterEach(() => {
  useLanguageStore.setState({ language: null });
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the push subscription follows the app’s language (issue 9)', () => {
  it('is saved again, in the new language, when the user switches; not when nothing changed', async () => {
    const { calls, fetchMock } = stubApi({ 'save-notification-token': { success: true }, 'delete-notification-token': { success: true } });
    const saves = () => fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.endsWith('/save-notification-token'));
    const languageOf = (call: number) => (saves()[call]?.[1]?.headers as Record<string, string>)['Accept-Language'];
    watchPushLanguage();
    useLanguageStore.setState({ language: { id: 2, code: 'hi', isRtl: false } });

    // A screen found pushes on (saved before this release, with no language): saved once in Hindi.
    await keepPushLanguage('tok');
    expect(saves()).toHaveLength(1);
    expect(languageOf(0)).toBe('hi');
    expect(calls[0]?.body).toMatchObject({ subscription: { endpoint: subscription.endpoint } });
    expect(readString(STORAGE_KEYS.pushLanguage)).toBe('hi');
    await keepPushLanguage('tok');
    expect(saves()).toHaveLength(1);

    useLanguageStore.setState({ language: { id: 1, code: 'en', isRtl: false } });
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(languageOf(1)).toBe('en');

    // Pushes off: a later switch saves nothing.
    await disablePush('tok');
    useLanguageStore.setState({ language: { id: 2, code: 'hi', isRtl: false } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saves()).toHaveLength(2);
  });
});
