import { paise, type Paise } from '../money/money';

/**
 * Scratch cards earned by delivered orders (SPEC §2 'Hurray! You have won a scratch card'; ADR 0018).
 * The rule is settings; what a card holds is decided here, at earning time, from draws the caller
 * makes (the server uses a cryptographic source). Pure: no clock, no randomness of its own.
 */
export interface ScratchCardRule {
  readonly enabled: boolean;
  /** An order's total must reach this to earn a card. */
  readonly minOrderTotal: Paise;
  /** Whole-rupee range the card's value is drawn from (both ends included). */
  readonly minAmount: Paise;
  readonly maxAmount: Paise;
  /** Percent (0–100) of cards that hold a personal coupon instead of wallet money. */
  readonly couponChancePercent: number;
  /** Days a card can be scratched. */
  readonly validityDays: number;
}

/** `pick(lo, hi)`: a uniform integer in [lo, hi], both included. */
export type PickInt = (lo: number, hi: number) => number;

export type ScratchCardContent =
  | { readonly kind: 'WALLET'; readonly amount: Paise }
  /** A personal coupon worth `amount` off an order of at least `minSubtotal`. */
  | { readonly kind: 'COUPON'; readonly amount: Paise; readonly minSubtotal: Paise };

const DAY_MS = 86_400_000;

/** The card an order earns, or null when the rule is off or the order is below the minimum. */
export function decideScratchCard(rule: ScratchCardRule, orderTotal: Paise, pick: PickInt): ScratchCardContent | null {
  if (!rule.enabled || orderTotal < rule.minOrderTotal) return null;
  const amount = drawAmount(rule, pick);
  if (amount <= 0) return null;
  const chance = clamp(Math.round(rule.couponChancePercent), 0, 100);
  // A roll of 1..100 at or under the chance is a coupon (0 % never, 100 % always).
  if (chance > 0 && pick(1, 100) <= chance) return { kind: 'COUPON', amount, minSubtotal: rule.minOrderTotal };
  return { kind: 'WALLET', amount };
}

/** Whole rupees between the two ends (swapped when given the wrong way round), 0 when none fits. */
function drawAmount(rule: ScratchCardRule, pick: PickInt): Paise {
  // A card is worth at least ₹1: a ₹0 card would be a disappointment, not a reward.
  const lo = Math.max(1, Math.ceil(Math.min(rule.minAmount, rule.maxAmount) / 100));
  const hi = Math.floor(Math.max(rule.minAmount, rule.maxAmount) / 100);
  if (hi < lo) return paise(0);
  return paise(clamp(pick(lo, hi), lo, hi) * 100);
}

/** When a card earned at `at` stops being scratchable (at least one day). */
export function scratchCardExpiry(at: Date, validityDays: number): Date {
  const days = Number.isFinite(validityDays) ? Math.max(1, Math.floor(validityDays)) : 1;
  return new Date(at.getTime() + days * DAY_MS);
}

export type ScratchCardState = 'new' | 'scratched' | 'expired' | 'reversed';

/** What the customer sees of a card: reversal wins, then scratched, then expiry. */
export function scratchCardState(card: { readonly isScratched: boolean; readonly reversedAt: Date | null; readonly expiresAt: Date | null }, now: Date): ScratchCardState {
  if (card.reversedAt !== null) return 'reversed';
  if (card.isScratched) return 'scratched';
  if (card.expiresAt !== null && card.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'new';
}

/** A scratched wallet card taken back: never more than the wallet holds (the balance stays ≥ 0). */
export function reclaimableAmount(won: Paise, balance: Paise): Paise {
  return paise(clamp(Math.min(won, balance), 0, Number.MAX_SAFE_INTEGER));
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}
