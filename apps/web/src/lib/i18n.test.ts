import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { en, hi } from '@keka/contracts/i18n';
import { enCart } from '@keka/contracts/i18n/en-cart';
import { enFirst } from '@keka/contracts/i18n/en-first';
import { pluralKey, translate, useEnglishStore, useLanguageStore, useT, useTn, useTranslationStore } from './i18n';

afterEach(() => {
  useLanguageStore.setState({ language: null });
  useTranslationStore.setState({ data: {} });
});

describe('pluralKey (plural rules per language)', () => {
  it.each([
    [0, 'orders.count.other'],
    [1, 'orders.count.one'],
    [2, 'orders.count.other'],
    [21, 'orders.count.other'],
  ])('English: %i → %s', (count, key) => {
    expect(pluralKey('en-IN', 'orders.count', count)).toBe(key);
  });

  it.each([
    // Hindi counts 0 and 1 as 'one' (CLDR: i = 0 or n = 1).
    [0, 'orders.count.one'],
    [1, 'orders.count.one'],
    [2, 'orders.count.other'],
    [5, 'orders.count.other'],
  ])('Hindi: %i → %s', (count, key) => {
    expect(pluralKey('hi-IN', 'orders.count', count)).toBe(key);
  });

  it('English and Hindi whole counts (worded without Intl) agree with Intl.PluralRules; other locales and fractions use it', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      const rules = new Intl.PluralRules(locale);
      for (let n = 0; n <= 1_200; n += 1) expect(pluralKey(locale, 'orders.count', n), `${locale} ${n}`).toBe(rules.select(n) === 'one' ? 'orders.count.one' : 'orders.count.other');
    }
    expect(pluralKey('hi-IN', 'orders.count', 0.5)).toBe(new Intl.PluralRules('hi-IN').select(0.5) === 'one' ? 'orders.count.one' : 'orders.count.other');
    expect(pluralKey('fr-FR', 'orders.count', 0)).toBe('orders.count.one');
  });

  it("the cart's route brings its part: its texts are there without the rest", async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fresh.addCartEnglish(enCart);
    expect(fresh.translate('cart.bill.title')).toBe(en['cart.bill.title']);
    expect(fresh.useEnglishStore.getState().more).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('useTn', () => {
  it('says counts in English: "1 dish", "3 dishes", never "1 dishes"', () => {
    const { result } = renderHook(() => useTn());
    expect(result.current('offer.dishes', 1)).toBe('1 dish');
    expect(result.current('offer.dishes', 3)).toBe('3 dishes');
    expect(result.current('orders.items', 1)).toBe('1 item');
    expect(result.current('search.results', 1, { query: 'dosa' })).toBe('1 result for “dosa”');
    expect(result.current('search.results', 0, { query: 'dosa' })).toBe('0 results for “dosa”');
  });

  it('says counts in Hindi by Hindi rules, and a formatted count may replace the number', () => {
    act(() => {
      useLanguageStore.setState({ language: { id: 2, code: 'hi', isRtl: false } });
      useTranslationStore.setState({ data: hi });
    });
    const { result } = renderHook(() => useTn());
    expect(result.current('search.results', 1, { query: 'डोसा' })).toBe('“डोसा” के लिए 1 नतीजा');
    expect(result.current('search.results', 4, { query: 'डोसा' })).toBe('“डोसा” के लिए 4 नतीजे');
    expect(result.current('store.ratings', 1200, { count: '1,200' })).toBe('1,200 रेटिंग');
  });

  it('every .one key has its .other, in English and Hindi alike', () => {
    const ones = Object.keys(en).filter((k) => k.endsWith('.one'));
    expect(ones.length).toBeGreaterThan(10);
    for (const key of ones) {
      const other = `${key.slice(0, -'.one'.length)}.other`;
      expect(en, other).toHaveProperty([other]);
      expect(hi, other).toHaveProperty([other]);
      // A '.one' text may stand for 0 in Hindi: it shows the number, it never spells out "1".
      expect(hi[key as keyof typeof hi].includes('{count}') || !/\b1\b/.test(hi[key as keyof typeof hi]), key).toBe(true);
    }
    expect(Object.keys(en).filter((k) => k.endsWith('.many'))).toEqual([]);
  });

  it("the cart's route brings its part: its texts are there without the rest", async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fresh.addCartEnglish(enCart);
    expect(fresh.translate('cart.bill.title')).toBe(en['cart.bill.title']);
    expect(fresh.useEnglishStore.getState().more).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the bundled English in parts (ADR 0038)', () => {
  afterEach(() => {
    useEnglishStore.setState({ first: en, cart: null, more: null });
    vi.restoreAllMocks();
  });

  it('says a first-screen text at once; a text of a later screen is empty until the rest arrives, then re-renders', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useEnglishStore.setState({ first: enFirst, more: null });
    const { result } = renderHook(() => useT());
    expect(result.current('home.seeAll')).toBe(en['home.seeAll']);
    expect(warn).not.toHaveBeenCalled();
    // A cart text before the rest of the English: '' (never the raw key), with a warning, and the rest is asked for.
    expect(result.current('cart.bill.title')).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cart.bill.title'));
    await waitFor(() => expect(result.current('cart.bill.title')).toBe(en['cart.bill.title']));
    expect(translate('cart.bill.title')).toBe(en['cart.bill.title']);
  });

  it('fetched translations win over the bundled English, loaded or not', () => {
    useEnglishStore.setState({ first: enFirst, more: null });
    useTranslationStore.setState({ data: { 'cart.bill.title': hi['cart.bill.title'] } });
    expect(translate('cart.bill.title')).toBe(hi['cart.bill.title']);
  });

  it('does not re-render a screen that asked for no text early when the rest arrives', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    fresh.useEnglishStore.setState({ first: enFirst, more: null });
    const renders = vi.fn();
    const { result } = renderHook(() => {
      renders();
      return fresh.useT();
    });
    expect(result.current('home.seeAll')).toBe(en['home.seeAll']);
    const before = renders.mock.calls.length;
    await act(() => fresh.loadMoreEnglish());
    expect(fresh.useEnglishStore.getState().cart?.['cart.bill.title']).toBe(en['cart.bill.title']);
    expect(renders.mock.calls.length).toBe(before);
    // Said after the arrival, a later text is there without a re-render.
    expect(result.current('cart.bill.title')).toBe(en['cart.bill.title']);
  });

  it('loads the rest once, with the cart\'s, beside the first part (nothing merged)', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    expect(fresh.useEnglishStore.getState()).toMatchObject({ first: enFirst, cart: null, more: null });
    await fresh.loadMoreEnglish();
    const { first, cart, more } = fresh.useEnglishStore.getState();
    expect(first).toEqual(enFirst);
    expect(more).not.toBeNull();
    expect(cart).toEqual(enCart);
    await fresh.loadMoreEnglish();
    expect(fresh.useEnglishStore.getState().more).toBe(more);
    expect(new Set([...Object.keys(first), ...Object.keys(cart ?? {}), ...Object.keys(more ?? {})]).size).toBe(Object.keys(en).length);
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(fresh.translate(key), key).toBe(en[key]);
  });

  it("the cart's route brings its part: its texts are there without the rest", async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fresh.addCartEnglish(enCart);
    expect(fresh.translate('cart.bill.title')).toBe(en['cart.bill.title']);
    expect(fresh.useEnglishStore.getState().more).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
