import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, offerSlots, parseSlotKey, slotKey, slotRefusal, type SlotRule } from './slots';

const morning: SlotRule = { id: 1, name: 'Slot 1 : 07:00 AM - 09:00 AM', startsAt: '07:00:00', endsAt: '09:00:00', capacity: 2 };
const evening: SlotRule = { id: 2, name: 'Slot 2 : 06:00 PM - 08:00 PM', startsAt: '18:00', endsAt: '20:00', capacity: 1 };
const base = { slots: [evening, morning], booked: new Map<string, number>(), today: '2026-11-23', daysAhead: 3, cutoffMinutes: 30 };

describe('offerSlots (SPEC §2 Select From Available Slots)', () => {
  it('offers today’s later slots and the next days’, in time order, with the places left', () => {
    // 10:00 on the 23rd: the morning slot has gone today.
    const days = offerSlots({ ...base, nowMinutes: 600, booked: new Map([[slotKey(1, '2026-11-24'), 1]]) });
    expect(days).toEqual([
      { date: '2026-11-23', slots: [{ key: '2-20261123', id: 2, date: '2026-11-23', name: evening.name, startsAt: '18:00', endsAt: '20:00', remaining: 1 }] },
      {
        date: '2026-11-24',
        slots: [
          { key: '1-20261124', id: 1, date: '2026-11-24', name: morning.name, startsAt: '07:00:00', endsAt: '09:00:00', remaining: 1 },
          { key: '2-20261124', id: 2, date: '2026-11-24', name: evening.name, startsAt: '18:00', endsAt: '20:00', remaining: 1 },
        ],
      },
      {
        date: '2026-11-25',
        slots: [
          { key: '1-20261125', id: 1, date: '2026-11-25', name: morning.name, startsAt: '07:00:00', endsAt: '09:00:00', remaining: 2 },
          { key: '2-20261125', id: 2, date: '2026-11-25', name: evening.name, startsAt: '18:00', endsAt: '20:00', remaining: 1 },
        ],
      },
    ]);
  });

  it('leaves out full slots, slots inside the cut-off, and days with nothing left', () => {
    const booked = new Map([[slotKey(2, '2026-11-23'), 1]]);
    // 17:31: the evening slot starts in 29 minutes (cut-off 30), and it is full anyway.
    expect(offerSlots({ ...base, nowMinutes: 17 * 60 + 31, booked, daysAhead: 1 })).toEqual([]);
    expect(offerSlots({ ...base, nowMinutes: 17 * 60 + 29, daysAhead: 1 })[0]?.slots.map((s) => s.id)).toEqual([2]);
  });

  it('clamps the days setting to 1..14', () => {
    expect(offerSlots({ ...base, nowMinutes: 0, daysAhead: 0 })).toHaveLength(1);
    expect(offerSlots({ ...base, nowMinutes: 0, daysAhead: 99 })).toHaveLength(14);
  });
});

describe('slotRefusal (what place-order checks again)', () => {
  const at = { today: '2026-11-23', nowMinutes: 600, daysAhead: 3, cutoffMinutes: 30 };
  it.each([
    ['2026-11-22', 0, 'PAST'],
    ['2026-11-23', 0, 'PAST'],
    ['2026-11-26', 0, 'TOO_FAR'],
    ['2026-11-24', 2, 'FULL'],
    ['2026-11-24', 1, null],
  ] as const)('morning slot on %s with %i booked → %s', (date, booked, expected) => {
    expect(slotRefusal(morning, date, booked, at)).toBe(expected);
  });
});

describe('slot keys', () => {
  it('round-trip and refuse impossible dates', () => {
    expect(slotKey(7, '2026-11-24')).toBe('7-20261124');
    expect(parseSlotKey('7-20261124')).toEqual({ slotId: 7, date: '2026-11-24' });
    expect(parseSlotKey('7-20260230')).toBeNull();
    expect(parseSlotKey('7')).toBeNull();
    expect(parseSlotKey('x-20261124')).toBeNull();
  });

  it('addDays crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('never offers more than the capacity left (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 1439 }), (taken, now) => {
        const booked = new Map([[slotKey(1, '2026-11-24'), taken]]);
        const offered = offerSlots({ ...base, slots: [morning], booked, nowMinutes: now }).flatMap((d) => d.slots);
        return offered.every((s) => s.remaining >= 1 && s.remaining <= morning.capacity - (s.date === '2026-11-24' ? taken : 0));
      }),
    );
  });
});
