import { DELIVERY_SETTING_DEFAULTS, PUBLIC_SETTING_DEFAULTS } from '@keka/contracts';
import { en, hi } from '@keka/contracts/i18n';
import { storeEn } from '@keka/contracts/i18n/store';
import { storeHi } from '@keka/contracts/i18n/store-hi';
import { deliveryEn, deliveryHi } from '@keka/contracts/i18n/delivery';
import type { Tx } from '../client';
import { languages, settings, translations } from '../schema';

/**
 * Server-only settings (never sent by get-settings). Amounts are rupee strings, like the public ones.
 */
export const SERVER_SETTINGS: Readonly<Record<string, string>> = {
  /** Days of delivery slots a fresh store offers, today included. */
  slotDaysAhead: '3',
  /** A slot stops taking orders this many minutes before it starts. */
  slotCutoffMinutes: '30',
  /** Wallet credit for the referrer when a referred user completes a first order, in rupees. */
  referralRewardAmount: '50',
  /** Wallet credit on sign-up, in rupees. */
  signupBonusAmount: '0',
  ...DELIVERY_SETTING_DEFAULTS,
};

export async function insertSettings(tx: Tx): Promise<number> {
  const rows = [
    ...Object.entries(PUBLIC_SETTING_DEFAULTS).map(([key, value]) => ({ key, value, isPublic: true })),
    ...Object.entries(SERVER_SETTINGS).map(([key, value]) => ({ key, value, isPublic: false })),
  ];
  await tx.insert(settings).values(rows);
  return rows.length;
}

const LANGUAGES = [
  { code: 'en', languageName: 'English', isDefault: true, strings: { ...en, ...storeEn, ...deliveryEn } },
  { code: 'hi', languageName: 'हिन्दी', isDefault: false, strings: { ...hi, ...storeHi, ...deliveryHi } },
] as const;

/** English (default) and Hindi, with every key the contracts package defines. */
export async function insertLanguages(tx: Tx): Promise<number> {
  let translationCount = 0;
  for (const language of LANGUAGES) {
    const [row] = await tx
      .insert(languages)
      .values({ code: language.code, languageName: language.languageName, isDefault: language.isDefault })
      .returning({ id: languages.id });
    if (!row) throw new Error(`language ${language.code} was not inserted`);
    const entries = Object.entries(language.strings);
    if (entries.length > 0) await tx.insert(translations).values(entries.map(([key, value]) => ({ languageId: row.id, key, value })));
    translationCount += entries.length;
  }
  return translationCount;
}
