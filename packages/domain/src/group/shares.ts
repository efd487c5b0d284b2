/**
 * Issue 37 "One bill, shares that add up". A group order has one bill, the domain's bill of the whole
 * cart; each member's share is their own lines plus a part of what the lines do not explain:
 *
 * - the **charges** (packing, delivery, tip, surcharges, taxes: total − item total + coupon discount) are
 *   split as the host chooses: EQUAL (the same for each member with lines) or BY_SUBTOTAL (in proportion
 *   to what each member's lines cost);
 * - the **coupon's discount** is a discount on the items, so it is always split by subtotal: nobody's
 *   discount can exceed their lines, and no share is ever negative.
 *
 * Members without lines pay nothing and take no part. Every part is in paise: each member gets the
 * floor of their exact part, and the paise left over go one each to the members with the largest
 * remainders, a tie to the member who joined first (the host is first). So the shares always sum to
 * the bill's total exactly.
 */
import { calculateLineTotal } from '../bill/calculate-bill';
import type { Bill, BillLineInput } from '../bill/types';
import { paise, type Paise } from '../money/money';

export const SHARE_SPLITS = ['EQUAL', 'BY_SUBTOTAL'] as const;
export type ShareSplit = (typeof SHARE_SPLITS)[number];

export interface MemberLines {
  readonly memberId: number;
  readonly lines: readonly BillLineInput[];
}

export interface MemberShare {
  readonly memberId: number;
  /** The member's own lines. */
  readonly subtotal: Paise;
  /** Their part of the charges (packing, delivery, tip, surcharges, taxes). */
  readonly charges: Paise;
  /** Their part of the coupon's discount (positive; taken off). */
  readonly discount: Paise;
  /** subtotal + charges − discount. */
  readonly share: Paise;
}

/**
 * `amount` (whole paise, ≥ 0) in parts proportional to `weights` (≥ 0), summing to `amount` exactly:
 * floors first, then the largest remainders one paisa each, ties to the earlier weight. All weights 0:
 * all parts 0 (and `amount` must be 0).
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be whole paise of at least 0, got ${amount}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('weights must be whole numbers of 0 or more');
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) {
    if (amount !== 0) throw new RangeError('nothing to share an amount among');
    return weights.map(() => 0);
  }
  // Exact quotients in big integers (amount × weight ÷ total): no float and no overflow decides a paisa.
  const exact = weights.map((w) => {
    const product = BigInt(amount) * BigInt(w);
    return { floor: Number(product / total), rest: product % total };
  });
  const parts = exact.map((e) => e.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact.map((e, i) => ({ i, rest: e.rest })).sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * Each member's share of `bill`, the bill of all `members`' lines together (in the order they joined,
 * the host first). Throws when the lines do not add up to the bill's item total: the bill must be the
 * one made from exactly these lines.
 */
export function splitShares(bill: Bill, members: readonly MemberLines[], split: ShareSplit): MemberShare[] {
  const subtotals = members.map((m) => m.lines.reduce((sum, line) => sum + calculateLineTotal(line), 0));
  const itemTotal = subtotals.reduce((sum, s) => sum + s, 0);
  if (itemTotal !== bill.itemTotal) throw new RangeError(`the members' lines come to ${itemTotal} paise, the bill's items to ${bill.itemTotal}`);
  const charges = bill.total - bill.itemTotal + bill.couponDiscount;
  const withLines = subtotals.map((s) => (s > 0 ? 1 : 0));
  const chargeParts = apportion(charges, split === 'EQUAL' ? withLines : subtotals);
  const discountParts = apportion(bill.couponDiscount, subtotals);
  return members.map((m, i) => {
    const subtotal = subtotals[i] ?? 0;
    const charge = chargeParts[i] ?? 0;
    const discount = discountParts[i] ?? 0;
    return { memberId: m.memberId, subtotal: paise(subtotal), charges: paise(charge), discount: paise(discount), share: paise(subtotal + charge - discount) };
  });
}
