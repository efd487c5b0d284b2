import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons, rewards, settings, stores, users } from '../../db/schema';

export type RewardRow = typeof rewards.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;

/** A card with the personal coupon it holds (COUPON cards), as the service presents it. */
export interface RewardWithCoupon {
  readonly reward: RewardRow;
  readonly coupon: Pick<CouponRow, 'code' | 'discountAmountPaise' | 'minSubtotalPaise' | 'expiresAt'> | null;
}

const withCoupon = {
  reward: rewards,
  couponCode: coupons.code,
  couponAmount: coupons.discountAmountPaise,
  couponMin: coupons.minSubtotalPaise,
  couponExpires: coupons.expiresAt,
};

type JoinedRow = { reward: RewardRow; couponCode: string | null; couponAmount: number | null; couponMin: number | null; couponExpires: Date | null };
const toCard = (r: JoinedRow): RewardWithCoupon => ({
  reward: r.reward,
  coupon: r.couponCode === null ? null : { code: r.couponCode, discountAmountPaise: r.couponAmount ?? 0, minSubtotalPaise: r.couponMin ?? 0, expiresAt: r.couponExpires },
});

export const rewardsRepository = {
  /** Settings read through the move's transaction (a read through `db` there would hang PGlite). */
  async readSettings(tx: Tx, keys: readonly string[]): Promise<Map<string, string>> {
    const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [...keys]));
    return new Map(rows.map((r) => [r.key, r.value]));
  },

  async storeName(tx: Tx, storeId: number): Promise<string | null> {
    const [row] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId)).limit(1);
    return row?.name ?? null;
  },

  /** One card per order (unique index): undefined when the order already has one. */
  async insertCard(tx: Tx, v: typeof rewards.$inferInsert): Promise<RewardRow | undefined> {
    const [row] = await tx.insert(rewards).values(v).onConflictDoNothing().returning();
    return row;
  },

  async setCardCoupon(tx: Tx, rewardId: number, couponId: number): Promise<void> {
    await tx.update(rewards).set({ couponId }).where(eq(rewards.id, rewardId));
  },

  async listForUser(db: Db, userId: number, limit: number): Promise<RewardWithCoupon[]> {
    const rows = await db
      .select(withCoupon)
      .from(rewards)
      .leftJoin(coupons, eq(coupons.id, rewards.couponId))
      .where(eq(rewards.userId, userId))
      .orderBy(desc(rewards.createdAt), desc(rewards.id))
      .limit(limit);
    return rows.map(toCard);
  },

  /** The user's card, or undefined for anyone else's (the service answers 404). */
  async findForUser(db: Db, id: number, userId: number): Promise<RewardWithCoupon | undefined> {
    const [row] = await db
      .select(withCoupon)
      .from(rewards)
      .leftJoin(coupons, eq(coupons.id, rewards.couponId))
      .where(and(eq(rewards.id, id), eq(rewards.userId, userId)))
      .limit(1);
    return row ? toCard(row) : undefined;
  },

  /**
   * Exactly once: only a live card (not scratched, not withdrawn, not expired) turns scratched; of racing
   * calls one gets the row back, the others nothing (PostgreSQL re-checks the WHERE after the row lock).
   */
  async claimScratch(tx: Tx, v: { id: number; userId: number; at: Date }): Promise<RewardRow | undefined> {
    const [row] = await tx
      .update(rewards)
      .set({ isScratched: true, scratchedAt: v.at, seenAt: sql`coalesce(${rewards.seenAt}, ${v.at})` })
      .where(
        and(
          eq(rewards.id, v.id),
          eq(rewards.userId, v.userId),
          eq(rewards.isScratched, false),
          isNull(rewards.reversedAt),
          or(isNull(rewards.expiresAt), gt(rewards.expiresAt, v.at)),
        ),
      )
      .returning();
    return row;
  },

  /** The wallet balance, row locked until the transaction ends (a debit follows). */
  async lockBalance(tx: Tx, userId: number): Promise<number> {
    const [row] = await tx.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, userId)).for('update');
    return row?.balance ?? 0;
  },

  /** The personal coupon becomes usable (its card was scratched). */
  async activateCoupon(tx: Tx, couponId: number): Promise<void> {
    await tx.update(coupons).set({ isActive: true }).where(eq(coupons.id, couponId));
  },

  /** Switches a personal coupon off unless it was already used (true when it was switched off). */
  async deactivateUnusedCoupon(tx: Tx, couponId: number): Promise<boolean> {
    const rows = await tx
      .update(coupons)
      .set({ isActive: false })
      .where(and(eq(coupons.id, couponId), eq(coupons.usedCount, 0)))
      .returning({ id: coupons.id });
    return rows.length === 1;
  },

  async findByOrder(tx: Tx, orderId: number): Promise<RewardRow | undefined> {
    const [row] = await tx.select().from(rewards).where(eq(rewards.orderId, orderId)).limit(1);
    return row;
  },

  /** Withdraws the order's card once (row locked: a racing scratch waits, then sees it withdrawn). */
  async reverseForOrder(tx: Tx, orderId: number, at: Date): Promise<RewardRow | undefined> {
    const [row] = await tx
      .update(rewards)
      .set({ reversedAt: at })
      .where(and(eq(rewards.orderId, orderId), isNull(rewards.reversedAt)))
      .returning();
    return row;
  },

  async markSeen(db: Db, v: { userId: number; ids: readonly number[]; at: Date }): Promise<number> {
    const rows = await db
      .update(rewards)
      .set({ seenAt: v.at })
      .where(and(eq(rewards.userId, v.userId), inArray(rewards.id, [...v.ids]), isNull(rewards.seenAt)))
      .returning({ id: rewards.id });
    return rows.length;
  },
};
