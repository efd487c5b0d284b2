import type { GetOrdersResponse, OrderListEntry } from '@keka/contracts';
import { ORDER_STATUS, paise, toRupeeString } from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { iso, statusName } from './order-parts.presenter';
import { customerCanCancel, presentRefunded } from './order.presenter';
import { orderListRepository as repo, type OrderListRow } from './order-list.repository';

/** Not running any more: delivered, cancelled, payment failed (as check-running-order counts them). */
const FINISHED = [ORDER_STATUS.DELIVERED, ORDER_STATUS.CANCELLED, ORDER_STATUS.PAYMENT_FAILED];

function present(row: OrderListRow): OrderListEntry {
  return {
    unique_order_id: row.uniqueOrderId,
    orderstatus_id: row.orderStatusId,
    status: statusName(row.orderStatusId),
    is_running: !row.isFinished,
    delivery_type: row.deliveryType,
    restaurant: row.store,
    item_count: row.itemCount,
    total: toRupeeString(paise(row.totalPaise)),
    ...presentRefunded(row),
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
    cancelled_at: iso(row.cancelledAt),
    can_cancel: customerCanCancel(row.orderStatusId),
    rated: row.rated,
  };
}

/** SPEC §7 get-orders: /my-orders reads the session customer's own orders, a page at a time. */
export function createOrderListService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * Only the caller's orders (the user id comes from the session, never from the body: SECURITY 13).
     * One row more than asked tells whether another page follows.
     */
    async list(actor: Actor, page: number, perPage: number): Promise<GetOrdersResponse> {
      const rows = await repo.pageOfCustomer(db, { userId: actor.id, finishedStatuses: FINISHED, limit: perPage + 1, offset: (page - 1) * perPage });
      return { success: true, data: rows.slice(0, perPage).map(present), has_more: rows.length > perPage };
    },
  };
}

export type OrderListService = ReturnType<typeof createOrderListService>;
