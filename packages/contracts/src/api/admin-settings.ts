import { z } from 'zod';
import { adminReason } from './admin';
import { authFields, latitude, longitude, okResponse, positiveId } from './common';

/**
 * The admin console's settings, languages, content pages and popular locations (issue 11). The
 * settings form is typed: every editable key has a field below (kind, limits, group); the server
 * checks each value with `settingProblem` and sends the fields to the console, which draws the form
 * from them. Keys not listed here (secrets such as the VAPID keys, the version counters, the
 * delivery partners' keys of /admin/delivery-settings) are neither sent nor writable.
 */

/** NUL cannot be stored in PostgreSQL text: a 400, never a 500. */
const noNul = (s: string) => !s.includes('\u0000');
export const adminText = (max: number) => z.string().max(max).refine(noNul, 'must not contain NUL characters');

export const SETTING_GROUPS = ['Store & brand', 'Ordering', 'Payments & tax', 'Home & promo', 'Texts', 'Rewards & referrals', 'Maps'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export type SettingFieldKind =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'number'; readonly min: number; readonly max: number; readonly integer: boolean; readonly unit?: string }
  /** Rupees with at most two decimals (paise inside the server). */
  | { readonly kind: 'money'; readonly min: number; readonly max: number }
  | { readonly kind: 'color' }
  /** https URL, or (`path`) a path of this site such as /assets/logo.svg. */
  | { readonly kind: 'url'; readonly path?: boolean; readonly template?: boolean }
  | { readonly kind: 'text'; readonly max: number; readonly multiline?: boolean; readonly min?: number }
  | { readonly kind: 'enum'; readonly options: readonly string[] }
  | { readonly kind: 'email' }
  | { readonly kind: 'phone' }
  /** A comma list of whole rupee amounts (the tips). */
  | { readonly kind: 'amounts'; readonly max: number; readonly count: number }
  | { readonly kind: 'timezone' };

export type SettingField = SettingFieldKind & {
  readonly key: string;
  readonly label: string;
  readonly group: SettingGroup;
  readonly help?: string;
  /** Sent to browsers by get-settings. */
  readonly public: boolean;
};

const f = (key: string, group: SettingGroup, label: string, kind: SettingFieldKind, extra: { help?: string; public?: boolean } = {}): SettingField => ({
  key,
  group,
  label,
  public: extra.public ?? true,
  ...(extra.help ? { help: extra.help } : {}),
  ...kind,
});
const bool = { kind: 'boolean' } as const;
const text = (max: number, multiline = false) => ({ kind: 'text', max, multiline, min: 1 }) as const;
const int = (min: number, max: number, unit?: string) => ({ kind: 'number', min, max, integer: true, ...(unit ? { unit } : {}) }) as const;
const money = (min: number, max: number) => ({ kind: 'money', min, max }) as const;
const server = { public: false };

export const SETTING_FIELDS: readonly SettingField[] = [
  f('storeName', 'Store & brand', 'Store name', text(60), { help: 'Shown in the app header, titles and messages.' }),
  f('storeColor', 'Store & brand', 'Brand colour', { kind: 'color' }),
  f('storeLogo', 'Store & brand', 'Logo URL', { kind: 'url', path: true }, { help: 'An https address or a path of this site.' }),
  f('supportPhone', 'Store & brand', 'Support phone', { kind: 'phone' }),
  f('supportEmail', 'Store & brand', 'Support e-mail', { kind: 'email' }),
  f('facebookUrl', 'Store & brand', 'Facebook page', { kind: 'url' }),
  f('instagramUrl', 'Store & brand', 'Instagram page', { kind: 'url' }),
  f('twitterUrl', 'Store & brand', 'X (Twitter) page', { kind: 'url' }),

  f('enGDMA', 'Ordering', 'Road distance for delivery charges', bool, { help: 'Use the maps service distance instead of a straight line.' }),
  f('hidePriceWhenZero', 'Ordering', 'Hide prices of 0', bool),
  f('timezone', 'Ordering', 'Time zone', { kind: 'timezone' }),
  f('slotDaysAhead', 'Ordering', 'Slot days offered', int(1, 14, 'days'), { ...server, help: 'Days of delivery slots a new store offers, today included.' }),
  f('slotCutoffMinutes', 'Ordering', 'Slot cut-off', int(0, 1440, 'minutes'), { ...server, help: 'A slot stops taking orders this long before it starts.' }),
  f('substitutionAnswerMinutes', 'Ordering', 'Time to answer a replacement', int(1, 60, 'minutes'), { ...server, help: 'A customer who does not answer a replacement the store proposes in this time gets what they chose at checkout (the replacement, or a refund of the item).' }),
  f('substitutionCapPercent', 'Ordering', 'Dearer replacements', int(0, 100, '%'), { ...server, help: 'A replacement may make a cash order dearer by at most this share of its total (collected at the door). An order paid already never costs more.' }),
  f('itemReportHours', 'Ordering', 'Time to report missing items', int(1, 720, 'hours'), { help: 'A customer can report items of a delivered order missing or wrong for this long after delivery.' }),

  f('currencyFormat', 'Payments & tax', 'Currency symbol', text(5)),
  f('currencySymbolAlign', 'Payments & tax', 'Symbol position', { kind: 'enum', options: ['left', 'right'] }),
  f('currencyCode', 'Payments & tax', 'Currency code', { kind: 'enum', options: ['INR'] }, { help: 'Payments are in rupees.' }),
  f('paymentExpiryMinutes', 'Payments & tax', 'Time to pay online', int(1, 120, 'minutes'), { ...server, help: 'An order paid online that is not paid in this time expires, and its slot, coupon and wallet part are given back.' }),
  f('taxApplicable', 'Payments & tax', 'Charge tax', bool),
  f('taxPercentage', 'Payments & tax', 'Tax rate', { kind: 'number', min: 0, max: 50, integer: false, unit: '%' }),
  f('enDelChrRnd', 'Payments & tax', 'Round delivery charges', bool),
  f('tips', 'Payments & tax', 'Tip amounts', { kind: 'amounts', max: 1000, count: 6 }, { help: 'Whole rupees, separated by commas, e.g. 10,20,30,50.' }),

  f('showPromoSlider', 'Home & promo', 'Show the promo slider', bool),
  f('showCustomHomeMessage', 'Home & promo', 'Show the home message', bool),
  f('customHomeMessage', 'Home & promo', 'Home message', text(200, true)),
  f('enGdpr', 'Home & promo', 'Show the storage notice', bool),
  f('gdprMessage', 'Home & promo', 'Storage notice', text(300, true)),

  f('itemsRemovedMsg', 'Texts', 'Cart emptied for another store', text(200, true)),
  f('restaurantMinOrderMessage', 'Texts', 'Minimum order message', text(200, true)),
  f('notAcceptingOrdersMsg', 'Texts', 'Store not accepting orders', text(200, true)),
  f('cartRestaurantNotOperational', 'Texts', 'Store does not deliver here', text(200, true)),
  f('ongoingOrderMsg', 'Texts', 'Order on its way', text(200, true)),

  f('signupBonusAmount', 'Rewards & referrals', 'Sign-up wallet bonus', money(0, 10_000), server),
  f('referralRewardAmount', 'Rewards & referrals', 'Referrer credit', money(0, 10_000), server),
  f('referredRewardAmount', 'Rewards & referrals', 'Friend credit', money(0, 10_000), server),
  f('referralMaxCreditsPerReferrer', 'Rewards & referrals', 'Referral credits per referrer', int(0, 10_000), { ...server, help: '0 = no limit.' }),
  f('scratchCardEnabled', 'Rewards & referrals', 'Scratch cards', bool, server),
  f('scratchCardMinOrderAmount', 'Rewards & referrals', 'Order total that earns a card', money(0, 100_000), server),
  f('scratchCardMinAmount', 'Rewards & referrals', 'Smallest card win', money(0, 10_000), server),
  f('scratchCardMaxAmount', 'Rewards & referrals', 'Largest card win', money(0, 10_000), server),
  f('scratchCardCouponChance', 'Rewards & referrals', 'Cards holding a coupon', int(0, 100, '%'), server),
  f('scratchCardValidityDays', 'Rewards & referrals', 'Card validity', int(1, 365, 'days'), server),

  f('mapTileUrl', 'Maps', 'Map tile address', { kind: 'url', template: true }, { help: 'https, with {z}, {x} and {y}. Tiles from a new host show after the server restarts (its security policy names the host).' }),
  f('mapAttribution', 'Maps', 'Map attribution', text(200)),
];

export const SETTING_FIELD_BY_KEY: ReadonlyMap<string, SettingField> = new Map(SETTING_FIELDS.map((field) => [field.key, field]));

/** Names that are never an editable setting nor sent to the console, whatever the table holds. */
export const isSecretSettingKey = (key: string): boolean => /secret|password|token|vapid|private|key$|keys$/i.test(key);

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const NUMBER = /^-?\d{1,9}(\.\d{1,4})?$/;

/** Why `value` is not a valid `field`, or null. The console shows the same words. */
export function settingProblem(field: SettingField, value: string): string | null {
  if (!noNul(value)) return 'must not contain NUL characters';
  switch (field.kind) {
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'must be on or off';
    case 'number': {
      if (!NUMBER.test(value) || (field.integer && !/^-?\d+$/.test(value))) return field.integer ? 'must be a whole number' : 'must be a number';
      const n = Number(value);
      return n < field.min || n > field.max ? `must be between ${field.min} and ${field.max}` : null;
    }
    case 'money': {
      if (!MONEY.test(value)) return 'must be an amount in rupees, e.g. 50 or 49.50';
      const n = Number(value);
      return n < field.min || n > field.max ? `must be between ₹${field.min} and ₹${field.max}` : null;
    }
    case 'color':
      return /^#[0-9a-f]{6}$/i.test(value) ? null : 'must be a colour such as #fc8019';
    case 'url': {
      if (value.length > 500) return 'must be at most 500 characters';
      if (field.path && /^\/(?![/\\])[\w\-./]*$/.test(value)) return null;
      if (!/^https:\/\/[^\s"'<>\\]+$/i.test(value)) return field.path ? 'must be an https address or a path such as /assets/logo.svg' : 'must be an https address';
      if (!/^https:\/\/[a-z0-9{}]([a-z0-9{}-]*[a-z0-9{}])?(\.[a-z0-9{}]([a-z0-9{}-]*[a-z0-9{}])?)+(:\d{1,5})?([/?#]|$)/i.test(value)) return 'must be an https address';
      if (field.template) return ['{z}', '{x}', '{y}'].every((p) => value.includes(p)) ? null : 'must contain {z}, {x} and {y}';
      return null;
    }
    case 'text':
      if (value.trim().length < (field.min ?? 0)) return 'must not be empty';
      if (value.length > field.max) return `must be at most ${field.max} characters`;
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)) return 'must not contain control characters';
      return field.multiline || !/[\r\n]/.test(value) ? null : 'must be on one line';
    case 'enum':
      return field.options.includes(value) ? null : `must be one of ${field.options.join(', ')}`;
    case 'email':
      return value.length <= 120 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'must be an e-mail address';
    case 'phone':
      return /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(value) ? null : 'must be a phone number such as +91 80 4000 1234';
    case 'amounts': {
      const parts = value.split(',').map((p) => p.trim());
      if (parts.length === 0 || parts.length > field.count) return `must be 1 to ${field.count} amounts`;
      if (!parts.every((p) => /^\d{1,6}$/.test(p) && Number(p) > 0 && Number(p) <= field.max)) return `must be whole amounts from 1 to ${field.max}, separated by commas`;
      return null;
    }
    case 'timezone':
      if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) || value.length > 60) return 'must be a time zone such as Asia/Kolkata';
      try {
        new Intl.DateTimeFormat('en', { timeZone: value });
        return null;
      } catch {
        return 'must be a time zone such as Asia/Kolkata';
      }
  }
}

/** Rules between keys, checked on the values after a save. */
export function settingsProblems(values: Readonly<Record<string, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  const min = Number(values.scratchCardMinAmount);
  const max = Number(values.scratchCardMaxAmount);
  if (Number.isFinite(min) && Number.isFinite(max) && min > max) problems.scratchCardMaxAmount = 'must not be less than the smallest card win';
  return problems;
}

// ---- Settings ----

export const adminGetSettingsRequest = z.object({ ...authFields }).strip();
const settingFieldView = z.object({ key: z.string(), label: z.string(), group: z.string(), kind: z.string(), public: z.boolean() }).loose();
export const adminSettingsView = z.object({
  fields: z.array(settingFieldView),
  groups: z.array(z.string()),
  values: z.record(z.string(), z.string()),
  force_new_settings_version: z.string(),
  force_cache_clear_version: z.string(),
});
export type AdminSettingsView = Omit<z.infer<typeof adminSettingsView>, 'fields'> & { fields: SettingField[] };
export const adminGetSettingsResponse = z.object({ success: z.literal(true), data: adminSettingsView });

export const adminSaveSettingsRequest = z
  .object({
    ...authFields,
    /** Only the keys to change; each is checked against its field. */
    values: z.record(z.string().max(60), z.string().max(2000)).refine((v) => Object.keys(v).length <= 100, 'too many keys'),
  })
  .strip();
export const adminSaveSettingsResponse = z.object({
  success: z.literal(true),
  /** Keys whose value changed (unchanged ones are not written). */
  changed: z.array(z.string()),
  force_new_settings_version: z.string(),
});
export type AdminSaveSettingsResponse = z.infer<typeof adminSaveSettingsResponse>;

export const adminClearAppCachesRequest = z.object({ ...authFields, reason: adminReason.refine(noNul, 'must not contain NUL characters') }).strip();
export const adminClearAppCachesResponse = z.object({ success: z.literal(true), force_cache_clear_version: z.string() });

// ---- Languages and translations ----

/** A BCP 47 primary language subtag: 2 or 3 lowercase letters (hi, ta, mai). */
export const languageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}$/, 'must be a language code of 2 or 3 letters, such as hi or ta');

export const adminLanguageView = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  is_rtl: z.boolean(),
  translated: z.number(),
  total: z.number(),
});
export type AdminLanguageView = z.infer<typeof adminLanguageView>;
export const adminGetLanguagesRequest = z.object({ ...authFields }).strip();
export const adminGetLanguagesResponse = z.object({ success: z.literal(true), data: z.array(adminLanguageView) });
export type AdminGetLanguagesResponse = z.infer<typeof adminGetLanguagesResponse>;

const languageName = adminText(40).transform((s) => s.trim()).pipe(z.string().min(1, 'must not be empty'));
export const adminAddLanguageRequest = z.object({ ...authFields, code: languageCode, name: languageName, is_rtl: z.boolean().default(false) }).strip();
export const adminUpdateLanguageRequest = z
  .object({ ...authFields, id: positiveId, name: languageName.optional(), is_rtl: z.boolean().optional(), is_active: z.boolean().optional() })
  .strip();
export const adminLanguageIdRequest = z.object({ ...authFields, id: positiveId }).strip();
export const adminLanguageResponse = z.object({ success: z.literal(true), data: adminLanguageView });

export const adminGetTranslationsRequest = z
  .object({
    ...authFields,
    id: positiveId,
    q: adminText(100).default(''),
    missing_only: z.boolean().default(false),
    offset: z.number().int().min(0).max(100_000).default(0),
    limit: z.number().int().min(1).max(200).default(50),
  })
  .strip();
export const translationRow = z.object({ key: z.string(), english: z.string(), value: z.string().nullable() });
export type TranslationRow = z.infer<typeof translationRow>;
export const adminGetTranslationsResponse = z.object({
  success: z.literal(true),
  language: adminLanguageView,
  rows: z.array(translationRow),
  /** Rows matching the search (before paging). */
  total: z.number(),
});
export type AdminGetTranslationsResponse = z.infer<typeof adminGetTranslationsResponse>;

export const adminSaveTranslationsRequest = z
  .object({
    ...authFields,
    id: positiveId,
    /** key → text; an empty text removes the translation (the app falls back to English). */
    values: z.record(z.string().max(120), adminText(2000)).refine((v) => Object.keys(v).length <= 300, 'at most 300 keys at a time'),
  })
  .strip();
export const adminSaveTranslationsResponse = z.object({ success: z.literal(true), changed: z.array(z.string()) });

export const adminMissingTranslationsRequest = adminLanguageIdRequest;
export const adminMissingTranslationsResponse = z.object({ success: z.literal(true), keys: z.array(z.string()), total: z.number() });
export type AdminMissingTranslationsResponse = z.infer<typeof adminMissingTranslationsResponse>;

/** The `{name}` placeholders of a text, sorted (a repeated one counts once). */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/\{(\w+)\}/g), (m) => m[1] ?? ''))].sort();
}

// ---- Content pages ----

export const pageSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes, e.g. about-us')
  .max(80);
export const adminPageView = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  body_html: z.string(),
  is_active: z.boolean(),
  sort_order: z.number(),
  created_at: z.string(),
});
export type AdminPageView = z.infer<typeof adminPageView>;
export const adminGetPagesRequest = z.object({ ...authFields }).strip();
export const adminGetPagesResponse = z.object({ success: z.literal(true), data: z.array(adminPageView) });
export type AdminGetPagesResponse = z.infer<typeof adminGetPagesResponse>;
export const adminSavePageRequest = z
  .object({
    ...authFields,
    /** Absent: a new page. */
    id: positiveId.nullish(),
    slug: pageSlug,
    title: adminText(120).transform((s) => s.trim()).pipe(z.string().min(1, 'must not be empty')),
    body_html: adminText(100_000),
    is_active: z.boolean().default(true),
    sort_order: z.number().int().min(0).max(10_000).default(0),
  })
  .strip();
export const adminPageResponse = z.object({ success: z.literal(true), data: adminPageView });
export const adminDeleteRequest = z.object({ ...authFields, id: positiveId }).strip();
export const adminDeleteResponse = okResponse;

// ---- Popular locations ----

export const adminLocationView = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_active: z.boolean(),
  sort_order: z.number(),
});
export type AdminLocationView = z.infer<typeof adminLocationView>;
export const adminGetLocationsRequest = z.object({ ...authFields }).strip();
export const adminGetLocationsResponse = z.object({ success: z.literal(true), data: z.array(adminLocationView) });
export type AdminGetLocationsResponse = z.infer<typeof adminGetLocationsResponse>;
export const adminSaveLocationRequest = z
  .object({
    ...authFields,
    id: positiveId.nullish(),
    name: adminText(80).transform((s) => s.trim()).pipe(z.string().min(1, 'must not be empty')),
    address: adminText(200).transform((s) => s.trim()).pipe(z.string().min(1, 'must not be empty')),
    latitude,
    longitude,
    is_active: z.boolean().default(true),
  })
  .strip();
export const adminLocationResponse = z.object({ success: z.literal(true), data: adminLocationView });
export const adminReorderLocationsRequest = z.object({ ...authFields, ids: z.array(positiveId).min(1).max(500) }).strip();
export const adminReorderLocationsResponse = z.object({ success: z.literal(true), data: z.array(adminLocationView) });
