import { parseRupees, type Paise, type ScratchCardRule } from '@keka/domain';
import { SCRATCH_CARD_SETTING_DEFAULTS } from '../../db/reference-data';

export const SCRATCH_CARD_SETTING_KEYS = Object.keys(SCRATCH_CARD_SETTING_DEFAULTS) as (keyof typeof SCRATCH_CARD_SETTING_DEFAULTS)[];
type Key = (typeof SCRATCH_CARD_SETTING_KEYS)[number];

/** A rupee setting; a value an admin mistyped falls back to the shipped default (never a 500 at delivery). */
function rupees(values: ReadonlyMap<string, string>, key: Key): Paise {
  try {
    return parseRupees(values.get(key) ?? SCRATCH_CARD_SETTING_DEFAULTS[key]);
  } catch {
    return parseRupees(SCRATCH_CARD_SETTING_DEFAULTS[key]);
  }
}

function whole(values: ReadonlyMap<string, string>, key: Key): number {
  const n = Number(values.get(key) ?? SCRATCH_CARD_SETTING_DEFAULTS[key]);
  return Number.isFinite(n) ? n : Number(SCRATCH_CARD_SETTING_DEFAULTS[key]);
}

/** The typed rule from the settings rows (ADR 0018). */
export function scratchCardRuleOf(values: ReadonlyMap<string, string>): ScratchCardRule {
  return {
    enabled: (values.get('scratchCardEnabled') ?? SCRATCH_CARD_SETTING_DEFAULTS.scratchCardEnabled) === 'true',
    minOrderTotal: rupees(values, 'scratchCardMinOrderAmount'),
    minAmount: rupees(values, 'scratchCardMinAmount'),
    maxAmount: rupees(values, 'scratchCardMaxAmount'),
    couponChancePercent: whole(values, 'scratchCardCouponChance'),
    validityDays: whole(values, 'scratchCardValidityDays'),
  };
}

