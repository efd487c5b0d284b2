import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, referrals, settings, users } from '../../db/schema';

const DELIVERED = 5;

export type ReferralRow = typeof referrals.$inferSelect;

/** A 48-bit key for pg_advisory_xact_lock from a readable name ("referral:device:…"). */
function lockKey(name: string): bigint {
  return BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 12)}`);
}

export const referralsRepository = {
  /** The customer a referral code names, with the device they signed up on when they were referred themselves. */
  async findReferrer(db: Db, code: string) {
    const [row] = await db
      .select({ id: users.id, email: users.email, phone: users.phone, role: users.role, isActive: users.isActive, deviceId: referrals.deviceId })
      .from(users)
      .leftJoin(referrals, eq(referrals.referredUserId, users.id))
      .where(eq(users.referralCode, code))
      .limit(1);
    return row;
  },

  async insertPending(tx: Tx, v: { referrerUserId: number; referredUserId: number; referredPhone: string | null; deviceId: string | null; at: Date }): Promise<void> {
    await tx.insert(referrals).values({ ...v, status: 'PENDING', createdAt: v.at }).onConflictDoNothing({ target: referrals.referredUserId });
  },

  async findPending(tx: Tx, referredUserId: number): Promise<ReferralRow | undefined> {
    const [row] = await tx.select().from(referrals).where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, 'PENDING'))).limit(1);
    return row;
  },

  /**
   * Transaction-scoped advisory locks, taken in one global order (no deadlock between two credits):
   * credits that share a referrer, a phone or a device run one after the other (PostgreSQL), so the
   * farming checks and the per-referrer limit see each other's results.
   */
  async lockNames(tx: Tx, names: readonly string[]): Promise<void> {
    const keys = [...new Set(names.map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
  },

  /** Everything decideReferralCredit needs, read after the locks (one query at a time: one connection). */
  async facts(tx: Tx, r: ReferralRow, orderId: number) {
    const [earlier] = await tx.select({ n: count() }).from(orders).where(and(eq(orders.userId, r.referredUserId), eq(orders.orderStatusId, DELIVERED), ne(orders.id, orderId)));
    const creditedWith = async (column: typeof referrals.referredPhone | typeof referrals.deviceId, value: string | null) =>
      value !== null && (await tx.select({ id: referrals.id }).from(referrals).where(and(eq(column, value), eq(referrals.status, 'CREDITED'), ne(referrals.id, r.id))).limit(1)).length > 0;
    const phoneAlreadyRewarded = await creditedWith(referrals.referredPhone, r.referredPhone);
    const deviceAlreadyRewarded = await creditedWith(referrals.deviceId, r.deviceId);
    const [credits] = await tx.select({ n: count() }).from(referrals).where(and(eq(referrals.referrerUserId, r.referrerUserId), eq(referrals.status, 'CREDITED')));
    const [referrer] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, r.referrerUserId));
    return {
      earlierDeliveredOrders: earlier?.n ?? 0,
      phoneAlreadyRewarded,
      deviceAlreadyRewarded,
      referrerCredits: credits?.n ?? 0,
      referrerActive: referrer?.isActive ?? false,
    };
  },

  /** PENDING → CREDITED, once: a second run (a racing move) finds no PENDING row and gets false. */
  async markCredited(tx: Tx, v: { id: number; orderId: number; rewardPaise: number; referredRewardPaise: number; at: Date }): Promise<boolean> {
    const rows = await tx
      .update(referrals)
      .set({ status: 'CREDITED', orderId: v.orderId, rewardPaise: v.rewardPaise, referredRewardPaise: v.referredRewardPaise, creditedAt: v.at })
      .where(and(eq(referrals.id, v.id), eq(referrals.status, 'PENDING')))
      .returning({ id: referrals.id });
    return rows.length === 1;
  },

  async markVoid(tx: Tx, v: { id: number; orderId: number; reason: string }): Promise<boolean> {
    const rows = await tx
      .update(referrals)
      .set({ status: 'VOID', orderId: v.orderId, voidReason: v.reason })
      .where(and(eq(referrals.id, v.id), eq(referrals.status, 'PENDING')))
      .returning({ id: referrals.id });
    return rows.length === 1;
  },

  /** The credited referral this order earned, if any. */
  async findCreditedBy(tx: Tx, orderId: number): Promise<ReferralRow | undefined> {
    const [row] = await tx.select().from(referrals).where(and(eq(referrals.orderId, orderId), eq(referrals.status, 'CREDITED'))).limit(1);
    return row;
  },

  /** CREDITED → VOID because the earning order was refunded in full; false when another move did it first. */
  async markRefunded(tx: Tx, id: number): Promise<boolean> {
    const rows = await tx
      .update(referrals)
      .set({ status: 'VOID', voidReason: 'ORDER_REFUNDED' })
      .where(and(eq(referrals.id, id), eq(referrals.status, 'CREDITED')))
      .returning({ id: referrals.id });
    return rows.length === 1;
  },

  /** A wallet balance read under its row lock, so what is taken back never goes below zero. */
  async lockBalance(tx: Tx, userId: number): Promise<number> {
    const [row] = await tx.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, userId)).for('update');
    return row?.balance ?? 0;
  },

  async nameOf(tx: Tx, userId: number): Promise<string> {
    const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name ?? '';
  },

  /** Settings read in the caller's transaction (the settings service's cache reads through `db`). */
  async settingsIn(tx: Tx, keys: readonly string[]): Promise<Map<string, string>> {
    const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [...keys]));
    return new Map(rows.map((r) => [r.key, r.value]));
  },

  async codeOf(db: Db, userId: number): Promise<string | undefined> {
    const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
    return row?.code;
  },

  async totalsForReferrer(db: Db, referrerUserId: number) {
    const rows = await db
      .select({ status: referrals.status, n: count(), earned: sql<number>`coalesce(sum(${referrals.rewardPaise}), 0)::int` })
      .from(referrals)
      .where(eq(referrals.referrerUserId, referrerUserId))
      .groupBy(referrals.status);
    const of = (status: ReferralRow['status']) => rows.find((r) => r.status === status);
    return {
      joined: rows.reduce((sum, r) => sum + r.n, 0),
      pending: of('PENDING')?.n ?? 0,
      credited: of('CREDITED')?.n ?? 0,
      earnedPaise: Number(of('CREDITED')?.earned ?? 0),
    };
  },

  /** A referrer's friends, newest first, with only what the referrer may see of them. */
  listForReferrer(db: Db, referrerUserId: number) {
    return db
      .select({ id: referrals.id, status: referrals.status, rewardPaise: referrals.rewardPaise, createdAt: referrals.createdAt, creditedAt: referrals.creditedAt, name: users.name, phone: referrals.referredPhone })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referredUserId))
      .where(eq(referrals.referrerUserId, referrerUserId))
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(200);
  },
};
