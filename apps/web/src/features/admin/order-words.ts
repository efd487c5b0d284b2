import { lazyZonedFormat } from '../../lib/platform-time';
/** Words and money of the console's order screens (English only, ADR 0020). */
const STATUS_LABELS: Record<number, string> = {
  1: 'Placed',
  2: 'Preparing',
  3: 'Rider assigned',
  4: 'Picked up',
  5: 'Delivered',
  6: 'Cancelled',
  7: 'Ready for pickup',
  8: 'Awaiting payment',
  9: 'Payment failed',
  10: 'Scheduled',
  11: 'Scheduled, confirmed',
};

export const ORDER_STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([id, label]) => ({ id: Number(id), label }));

export const statusLabel = (id: number): string => STATUS_LABELS[id] ?? `Status ${id}`;

/** A badge colour per status: done, stopped, or still moving. */
export function statusTone(id: number): string {
  if (id === 5) return 'ad-badge ad-badge--ok';
  if (id === 6 || id === 9) return 'ad-badge ad-badge--bad';
  return 'ad-badge ao-badge--live';
}

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1234.50" → "₹1,234.50". */
export const rupeeText = (amount: string): string => `₹${money.format(Number(amount))}`;

export const when = lazyZonedFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
/** A time of today (an estimate). */
export const clockTime = lazyZonedFormat('en-IN', { timeStyle: 'short' });

/** The payment modes an order may have (contracts ADMIN_PAYMENT_MODES). */
export const PAYMENT_MODES: readonly { id: string; label: string }[] = [
  { id: 'COD', label: 'Cash on delivery' },
  { id: 'WALLET', label: 'Wallet' },
  { id: 'RAZORPAY', label: 'Razorpay' },
  { id: 'STRIPE', label: 'Stripe' },
  { id: 'PAYTM', label: 'Paytm' },
  { id: 'PAYMONGO', label: 'PayMongo' },
  { id: 'MERCADOPAGO', label: 'Mercado Pago' },
];
