import { z } from 'zod';
import { authFields, moneyString } from './common';

/** SPEC §7 get-wallet-transactions: the session user's wallet, newest first. */
export const getWalletTransactionsRequest = z.object({
  ...authFields,
  page: z.number().int().min(1).max(1000).default(1),
});
export type GetWalletTransactionsRequest = z.input<typeof getWalletTransactionsRequest>;

export const walletTransaction = z.object({
  id: z.number().int(),
  type: z.enum(['CREDIT', 'DEBIT']),
  amount: moneyString,
  balance_after: moneyString,
  /** What it was for, e.g. "Refund for order OD…". */
  reason: z.string(),
  /** The order it belongs to, when there is one (links to the order). */
  unique_order_id: z.string().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const getWalletTransactionsResponse = z.object({
  success: z.literal(true),
  balance: moneyString,
  data: z.array(walletTransaction),
  has_more: z.boolean(),
});
export type GetWalletTransactionsResponse = z.infer<typeof getWalletTransactionsResponse>;

/** change-avatar: a JPEG, PNG or WebP picture as a data URL (the app shrinks it first); at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const changeAvatarRequest = z.object({
  ...authFields,
  avatar: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64, 'The picture is too big (2 MB at most).')
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'Upload a JPEG, PNG or WebP picture.'),
});

/** check-ban: whether the session's account has been disabled. */
export const checkBanResponse = z.object({ success: z.literal(true), banned: z.boolean() });
