/**
 * Numbers as text without Intl.NumberFormat for the languages whose numbers we know exactly.
 *
 * The first Intl.NumberFormat a page makes loads the locale's data: 150–300 ms of main thread on a
 * phone at Lighthouse's 4× CPU slowdown, one long task on every first screen that shows a price, a
 * rating or a distance. For en-IN and hi-IN, ICU writes Latin digits, "." for decimals and Indian
 * grouping (12,34,567.89), which is all this file does; number-text.test.ts checks it against
 * Intl.NumberFormat value for value. Any other locale goes to Intl.NumberFormat, made once per shape.
 */

/** Locales written here; every other locale is handed to Intl. */
const INDIAN_LATIN = new Set(['en-IN', 'hi-IN']);
/** Beyond this, toFixed switches to exponents and doubles lose their integer digits: Intl takes over. */
const LARGEST = 1e15;

/** Indian grouping of a string of digits: the last three, then pairs (1,23,45,678). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

const intlFormats = new Map<string, Intl.NumberFormat>();
function intl(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    intlFormats.set(key, format);
  }
  return format;
}

/** True when this locale is written here rather than by Intl. */
export const writesLocally = (locale: string): boolean => INDIAN_LATIN.has(locale);

/**
 * `value` with at least `min` and at most `max` decimals, as Intl.NumberFormat(locale,
 * { minimumFractionDigits: min, maximumFractionDigits: max }).format(value) writes it.
 */
export function decimalText(locale: string, value: number, min: number, max: number): string {
  const shortest = String(Math.abs(value));
  if (!writesLocally(locale) || !Number.isFinite(value) || Math.abs(value) >= LARGEST || shortest.includes('e')) {
    return intl(locale, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
  }
  const [whole, fraction] = roundHalfUp(shortest, max);
  let kept = fraction;
  while (kept.length > min && kept.endsWith('0')) kept = kept.slice(0, -1);
  kept = kept.padEnd(min, '0');
  // A value that rounds to zero keeps its sign, as Intl writes it ("-0.0").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupIndian(whole)}${kept ? `.${kept}` : ''}`;
}

/**
 * A plain decimal string ("1.005") rounded half up to `max` decimals, as ICU rounds: on the shortest
 * text that reads back as the same double, not on the double's binary value (which toFixed uses, and
 * which makes 1.005 → "1.00").
 */
function roundHalfUp(text: string, max: number): [whole: string, fraction: string] {
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const fraction = dot < 0 ? '' : text.slice(dot + 1);
  if (fraction.length <= max) return [whole, fraction];
  const digits = (whole + fraction.slice(0, max)).split('').map(Number);
  if (Number(fraction[max]) >= 5) {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === 9) digits[i--] = 0;
    if (i < 0) digits.unshift(1);
    else digits[i] = (digits[i] ?? 0) + 1;
  }
  const all = digits.join('');
  return [all.slice(0, all.length - max) || '0', all.slice(all.length - max)];
}

/** Hindi's abbreviation for kilometre as ICU writes it; English uses "km". */
const KM: Readonly<Record<string, string>> = { 'en-IN': 'km', 'hi-IN': 'कि॰मी॰' };

/** Kilometres with one decimal and the unit, as Intl's `style: 'unit', unit: 'kilometer'` writes it. */
export function kilometreText(locale: string, km: number): string {
  const unit = KM[locale];
  if (!unit || !Number.isFinite(km) || Math.abs(km) >= LARGEST) {
    return intl(locale, { style: 'unit', unit: 'kilometer', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km);
  }
  return `${decimalText(locale, km, 1, 1)} ${unit}`;
}
