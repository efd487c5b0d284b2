import { and, asc, count, eq, inArray, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { fillFor, placeholdersFor, preparedIn, type Along } from '../../db/prepared';
import { couponRedemptions, couponStores, coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export interface CouponWithStores {
  readonly coupon: CouponRow;
  /** Stores it is limited to; empty = every store. */
  readonly storeIds: number[];
  /** Whether the asking user is among its chosen customers (always true for a coupon for everyone). */
  readonly isChosen: boolean;
}

/**
 * True when `userId` may use the coupon row in scope as "coupons": it is for everyone, or the user is
 * one of its chosen customers, or a member of one of its groups (issue 35). A guest (null) is nobody's.
 */
const chosenFor = (userId: Placeholder | number | null) =>
  userId === null
    ? sql<boolean>`(not "coupons"."for_chosen_customers")`
    : sql<boolean>`(not "coupons"."for_chosen_customers"
        or exists (select 1 from coupon_customers cc where cc.coupon_id = "coupons"."id" and cc.user_id = ${userId})
        or exists (select 1 from coupon_groups cg join customer_group_members m on m.group_id = cg.group_id where cg.coupon_id = "coupons"."id" and m.user_id = ${userId}))`;

async function withStores(db: Db, rows: { coupon: CouponRow; isChosen: boolean }[]): Promise<CouponWithStores[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(couponStores)
    .where(inArray(couponStores.couponId, rows.map((r) => r.coupon.id)));
  return rows.map(({ coupon, isChosen }) => ({ coupon, isChosen, storeIds: links.filter((l) => l.couponId === coupon.id).map((l) => l.storeId) }));
}

export const couponsRepository = {
  /** A personal one-use coupon of an amount off (a scratch card's, a compensation's); undefined when the code is taken. */
  async insertPersonal(
    tx: Tx,
    v: { code: string; name: string; description: string; ownerUserId: number; amountPaise: number; minSubtotalPaise: number; isActive: boolean; expiresAt: Date; at: Date },
  ): Promise<number | undefined> {
    const [row] = await tx
      .insert(coupons)
      .values({
        code: v.code,
        name: v.name,
        description: v.description,
        discountType: 'AMOUNT',
        discountAmountPaise: v.amountPaise,
        minSubtotalPaise: v.minSubtotalPaise,
        expiresAt: v.expiresAt,
        isActive: v.isActive,
        isPublic: false,
        ownerUserId: v.ownerUserId,
        maxUsesTotal: 1,
        maxUsesPerUser: 1,
        createdAt: v.at,
      })
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    return row?.id;
  },

  async findByCode(db: Db, code: string, userId: number): Promise<CouponWithStores | undefined> {
    const rows = await db.select({ coupon: coupons, isChosen: chosenFor(userId) }).from(coupons).where(eq(coupons.code, code)).limit(1);
    return (await withStores(db, rows))[0];
  },

  /**
   * The coupon, locked FOR UPDATE so its usage count cannot be overtaken by a racing order (SECURITY 7),
   * with its stores and this user's earlier redemptions, in one statement (ADR 0021). The caller holds
   * the user's row lock, so no other order of this user can commit a redemption the count misses.
   */
  async lockByCodeForUser(tx: Tx, code: string, userId: number): Promise<(CouponWithStores & { usesByUser: number }) | undefined> {
    const lock = preparedIn(tx, 'lock_coupon_for_user', (t) =>
      t
        .select({
          coupon: coupons,
          // Written out with aliases: drizzle leaves columns unqualified in a one-table select.
          storeIds: sql<number[]>`array(select cs.store_id from coupon_stores cs where cs.coupon_id = "coupons"."id")`,
          usesByUser: sql<number>`(select count(*)::int from coupon_redemptions cr where cr.coupon_id = "coupons"."id" and cr.user_id = ${sql.placeholder('userId')})`,
          isChosen: chosenFor(sql.placeholder('userId')),
        })
        .from(coupons)
        .where(eq(coupons.code, sql.placeholder('code')))
        .for('update', { of: coupons })
        .prepare('lock_coupon_for_user'),
    );
    const [row] = await lock.execute({ code, userId });
    return row ? { coupon: row.coupon, storeIds: row.storeIds.map(Number), usesByUser: Number(row.usesByUser), isChosen: row.isChosen === true || String(row.isChosen) === 't' } : undefined;
  },

  /**
   * Switched-on coupons for the /coupons list: the public ones this user may use (everybody's, and
   * those for chosen customers the user is one of), plus the user's own personal coupons (scratch-card
   * rewards); never another user's. The service checks windows and limits.
   */
  async listOffered(db: Db, userId: number | null): Promise<CouponWithStores[]> {
    const listed = and(eq(coupons.isPublic, true), isNull(coupons.ownerUserId), chosenFor(userId));
    const rows = await db
      .select({ coupon: coupons, isChosen: sql<boolean>`true` })
      .from(coupons)
      .where(and(eq(coupons.isActive, true), userId === null ? listed : or(listed, eq(coupons.ownerUserId, userId))))
      .orderBy(asc(coupons.id));
    return withStores(db, rows);
  },

  async countUsesByUser(db: Db, couponIds: readonly number[], userId: number): Promise<Map<number, number>> {
    if (couponIds.length === 0) return new Map();
    const rows = await db
      .select({ couponId: couponRedemptions.couponId, n: count() })
      .from(couponRedemptions)
      .where(and(inArray(couponRedemptions.couponId, [...couponIds]), eq(couponRedemptions.userId, userId)))
      .groupBy(couponRedemptions.couponId);
    return new Map(rows.map((r) => [r.couponId, r.n]));
  },

  /**
   * The redemption row and the coupon's usage count as data-modifying CTEs (`new_redemption`,
   * `coupon_used`), sent with the order's own INSERT (ADR 0021); the coupon row is already locked.
   */
  redeemAlong(v: { couponId: number; userId: number; orderId: number; amountPaise: number }): Along {
    return {
      name: 'coupon',
      ctes: (t) => {
        const row = placeholdersFor('redemption_', v);
        return [
          t.$with('new_redemption', {}).as(t.insert(couponRedemptions).values(row).getSQL()),
          t.$with('coupon_used', {}).as(t.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.id, row.couponId)).getSQL()),
        ];
      },
      values: fillFor('redemption_', v),
    };
  },
};
