import { randomBytes } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A personal coupon's code: the prefix and 8 unpredictable characters (a scratch card's, a compensation's). */
export function personalCouponCode(prefix: string): string {
  const bytes = randomBytes(8);
  return `${prefix}${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}
