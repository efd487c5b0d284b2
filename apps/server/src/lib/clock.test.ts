import { describe, expect, it } from 'vitest';
import { localDate, localMinutes, startOfLocalDay } from './clock';

describe('local dates and minutes', () => {
  it('gives the local date on either side of midnight, in each zone, the same minute asked twice', () => {
    const before = new Date('2026-11-25T18:29:30Z'); // 23:59:30 in Kolkata
    const after = new Date('2026-11-25T18:30:00Z'); // 00:00 the next day there
    expect(localDate(before, 'Asia/Kolkata')).toBe('2026-11-25');
    expect(localDate(new Date('2026-11-25T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-25');
    expect(localDate(after, 'Asia/Kolkata')).toBe('2026-11-26');
    expect(localDate(after, 'UTC')).toBe('2026-11-25');
    expect(localDate(after, 'Asia/Kolkata')).toBe('2026-11-26');
    expect(localDate(before, 'Asia/Kolkata')).toBe('2026-11-25');
  });

  it('gives minutes since local midnight and the instant that midnight began', () => {
    const at = new Date('2026-11-25T05:45:10Z'); // 11:15:10 in Kolkata
    expect(localMinutes(at, 'Asia/Kolkata')).toBe(11 * 60 + 15);
    expect(startOfLocalDay(at, 'Asia/Kolkata').toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });
});
