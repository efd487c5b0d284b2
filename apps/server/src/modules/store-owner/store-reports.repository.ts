import { and, desc, eq, gte, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, ratings } from '../../db/schema';

export type ReportUnit = 'day' | 'week' | 'month';

interface Range {
  readonly storeIds: readonly number[];
  readonly from: Date;
  readonly to: Date;
  /** Statuses that never became real orders (awaiting / failed payment). */
  readonly skipStatuses: readonly number[];
}

const DELIVERED = 5;
const CANCELLED = 6;

function inRange(r: Range) {
  return and(inArray(orders.storeId, r.storeIds.length ? [...r.storeIds] : [-1]), gte(orders.createdAt, r.from), lt(orders.createdAt, r.to), notInArray(orders.orderStatusId, [...r.skipStatuses]));
}

/** Aggregates of the owner's reports (issue 7). Periods are local to `timeZone`; grouped by position so a parameter is never compared to itself. */
export const storeReportsRepository = {
  async series(db: Db, r: Range, unit: ReportUnit, timeZone: string) {
    const period = sql<string>`to_char(date_trunc(${unit}, ${orders.createdAt} AT TIME ZONE ${timeZone}), 'YYYY-MM-DD')`;
    return db
      .select({
        period,
        orders: sql<number>`count(*)::int`,
        delivered: sql<number>`(count(*) filter (where ${orders.orderStatusId} = ${DELIVERED}))::int`,
        cancelled: sql<number>`(count(*) filter (where ${orders.orderStatusId} = ${CANCELLED}))::int`,
        salesPaise: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.orderStatusId} = ${DELIVERED}), 0)::int`,
      })
      .from(orders)
      .where(inRange(r))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
  },

  /** The items of the period's delivered orders, as its sales: what a live or cancelled order holds was not sold. */
  async topItems(db: Db, r: Range, limit: number) {
    return db
      .select({ name: orderLines.name, quantity: sql<number>`sum(${orderLines.quantity})::int`, salesPaise: sql<number>`sum(${orderLines.lineTotalPaise})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(inRange(r), eq(orders.orderStatusId, DELIVERED)))
      .groupBy(orderLines.name)
      .orderBy(desc(sql`2`), orderLines.name)
      .limit(limit);
  },

  async ratings(db: Db, r: Range) {
    const [row] = await db
      .select({ average: sql<number>`coalesce(avg(${ratings.ratingStore}), 0)::float8`, count: sql<number>`count(*)::int` })
      .from(ratings)
      .innerJoin(orders, eq(orders.id, ratings.orderId))
      .where(inRange(r));
    return { average: row?.average ?? 0, count: row?.count ?? 0 };
  },

  async cancellations(db: Db, r: Range) {
    return db
      .select({ reason: sql<string>`coalesce(${orders.cancelReason}, '')`, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inRange(r), eq(orders.orderStatusId, CANCELLED), isNotNull(orders.cancelledAt)))
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`))
      .limit(10);
  },
};
