import type { Tx } from '../../db/client';
import type { LocalText } from '../../db/schema/local-text';
import { walletRepository } from './wallet.repository';

export interface WalletChange {
  readonly userId: number;
  /** Paise, above 0. */
  readonly amountPaise: number;
  /** Shown on /my-wallet in the reader's language; kept as keys and in English. */
  readonly reason: LocalText;
  readonly orderId: number | null;
  readonly at: Date;
}

/**
 * The one writer of wallet money outside checkout (ADR 0001): refunds, referral credits, scratch-card
 * wins and their take-backs. Each change is one atomic UPDATE of the cached balance (it takes the row
 * lock) and its ledger row, inside the caller's transaction; each answers the balance after it.
 */
export const walletLedger = {
  credit: (tx: Tx, v: WalletChange): Promise<number> => walletRepository.change(tx, 'CREDIT', v),
  /** The caller decides how much may be taken (e.g. no more than the balance, read under lock). */
  debit: (tx: Tx, v: WalletChange): Promise<number> => walletRepository.change(tx, 'DEBIT', v),
};
