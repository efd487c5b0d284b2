import { useCallback } from 'react';
import { deliveryEn, type DeliveryTranslationKey } from '@keka/contracts/i18n/delivery';
import { pluralKey, useLocale, useTranslationStore } from '../../lib/i18n';

export type RiderT = (key: DeliveryTranslationKey, vars?: Record<string, string | number>) => string;

/** The partner app's strings: the fetched translations first (English or Hindi), then the bundled English. */
export function useRiderT(): RiderT {
  const data = useTranslationStore((s) => s.data);
  return useCallback(
    (key, vars) => {
      const text = data[key] ?? deliveryEn[key];
      return vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : text;
    },
    [data],
  );
}

/** A count in the partner app's words: `{base}.one` / `{base}.other` by the language's plural rules (lib/i18n pluralKey). */
export function useRiderTn(): (base: 'rider.card.items' | 'rider.earnings.deliveries', count: number) => string {
  const t = useRiderT();
  const locale = useLocale();
  return useCallback((base, count) => t(pluralKey(locale, base, count), { count }), [t, locale]);
}
