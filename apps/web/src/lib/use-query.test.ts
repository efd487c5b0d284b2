import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { clearQueryCache, useQuery } from './use-query';

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
});
