import { haversineKm, roundKm, type LatLng } from '../geo/distance';
import { paise, percentOf, type Paise } from '../money/money';

/**
 * Who may get delivery offers and in what order (issue 8, "Rules"). Pure: callers pass `now` and every
 * fact; nothing here reads a clock or the database.
 */

export type DispatchMode = 'broadcast' | 'nearest';
export const DISPATCH_MODES: readonly DispatchMode[] = ['broadcast', 'nearest'];

export function parseDispatchMode(value: string): DispatchMode {
  return value === 'nearest' ? 'nearest' : 'broadcast';
}

export interface PartnerLoad {
  readonly isApproved: boolean;
  readonly isOnline: boolean;
  readonly cashInHandPaise: Paise;
  /** Orders the partner accepted or picked up and has not delivered. */
  readonly openOrders: number;
}

export interface OfferLimits {
  /** Setting `cash_limit`: offers stop once cash in hand reaches it; 0 = no limit. */
  readonly cashLimitPaise: Paise;
  /** Setting `max_accept_delivery_limit`: offers stop once this many orders are open; 0 = no limit. */
  readonly maxOpenOrders: number;
}

export type OfferRefusal = 'NOT_APPROVED' | 'RIDER_OFFLINE' | 'CASH_LIMIT_REACHED' | 'ORDER_LIMIT_REACHED';

/** Why a partner may not take offers now, or null when he may. The order of checks is the order a partner fixes them in. */
export function offerRefusal(partner: PartnerLoad, limits: OfferLimits): OfferRefusal | null {
  if (!partner.isApproved) return 'NOT_APPROVED';
  if (!partner.isOnline) return 'RIDER_OFFLINE';
  if (limits.cashLimitPaise > 0 && partner.cashInHandPaise >= limits.cashLimitPaise) return 'CASH_LIMIT_REACHED';
  if (limits.maxOpenOrders > 0 && partner.openOrders >= limits.maxOpenOrders) return 'ORDER_LIMIT_REACHED';
  return null;
}

export const isEligibleForOffers = (partner: PartnerLoad, limits: OfferLimits): boolean => offerRefusal(partner, limits) === null;

export type CommissionBase = 'order_total' | 'delivery_charge';

export function parseCommissionBase(value: string): CommissionBase {
  return value === 'delivery_charge' ? 'delivery_charge' : 'order_total';
}

export interface DeliveredOrderMoney {
  readonly totalPaise: Paise;
  readonly tipPaise: Paise;
  readonly deliveryChargePaise: Paise;
}

export interface PartnerEarning {
  readonly commissionPaise: Paise;
  /** The whole tip goes to the partner. */
  readonly tipPaise: Paise;
  readonly totalPaise: Paise;
}

/**
 * What a delivery earns the partner: `percent`% of the order total less the tip, or of the delivery
 * charge (setting `delivery_commission_base`), rounded half up to the paisa (percentOf), plus the tip.
 */
export function deliveryEarning(order: DeliveredOrderMoney, rule: { base: CommissionBase; percent: number }): PartnerEarning {
  const basis = rule.base === 'delivery_charge' ? order.deliveryChargePaise : paise(Math.max(0, order.totalPaise - order.tipPaise));
  const percent = Math.min(100, Math.max(0, rule.percent));
  const commissionPaise = percentOf(basis, percent);
  const tipPaise = paise(Math.max(0, order.tipPaise));
  return { commissionPaise, tipPaise, totalPaise: paise(commissionPaise + tipPaise) };
}

export interface DispatchCandidate {
  readonly userId: number;
  /** Last known position; a partner without one is asked last. */
  readonly position: LatLng | null;
  /** When he was last offered any order (fairness between equally near partners). */
  readonly lastOfferedAt: Date | null;
}

export interface RankedCandidate extends DispatchCandidate {
  readonly distanceKm: number | null;
}

/**
 * Nearest first, by road-sign kilometres (one decimal, SPEC §9), so partners at the same distance take
 * turns: the one offered longest ago (or never) goes first, then the lower id.
 */
export function rankNearest(store: LatLng, candidates: readonly DispatchCandidate[]): RankedCandidate[] {
  const ranked = candidates.map((c) => ({ ...c, distanceKm: c.position ? roundKm(haversineKm(store, c.position)) : null }));
  return ranked.sort((a, b) => {
    if (a.distanceKm !== b.distanceKm) {
      if (a.distanceKm === null) return 1;
      if (b.distanceKm === null) return -1;
      return a.distanceKm - b.distanceKm;
    }
    const at = a.lastOfferedAt?.getTime() ?? -Infinity;
    const bt = b.lastOfferedAt?.getTime() ?? -Infinity;
    if (at !== bt) return at - bt;
    return a.userId - b.userId;
  });
}

export interface OfferTurn {
  readonly userId: number;
  readonly expiresAt: Date;
}

export type DispatchStep =
  /** Offer it to this partner until `expiresAt`. */
  | { readonly kind: 'offer'; readonly userId: number; readonly expiresAt: Date }
  /** Someone holds it: nothing to do until then. */
  | { readonly kind: 'wait'; readonly until: Date }
  /** Everybody near had a turn (or nobody is eligible): every eligible partner of the store sees it. */
  | { readonly kind: 'broadcast' };

/**
 * The next step of `nearest` dispatch for one open order. `turns` are the turns already given for this
 * order (each partner gets at most one); `ranked` are the partners eligible now, nearest first.
 */
export function nextDispatchStep(input: { now: Date; turns: readonly OfferTurn[]; ranked: readonly RankedCandidate[]; offerSeconds: number }): DispatchStep {
  const { now, turns } = input;
  const holding = turns.find((t) => t.expiresAt.getTime() > now.getTime());
  if (holding) return { kind: 'wait', until: holding.expiresAt };
  const asked = new Set(turns.map((t) => t.userId));
  const next = input.ranked.find((c) => !asked.has(c.userId));
  if (!next) return { kind: 'broadcast' };
  const seconds = Math.max(5, Math.round(input.offerSeconds));
  return { kind: 'offer', userId: next.userId, expiresAt: new Date(now.getTime() + seconds * 1000) };
}
