import type { GetWalletTransactionsResponse } from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { TextsService } from '../settings/texts.service';
import { accountsRepository } from './accounts.repository';
import { walletRepository } from './wallet.repository';

const PER_PAGE = 20;

/**
 * SPEC §7 get-wallet-transactions: the balance and the ledger of the session user only (SECURITY 13),
 * the reasons in `language` (a language code; null: the default language).
 */
export function createWalletService(deps: { db: Db; texts: TextsService }) {
  return {
    async transactions(actor: Actor, page: number, language: string | null): Promise<GetWalletTransactionsResponse> {
      const [user, rows, say] = await Promise.all([
        accountsRepository.findUserById(deps.db, actor.id),
        walletRepository.page(deps.db, actor.id, (page - 1) * PER_PAGE, PER_PAGE),
        deps.texts.sayerFor(language),
      ]);
      return {
        success: true,
        balance: toRupeeString(paise(user?.walletBalancePaise ?? 0)),
        data: rows.slice(0, PER_PAGE).map((row) => ({
          id: row.id,
          type: row.type,
          amount: toRupeeString(paise(row.amountPaise)),
          balance_after: toRupeeString(paise(row.balanceAfterPaise)),
          reason: say(row.reasonText, row.reason),
          unique_order_id: row.uniqueOrderId,
          created_at: row.createdAt.toISOString(),
        })),
        has_more: rows.length > PER_PAGE,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
