import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Paise } from '@keka/domain';
import { localeOf, useLanguageStore, useLocale } from './i18n';
import { decimalText, kilometreText } from './number-text';
import { getSetting, useSetting } from './settings';

export type FormatMoney = (amount: Paise) => string;

/**
 * SPEC §9: amounts with two decimals and the currency symbol; currencyFormat is the symbol and
 * currencySymbolAlign puts it left or right. Division by 100 here is display only (paise → rupees).
 */
export function createMoneyFormatter(locale: string, symbol: string, align: string): FormatMoney {
  return (amount) => {
    const sign = amount < 0 ? '−' : '';
    const text = decimalText(locale, Math.abs(amount) / 100, 2, 2);
    return align === 'right' ? `${sign}${text}${symbol}` : `${sign}${symbol}${text}`;
  };
}

/**
 * Formatters shared by every component with the same inputs (a grocery screen shows a hundred prices).
 * English and Hindi numbers are written without Intl.NumberFormat (lib/number-text.ts).
 */
const formatters = new Map<string, unknown>();
function shared<F>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The shared money formatter for these settings. */
export function moneyFormatter(locale: string, symbol: string, align: string): FormatMoney {
  return shared(`money|${locale}|${symbol}|${align}`, () => createMoneyFormatter(locale, symbol, align));
}

const MoneyContext = createContext<FormatMoney | null>(null);

/**
 * The money formatter of the current language and currency settings, made once at the root
 * (app/app.tsx, inside TextsProvider) and read by context: a price costs no store subscriptions of its
 * own (a grocery page shows a hundred), and a change of either setting or of the language still redraws
 * every price through the provider.
 */
export function MoneyProvider({ children }: { readonly children?: ReactNode }) {
  const money = moneyFormatter(useLocale(), useSetting('currencyFormat'), useSetting('currencySymbolAlign'));
  return createElement(MoneyContext.Provider, { value: money }, children);
}

/** MoneyProvider's formatter; outside one (a component tested alone), the one of the settings as they are now. */
export function useMoney(): FormatMoney {
  return (
    useContext(MoneyContext) ??
    moneyFormatter(localeOf(useLanguageStore.getState().language?.code), getSetting('currencyFormat'), getSetting('currencySymbolAlign'))
  );
}

/** A number with exactly one decimal (ratings, distances). */
export function oneDecimal(locale: string): (value: number) => string {
  return shared(`1dp|${locale}`, () => (value: number) => decimalText(locale, value, 1, 1));
}

/** SPEC §9: distance in km with one decimal, the unit in the chosen language ("2.5 km", "2.5 कि॰मी॰"). */
export function useDistance(): (km: number) => string {
  const locale = useLocale();
  return shared(`km|${locale}`, () => (km: number) => kilometreText(locale, km));
}

export function useNumber(): (value: number) => string {
  const locale = useLocale();
  // Intl's default: up to three decimals.
  return shared(`number|${locale}`, () => (value: number) => decimalText(locale, value, 0, 3));
}
