import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

export const notificationsRepository = {
  /** Inside the transaction of the change it tells about (an order's move). */
  async insert(tx: Tx, row: typeof notifications.$inferInsert): Promise<number> {
    const [inserted] = await tx.insert(notifications).values(row).returning({ id: notifications.id });
    if (!inserted) throw new Error('insert notifications returned nothing');
    return inserted.id;
  },

  async listForUser(db: Db, userId: number, limit: number) {
    return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
  },

  async countUnread(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return row?.n ?? 0;
  },

  async markAllRead(db: Db, userId: number): Promise<void> {
    await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  },

  /** Marks one of the USER's notifications; false when it is not theirs (answered as 404). */
  async markOneRead(db: Db, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length === 1;
  },
};
