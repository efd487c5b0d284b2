import { parseRupees } from '@keka/domain';
import { useMoney } from '../../../lib/format';
import { zonedFormat } from '../../../lib/platform-time';

/** The API's rupee strings ("340.00") shown with the app's currency settings. */
export function useRupees(): (amount: string) => string {
  const money = useMoney();
  return (amount: string) => money(parseRupees(amount));
}

export const shortId = (uniqueOrderId: string) => uniqueOrderId.slice(-6).toUpperCase();

export function timeOf(iso: string, locale = 'en-IN'): string {
  return zonedFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
