import type { Paise } from '@keka/domain';
import { useLocale } from './i18n';
import { useSetting } from './settings';

export type FormatMoney = (amount: Paise) => string;

/**
 * SPEC §9: amounts with two decimals and the currency symbol; currencyFormat is the symbol and
 * currencySymbolAlign puts it left or right. Division by 100 here is display only (paise → rupees).
 */
export function createMoneyFormatter(locale: string, symbol: string, align: string): FormatMoney {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount) => {
    const sign = amount < 0 ? '−' : '';
    const text = number.format(Math.abs(amount) / 100);
    return align === 'right' ? `${sign}${text}${symbol}` : `${sign}${symbol}${text}`;
  };
}

/**
 * Formatters shared by every component with the same inputs: building an Intl.NumberFormat costs
 * far more than using one, and a grocery screen shows a hundred prices.
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

export function useMoney(): FormatMoney {
  return moneyFormatter(useLocale(), useSetting('currencyFormat'), useSetting('currencySymbolAlign'));
}

/** A number with exactly one decimal (ratings, distances). */
export function oneDecimal(locale: string): (value: number) => string {
  return shared(`1dp|${locale}`, () => {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (value: number) => number.format(value);
  });
}

/** SPEC §9: distance in km with one decimal, the unit in the chosen language ("2.5 km", "2.5 कि॰मी॰"). */
export function useDistance(): (km: number) => string {
  const locale = useLocale();
  return shared(`km|${locale}`, () => {
    const number = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (km: number) => number.format(km);
  });
}

export function useNumber(): (value: number) => string {
  const locale = useLocale();
  return shared(`number|${locale}`, () => {
    const number = new Intl.NumberFormat(locale);
    return (value: number) => number.format(value);
  });
}
