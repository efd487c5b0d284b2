import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';

type Purpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

export const oneTimeCodesRepository = {
  async countSince(db: Db, destination: string, purpose: Purpose, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.destination, destination), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  /** Voids the destination's live codes and adds the new one, together. */
  async replace(db: Db, values: typeof oneTimeCodes.$inferInsert & { createdAt: Date }): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: values.createdAt })
        .where(and(eq(oneTimeCodes.destination, values.destination), eq(oneTimeCodes.purpose, values.purpose), isNull(oneTimeCodes.consumedAt)));
      await tx.insert(oneTimeCodes).values(values);
    });
  },

  /** Takes one try of the destination's live code (atomically, never past `maxTries`); its hash, or undefined. */
  async takeTry(db: Db, destination: string, purpose: Purpose, now: Date, maxTries: number): Promise<{ id: number; codeHash: string } | undefined> {
    const live = db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.destination, destination), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    const [tried] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(sql`${oneTimeCodes.id} = (${live})`, lt(oneTimeCodes.attempts, maxTries)))
      .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
    return tried;
  },

  /** A right code gives its try back and, with `consume`, is used up; false when another request used it first. */
  async settleRight(db: Db, id: number, now: Date, consume: boolean): Promise<boolean> {
    const [row] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} - 1`, ...(consume ? { consumedAt: now } : {}) })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    return row !== undefined;
  },
};
