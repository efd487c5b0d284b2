import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../lib/network';
import { loadOutbox, replayOutbox, tapOrQueue, useOutboxStore } from './outbox';

const ok = () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200, headers: { 'content-type': 'application/json' } });
const refused = () =>
  new Response(JSON.stringify({ success: false, code: 'INVALID_TRANSITION', message: 'This order is cancelled now, so that cannot be done.' }), { status: 409, headers: { 'content-type': 'application/json' } });

const tap = { kind: 'pickedup' as const, uniqueOrderId: 'ODTEST000001', orderLabel: '000001' };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useOutboxStore.setState({ items: [], notices: [] });
  // Empty whatever a previous test left.
  useNetworkStore.setState({ offline: false });
  fetchMock.mockResolvedValue(ok());
  await replayOutbox('t');
  fetchMock.mockReset();
  useOutboxStore.setState({ items: [], notices: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useNetworkStore.setState({ offline: false });
});

describe('the tap outbox (issue 8 dead zone)', () => {
  it('keeps a tap made offline, without trying the network, shown as waiting', async () => {
    useNetworkStore.setState({ offline: true });
    expect(await tapOrQueue('token-1', tap)).toEqual({ queued: true });
    expect(fetchMock).not.toHaveBeenCalled();
    await loadOutbox();
    expect(useOutboxStore.getState().items).toMatchObject([{ kind: 'pickedup', uniqueOrderId: 'ODTEST000001' }]);
  });

  it('replays it exactly once, with its key and the time it was tapped, even when asked twice at once', async () => {
    useNetworkStore.setState({ offline: true });
    await tapOrQueue('token-1', tap);
    const [item] = useOutboxStore.getState().items;
    useNetworkStore.setState({ offline: false });
    fetchMock.mockResolvedValue(ok());
    const [a, b] = await Promise.all([replayOutbox('token-1'), replayOutbox('token-1')]);
    expect(a).toBe(1);
    expect(b).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/delivery/pickedup-order');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(item?.key);
    expect(JSON.parse(init.body as string)).toEqual({ unique_order_id: 'ODTEST000001', happened_at: item?.happenedAt });
    expect(useOutboxStore.getState().items).toEqual([]);
    expect(useOutboxStore.getState().notices).toMatchObject([{ outcome: 'sent', orderLabel: '000001' }]);
    await replayOutbox('token-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal (the order was cancelled meanwhile) and drops the tap', async () => {
    useNetworkStore.setState({ offline: true });
    await tapOrQueue('token-1', tap);
    useNetworkStore.setState({ offline: false });
    fetchMock.mockResolvedValue(refused());
    await replayOutbox('token-1');
    expect(useOutboxStore.getState().items).toEqual([]);
    expect(useOutboxStore.getState().notices).toMatchObject([{ outcome: 'refused', message: 'This order is cancelled now, so that cannot be done.' }]);
  });

  it('keeps the tap when the network still fails, and queues one whose online send failed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await tapOrQueue('token-1', tap)).toEqual({ queued: true });
    expect(await replayOutbox('token-1')).toBe(0);
    expect(useOutboxStore.getState().items).toHaveLength(1);
  });
});
