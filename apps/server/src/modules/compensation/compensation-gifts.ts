import type { Tx } from '../../db/client';
import { givePersonalCoupon as give } from '../coupons/personal-coupons';
import { compensationRepository as repo } from './compensation.repository';

/** A personal one-use coupon of `amountPaise` off, ready to use until `expiresAt` (a SORRY… code). */
export const givePersonalCoupon = (tx: Tx, v: { userId: number; amountPaise: number; expiresAt: Date; at: Date; name: string; description: string }) => give(tx, { ...v, prefix: 'SORRY' });

/** What other modules use of compensation (the item reports of the orders module): the rules, and the record of a gift. */
export const compensationGifts = {
  activeRules: (...args: Parameters<typeof repo.activeRules>) => repo.activeRules(...args),
  /** Once per order and rule (a rule's gift) or once per call (an admin's decision, rule null); undefined when given already. */
  record: (...args: Parameters<typeof repo.insertOnce>) => repo.insertOnce(...args),
  givePersonalCoupon,
  /** What an order earned its customer, oldest first, with the rule's name and the coupon's code. */
  ofOrder: (...args: Parameters<typeof repo.ofOrder>) => repo.ofOrder(...args),
};
