import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { PlaceOrderRequest } from '@keka/contracts';
import { usePlaceOrder } from './hooks';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payload: PlaceOrderRequest = { order: [{ id: 1, quantity: 1, selectedaddons: [] }], method: 'COD', delivery_type: 1 };
const ok = () => new Response(JSON.stringify({ success: true, data: { unique_order_id: 'ABC123' }, notices: [] }), { status: 200 });
const refusal = () => new Response(JSON.stringify({ success: false, code: 'STORE_CLOSED', message: 'Closed' }), { status: 422 });

function keysOf(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'] ?? '');
}

describe('usePlaceOrder: one Idempotency-Key per attempt', () => {
  it('reuses the key when retrying after a lost answer', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetchMock);
    const onPlaced = vi.fn();
    const { result } = renderHook(() => usePlaceOrder(onPlaced));
    await act(() => result.current.place(payload, 'token'));
    expect(result.current.status).toMatchObject({ kind: 'failed', error: { code: 'NETWORK' } });
    await act(() => result.current.place(payload, 'token'));
    const [first, second] = keysOf(fetchMock);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(onPlaced).toHaveBeenCalledOnce();
  });

  it('starts a new attempt after a definite refusal or a changed order', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(refusal()).mockResolvedValueOnce(refusal()).mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => usePlaceOrder(() => undefined));
    await act(() => result.current.place(payload, 'token'));
    await act(() => result.current.place(payload, 'token'));
    await act(() => result.current.place({ ...payload, order_comment: 'less spicy' }, 'token'));
    const keys = keysOf(fetchMock);
    expect(new Set(keys).size).toBe(3);
  });

  it('ignores a second tap while the order is being placed', async () => {
    let resolve: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn().mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => usePlaceOrder(() => undefined));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.place(payload, 'token');
    });
    await act(() => result.current.place(payload, 'token'));
    expect(result.current.status.kind).toBe('placing');
    resolve(ok());
    await act(() => first);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
