import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { clearQueryCache, prefetchQuery, setQueryData, useQuery } from './use-query';

afterEach(() => clearQueryCache());

describe('useQuery', () => {
  it('tries a failed call again when the connection comes back', async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('page');
    const { result } = renderHook(() => useQuery('online-retry', fetcher));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.data).toBe('page'));
    expect(result.current.error).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('starts from an answer a change call put in the cache, without asking again', () => {
    setQueryData('get-addresses:3', ['saved']);
    const fetcher = vi.fn();
    const { result } = renderHook(() => useQuery('get-addresses:3', fetcher));
    expect(result.current.data).toEqual(['saved']);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('prefetchQuery', () => {
  it('lets the screen join a read already on its way instead of asking again', async () => {
    let answer: (value: string) => void = () => undefined;
    const fetcher = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    void prefetchQuery({ key: 'joined', fetch: fetcher });
    const { result } = renderHook(() => useQuery('joined', fetcher));
    expect(result.current.isLoading).toBe(true);
    act(() => answer('menu'));
    await waitFor(() => expect(result.current.data).toBe('menu'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed read for the screen to try again and show', async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('menu');
    await expect(prefetchQuery({ key: 'failed-early', fetch: fetcher })).resolves.toBeUndefined();
    const { result } = renderHook(() => useQuery('failed-early', fetcher));
    await waitFor(() => expect(result.current.data).toBe('menu'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a query that is not ready (null key)', async () => {
    const fetcher = vi.fn();
    await expect(prefetchQuery({ key: null, fetch: fetcher })).resolves.toBeUndefined();
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('prefetchQuery twice', () => {
  it('starts one call for two prefetches of one key, and neither rejects when it fails', async () => {
    const fetcher = vi.fn(() => Promise.reject(new Error('offline')));
    const results = await Promise.all([prefetchQuery({ key: 'twice', fetch: fetcher }), prefetchQuery({ key: 'twice', fetch: fetcher })]);
    expect(results).toEqual([undefined, undefined]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
