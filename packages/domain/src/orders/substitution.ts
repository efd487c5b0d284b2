/**
 * Issue 36 "Grocery substitutions": while picking, the store marks a line unavailable and removes it or
 * proposes a replacement (any item of the store, quantity, price). The whole bill is made again by
 * `calculateBill` from the order's own bill input with the lines changed: a cheaper bill refunds the
 * difference (never more than was paid), a dearer one is allowed only within a cap and is collected at
 * the door of a cash order; a prepaid order cannot be asked for more.
 */
import { calculateBill } from '../bill/calculate-bill';
import type { Bill, BillInput, BillLineInput } from '../bill/types';

export type SubstitutionChange =
  /** The line is not in stock and is left out. */
  | { readonly line: number; readonly kind: 'REMOVE' }
  /** The line is not in stock; this comes in its place. */
  | { readonly line: number; readonly kind: 'REPLACE'; readonly replacement: BillLineInput };

export type SubstitutionOutcome =
  /** The total does not move. */
  | 'SAME'
  /** Cheaper: `refundPaise` goes back. */
  | 'REFUND'
  /** Dearer within the cap, on a cash order: `collectPaise` more at the door. */
  | 'COLLECT'
  /** Dearer beyond the cap: refused. */
  | 'OVER_CAP'
  /** Dearer on an order already paid (wallet, online): refused, nothing can be collected. */
  | 'NOT_COLLECTABLE'
  /** Nothing would be left: the order is cancelled instead. */
  | 'EMPTY';

export interface SubstitutionResult {
  readonly before: Bill;
  readonly after: Bill;
  readonly lines: readonly BillLineInput[];
  readonly outcome: SubstitutionOutcome;
  /** after.total − before.total, signed. */
  readonly differencePaise: number;
  readonly refundPaise: number;
  readonly collectPaise: number;
}

/** The order's lines with the changes made: a removed line drops out, a replaced one takes the replacement's place. */
export function substitutedLines(lines: readonly BillLineInput[], changes: readonly SubstitutionChange[]): BillLineInput[] {
  const byLine = new Map(changes.map((c) => [c.line, c]));
  return lines.flatMap((line, index) => {
    const change = byLine.get(index);
    if (!change) return [line];
    return change.kind === 'REMOVE' ? [] : [change.replacement];
  });
}

/** The most a substituted bill may cost: the first total plus `capPercent` of it, rounded down to the paisa. */
export const dearerLimitPaise = (totalPaise: number, capPercent: number): number => totalPaise + Math.floor((totalPaise * Math.max(0, capPercent)) / 100);

/**
 * The bill after the changes, and what happens to the money: `input` is the bill input the order was
 * priced with, `paidPaise` what the customer has paid for it so far (a refund never exceeds it).
 */
export function substitutionBill(input: BillInput, changes: readonly SubstitutionChange[], v: { readonly capPercent: number; readonly cashOnDelivery: boolean; readonly paidPaise: number }): SubstitutionResult {
  const before = calculateBill(input);
  const lines = substitutedLines(input.lines, changes);
  if (lines.length === 0) return { before, after: before, lines, outcome: 'EMPTY', differencePaise: 0, refundPaise: 0, collectPaise: 0 };
  const after = calculateBill({ ...input, lines });
  const differencePaise = after.total - before.total;
  const result = (outcome: SubstitutionOutcome, refundPaise = 0, collectPaise = 0): SubstitutionResult => ({ before, after, lines, outcome, differencePaise, refundPaise, collectPaise });
  if (differencePaise === 0) return result('SAME');
  if (differencePaise < 0) return result('REFUND', Math.min(-differencePaise, Math.max(0, v.paidPaise)));
  if (after.total > dearerLimitPaise(before.total, v.capPercent)) return result('OVER_CAP');
  if (!v.cashOnDelivery) return result('NOT_COLLECTABLE');
  return result('COLLECT', 0, differencePaise);
}
