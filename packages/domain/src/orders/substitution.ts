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
  /** What is still to be paid at the door after the change (a cash order's cash due moves first). */
  readonly cashDuePaise: number;
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
 * priced with, `paidPaise` what the customer has paid for it so far (a refund never exceeds it) and
 * `cashDuePaise` what is still to be paid at the door. A cheaper bill first lowers the cash due, and only
 * what that does not absorb is refunded (a cash order with a wallet part gets the wallet part back).
 */
export function substitutionBill(
  input: BillInput,
  changes: readonly SubstitutionChange[],
  v: { readonly capPercent: number; readonly cashOnDelivery: boolean; readonly paidPaise: number; readonly cashDuePaise?: number },
): SubstitutionResult {
  const before = calculateBill(input);
  const lines = substitutedLines(input.lines, changes);
  const due = Math.max(0, v.cashDuePaise ?? 0);
  if (lines.length === 0) return { before, after: before, lines, outcome: 'EMPTY', differencePaise: 0, refundPaise: 0, collectPaise: 0, cashDuePaise: due };
  const after = calculateBill({ ...input, lines });
  const differencePaise = after.total - before.total;
  const result = (outcome: SubstitutionOutcome, refundPaise = 0, collectPaise = 0, cashDuePaise = due): SubstitutionResult => ({ before, after, lines, outcome, differencePaise, refundPaise, collectPaise, cashDuePaise });
  if (differencePaise === 0) return result('SAME');
  if (differencePaise < 0) {
    const fromCash = Math.min(-differencePaise, due);
    return result('REFUND', Math.min(-differencePaise - fromCash, Math.max(0, v.paidPaise)), 0, due - fromCash);
  }
  if (after.total > dearerLimitPaise(before.total, v.capPercent)) return result('OVER_CAP');
  if (!v.cashOnDelivery) return result('NOT_COLLECTABLE');
  return result('COLLECT', 0, differencePaise, due + differencePaise);
}

/** What the customer chose at checkout for a line the store cannot supply and proposes a replacement for, when they do not answer in time. */
export const SUBSTITUTION_DEFAULTS = ['BEST_MATCH', 'REFUND'] as const;
export type SubstitutionDefault = (typeof SUBSTITUTION_DEFAULTS)[number];

/**
 * A substitution's life: PENDING waits for the customer; ACCEPTED put the replacement in; REFUNDED left
 * the line out at the customer's word (or their default); DECLINED said no to this replacement, the line
 * waits for another proposal or for the store to leave it out; REMOVED was left out by the store.
 */
export const SUBSTITUTION_STATUSES = ['PENDING', 'ACCEPTED', 'REFUNDED', 'DECLINED', 'REMOVED'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];
export const SUBSTITUTION_ANSWERS = ['ACCEPT', 'DECLINE', 'REFUND'] as const;
export type SubstitutionAnswer = (typeof SUBSTITUTION_ANSWERS)[number];

/** Where an answer (or the default, when time ran out) takes a pending proposal. */
export function answeredStatus(answer: SubstitutionAnswer): SubstitutionStatus {
  return answer === 'ACCEPT' ? 'ACCEPTED' : answer === 'REFUND' ? 'REFUNDED' : 'DECLINED';
}
export const defaultAnswer = (choice: SubstitutionDefault): SubstitutionAnswer => (choice === 'BEST_MATCH' ? 'ACCEPT' : 'REFUND');
