import { useMemo } from 'react';
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

export function useMoney(): FormatMoney {
  const locale = useLocale();
  const symbol = useSetting('currencyFormat');
  const align = useSetting('currencySymbolAlign');
  return useMemo(() => createMoneyFormatter(locale, symbol, align), [locale, symbol, align]);
}

/** SPEC §9: distance in km with one decimal. */
export function useDistance(): (km: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (km: number) => `${number.format(km)} km`;
  }, [locale]);
}

export function useNumber(): (value: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    return (value: number) => number.format(value);
  }, [locale]);
}
