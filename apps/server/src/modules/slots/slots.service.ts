import type { GetDeliverySlotsResponse } from '@keka/contracts';
import { addDays, offerSlots, slotKey, slotRefusal, type SlotRule } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import { localDate, localMinutes, type Clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import type { SettingsService } from '../settings/settings.service';
import { slotsRepository as repo, type SlotRow } from './slots.repository';

/** The store's local date and time and the settings that bound what can be booked. */
export interface SlotWindow {
  readonly today: string;
  readonly nowMinutes: number;
  readonly daysAhead: number;
  readonly cutoffMinutes: number;
}

export interface SlotBooking {
  readonly slot: SlotRow;
  readonly date: string;
}

const toRule = (s: SlotRow): SlotRule => ({ id: s.id, name: s.name, startsAt: s.startsAt, endsAt: s.endsAt, capacity: s.capacity });
const hhmm = (time: string) => time.slice(0, 5);

/** Delivery slots of fresh stores (SPEC §2 'Select Delivery Slot'; SECURITY 11). */
export function createSlotsService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock } = deps;

  /** The store's "now" and the offer window from the settings (slotDaysAhead, slotCutoffMinutes). */
  async function window(): Promise<SlotWindow> {
    const s = await deps.settings.snapshot();
    const timeZone = s.all.get('timezone') ?? 'Asia/Kolkata';
    const now = clock.now();
    const number = (key: string, fallback: number) => {
      const value = Number(s.all.get(key));
      return Number.isFinite(value) ? value : fallback;
    };
    return {
      today: localDate(now, timeZone),
      nowMinutes: localMinutes(now, timeZone),
      daysAhead: number('slotDaysAhead', 3),
      cutoffMinutes: number('slotCutoffMinutes', 30),
    };
  }

  return {
    /** Read BEFORE place-order's transaction opens (settings are read through `db`). */
    window,

    /** The days ahead with every slot still offered: not past, not too soon, not full. */
    async offered(storeId: number): Promise<GetDeliverySlotsResponse> {
      const [slots, at] = await Promise.all([repo.listActive(db, storeId), window()]);
      const rows = await repo.bookings(db, slots.map((s) => s.id), at.today);
      const booked = new Map(rows.map((r) => [slotKey(r.slotId, r.slotDate), r.booked]));
      const days = offerSlots({ ...at, slots: slots.map(toRule), booked });
      return {
        success: true,
        days: days.map((d) => ({
          date: d.date,
          slots: d.slots.map((s) => ({ key: s.key, id: s.id, date: s.date, name: s.name, starts_at: hhmm(s.startsAt), ends_at: hhmm(s.endsAt), remaining: s.remaining })),
        })),
      };
    },

    /** Whether a slot on a day can still be booked (the cart's availability check). */
    async isBookable(storeId: number, slotId: number, date: string): Promise<boolean> {
      const [slot, at] = await Promise.all([repo.findActive(db, slotId, storeId), window()]);
      if (!slot) return false;
      const rows = await repo.bookings(db, [slot.id], date);
      const booked = rows.find((r) => r.slotDate === date)?.booked ?? 0;
      return slotRefusal(toRule(slot), date, booked, at) === null;
    },

    /**
     * Inside place-order's transaction: books one place (never beyond capacity under a race). Without
     * a date, the next day the slot can still be booked. `at` comes from window(), read before the
     * transaction.
     */
    async bookInOrder(tx: Tx, at: SlotWindow, storeId: number, slotId: number | null | undefined, date: string | null | undefined): Promise<SlotBooking> {
      if (!slotId) fail('SLOT_REQUIRED', 'Select Delivery Schedule');
      const slot = await repo.findActive(tx, slotId, storeId);
      if (!slot) fail('SLOT_REQUIRED', 'This delivery slot is not available. Please choose another.');
      const rule = toRule(slot);
      const day = date ?? (slotRefusal(rule, at.today, 0, at) === 'PAST' ? addDays(at.today, 1) : at.today);
      const refusal = slotRefusal(rule, day, 0, at);
      if (refusal !== null) fail('SLOT_REQUIRED', `${slot.name} can no longer be booked for that day. Please choose another slot.`);
      if (!(await repo.book(tx, slot, day))) fail('SLOT_FULL', `${slot.name} is full. Please choose another slot.`);
      return { slot, date: day };
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
