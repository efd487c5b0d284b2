import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { addresses, rewards, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

const sessionUserQuery = (activeOnly: boolean) => (db: Db) => {
  const live = and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')));
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(activeOnly ? and(live, eq(users.isActive, true)) : live)
    .limit(1)
    .prepare(activeOnly ? 'session_user' : 'session_user_any');
};

export const accountsRepository = {
  async findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
    return row;
  },

  async findUserById(db: Db, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.referralCode, code)).limit(1);
    return row;
  },

  async insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert users returned nothing');
    return row;
  },

  async updateAvatar(db: Db, userId: number, avatar: string): Promise<void> {
    await db.update(users).set({ avatar }).where(eq(users.id, userId));
  },

  async updatePhone(db: Db, userId: number, phone: string): Promise<void> {
    await db.update(users).set({ phone }).where(eq(users.id, userId));
  },

  async updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  },

  async insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(values);
  },

  /**
   * The user of a live session (not revoked, not expired; SECURITY 19), read on every signed-in request:
   * a prepared statement (ADR 0021). A disabled account's sessions count only with `includeDisabled`.
   */
  async findUserBySessionHash(db: Db, tokenHash: string, now: Date, includeDisabled = false): Promise<UserRow | undefined> {
    const query = includeDisabled ? preparedOn(db, 'session_user_any', sessionUserQuery(false)) : preparedOn(db, 'session_user', sessionUserQuery(true));
    const [row] = await query.execute({ tokenHash, now });
    return row?.user;
  },

  async revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
    await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  async revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  },

  async findAddress(db: Db, userId: number, addressId: number): Promise<AddressRow | undefined> {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId), isNull(addresses.deletedAt)))
      .limit(1);
    return row;
  },

  /**
   * Scratch cards that can be scratched now (not scratched, not withdrawn, not expired), and how many of
   * them the home modal has not shown yet.
   */
  async countLiveRewards(db: Db, userId: number, now: Date): Promise<{ live: number; unseen: number }> {
    const [row] = await db
      .select({ live: count(), unseen: sql<number>`count(*) filter (where ${rewards.seenAt} is null)::int` })
      .from(rewards)
      .where(and(eq(rewards.userId, userId), eq(rewards.isScratched, false), isNull(rewards.reversedAt), or(isNull(rewards.expiresAt), gt(rewards.expiresAt, now))));
    return { live: row?.live ?? 0, unseen: row?.unseen ?? 0 };
  },
};
