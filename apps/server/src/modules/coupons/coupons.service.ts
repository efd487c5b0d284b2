import type { CouponView } from '@keka/contracts';
import { calculateCouponDiscount, paise, toRupeeString, validateCoupon, type BillCoupon, type CouponCheck, type Paise } from '@keka/domain';
import type { Db, Tx } from '../../db/client';
import type { Along } from '../../db/prepared';
import type { Clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import { couponsRepository as repo, type CouponWithStores } from './coupons.repository';

/** SPEC §8: every refusal but MINSUBTOTAL shows this text. */
export const COUPON_INVALID_MESSAGE = 'This coupon you applied is invalid or has expired';

export interface CouponContext {
  readonly userId: number;
  readonly storeId: number;
  readonly itemTotal: Paise;
  readonly isFirstOrder: boolean;
}

export interface CouponUse {
  readonly couponId: number;
  readonly code: string;
  readonly bill: BillCoupon;
}

const normalise = (code: string) => code.trim().toUpperCase();

/**
 * A personal coupon (a scratch-card reward) is only its owner's, and a coupon for chosen customers only
 * theirs (issue 35): anyone else gets the generic refusal, as for a code that does not exist.
 */
const isOthers = ({ coupon, isChosen }: CouponWithStores, userId: number) => (coupon.ownerUserId !== null && coupon.ownerUserId !== userId) || !isChosen;

export function createCouponsService(deps: { db: Db; clock: Clock; currencySymbol: () => Promise<string> }) {
  const { db, clock } = deps;

  function check({ coupon, storeIds }: CouponWithStores, ctx: CouponContext, usesByUser: number): CouponCheck {
    return validateCoupon(
      {
        code: coupon.code,
        discountType: coupon.discountType,
        discountPercent: coupon.discountPercent,
        discountAmount: paise(coupon.discountAmountPaise),
        maxDiscount: paise(coupon.maxDiscountPaise),
        minSubtotal: paise(coupon.minSubtotalPaise),
        startsAt: coupon.startsAt,
        expiresAt: coupon.expiresAt,
        isActive: coupon.isActive,
        firstOrderOnly: coupon.firstOrderOnly,
        maxUsesTotal: coupon.maxUsesTotal,
        maxUsesPerUser: coupon.maxUsesPerUser,
        usedCount: coupon.usedCount,
        storeIds,
      },
      { now: clock.now(), storeId: ctx.storeId, itemTotal: ctx.itemTotal, isFirstOrder: ctx.isFirstOrder, usesByUser },
    );
  }

  /** SPEC §8: MINSUBTOTAL names the amount; anything else is the one generic message. */
  function refusalMessage(checked: Extract<CouponCheck, { ok: false }>, code: string, symbol: string): string {
    if (checked.refusal.code !== 'MINSUBTOTAL') return COUPON_INVALID_MESSAGE;
    return `Add items worth ${symbol}${toRupeeString(checked.refusal.minSubtotal)} or more to use ${code}`;
  }

  function present({ coupon }: CouponWithStores, itemTotal: Paise, bill: BillCoupon | null): CouponView {
    const isPercent = coupon.discountType === 'PERCENTAGE';
    return {
      code: coupon.code,
      name: coupon.name,
      description: coupon.description,
      discount_type: coupon.discountType,
      discount: isPercent ? String(coupon.discountPercent) : toRupeeString(paise(coupon.discountAmountPaise)),
      max_discount: toRupeeString(paise(coupon.maxDiscountPaise)),
      min_subtotal: toRupeeString(paise(coupon.minSubtotalPaise)),
      appliedAmount: toRupeeString(bill ? calculateCouponDiscount(itemTotal, bill) : paise(0)),
      hideMessage: coupon.hideMessage ? 1 : 0,
      expires_at: coupon.expiresAt?.toISOString() ?? null,
    };
  }

  return {
    /**
     * SPEC §7 apply-coupon: a preview for the cart (place-order checks again inside its transaction).
     * A refusal is COUPON_INVALID with the spec's `type` and `hideMessage`.
     */
    async apply(code: string, ctx: CouponContext): Promise<CouponView & { message: string }> {
      const found = await repo.findByCode(db, normalise(code), ctx.userId);
      if (!found || isOthers(found, ctx.userId)) fail('COUPON_INVALID', COUPON_INVALID_MESSAGE, { type: 'INVALID', hideMessage: 0 });
      const uses = (await repo.countUsesByUser(db, [found.coupon.id], ctx.userId)).get(found.coupon.id) ?? 0;
      const checked = check(found, ctx, uses);
      if (!checked.ok) {
        fail('COUPON_INVALID', refusalMessage(checked, found.coupon.code, await deps.currencySymbol()), {
          type: checked.refusal.code,
          hideMessage: found.coupon.hideMessage ? 1 : 0,
        });
      }
      const view = present(found, ctx.itemTotal, checked.coupon);
      return { ...view, message: `${found.coupon.code} applied: you save ${await deps.currencySymbol()}${view.appliedAmount}` };
    },

    /**
     * The /coupons list: public, switched-on coupons (and the user's own personal ones) that are valid now, usable at this store, not used
     * up (in all and by this user) and, for new-user coupons, only for a first order. Each says whether
     * the cart already reaches its minimum.
     */
    async listUsable(ctx: Omit<CouponContext, 'userId'> & { readonly userId: number | null }): Promise<(CouponView & { is_applicable: 0 | 1; reason: string | null })[]> {
      const all = (await repo.listOffered(db, ctx.userId)).filter((c) => ctx.userId === null || !isOthers(c, ctx.userId));
      const uses = ctx.userId === null ? new Map<number, number>() : await repo.countUsesByUser(db, all.map((c) => c.coupon.id), ctx.userId);
      const symbol = await deps.currencySymbol();
      const result = [];
      for (const found of all) {
        const checked = check(found, { ...ctx, userId: ctx.userId ?? 0 }, uses.get(found.coupon.id) ?? 0);
        if (checked.ok) {
          result.push({ ...present(found, ctx.itemTotal, checked.coupon), is_applicable: 1 as const, reason: null });
        } else if (checked.refusal.code === 'MINSUBTOTAL') {
          const short = toRupeeString(paise(checked.refusal.minSubtotal - ctx.itemTotal));
          result.push({ ...present(found, ctx.itemTotal, null), is_applicable: 0 as const, reason: `Add items worth ${symbol}${short} more to use this` });
        }
      }
      return result;
    },

    /**
     * Inside place-order's transaction: the coupon locked and checked again (SECURITY 7, 8). Reads only
     * through `tx` (the currency symbol comes in: a read through `db` here would hang PGlite).
     */
    async useInOrder(tx: Tx, code: string, ctx: CouponContext & { readonly currencySymbol: string }): Promise<CouponUse> {
      const found = await repo.lockByCodeForUser(tx, normalise(code), ctx.userId);
      if (!found || isOthers(found, ctx.userId)) fail('COUPON_INVALID', COUPON_INVALID_MESSAGE, { type: 'INVALID', hideMessage: 0 });
      const checked = check(found, ctx, found.usesByUser);
      if (!checked.ok) {
        fail('COUPON_INVALID', refusalMessage(checked, found.coupon.code, ctx.currencySymbol), {
          type: checked.refusal.code,
          hideMessage: found.coupon.hideMessage ? 1 : 0,
        });
      }
      return { couponId: found.coupon.id, code: found.coupon.code, bill: checked.coupon };
    },

    /** The redemption's writes, for the order's INSERT to send (ADR 0021); the coupon row is already locked. */
    redemptionAlong(v: { couponId: number; userId: number; orderId: number; amountPaise: Paise }): Along {
      return repo.redeemAlong(v);
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
