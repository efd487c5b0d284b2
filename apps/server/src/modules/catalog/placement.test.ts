import { describe, expect, it } from 'vitest';
import { isOpenAt } from './placement';

const IST = 'Asia/Kolkata';
/** 2026-11-22 at HH:MM India time (UTC+5:30). */
const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+05:30`);

describe('isOpenAt', () => {
  it('is always open without hours', () => {
    expect(isOpenAt({ opensAt: null, closesAt: null }, at('03:00'), IST)).toBe(true);
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    const hours = { opensAt: '11:00:00', closesAt: '23:00:00' };
    expect(isOpenAt(hours, at('10:59'), IST)).toBe(false);
    expect(isOpenAt(hours, at('11:00'), IST)).toBe(true);
    expect(isOpenAt(hours, at('22:59'), IST)).toBe(true);
    expect(isOpenAt(hours, at('23:00'), IST)).toBe(false);
  });

  it('handles hours that wrap midnight', () => {
    const late = { opensAt: '18:00', closesAt: '02:00' };
    expect(isOpenAt(late, at('17:30'), IST)).toBe(false);
    expect(isOpenAt(late, at('23:30'), IST)).toBe(true);
    expect(isOpenAt(late, at('01:59'), IST)).toBe(true);
    expect(isOpenAt(late, at('02:00'), IST)).toBe(false);
  });
});
