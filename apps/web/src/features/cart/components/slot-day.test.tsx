import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSettingsStore } from '../../../lib/settings';
import { useSlotDayLabel } from './slot-day';

afterEach(() => {
  vi.useRealTimers();
  useSettingsStore.setState((s) => ({ values: { ...s.values, timezone: 'Asia/Kolkata' } }));
});

describe("a slot's day (the store's calendar, the platform's zone)", () => {
  it('calls the platform\'s today "Today" whatever day it is on the device (here UTC, a day behind)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 UTC on 1 Dec: 01:30 on 2 Dec in India.
    vi.setSystemTime(new Date('2026-12-01T20:00:00Z'));
    const { result } = renderHook(() => useSlotDayLabel());
    expect(result.current('2026-12-02')).toBe('Today');
    expect(result.current('2026-12-03')).toBe('Tomorrow');
    expect(result.current('2026-12-01')).toMatch(/1 Dec/);
  });
});
