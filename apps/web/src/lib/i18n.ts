import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { create } from 'zustand';
import type { TranslationKey } from '@keka/contracts/i18n';
import { enFirst } from '@keka/contracts/i18n/en-first';
import type { Language, SingleLanguage } from '@keka/contracts';
import { callApi, callApiUnlessHeld } from './api';
import { clearQueryCache } from './use-query';
import { useLanguageStore, type ChosenLanguage } from './language';
import { createPersistedStore, writeJsonWhenIdle } from './persisted-store';
import { isRecord, readJson, removeKey, STORAGE_KEYS } from './storage';

export type { TranslationKey };
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: TranslationKey, vars?: TranslateVars) => string;

/** A count's keys: `{base}.one` and `{base}.other` both exist (e.g. 'orders.count'). */
export type PluralBase = {
  [K in TranslationKey]: K extends `${infer B}.one` ? (`${B}.other` extends TranslationKey ? B : never) : never;
}[TranslationKey];
/** Says a count: the key by the language's plural rules, with `{count}` (and any other values) filled in. */
export type TranslateCount = (base: PluralBase, count: number, vars?: TranslateVars) => string;

export { useLanguageStore, type ChosenLanguage };

const isTranslationMap = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

export const useTranslationStore = createPersistedStore<{ data: Record<string, string> }, Record<string, string>>({
  key: STORAGE_KEYS.translations,
  initial: { data: {} },
  isValid: isTranslationMap,
  toStored: (s) => (Object.keys(s.data).length === 0 ? null : s.data),
  fromStored: (data) => ({ data }),
  writeWhenIdle: true,
  // An English device's fetched texts are the bundled English the server drew with, unless an admin
  // changed a first screen's text since (then React draws that screen again; ADR 0038).
  drawn: 'device',
});

/** Languages on offer; not persisted (fetched on start, the welcome selector needs them). */
export const useLanguagesStore = create<{ languages: readonly Language[] }>(() => ({ languages: [] }));

/**
 * The bundled English, the fallback for a text the fetched translations lack (ADR 0038): the first
 * screens' part is in this chunk, the cart's comes with the cart's route (`addCartEnglish`), and the
 * rest (en-more, with the cart's) arrives once the first screen is up (`loadMoreEnglish`, called when
 * idle) or before a route that needs it renders (router.tsx).
 */
export const useEnglishStore = create<{
  readonly first: Readonly<Record<string, string>>;
  /** en-cart once it has loaded. */
  readonly cart: Readonly<Record<string, string>> | null;
  /** en-more once it has loaded. Kept beside the first part, not merged into one map: spreading 1,200 texts into a new object took 5–14 ms of a start on this machine (20–55 ms at Lighthouse's 4×; ADR 0038). */
  readonly more: Readonly<Record<string, string>> | null;
  readonly redraws: number;
}>(() => ({ first: enFirst, cart: null, more: null, redraws: 0 }));

/** A key's bundled English, from whichever part holds it; undefined while its part has not loaded. */
function bundledEnglish(key: string): string | undefined {
  const english = useEnglishStore.getState();
  return english.first[key] ?? english.cart?.[key] ?? english.more?.[key];
}

/** The cart's English, bundled with the cart's route: the cart draws without waiting for the rest. */
export function addCartEnglish(texts: Readonly<Record<string, string>>): void {
  if (!useEnglishStore.getState().cart) useEnglishStore.setState({ cart: texts });
}

let moreEnglish: Promise<void> | undefined;
/** A text was asked for before its part had loaded: the screens re-render when it arrives. */
let askedEarly = false;

/** Loads the rest of the bundled English once; a failed download is tried again on the next call. */
export function loadMoreEnglish(): Promise<void> {
  moreEnglish ??= Promise.all([import('@keka/contracts/i18n/en-more'), import('@keka/contracts/i18n/en-cart')]).then(
    // Screens re-render only when one of them showed an empty text: re-rendering the whole first screen
    // for texts it does not use would be a long task on a cheap phone, for nothing.
    ([{ enMore }, { enCart }]) => useEnglishStore.setState((s) => ({ more: enMore, cart: s.cart ?? enCart, redraws: askedEarly ? s.redraws + 1 : s.redraws })),
    (error: unknown) => {
      moreEnglish = undefined;
      throw error;
    },
  );
  return moreEnglish;
}

/**
 * `load` (a screen part's module) once the rest of the bundled English is here too, fetched side by
 * side; a failed English download does not hold the part back (its texts fill in when it arrives).
 */
export function withMoreEnglish<M>(load: Promise<M>): Promise<M> {
  return Promise.all([load, loadMoreEnglish().catch(() => undefined)]).then(([module]) => module);
}

/**
 * A key's English. A key of the part not loaded yet reads as '' and asks for that part; the screen
 * re-renders with its text a moment later. The first screens never get here: their English is all
 * bundled, and the first-screen browser test holds en-more back to prove it.
 */
function englishOf(key: TranslationKey): string {
  const text = bundledEnglish(key);
  if (text !== undefined) return text;
  askedEarly = true;
  console.warn(`i18n: "${key}" was shown before the rest of the English texts had loaded`);
  loadMoreEnglish().catch(() => undefined);
  return '';
}

function interpolate(text: string, vars?: TranslateVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** Looks a key up in the fetched translations, then in the bundled English. */
export function translate(key: TranslationKey, vars?: TranslateVars): string {
  const data = useTranslationStore.getState().data;
  return interpolate(data[key] ?? englishOf(key), vars);
}

/** What every text of a screen needs: the translate function and the locale, from one place. */
interface Texts {
  readonly t: Translate;
  readonly locale: string;
}

const TextsContext = createContext<Texts | null>(null);

/**
 * The app's texts and locale, read from the stores once, at the root (app/app.tsx), and handed down by
 * context. Each `useT` used to subscribe to two stores, and a grocery page of 40 product cards made
 * over 300 subscriptions in its first render. A context read costs none of that, and a new language or
 * English arriving late still redraws every component that says a text, through the provider.
 */
export function TextsProvider({ children }: { readonly children?: ReactNode }) {
  const data = useTranslationStore((s) => s.data);
  // Re-rendered when English arrives that a screen had asked for early (the texts are read when said).
  const redraws = useEnglishStore((s) => s.redraws);
  const locale = useLanguageStore((s) => localeOf(s.language?.code));
  const value = useMemo<Texts>(
    () => ({ t: (key, vars) => interpolate(data[key] ?? englishOf(key), vars), locale }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `redraws` is the signal to say the texts again
    [data, redraws, locale],
  );
  return createElement(TextsContext.Provider, { value }, children);
}

/** The translate function of the app's TextsProvider; outside one (a component tested alone), `translate`. */
export function useT(): Translate {
  return useContext(TextsContext)?.t ?? translate;
}


const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Whole counts in English and Hindi, without loading Intl.PluralRules on a first screen (CLDR: English
 * 'one' is 1; Hindi 'one' is 0 and 1). i18n.test.ts checks these against Intl.PluralRules.
 */
const WHOLE_COUNT_ONE: Readonly<Record<string, (n: number) => boolean>> = {
  'en-IN': (n) => n === 1,
  'hi-IN': (n) => n === 0 || n === 1,
};

/**
 * The one place counts are worded (DESIGN "Languages"): the plural rules of the locale pick
 * `{base}.one` or `{base}.other`. English says 'one' for 1 only; Hindi for 0 and 1 as well, so a
 * '.one' text always shows `{count}` rather than a written "1".
 */
export function pluralKey<B extends string>(locale: string, base: B, count: number): `${B}.one` | `${B}.other` {
  const known = WHOLE_COUNT_ONE[locale];
  if (known && Number.isInteger(count) && count >= 0) return known(count) ? `${base}.one` : `${base}.other`;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? `${base}.one` : `${base}.other`;
}

/** Counts in the chosen language: `tn('orders.count', 3)` → "3 orders" / "3 ऑर्डर" (vars may bring a formatted `count`). */
export function useTn(): TranslateCount {
  const t = useT();
  const locale = useLocale();
  // Every PluralBase has both keys by its definition; TypeScript cannot follow the template back.
  return useCallback((base, count, vars) => t(pluralKey(locale, base, count) as TranslationKey, { count, ...vars }), [t, locale]);
}

/** BCP 47 locale for Intl: Indian English and Hindi by default. */
export function localeOf(code: string | undefined): string {
  if (!code) return 'en-IN';
  return code.includes('-') ? code : `${code}-IN`;
}

export function useLocale(): string {
  const texts = useContext(TextsContext);
  return texts ? texts.locale : localeOf(useLanguageStore.getState().language?.code);
}

/**
 * True when every text reads the same under both maps (each falling back to the bundled English). A
 * text one map lacks whose English has not loaded yet counts as the same: no screen on show uses it
 * (the first screens' English is all bundled), and the new map is stored for the next start.
 * (Allocation-free: a start-up compares two maps of about 1,200 texts.)
 */
function sameTexts(a: Record<string, string>, b: Record<string, string>): boolean {
  const differs = (x: string | undefined, y: string | undefined) => x !== y && x !== undefined && y !== undefined;
  for (const key in a) if (differs(a[key], b[key] ?? bundledEnglish(key))) return false;
  for (const key in b) if (!(key in a) && differs(bundledEnglish(key), b[key])) return false;
  return true;
}

/** The answer of get-single-language the held translations are, by its ETag. */
interface TextsTag {
  readonly id: number;
  readonly code: string;
  readonly isRtl: boolean;
  readonly etag: string;
}
const isTextsTag = (v: unknown): v is TextsTag =>
  isRecord(v) && typeof v.id === 'number' && typeof v.code === 'string' && typeof v.isRtl === 'boolean' && typeof v.etag === 'string';

const hasTexts = (data: Record<string, string>): boolean => {
  for (const _ in data) return true;
  return false;
};

/**
 * The tag of the translation map in the store, and that map: a map set since by any other means (a
 * write from another tab) is not the tagged one, and its tag is not sent.
 */
let held: { readonly tag: TextsTag; readonly data: Record<string, string> } | null = (() => {
  const tag = readJson(STORAGE_KEYS.translationsTag, isTextsTag);
  const { data } = useTranslationStore.getState();
  return tag && hasTexts(data) ? { tag, data } : null;
})();

/**
 * Fetches a language's translations, unless the server says the ones held are current (304 to their
 * ETag: the usual start-up, with nothing to download, compare or store).
 */
export async function selectLanguage(language: Language): Promise<void> {
  const before = held;
  const sent = before && before.tag.id === language.id && before.data === useTranslationStore.getState().data ? before.tag : null;
  const answer = await callApiUnlessHeld<SingleLanguage>('get-single-language', { id: language.id }, sent?.etag ?? null);
  let chosen: ChosenLanguage;
  if (answer === null) {
    // 304 (asked for with a tag only): the held texts are the server's.
    if (!sent) return;
    chosen = { id: sent.id, code: sent.code, isRtl: sent.isRtl };
  } else {
    const full = answer.data;
    chosen = { id: full.id, code: full.code, isRtl: full.is_rtl === 1 };
    // The stored tag goes first: it never names texts other than the stored ones.
    held = null;
    removeKey(STORAGE_KEYS.translationsTag);
    // Unchanged texts (a device's first start with tags, or a tag the server no longer knows) only
    // need storing, once the browser is idle: re-rendering every mounted screen for them is a long,
    // unsliceable task on a cheap phone.
    // The same idle write the store itself makes (one per key, the last value wins).
    if (sameTexts(full.data, useTranslationStore.getState().data)) writeJsonWhenIdle(STORAGE_KEYS.translations, () => full.data);
    else useTranslationStore.setState({ data: full.data });
    if (answer.etag) {
      const now = { tag: { ...chosen, etag: answer.etag }, data: useTranslationStore.getState().data };
      held = now;
      // After the texts' own idle write (the same queue, in order); not if another answer came since.
      writeJsonWhenIdle(STORAGE_KEYS.translationsTag, () => (held === now ? now.tag : null));
    }
  }
  const current = useLanguageStore.getState().language;
  if (current?.id !== chosen.id || current.code !== chosen.code || current.isRtl !== chosen.isRtl) {
    // Answers the server worded (notifications, wallet lines, card titles) were in the old language.
    if (current && current.code !== chosen.code) clearQueryCache();
    useLanguageStore.setState({ language: chosen });
  }
}

/** Fetches the language list and the translations of the chosen (or default) language. */
export async function loadTranslations(): Promise<void> {
  const languages = await callApi<Language[]>('get-all-languages', {});
  useLanguagesStore.setState({ languages });
  const chosenId = useLanguageStore.getState().language?.id;
  const target = languages.find((l) => l.id === chosenId) ?? languages.find((l) => l.is_default === 1) ?? languages[0];
  if (target) await selectLanguage(target);
}

/** Keeps <html lang dir> in step with the chosen language. */
export function syncDocumentLanguage(): void {
  const apply = (language: ChosenLanguage | null) => {
    document.documentElement.lang = language?.code ?? 'en';
    document.documentElement.dir = language?.isRtl ? 'rtl' : 'ltr';
  };
  apply(useLanguageStore.getState().language);
  useLanguageStore.subscribe((s) => apply(s.language));
}
