import { and, asc, count, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, likeEscape } from '../../db/like';
import { deliveryProfiles, orderStatusHistory, orders, payments, stores, users } from '../../db/schema';

export interface AdminOrderSearch {
  readonly q: string;
  readonly statusId: number | null;
  readonly storeId: number | null;
  readonly paymentMode: string | null;
  readonly from: Date | null;
  readonly to: Date | null;
  readonly beforeId: number | null;
  readonly limit: number;
}

/** The admin console's reads of orders (issue 11): search, one order's people and history, the day's numbers. */
export const adminOrdersRepository = {
  async search(db: Db, s: AdminOrderSearch) {
    const where: (SQL | undefined)[] = [];
    if (s.beforeId) where.push(lt(orders.id, s.beforeId));
    if (s.statusId) where.push(eq(orders.orderStatusId, s.statusId));
    if (s.storeId) where.push(eq(orders.storeId, s.storeId));
    if (s.paymentMode) where.push(sql`${orders.paymentMethod} = ${s.paymentMode}`);
    if (s.from) where.push(gte(orders.createdAt, s.from));
    if (s.to) where.push(lt(orders.createdAt, s.to));
    if (s.q) {
      const like = containsPattern(s.q);
      const digits = s.q.replace(/\D/g, '');
      where.push(
        or(
          ilike(orders.uniqueOrderId, `${likeEscape(s.q)}%`),
          ilike(users.name, like),
          ilike(stores.name, like),
          // A phone typed with or without +91 and spaces.
          digits.length >= 4 ? ilike(users.phone, `%${digits}%`) : undefined,
        ),
      );
    }
    return db
      .select({ order: orders, storeName: stores.name, customerName: users.name, customerPhone: users.phone })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(...where))
      .orderBy(desc(orders.id))
      .limit(s.limit);
  },

  /**
   * Delivery partners an admin may give an order of this store to: approved, account on. Those linked to
   * the store first, then online ones, then the least busy. `onlyId`: is this one of them?
   */
  async riderCandidates(db: Db, v: { storeId: number; q: string; onlyId?: number; limit: number }) {
    const servesStore = sql<boolean>`exists (select 1 from delivery_partner_stores dps where dps.user_id = ${users.id} and dps.store_id = ${v.storeId})`;
    const openOrders = sql<number>`(select count(*)::int from orders o where o.delivery_user_id = ${users.id} and o.order_status_id in (3, 4))`;
    const digits = v.q.replace(/\D/g, '');
    const like = containsPattern(v.q);
    return db
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        isOnline: deliveryProfiles.isOnline,
        cashInHandPaise: deliveryProfiles.cashInHandPaise,
        lastLatitude: deliveryProfiles.lastLatitude,
        lastLongitude: deliveryProfiles.lastLongitude,
        servesStore,
        openOrders,
      })
      .from(deliveryProfiles)
      .innerJoin(users, eq(users.id, deliveryProfiles.userId))
      .where(
        and(
          eq(users.role, 'delivery'),
          eq(users.isActive, true),
          eq(deliveryProfiles.isApproved, true),
          v.onlyId === undefined ? undefined : eq(users.id, v.onlyId),
          v.q ? or(ilike(users.name, like), digits.length >= 4 ? ilike(users.phone, `%${digits}%`) : undefined) : undefined,
        ),
      )
      .orderBy(desc(servesStore), desc(deliveryProfiles.isOnline), asc(openOrders), asc(users.name), asc(users.id))
      .limit(v.limit);
  },

  async storeNames(db: Db) {
    return db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.name), asc(stores.id)).limit(1000);
  },

  async people(db: Db, customerId: number, riderId: number | null) {
    const ids = riderId === null ? [customerId] : [customerId, riderId];
    return db.select({ id: users.id, name: users.name, phone: users.phone, email: users.email }).from(users).where(inArray(users.id, ids));
  },

  /** The order's online payment attempts, oldest first. */
  async onlinePayments(db: Db, orderId: number) {
    return db
      .select({ gateway: payments.gateway, status: payments.status, isTest: payments.isTest, amountPaise: payments.amountPaise, refundedPaise: payments.refundedPaise, refundDuePaise: payments.refundDuePaise })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.id));
  },

  async history(db: Db, orderId: number) {
    return db
      .select({ row: orderStatusHistory, actorName: users.name })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
  },

  /** Orders placed, delivered (and paid) and cancelled since a time; unpaid online orders left out of "placed". */
  async totalsSince(db: Db, since: Date, skipStatuses: readonly number[]) {
    const [placed] = await db.select({ n: count() }).from(orders).where(and(gte(orders.createdAt, since), notInArray(orders.orderStatusId, [...skipStatuses])));
    const [delivered] = await db
      .select({ n: count(), takings: sql<number>`coalesce(sum(case when ${orders.paymentStatus} = 'PAID' then ${orders.totalPaise} else 0 end), 0)::int` })
      .from(orders)
      .where(gte(orders.deliveredAt, since));
    const [cancelled] = await db.select({ n: count() }).from(orders).where(gte(orders.cancelledAt, since));
    return { orders: placed?.n ?? 0, delivered: delivered?.n ?? 0, takingsPaise: delivered?.takings ?? 0, cancelled: cancelled?.n ?? 0 };
  },

  async liveByStatus(db: Db, statuses: readonly number[]) {
    return db
      .select({ status: orders.orderStatusId, n: count() })
      .from(orders)
      .where(inArray(orders.orderStatusId, [...statuses]))
      .groupBy(orders.orderStatusId);
  },

  /** Orders placed per local day, and delivered orders and their revenue per local day of delivery. */
  async perDay(db: Db, since: Date, timeZone: string, skipStatuses: readonly number[]) {
    const placedDay = sql<string>`to_char(${orders.createdAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
    const deliveredDay = sql<string>`to_char(${orders.deliveredAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
    const [placed, delivered] = await Promise.all([
      db
        .select({ day: placedDay, n: count() })
        .from(orders)
        .where(and(gte(orders.createdAt, since), notInArray(orders.orderStatusId, [...skipStatuses])))
        .groupBy(sql`1`),
      db
        .select({ day: deliveredDay, n: count(), revenue: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::int` })
        .from(orders)
        .where(gte(orders.deliveredAt, since))
        .groupBy(sql`1`),
    ]);
    return { placed, delivered };
  },
};
