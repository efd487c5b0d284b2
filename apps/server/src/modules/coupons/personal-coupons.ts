import type { Tx } from '../../db/client';
import { personalCouponCode } from '../../lib/coupon-code';
import { couponsRepository as repo } from './coupons.repository';

/**
 * A personal one-use coupon for one customer (a scratch card's WIN…, a compensation's SORRY…), written
 * in the caller's transaction; the code is drawn again if it is taken. `isActive` false: switched on later
 * (a scratch card's, once scratched).
 */
export async function givePersonalCoupon(
  tx: Tx,
  v: { prefix: string; userId: number; amountPaise: number; minSubtotalPaise?: number; isActive?: boolean; expiresAt: Date; at: Date; name: string; description: string },
): Promise<{ couponId: number; code: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = personalCouponCode(v.prefix);
    const couponId = await repo.insertPersonal(tx, {
      code,
      name: v.name,
      description: v.description,
      ownerUserId: v.userId,
      amountPaise: v.amountPaise,
      minSubtotalPaise: v.minSubtotalPaise ?? 0,
      isActive: v.isActive ?? true,
      expiresAt: v.expiresAt,
      at: v.at,
    });
    if (couponId !== undefined) return { couponId, code };
  }
  throw new Error('could not find a free coupon code');
}
