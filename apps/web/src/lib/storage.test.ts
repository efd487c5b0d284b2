import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStorageExcept, readString, removeKey, writeJson, writeString } from './storage';

type Shell = { ReactNativeWebView?: { postMessage: (m: string) => void }; webkit?: unknown };

afterEach(() => {
  const w = window as unknown as Shell;
  delete w.ReactNativeWebView;
  delete w.webkit;
  window.localStorage.clear();
});

describe('storage and the native wrapper (SPEC §4)', () => {
  it('posts every write and removal to a React Native WebView when one is present', () => {
    const postMessage = vi.fn<(m: string) => void>();
    (window as unknown as Shell).ReactNativeWebView = { postMessage };
    writeString('language', 'hi');
    writeJson('user', { id: 7 });
    removeKey('language');
    expect(readString('user')).toBe('{"id":7}');
    expect(postMessage.mock.calls.map(([m]) => JSON.parse(m) as unknown)).toEqual([
      { type: 'keka:state', key: 'language', value: 'hi' },
      { type: 'keka:state', key: 'user', value: '{"id":7}' },
      { type: 'keka:state', key: 'language', value: null },
    ]);
  });

  it('posts to a WKWebView handler, and tells the shell about keys a cache clear removes', () => {
    const postMessage = vi.fn();
    (window as unknown as Shell).webkit = { messageHandlers: { keka: { postMessage } } };
    window.localStorage.setItem('cart', '[]');
    window.localStorage.setItem('language', 'en');
    clearStorageExcept(['language']);
    expect(readString('cart')).toBeNull();
    expect(readString('language')).toBe('en');
    expect(postMessage).toHaveBeenCalledWith({ type: 'keka:state', key: 'cart', value: null });
  });

  it('works the same with no wrapper, and a throwing wrapper does not break storage', () => {
    writeString('language', 'hi');
    expect(readString('language')).toBe('hi');
    (window as unknown as Shell).ReactNativeWebView = { postMessage: () => { throw new Error('gone'); } };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeString('language', 'en');
    expect(readString('language')).toBe('en');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
