/**
 * Issue 36 "Missing or wrong items after delivery": what the lines a customer reports are worth, and
 * which rule handles the report. A line is worth its share of what was paid for the items: the
 * reported part of its total (add-ons included), less the coupon's share of it, rounded down; the whole
 * report never more than is still refundable for the order.
 */
import type { CostBearer, RuleAction } from './compensation';

export const ITEM_PROBLEMS = ['MISSING', 'WRONG'] as const;
export type ItemProblem = (typeof ITEM_PROBLEMS)[number];

export interface OrderedLine {
  readonly id: number;
  readonly quantity: number;
  /** The line's total as charged (unit price and add-ons times quantity), paise. */
  readonly lineTotalPaise: number;
}

export interface ReportedLine {
  readonly lineId: number;
  readonly quantity: number;
}

export interface ReportOrder {
  readonly itemTotalPaise: number;
  readonly couponDiscountPaise: number;
}

/** Why a report cannot be taken: a line not of the order, a quantity beyond it, the same line twice, nothing. */
export type ReportRefusal = 'EMPTY' | 'UNKNOWN_LINE' | 'TOO_MANY' | 'DUPLICATE_LINE';

export function checkReportedLines(ordered: readonly OrderedLine[], reported: readonly ReportedLine[]): ReportRefusal | null {
  if (reported.length === 0) return 'EMPTY';
  const seen = new Set<number>();
  for (const r of reported) {
    if (seen.has(r.lineId)) return 'DUPLICATE_LINE';
    seen.add(r.lineId);
    const line = ordered.find((l) => l.id === r.lineId);
    if (!line) return 'UNKNOWN_LINE';
    if (!Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > line.quantity) return 'TOO_MANY';
  }
  return null;
}

/** What the reported part of one line is worth before the coupon: its share of the line's total, rounded down. */
export function reportedLinePaise(line: OrderedLine, quantity: number): number {
  if (line.quantity <= 0) return 0;
  return Math.floor((line.lineTotalPaise * Math.min(quantity, line.quantity)) / line.quantity);
}

/**
 * The report's worth: the lines' parts less the coupon's share (the discount spread over the items by
 * value, rounded so the customer never gets more than was paid), at most `refundablePaise`.
 */
export function reportValuePaise(ordered: readonly OrderedLine[], reported: readonly ReportedLine[], order: ReportOrder, refundablePaise: number): number {
  let gross = 0;
  for (const r of reported) {
    const line = ordered.find((l) => l.id === r.lineId);
    if (line) gross += reportedLinePaise(line, r.quantity);
  }
  const discount = order.itemTotalPaise > 0 ? Math.ceil((gross * Math.min(order.couponDiscountPaise, order.itemTotalPaise)) / order.itemTotalPaise) : 0;
  return Math.max(0, Math.min(gross - discount, refundablePaise));
}

export interface ReportRule {
  readonly id: number;
  /** WALLET: refund the lines; COUPON: a coupon worth them; REVIEW: an admin decides. */
  readonly action: RuleAction;
  /** Reports worth at most this many paise; 0: any. */
  readonly upToPaise: number;
  readonly bornBy: CostBearer;
}

/** The rule of a report this much worth: the active one with the smallest limit that covers it; none: an admin reviews it. */
export function reportRuleFor<R extends ReportRule>(rules: readonly R[], valuePaise: number): R | null {
  const limit = (r: R) => (r.upToPaise === 0 ? Number.POSITIVE_INFINITY : r.upToPaise);
  let best: R | null = null;
  for (const rule of rules) {
    if (valuePaise > limit(rule)) continue;
    if (best === null || limit(rule) < limit(best) || (limit(rule) === limit(best) && rule.id < best.id)) best = rule;
  }
  return best;
}

/** Until when a delivered order can be reported: `hours` after delivery. */
export const reportOpenUntil = (deliveredAt: Date, hours: number): Date => new Date(deliveredAt.getTime() + hours * 3_600_000);
