import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../lib/network';
import { GPS_QUIET_MS, GPS_RETRY_MS, useRiderGps } from './gps';

type FixCallback = (p: GeolocationPosition) => void;

const at = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude, heading: null, speed: null, accuracy: 5, altitude: null, altitudeAccuracy: null }, timestamp: Date.now() }) as unknown as GeolocationPosition;

const ok = () => new Response(JSON.stringify({ success: true, data: { orders: 1 } }), { status: 200, headers: { 'content-type': 'application/json' } });
const down = () => new Response(JSON.stringify({ success: false, message: 'Busy' }), { status: 503, headers: { 'content-type': 'application/json' } });

let watcher: FixCallback | null;
let asked: FixCallback[];
let fetchMock: ReturnType<typeof vi.fn>;

const sentPositions = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('set-delivery-guy-gps-location')).map(([, init]) => JSON.parse((init as { body: string }).body) as { lat: number; lng: number });

beforeEach(() => {
  vi.useFakeTimers();
  watcher = null;
  asked = [];
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useNetworkStore.setState({ offline: false });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (fn: FixCallback) => {
        watcher = fn;
        return 1;
      },
      clearWatch: () => {
        watcher = null;
      },
      getCurrentPosition: (fn: FixCallback) => {
        asked.push(fn);
      },
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the partner GPS sender (issue 8)', () => {
  it('tries a failed send again with the newest reading, and reports it sent', async () => {
    fetchMock.mockResolvedValueOnce(down()).mockResolvedValue(ok());
    const { result } = renderHook(() => useRiderGps('token', 'ODA'));
    await act(async () => watcher?.(at(12.97, 77.64)));
    expect(sentPositions()).toHaveLength(1);
    expect(result.current.sentAt).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GPS_RETRY_MS + 10);
    });
    expect(sentPositions()).toEqual([
      { lat: 12.97, lng: 77.64, heading: null, speed: null },
      { lat: 12.97, lng: 77.64, heading: null, speed: null },
    ]);
    expect(result.current.sentAt).not.toBeNull();
  });

  it('asks a phone that stands still for a fresh reading and sends it', async () => {
    fetchMock.mockResolvedValue(ok());
    renderHook(() => useRiderGps('token', 'ODA'));
    await act(async () => watcher?.(at(12.97, 77.64)));
    expect(sentPositions()).toHaveLength(1);
    expect(asked).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GPS_QUIET_MS + 10);
    });
    expect(asked).toHaveLength(1);
    await act(async () => asked[0]?.(at(12.97, 77.64)));
    expect(sentPositions()).toHaveLength(2);
  });

  it('sends the position at once for an order taken while already carrying one', async () => {
    fetchMock.mockResolvedValue(ok());
    const { rerender } = renderHook(({ carrying }) => useRiderGps('token', carrying), { initialProps: { carrying: 'ODA' } });
    await act(async () => watcher?.(at(12.97, 77.64)));
    expect(sentPositions()).toHaveLength(1);
    rerender({ carrying: 'ODA,ODB' });
    // The new watch reports the same (still) position: it is sent although 10 s have not passed.
    await act(async () => watcher?.(at(12.97, 77.64)));
    expect(sentPositions()).toHaveLength(2);
  });

  it('watches nothing and sends nothing without an order', async () => {
    renderHook(() => useRiderGps('token', ''));
    expect(watcher).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GPS_QUIET_MS * 2);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
