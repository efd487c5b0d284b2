import type { BillCoupon } from '../bill/types';
import { paise, type Paise } from '../money/money';

/** A coupon as stored, in paise; validity uses the server's clock only (SECURITY 8). */
export interface CouponRule {
  readonly code: string;
  readonly discountType: 'PERCENTAGE' | 'AMOUNT';
  readonly discountPercent: number;
  readonly discountAmount: Paise;
  /** 0 = no cap. */
  readonly maxDiscount: Paise;
  /** 0 = no minimum. */
  readonly minSubtotal: Paise;
  readonly startsAt: Date | null;
  readonly expiresAt: Date | null;
  readonly isActive: boolean;
  readonly firstOrderOnly: boolean;
  readonly maxUsesTotal: number | null;
  readonly maxUsesPerUser: number | null;
  readonly usedCount: number;
  /** Store ids it is limited to; empty = every store. */
  readonly storeIds: readonly number[];
}

export interface CouponContext {
  readonly now: Date;
  readonly storeId: number;
  readonly itemTotal: Paise;
  readonly isFirstOrder: boolean;
  readonly usesByUser: number;
}

export type CouponRefusal =
  | { readonly code: 'INACTIVE' }
  | { readonly code: 'NOT_STARTED' }
  | { readonly code: 'EXPIRED' }
  | { readonly code: 'OTHER_STORE' }
  | { readonly code: 'FIRST_ORDER_ONLY' }
  | { readonly code: 'USED_UP' }
  | { readonly code: 'USER_LIMIT' }
  /** SPEC §8: type MINSUBTOTAL shows the server's message, which names the amount. */
  | { readonly code: 'MINSUBTOTAL'; readonly minSubtotal: Paise };

export type CouponCheck = { readonly ok: true; readonly coupon: BillCoupon } | { readonly ok: false; readonly refusal: CouponRefusal };

/** Decides whether a coupon applies to this cart and, if so, what it takes off (via calculateBill). */
export function validateCoupon(rule: CouponRule, ctx: CouponContext): CouponCheck {
  const refuse = (refusal: CouponRefusal): CouponCheck => ({ ok: false, refusal });
  if (!rule.isActive) return refuse({ code: 'INACTIVE' });
  if (rule.startsAt && ctx.now < rule.startsAt) return refuse({ code: 'NOT_STARTED' });
  if (rule.expiresAt && ctx.now >= rule.expiresAt) return refuse({ code: 'EXPIRED' });
  if (rule.storeIds.length > 0 && !rule.storeIds.includes(ctx.storeId)) return refuse({ code: 'OTHER_STORE' });
  if (rule.firstOrderOnly && !ctx.isFirstOrder) return refuse({ code: 'FIRST_ORDER_ONLY' });
  if (rule.maxUsesTotal !== null && rule.usedCount >= rule.maxUsesTotal) return refuse({ code: 'USED_UP' });
  if (rule.maxUsesPerUser !== null && ctx.usesByUser >= rule.maxUsesPerUser) return refuse({ code: 'USER_LIMIT' });
  if (rule.minSubtotal > 0 && ctx.itemTotal < rule.minSubtotal) return refuse({ code: 'MINSUBTOTAL', minSubtotal: rule.minSubtotal });
  const coupon: BillCoupon =
    rule.discountType === 'PERCENTAGE'
      ? { discountType: 'PERCENTAGE', percent: rule.discountPercent, maxDiscount: rule.maxDiscount > 0 ? rule.maxDiscount : null }
      : { discountType: 'AMOUNT', amount: paise(rule.discountAmount) };
  return { ok: true, coupon };
}
