import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, walletTransactions } from '../../db/schema';

export const walletRepository = {
  /** One page of the user's ledger, newest first, with one row more than asked when another page follows. */
  page(db: Db, userId: number, offset: number, limit: number) {
    return db
      .select({
        id: walletTransactions.id,
        type: walletTransactions.type,
        amountPaise: walletTransactions.amountPaise,
        balanceAfterPaise: walletTransactions.balanceAfterPaise,
        reason: walletTransactions.reason,
        uniqueOrderId: orders.uniqueOrderId,
        createdAt: walletTransactions.createdAt,
      })
      .from(walletTransactions)
      .leftJoin(orders, eq(orders.id, walletTransactions.orderId))
      .where(eq(walletTransactions.userId, userId))
      .orderBy(desc(walletTransactions.id))
      .limit(limit + 1)
      .offset(offset);
  },
};
