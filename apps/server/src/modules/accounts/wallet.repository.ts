import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, users, walletTransactions } from '../../db/schema';
import { inEnglish } from '../../lib/local-text';
import type { WalletChange } from './wallet-ledger';

export const walletRepository = {
  /** One atomic UPDATE of the cached balance (it takes the row lock) and its ledger row; the balance after. */
  async change(tx: Tx, type: 'CREDIT' | 'DEBIT', v: WalletChange): Promise<number> {
    const delta = type === 'CREDIT' ? v.amountPaise : -v.amountPaise;
    const [row] = await tx
      .update(users)
      .set({ walletBalancePaise: sql`${users.walletBalancePaise} + ${delta}` })
      .where(eq(users.id, v.userId))
      .returning({ balance: users.walletBalancePaise });
    if (!row) throw new Error(`no user ${v.userId} for a wallet ${type.toLowerCase()}`);
    await tx.insert(walletTransactions).values({ userId: v.userId, type, amountPaise: v.amountPaise, balanceAfterPaise: row.balance, reason: inEnglish(v.reason), reasonText: v.reason, orderId: v.orderId, createdAt: v.at });
    return row.balance;
  },

  /** One page of the user's ledger, newest first, with one row more than asked when another page follows. */
  page(db: Db, userId: number, offset: number, limit: number) {
    return db
      .select({
        id: walletTransactions.id,
        type: walletTransactions.type,
        amountPaise: walletTransactions.amountPaise,
        balanceAfterPaise: walletTransactions.balanceAfterPaise,
        reason: walletTransactions.reason,
        reasonText: walletTransactions.reasonText,
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
