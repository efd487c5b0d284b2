import { isEmail, isPhone, normalisePhone } from '../../lib/contact-checks';
import type { TranslationKey } from '../../lib/i18n';

/** Client-side checks mirror the contract's messages so the user learns before a round trip. */
export type FieldErrors<F extends string> = Partial<Record<F, TranslationKey>>;

export { isEmail, isPhone, normalisePhone };

export function validateLogin(values: { identity: string; password: string }): FieldErrors<'identity' | 'password'> {
  const errors: FieldErrors<'identity' | 'password'> = {};
  const identity = values.identity.trim();
  if (identity === '') errors.identity = 'auth.error.identityRequired';
  else if (identity.includes('@') ? !isEmail(identity) : !isPhone(identity)) errors.identity = 'auth.error.identityInvalid';
  if (values.password === '') errors.password = 'auth.error.passwordRequired';
  return errors;
}

export type RegisterField = 'name' | 'email' | 'phone' | 'password';

export function validateRegister(values: Record<RegisterField, string>): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  if (values.name.trim().length < 2) errors.name = 'auth.error.nameRequired';
  if (!isEmail(values.email)) errors.email = 'auth.error.emailInvalid';
  if (!isPhone(values.phone)) errors.phone = 'auth.error.phoneInvalid';
  if (values.password.length < 6) errors.password = 'auth.error.passwordShort';
  return errors;
}

/** The login request: an identity with @ is an e-mail, anything else a phone number. */
export function toLoginRequest(identity: string, password: string) {
  const trimmed = identity.trim();
  return trimmed.includes('@') ? { email: trimmed, password } : { phone: normalisePhone(trimmed), password };
}
