import type { Tx } from '../../db/client';
import { personalCouponCode } from '../../lib/coupon-code';
import { compensationRepository as repo } from './compensation.repository';

/** A personal one-use coupon of `amountPaise` off, ready to use until `expiresAt` (a SORRY… code, drawn again if taken). */
export async function givePersonalCoupon(tx: Tx, v: { userId: number; amountPaise: number; expiresAt: Date; at: Date; name: string; description: string }): Promise<{ couponId: number; code: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = personalCouponCode('SORRY');
    const couponId = await repo.insertPersonalCoupon(tx, { code, name: v.name, description: v.description, ownerUserId: v.userId, amountPaise: v.amountPaise, expiresAt: v.expiresAt, at: v.at });
    if (couponId !== undefined) return { couponId, code };
  }
  throw new Error('could not find a free coupon code');
}

/** What other modules use of compensation (the item reports of the orders module): the rules, and the record of a gift. */
export const compensationGifts = {
  activeRules: (...args: Parameters<typeof repo.activeRules>) => repo.activeRules(...args),
  /** Once per order and rule (a rule's gift) or once per call (an admin's decision, rule null); undefined when given already. */
  record: (...args: Parameters<typeof repo.insertOnce>) => repo.insertOnce(...args),
  givePersonalCoupon,
  /** What an order earned its customer, oldest first, with the rule's name and the coupon's code. */
  ofOrder: (...args: Parameters<typeof repo.ofOrder>) => repo.ofOrder(...args),
};
