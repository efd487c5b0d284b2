/**
 * The console's early checks, the same limits as the server's contracts (admin-stores.ts), so a form
 * marks a field before it is sent; the server checks again and its word is final.
 */

/** What a form sends: plain values only. */
export type FieldValue = string | number | boolean | null;

export interface NumberRule {
  readonly min: number;
  readonly max: number;
  readonly int?: boolean;
}

const RUPEES = /^\d{1,6}(\.\d{1,2})?$/;

export function checkNumber(value: FieldValue | undefined, rule: NumberRule): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number';
  if (rule.int && !Number.isInteger(value)) return 'Enter a whole number';
  if (value < rule.min || value > rule.max) return `Enter ${rule.min} to ${rule.max}`;
  return null;
}

export function checkRupees(value: FieldValue | undefined, maxPaise = 10_000_000): string | null {
  const text = typeof value === 'number' ? value.toFixed(2) : String(value).trim();
  if (!RUPEES.test(text)) return 'Enter an amount such as 120 or 120.50';
  if (Math.round(Number(text) * 100) > maxPaise) return `At most ₹${(maxPaise / 100).toLocaleString('en-IN')}`;
  return null;
}

export function checkText(value: FieldValue | undefined, min: number, max: number): string | null {
  const text = String(value ?? '').trim();
  if (text.length < min) return min <= 1 ? 'Enter a value' : `Enter at least ${min} characters`;
  if (text.length > max) return `At most ${max} characters`;
  return null;
}

const STORE_NUMBERS: Record<string, NumberRule> = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  delivery_radius: { min: 0.5, max: 50 },
  delivery_time: { min: 5, max: 180, int: true },
  preparation_time: { min: 1, max: 180, int: true },
  base_delivery_distance: { min: 0, max: 50 },
  extra_delivery_distance: { min: 0, max: 50 },
  tax_value: { min: 0, max: 50 },
  sort_order: { min: -10_000, max: 10_000, int: true },
  commission_percent: { min: 0, max: 100 },
};
const STORE_MONEY = ['cost_for_two', 'min_order_price', 'restaurant_charges', 'delivery_charges', 'base_delivery_charge', 'extra_delivery_charge', 'surcharge'];
/** Digits with spaces or hyphens between, an optional +: 7 to 20 characters. */
const PHONE = /^\+?\d[\d -]{5,18}\d$/;
const TAG = /^[a-z0-9][a-z0-9 _-]*$/i;

/** Problems of a store's changed fields, by field. */
export function checkStoreChanges(changes: Record<string, FieldValue>): Record<string, string> {
  const found: Record<string, string> = {};
  const note = (key: string, problem: string | null) => {
    if (problem) found[key] = problem;
  };
  for (const [key, value] of Object.entries(changes)) {
    const rule = STORE_NUMBERS[key];
    if (rule) note(key, checkNumber(value, rule));
    else if (STORE_MONEY.includes(key)) note(key, checkRupees(value));
  }
  if ('name' in changes) note('name', checkText(changes.name, 2, 80));
  if ('address' in changes) note('address', checkText(changes.address, 5, 300));
  if ('description' in changes) note('description', checkText(changes.description, 0, 300));
  if ('slug' in changes) note('slug', /^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(changes.slug)) && String(changes.slug).length <= 80 ? null : 'Use lower-case letters, digits and single hyphens');
  if ('store_type' in changes) note('store_type', TAG.test(String(changes.store_type).trim()) ? checkText(changes.store_type, 2, 40) : 'Use letters, digits, spaces, - or _');
  if ('quick_bite' in changes && changes.quick_bite !== null) note('quick_bite', TAG.test(String(changes.quick_bite).trim()) ? checkText(changes.quick_bite, 2, 40) : 'Use letters, digits, spaces, - or _');
  if ('phone' in changes && changes.phone !== null) note('phone', PHONE.test(String(changes.phone).trim()) ? null : 'Enter a phone number of 7 to 15 digits');
  if ((changes.opens_at === null) !== (changes.closes_at === null)) note('closes_at', 'Give both the opening and the closing time, or neither');
  return found;
}

/** After a refused submit: the first marked field of `form` takes the focus (and scrolls into view). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
