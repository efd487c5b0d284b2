import { COMPENSATION_ACTIONS, COMPENSATION_TRIGGERS, COST_BEARERS, RULE_ACTIONS } from '@keka/domain';
import { z } from 'zod';
import { adminTrimmedText } from './admin-content';
import { authFields, moneyString, positiveId } from './common';
import { rupeesToPaise } from './store-manage';

/**
 * Compensation rules in the admin console (issue 36): what the server gives a customer when an order
 * goes wrong, and who bears the cost. Rules are applied by the server, at most once per order and rule.
 */


export const adminCompensationRuleView = z.object({
  id: z.number(),
  name: z.string(),
  trigger: z.enum(COMPENSATION_TRIGGERS),
  /** LATE: delivered more than this many minutes after the promise. */
  late_minutes: z.number(),
  /** MISSING: reports worth at most this (0.00: any); the smallest limit that covers a report applies. */
  up_to: moneyString,
  /** MISSING rules refund the lines (WALLET), give a coupon worth them (COUPON) or leave it to an admin (REVIEW). */
  action: z.enum(RULE_ACTIONS),
  /** LATE: rupees given; a COUPON of 0.00 is worth the order's delivery charge ("free delivery"). */
  amount: moneyString,
  valid_days: z.number(),
  born_by: z.enum(COST_BEARERS),
  is_active: z.boolean(),
  /** How many times it was given: a rule that was given is kept (its history names it), only switched off. */
  given: z.number(),
});
export type AdminCompensationRuleView = z.infer<typeof adminCompensationRuleView>;

export const adminCompensationRulesRequest = z.object({ ...authFields }).strip();
export const adminCompensationRulesResponse = z.object({ success: z.literal(true), data: z.array(adminCompensationRuleView) });
export type AdminCompensationRulesResponse = z.infer<typeof adminCompensationRulesResponse>;

export const adminSaveCompensationRuleRequest = z
  .object({
    ...authFields,
    id: positiveId.optional(),
    name: adminTrimmedText(80).min(2, 'Enter a name of at least 2 characters'),
    trigger: z.enum(COMPENSATION_TRIGGERS).default('LATE'),
    late_minutes: z.number().int('Whole minutes').min(0, 'Minutes cannot be negative').max(600, 'At most 600 minutes').default(0),
    up_to: rupeesToPaise.pipe(z.number().int().max(1_000_000, 'At most ₹10,000')).default(0),
    action: z.enum(RULE_ACTIONS),
    amount: rupeesToPaise.pipe(z.number().int().min(0, 'The amount cannot be negative').max(500_000, 'At most ₹5,000')).default(0),
    valid_days: z.number().int('Whole days').min(1, 'At least 1 day').max(365, 'At most 365 days').default(30),
    born_by: z.enum(COST_BEARERS),
    is_active: z.boolean().default(true),
  })
  .strip()
  .refine((v) => v.trigger !== 'LATE' || v.action !== 'REVIEW', { message: 'A late order is not reviewed: choose a coupon or money to the wallet', path: ['action'] })
  .refine((v) => v.trigger !== 'LATE' || v.action === 'COUPON' || v.amount > 0, { message: 'Money to the wallet needs an amount above 0', path: ['amount'] });
export type AdminSaveCompensationRuleRequest = z.input<typeof adminSaveCompensationRuleRequest>;
export const adminSaveCompensationRuleResponse = z.object({ success: z.literal(true), data: adminCompensationRuleView });

export const adminDeleteCompensationRuleRequest = z.object({ ...authFields, id: positiveId }).strip();
export const adminDeleteCompensationRuleResponse = z.object({
  success: z.literal(true),
  /** DELETED: it was never given; DEACTIVATED: it was, so it is kept and switched off. */
  data: z.object({ outcome: z.enum(['DELETED', 'DEACTIVATED']) }),
});
export type AdminDeleteCompensationRuleResponse = z.infer<typeof adminDeleteCompensationRuleResponse>;

export const ADMIN_COMPENSATIONS_PAGE = 50;

export const adminCompensationsRequest = z.object({ ...authFields, before_id: positiveId.optional() }).strip();
export const adminCompensationView = z.object({
  id: z.number(),
  order_id: z.string(),
  customer: z.string(),
  store: z.string(),
  rule: z.string(),
  action: z.enum(COMPENSATION_ACTIONS),
  amount: moneyString,
  coupon_code: z.string().nullable(),
  born_by: z.enum(COST_BEARERS),
  reason: z.string(),
  given_at: z.string(),
});
export type AdminCompensationView = z.infer<typeof adminCompensationView>;
export const adminCompensationsResponse = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(adminCompensationView), next_before_id: z.number().nullable() }),
});
export type AdminCompensationsResponse = z.infer<typeof adminCompensationsResponse>;

