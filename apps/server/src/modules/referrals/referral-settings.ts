import { parseRupees, type Paise } from '@keka/domain';
import type { Tx } from '../../db/client';
import { REFERRAL_SETTING_DEFAULTS, type ReferralSettingKey } from '../../db/reference-data';
import { referralsRepository as repo } from './referrals.repository';

export interface ReferralTerms {
  readonly referrerRewardPaise: Paise;
  readonly friendRewardPaise: Paise;
  /** 0 = no limit. */
  readonly maxCreditsPerReferrer: number;
}

const KEYS = Object.keys(REFERRAL_SETTING_DEFAULTS) as ReferralSettingKey[];

/** A rupee setting as paise; a value an admin mistyped (or a negative one) falls back to the default. */
function rupees(value: string | undefined, fallback: string): Paise {
  try {
    const amount = parseRupees(value ?? fallback);
    return amount >= 0 ? amount : parseRupees(fallback);
  } catch {
    return parseRupees(fallback);
  }
}

export function termsFrom(values: ReadonlyMap<string, string>): ReferralTerms {
  const max = Number.parseInt(values.get('referralMaxCreditsPerReferrer') ?? '', 10);
  return {
    referrerRewardPaise: rupees(values.get('referralRewardAmount'), REFERRAL_SETTING_DEFAULTS.referralRewardAmount),
    friendRewardPaise: rupees(values.get('referredRewardAmount'), REFERRAL_SETTING_DEFAULTS.referredRewardAmount),
    maxCreditsPerReferrer: Number.isSafeInteger(max) && max >= 0 ? max : Number(REFERRAL_SETTING_DEFAULTS.referralMaxCreditsPerReferrer),
  };
}

/** The terms as they stand in this transaction (a credit never reads a stale cache). */
export async function termsIn(tx: Tx): Promise<ReferralTerms> {
  return termsFrom(await repo.settingsIn(tx, KEYS));
}

export async function readTerms(get: (key: string, fallback: string) => Promise<string>): Promise<ReferralTerms> {
  const entries = await Promise.all(KEYS.map(async (key) => [key, await get(key, REFERRAL_SETTING_DEFAULTS[key])] as const));
  return termsFrom(new Map(entries));
}
