import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export const outboxRepository = {
  async add(db: Db, values: typeof outboxMessages.$inferInsert): Promise<void> {
    await db.insert(outboxMessages).values(values);
  },

  /** The newest 50, to one recipient when given. */
  latest(db: Db, recipient: string | null): Promise<OutboxRow[]> {
    const query = db.select().from(outboxMessages);
    return (recipient ? query.where(eq(outboxMessages.recipient, recipient)) : query).orderBy(desc(outboxMessages.id)).limit(50);
  },
};
