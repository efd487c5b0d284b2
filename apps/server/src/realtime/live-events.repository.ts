import { and, arrayOverlaps, asc, gt, lt, max } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { fillFor, placeholdersFor, preparedIn, type Along } from '../db/prepared';
import { liveEvents } from '../db/schema';

type NewLiveEvent = { channels: string[]; type: string; orderId: number | null; payload: unknown; createdAt: Date };

export type LiveEventRow = typeof liveEvents.$inferSelect;

export const liveEventsRepository = {
  /** The outbox write: inside the transaction of the change it announces. */
  async insert(tx: Tx, row: NewLiveEvent): Promise<LiveEventRow> {
    // Named and built once (ADR 0021): every column is given by placeholder, never left out.
    const values = { channels: row.channels, type: row.type, orderId: row.orderId ?? null, payload: row.payload, createdAt: row.createdAt };
    const insert = preparedIn(tx, 'insert_live_event', (t) => t.insert(liveEvents).values(placeholdersFor('', values)).returning().prepare('insert_live_event'));
    const [inserted] = await insert.execute(fillFor('', values));
    if (!inserted) throw new Error('insert live_events returned nothing');
    return inserted;
  },

  /**
   * The outbox write as a data-modifying CTE named `new_live_event` (columns: id), for a caller that
   * sends it in one statement with its own last write (ADR 0021).
   */
  insertAlong(row: NewLiveEvent): Along {
    const values = { channels: row.channels, type: row.type, orderId: row.orderId ?? null, payload: row.payload, createdAt: row.createdAt };
    return {
      name: 'event',
      ctes: (t) => [t.$with('new_live_event', {}).as(t.insert(liveEvents).values(placeholdersFor('event_', values)).returning({ id: liveEvents.id }).getSQL())],
      values: fillFor('event_', values),
    };
  },

  /** Events after `afterId` on any of `channels` (all channels when null), oldest first. */
  async listAfter(db: Db, channels: readonly string[] | null, afterId: number, limit: number): Promise<LiveEventRow[]> {
    const after = gt(liveEvents.id, afterId);
    return db
      .select()
      .from(liveEvents)
      .where(channels === null ? after : and(after, arrayOverlaps(liveEvents.channels, [...channels])))
      .orderBy(asc(liveEvents.id))
      .limit(limit);
  },

  async newestId(db: Db): Promise<number> {
    const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
    return row?.id ?? 0;
  },

  async deleteOlderThan(db: Db, before: Date): Promise<number> {
    const rows = await db.delete(liveEvents).where(lt(liveEvents.createdAt, before)).returning({ id: liveEvents.id });
    return rows.length;
  },
};
