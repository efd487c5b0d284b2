/**
 * Issue 36 "Compensation rules, run by the server": what an order that went wrong earns its customer,
 * and at whose cost. Lateness is measured against the promise the customer was given (the store's one
 * extension included); tiers do not add up: the highest tier the order reached applies.
 */

/** LATE: delivered after the promise; MISSING: the customer reported items missing or wrong. */
export const COMPENSATION_TRIGGERS = ['LATE', 'MISSING'] as const;
/** WALLET: money to the customer's wallet; COUPON: a personal one-use coupon (0: worth the delivery charge). */
export const COMPENSATION_ACTIONS = ['WALLET', 'COUPON'] as const;
/** What a rule does: give one of the above, or (MISSING only) leave the report to an admin. */
export const RULE_ACTIONS = ['WALLET', 'COUPON', 'REVIEW'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];
export type CompensationTrigger = (typeof COMPENSATION_TRIGGERS)[number];
export const COST_BEARERS = ['STORE', 'PARTNER', 'PLATFORM'] as const;
export type CompensationAction = (typeof COMPENSATION_ACTIONS)[number];
export type CostBearer = (typeof COST_BEARERS)[number];

export interface LateRule {
  readonly id: number;
  /** More than this many minutes late. */
  readonly lateMinutes: number;
  readonly action: CompensationAction;
  /** Paise; a COUPON of 0 is worth the order's delivery charge ("free delivery"). */
  readonly amountPaise: number;
  readonly bornBy: CostBearer;
}

/** The tier a delivery this late reached: the active rule with the largest threshold it is beyond, if any. */
export function lateRuleFor<R extends LateRule>(rules: readonly R[], minutesLate: number): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (minutesLate > rule.lateMinutes && (best === null || rule.lateMinutes > best.lateMinutes || (rule.lateMinutes === best.lateMinutes && rule.id < best.id))) best = rule;
  }
  return best;
}

/** Paise the rule gives for this order: its amount, or for a free-delivery coupon what the delivery cost. */
export function compensationPaise(rule: Pick<LateRule, 'action' | 'amountPaise'>, order: { readonly deliveryChargePaise: number }): number {
  if (rule.action === 'COUPON' && rule.amountPaise === 0) return order.deliveryChargePaise;
  return rule.amountPaise;
}

/** Whose payout carries it: the store's, the order's partner's (none: the platform's), or the platform's. */
export function payoutDeductedFrom(bornBy: CostBearer, order: { readonly storeId: number; readonly deliveryUserId: number | null }): { readonly storeId: number | null; readonly deliveryUserId: number | null } {
  if (bornBy === 'STORE') return { storeId: order.storeId, deliveryUserId: null };
  if (bornBy === 'PARTNER' && order.deliveryUserId !== null) return { storeId: null, deliveryUserId: order.deliveryUserId };
  return { storeId: null, deliveryUserId: null };
}
