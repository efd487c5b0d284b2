import { DELIVERY_SETTING_DEFAULTS, PUBLIC_SETTING_DEFAULTS } from '@keka/contracts/setting-keys';
import { en, hi } from '@keka/contracts/i18n';
import { deliveryEn, deliveryHi } from '@keka/contracts/i18n/delivery';
import { serverEn } from '@keka/contracts/i18n/server';
import { serverHi } from '@keka/contracts/i18n/server-hi';
import { storeEn } from '@keka/contracts/i18n/store';
import { storeHi } from '@keka/contracts/i18n/store-hi';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { languages, settings, translations } from './schema';

/**
 * The scratch-card rule (ADR 0018), server-only: cards are earned when an order is delivered. Amounts in
 * rupees; the chance is the percent of cards that hold a personal coupon instead of wallet money.
 */
export const SCRATCH_CARD_SETTING_DEFAULTS = {
  scratchCardEnabled: 'true',
  /** An order's total must reach this to earn a card. */
  scratchCardMinOrderAmount: '199',
  scratchCardMinAmount: '10',
  scratchCardMaxAmount: '50',
  scratchCardCouponChance: '20',
  scratchCardValidityDays: '7',
} as const satisfies Record<string, string>;

/**
 * Refer & earn (ADR 0019), rupee strings: both credits land when the referred customer's first order is
 * delivered and paid.
 */
export const REFERRAL_SETTING_DEFAULTS = {
  /** Wallet credit for the referrer. */
  referralRewardAmount: '50',
  /** Wallet credit for the friend who joined with the code. */
  referredRewardAmount: '25',
  /** Credited referrals one referrer can earn in all; 0 = no limit. */
  referralMaxCreditsPerReferrer: '50',
} as const satisfies Record<string, string>;
export type ReferralSettingKey = keyof typeof REFERRAL_SETTING_DEFAULTS;

/**
 * Server-only settings (never sent by get-settings). Amounts are rupee strings, like the public ones.
 */
export const SERVER_SETTINGS: Readonly<Record<string, string>> = {
  /** Days of delivery slots a fresh store offers, today included. */
  slotDaysAhead: '3',
  /** A slot stops taking orders this many minutes before it starts. */
  slotCutoffMinutes: '30',
  /** Issue 36: minutes a customer has to answer a proposed replacement, and how much dearer one may make the bill. */
  substitutionAnswerMinutes: '5',
  substitutionCapPercent: '10',
  /** An order paid online that is not paid within this many minutes expires (issue 33). */
  paymentExpiryMinutes: '15',
  /** Wallet credit on sign-up, in rupees. */
  signupBonusAmount: '0',
  ...REFERRAL_SETTING_DEFAULTS,
  ...DELIVERY_SETTING_DEFAULTS,
  ...SCRATCH_CARD_SETTING_DEFAULTS,
};

// The store owner's and the delivery partner's strings (issues 7, 8) ship in their own modules, so
// customers never download them, but a language's translations cover them like every other key. So do
// the texts the server writes for people (notifications, pushes, wallet lines; issue 9): the server says
// them in each reader's language from this table, and the app's fetched translations carry them too.
export const SHIPPED_LANGUAGES: readonly { code: string; languageName: string; isDefault: boolean; strings: Readonly<Record<string, string>> }[] = [
  { code: 'en', languageName: 'English', isDefault: true, strings: { ...en, ...storeEn, ...deliveryEn, ...serverEn } },
  { code: 'hi', languageName: 'हिन्दी', isDefault: false, strings: { ...hi, ...storeHi, ...deliveryHi, ...serverHi } },
];

/**
 * Reference data every database needs, demo or not: settings with their defaults, and the
 * shipped languages with every translation key. Runs at each start and only ADDS what is missing, so
 * a new release's keys reach old databases without overwriting values an admin changed.
 */
export async function syncReferenceData(db: Db): Promise<{ settings: number; translations: number }> {
  return db.transaction(async (tx) => {
    const addedSettings = await tx
      .insert(settings)
      .values([
        ...Object.entries(PUBLIC_SETTING_DEFAULTS).map(([key, value]) => ({ key, value, isPublic: true })),
        ...Object.entries(SERVER_SETTINGS).map(([key, value]) => ({ key, value, isPublic: false })),
      ])
      .onConflictDoNothing()
      .returning({ id: settings.id });
    let addedTranslations = 0;
    for (const language of SHIPPED_LANGUAGES) {
      await tx
        .insert(languages)
        .values({ code: language.code, languageName: language.languageName, isDefault: language.isDefault })
        .onConflictDoNothing();
      const [row] = await tx.select({ id: languages.id }).from(languages).where(eq(languages.code, language.code));
      if (!row) continue;
      const added = await tx
        .insert(translations)
        .values(Object.entries(language.strings).map(([key, value]) => ({ languageId: row.id, key, value })))
        .onConflictDoNothing()
        .returning({ key: translations.key });
      addedTranslations += added.length;
    }
    return { settings: addedSettings.length, translations: addedTranslations };
  });
}
