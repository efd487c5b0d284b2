import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deliverySlotBookings, deliverySlots } from '../../db/schema';

export type SlotRow = typeof deliverySlots.$inferSelect;

export const slotsRepository = {
  async listActive(db: Db, storeId: number): Promise<SlotRow[]> {
    return db
      .select()
      .from(deliverySlots)
      .where(and(eq(deliverySlots.storeId, storeId), eq(deliverySlots.isActive, true)))
      .orderBy(asc(deliverySlots.sortOrder), asc(deliverySlots.id));
  },

  async findActive(db: Db, slotId: number, storeId: number): Promise<SlotRow | undefined> {
    const [row] = await db
      .select()
      .from(deliverySlots)
      .where(and(eq(deliverySlots.id, slotId), eq(deliverySlots.storeId, storeId), eq(deliverySlots.isActive, true)))
      .limit(1);
    return row;
  },

  /** Places booked per slot and day, from `fromDate` on. */
  async bookings(db: Db, slotIds: readonly number[], fromDate: string): Promise<{ slotId: number; slotDate: string; booked: number }[]> {
    if (slotIds.length === 0) return [];
    return db
      .select({ slotId: deliverySlotBookings.slotId, slotDate: deliverySlotBookings.slotDate, booked: deliverySlotBookings.booked })
      .from(deliverySlotBookings)
      .where(and(inArray(deliverySlotBookings.slotId, [...slotIds]), gte(deliverySlotBookings.slotDate, fromDate)));
  },

  /** Books one place in a slot for a day; false when the slot is full (SECURITY 11: one statement, no overbooking). */
  async book(tx: Tx, slot: SlotRow, slotDate: string): Promise<boolean> {
    if (slot.capacity <= 0) return false;
    const rows = await tx
      .insert(deliverySlotBookings)
      .values({ slotId: slot.id, slotDate, booked: 1 })
      .onConflictDoUpdate({
        target: [deliverySlotBookings.slotId, deliverySlotBookings.slotDate],
        set: { booked: sql`${deliverySlotBookings.booked} + 1` },
        setWhere: sql`${deliverySlotBookings.booked} < ${slot.capacity}`,
      })
      .returning({ booked: deliverySlotBookings.booked });
    return rows.length === 1;
  },
};
