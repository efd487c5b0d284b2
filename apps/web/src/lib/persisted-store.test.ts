import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore, writeJsonWhenIdle } from './persisted-store';

const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

describe('createPersistedStore', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('writes every change at once by default, and reads it back in a new store', () => {
    const store = createPersistedStore({ key: 'now', initial: { list: [] as number[] }, isValid: isNumbers, toStored: (s) => s.list, fromStored: (list) => ({ list }) });
    store.setState({ list: [1, 2] });
    expect(window.localStorage.getItem('now')).toBe('[1,2]');
    const again = createPersistedStore({ key: 'now', initial: { list: [] as number[] }, isValid: isNumbers, toStored: (s) => s.list, fromStored: (list) => ({ list }) });
    expect(again.getState().list).toEqual([1, 2]);
  });

  it('with writeWhenIdle, writes when the browser is idle, with the last state', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const store = createPersistedStore({ key: 'later', initial: { list: [] as number[] }, isValid: isNumbers, toStored: (s) => s.list, fromStored: (list) => ({ list }), writeWhenIdle: true });
    store.setState({ list: [1] });
    store.setState({ list: [1, 2, 3] });
    expect(window.localStorage.getItem('later')).toBeNull();
    vi.advanceTimersByTime(1500);
    expect(window.localStorage.getItem('later')).toBe('[1,2,3]');
  });

  it('writeJsonWhenIdle shares the store\'s one idle write per key: the last value asked for wins', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const store = createPersistedStore({ key: 'shared', initial: { list: [] as number[] }, isValid: isNumbers, toStored: (s) => s.list, fromStored: (list) => ({ list }), writeWhenIdle: true });
    const setItem = vi.spyOn(window.localStorage, 'setItem');
    store.setState({ list: [1] });
    writeJsonWhenIdle('shared', () => [7, 8]);
    expect(window.localStorage.getItem('shared')).toBeNull();
    vi.advanceTimersByTime(1500);
    expect(window.localStorage.getItem('shared')).toBe('[7,8]');
    expect(setItem.mock.calls.filter(([key]) => key === 'shared')).toHaveLength(1);
    setItem.mockRestore();
  });
});
