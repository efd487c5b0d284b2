/**
 * Delivery slots of fresh stores (SPEC §2 'Select From Available Slots'): which slots, on which days,
 * are still offered. Pure: the caller passes the store's local date and time.
 */
export interface SlotRule {
  readonly id: number;
  readonly name: string;
  /** "HH:MM" or "HH:MM:SS", the store's local time. */
  readonly startsAt: string;
  readonly endsAt: string;
  /** Orders one slot takes per day. */
  readonly capacity: number;
}

export interface SlotOfferInput {
  readonly slots: readonly SlotRule[];
  /** Places already booked, by slotKey(). */
  readonly booked: ReadonlyMap<string, number>;
  /** The store's local date today, YYYY-MM-DD. */
  readonly today: string;
  /** The store's local time now, minutes since midnight. */
  readonly nowMinutes: number;
  /** Days offered, today included (a setting). */
  readonly daysAhead: number;
  /** A slot is no longer offered this many minutes before it starts (a setting). */
  readonly cutoffMinutes: number;
}

export interface OfferedSlot {
  /** "{id}-{YYYYMMDD}": the /checkout/{slot id} route parameter. */
  readonly key: string;
  readonly id: number;
  readonly date: string;
  readonly name: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly remaining: number;
}

export interface OfferedDay {
  readonly date: string;
  readonly slots: readonly OfferedSlot[];
}

/** At most this many days are ever offered, whatever the setting says. */
export const MAX_SLOT_DAYS = 14;

export function minutesOfDay(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** "2026-11-24" + n days, by the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function slotKey(slotId: number, date: string): string {
  return `${slotId}-${date.replaceAll('-', '')}`;
}

/** "7-20261124" → { slotId: 7, date: "2026-11-24" }; null when it is not such a key. */
export function parseSlotKey(key: string): { readonly slotId: number; readonly date: string } | null {
  const match = /^(\d{1,9})-(\d{4})(\d{2})(\d{2})$/.exec(key);
  if (!match) return null;
  const [, id, y, m, d] = match;
  const date = `${y}-${m}-${d}`;
  return addDays(date, 0) === date ? { slotId: Number(id), date } : null;
}

/** Why a slot on a day cannot be booked now, or null when it can. */
export function slotRefusal(slot: SlotRule, date: string, booked: number, input: Omit<SlotOfferInput, 'slots' | 'booked'>): 'PAST' | 'TOO_FAR' | 'FULL' | null {
  const days = Math.min(Math.max(Math.trunc(input.daysAhead), 1), MAX_SLOT_DAYS);
  if (date < input.today) return 'PAST';
  if (date > addDays(input.today, days - 1)) return 'TOO_FAR';
  if (date === input.today && minutesOfDay(slot.startsAt) - input.cutoffMinutes <= input.nowMinutes) return 'PAST';
  if (booked >= slot.capacity) return 'FULL';
  return null;
}

/** The days ahead with the slots still offered on each (past, too soon and full ones left out). */
export function offerSlots(input: SlotOfferInput): OfferedDay[] {
  const days = Math.min(Math.max(Math.trunc(input.daysAhead), 1), MAX_SLOT_DAYS);
  const ordered = [...input.slots].sort((a, b) => minutesOfDay(a.startsAt) - minutesOfDay(b.startsAt) || a.id - b.id);
  const result: OfferedDay[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(input.today, i);
    const slots = ordered.flatMap((slot) => {
      const key = slotKey(slot.id, date);
      const booked = input.booked.get(key) ?? 0;
      if (slotRefusal(slot, date, booked, input) !== null) return [];
      return [{ key, id: slot.id, date, name: slot.name, startsAt: slot.startsAt, endsAt: slot.endsAt, remaining: slot.capacity - booked }];
    });
    if (slots.length > 0) result.push({ date, slots });
  }
  return result;
}
