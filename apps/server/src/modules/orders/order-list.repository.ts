import { desc, eq, or, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, ratings, stores } from '../../db/schema';
import type { OrderRow } from './orders.repository';

/** One line of a customer's order list: the order row's list fields, its store and how many units it has. */
export interface OrderListRow {
  readonly uniqueOrderId: string;
  readonly orderStatusId: number;
  readonly deliveryType: 'DELIVERY' | 'SELFPICKUP';
  readonly totalPaise: number;
  readonly refundedPaise: number;
  readonly walletPaidPaise: number;
  readonly payablePaise: number;
  readonly paymentStatus: OrderRow['paymentStatus'];
  readonly paymentMethod: OrderRow['paymentMethod'];
  readonly createdAt: Date;
  readonly deliveredAt: Date | null;
  readonly cancelledAt: Date | null;
  readonly isFinished: boolean;
  readonly store: { readonly id: number; readonly name: string; readonly slug: string; readonly image: string };
  readonly itemCount: number;
  readonly rated: boolean;
}

export const orderListRepository = {
  /**
   * A page of the customer's orders: running ones first, then newest first (id breaks ties, so pages never
   * overlap). `finishedStatuses` and a FAILED payment mark an order as no longer running, as
   * check-running-order counts them. The (user_id, created_at) index narrows the rows to one customer's.
   */
  async pageOfCustomer(db: Db, v: { userId: number; finishedStatuses: readonly number[]; limit: number; offset: number }): Promise<OrderListRow[]> {
    const finished = or(inArray(orders.orderStatusId, [...v.finishedStatuses]), eq(orders.paymentStatus, 'FAILED'));
    const isFinished = sql<boolean>`coalesce(${finished}, false)`;
    const itemCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
    const rated = sql<boolean>`exists (select 1 from ${ratings} where ${ratings.orderId} = ${orders.id})`;
    const rows = await db
      .select({
        uniqueOrderId: orders.uniqueOrderId,
        orderStatusId: orders.orderStatusId,
        deliveryType: orders.deliveryType,
        totalPaise: orders.totalPaise,
        refundedPaise: orders.refundedPaise,
        walletPaidPaise: orders.walletPaidPaise,
        payablePaise: orders.payablePaise,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        createdAt: orders.createdAt,
        deliveredAt: orders.deliveredAt,
        cancelledAt: orders.cancelledAt,
        isFinished,
        itemCount,
        rated,
        store: { id: stores.id, name: stores.name, slug: stores.slug, image: stores.image },
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(eq(orders.userId, v.userId))
      .orderBy(isFinished, desc(orders.createdAt), desc(orders.id))
      .limit(v.limit)
      .offset(v.offset);
    // pg returns the sum as a number after the cast; PGlite too. Booleans likewise.
    return rows.map((r) => ({ ...r, itemCount: Number(r.itemCount), isFinished: Boolean(r.isFinished), rated: Boolean(r.rated) }));
  },
};
