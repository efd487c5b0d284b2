import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/fetch-stub';
import { callApi } from './api';
import { useLanguageStore } from './language';

afterEach(() => {
  useLanguageStore.setState({ language: null });
  vi.unstubAllGlobals();
});

const headersOf = (fetchMock: ReturnType<typeof stubApi>['fetchMock'], call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

describe('callApi', () => {
  it('says the chosen language on every call (the server writes its texts in it), and none before one is chosen', async () => {
    const { fetchMock } = stubApi({ 'get-user-notifications': { success: true, unread_count: 0, data: [] } });
    await callApi('get-user-notifications', {}, { token: 'tok' });
    expect(headersOf(fetchMock, 0)).not.toHaveProperty('Accept-Language');

    useLanguageStore.setState({ language: { id: 2, code: 'hi', isRtl: false } });
    await callApi('get-user-notifications', {}, { token: 'tok' });
    expect(headersOf(fetchMock, 1)).toMatchObject({ 'Accept-Language': 'hi', Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });
});
