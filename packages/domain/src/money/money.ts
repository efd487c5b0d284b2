/**
 * Money is integer paise everywhere inside the code (ADR 0001). A rupee string such as "120.50" is
 * only ever produced or parsed at the edge (API responses, seed files, the web's formatter).
 */
declare const paiseBrand: unique symbol;
export type Paise = number & { readonly [paiseBrand]: 'Paise' };

export const ZERO = 0 as Paise;

export function paise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`paise must be a safe integer, got ${value}`);
  // `+ 0` turns -0 (from negating or rounding a zero) into 0, so equal amounts are also Object.is-equal.
  return (value + 0) as Paise;
}

/** Parses "120", "120.5" or "120.50" (rupees) into paise without floating-point error. */
export function parseRupees(text: string | number): Paise {
  const s = typeof text === 'number' ? text.toFixed(2) : text.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!match) throw new RangeError(`not a rupee amount: ${String(text)}`);
  const [, sign, whole, frac = ''] = match;
  const value = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return paise(sign === '-' ? -value : value);
}

/** Formats paise as a decimal rupee string with two places: 12050 → "120.50". */
export function toRupeeString(amount: Paise): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function addPaise(...amounts: Paise[]): Paise {
  let sum = 0;
  for (const a of amounts) sum += a;
  return paise(sum);
}

export function multiplyPaise(amount: Paise, times: number): Paise {
  if (!Number.isSafeInteger(times)) throw new RangeError(`multiplier must be an integer, got ${times}`);
  return paise(amount * times);
}

/**
 * `percent`% of `amount`, rounded half up to the paisa. The percentage is taken to basis points
 * first so that 18 % or 2.5 % multiply as integers (no 0.1 + 0.2 drift). This is the one place
 * percentages of money are rounded (ADR 0002).
 */
export function percentOf(amount: Paise, percent: number): Paise {
  const basisPoints = Math.round(percent * 100);
  const scaled = amount * basisPoints;
  const rounded = scaled >= 0 ? Math.floor((scaled + 5000) / 10000) : -Math.floor((-scaled + 5000) / 10000);
  return paise(rounded);
}

/** Rounds a fractional paise amount (from a distance rate) half up to a whole paisa. */
export function roundToPaise(value: number): Paise {
  return paise(Math.floor(value + 0.5 + 1e-9));
}

/** Rounds up to a whole rupee: the `enDelChrRnd` rule of SPEC §9. */
export function ceilToRupee(value: number): Paise {
  return paise(Math.ceil(value / 100 - 1e-9) * 100);
}

export function minPaise(a: Paise, b: Paise): Paise {
  return (a < b ? a : b);
}

export function maxPaise(a: Paise, b: Paise): Paise {
  return (a > b ? a : b);
}
