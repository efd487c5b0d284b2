import { afterEach, describe, expect, it } from 'vitest';
import { addDays, dayIn, fromWallTime, hourIn, isSameDay, platformZone, toWallTime, zonedFormat } from './platform-time';
import { useSettingsStore } from './settings';

const setZone = (timezone: string) => useSettingsStore.setState((s) => ({ values: { ...s.values, timezone } }));
afterEach(() => setZone('Asia/Kolkata'));

describe("the platform's clock", () => {
  // 20:00 UTC on 1 Dec is 01:30 on 2 Dec in India, and 15:00 on 1 Dec in New York.
  const late = new Date('2026-12-01T20:00:00Z');

  it('reads days and hours in the platform zone, whatever the device is set to', () => {
    expect(platformZone()).toBe('Asia/Kolkata');
    expect(dayIn(late)).toBe('2026-12-02');
    expect(hourIn(late)).toBe(1);
    expect(isSameDay(late, new Date('2026-12-02T18:29:00Z'))).toBe(true);
    expect(isSameDay(late, new Date('2026-12-02T18:31:00Z'))).toBe(false);
    expect(zonedFormat('en-IN', { hour: 'numeric', minute: '2-digit' }).format(late)).toMatch(/^1:30\s?am$/i);
    setZone('America/New_York');
    expect(dayIn(late)).toBe('2026-12-01');
    expect(hourIn(late)).toBe(15);
  });

  it('falls back to India for a zone that is not one', () => {
    setZone('Mars/Olympus');
    expect(platformZone()).toBe('Asia/Kolkata');
  });

  it('turns wall-clock times into moments and back, across a change of offset', () => {
    expect(toWallTime(late)).toBe('2026-12-02T01:30');
    expect(fromWallTime('2026-12-02T01:30')?.toISOString()).toBe(late.toISOString());
    setZone('America/New_York');
    // Summer time there: UTC−4; winter: UTC−5.
    expect(fromWallTime('2026-07-01T09:00')?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(fromWallTime('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(fromWallTime('not a time')).toBeNull();
  });

  it('moves days by the calendar', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
