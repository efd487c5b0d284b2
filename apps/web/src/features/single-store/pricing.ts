import { parseRupees } from '@keka/domain';

/**
 * The '12% OFF' badge: how far the price is below the MRP (old_price), whole percent rounded down so
 * the badge never promises more than the real saving. No badge under 1 % or without an MRP.
 */
export function discountPercent(price: string, oldPrice: string): number | null {
  const now = parseRupees(price);
  const mrp = parseRupees(oldPrice);
  if (mrp <= 0 || now >= mrp) return null;
  const percent = Math.floor(((mrp - now) * 100) / mrp);
  return percent >= 1 ? percent : null;
}
