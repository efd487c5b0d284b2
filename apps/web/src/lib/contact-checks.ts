/** The contract's e-mail and Indian mobile rules, for forms to check before a round trip. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(\+91|0)?[6-9]\d{9}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isPhone(value: string): boolean {
  return PHONE.test(normalisePhone(value.trim()));
}
