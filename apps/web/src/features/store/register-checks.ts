import type { StoreTranslationKey } from '@keka/contracts/i18n/store';
import { isEmail, isPhone } from '../../lib/contact-checks';

/** The registration form's fields, as the page keeps them (text as typed). */
export interface StoreRegisterFields {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly storeName: string;
  readonly description: string;
  readonly address: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly deliveryTime: string;
  readonly radius: string;
  readonly minOrder: string;
}

export type StoreRegisterErrors = Partial<Record<keyof StoreRegisterFields, StoreTranslationKey>>;

const numberIn = (text: string, min: number, max: number, whole = false): boolean => {
  if (text.trim() === '') return false;
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n));
};

/**
 * The store/register contract's rules (contracts `storeRegisterRequest`), checked before a round trip so
 * each field says what it needs in the owner's language; the server checks them again.
 */
export function checkStoreRegister(f: StoreRegisterFields): StoreRegisterErrors {
  const errors: StoreRegisterErrors = {};
  if (f.name.trim().length < 2) errors.name = 'store.register.error.name';
  if (!isEmail(f.email)) errors.email = 'store.register.error.email';
  if (!isPhone(f.phone)) errors.phone = 'store.register.error.phone';
  if (f.password.length < 6 || f.password.length > 128) errors.password = 'store.register.error.password';
  if (f.storeName.trim().length < 2) errors.storeName = 'store.register.error.storeName';
  if (f.address.trim().length < 5) errors.address = 'store.register.error.address';
  if (!numberIn(f.latitude, -90, 90)) errors.latitude = 'store.register.error.latitude';
  if (!numberIn(f.longitude, -180, 180)) errors.longitude = 'store.register.error.longitude';
  if (!numberIn(f.deliveryTime, 5, 180, true)) errors.deliveryTime = 'store.register.error.deliveryTime';
  if (!numberIn(f.radius, 0.5, 50)) errors.radius = 'store.register.error.radius';
  if (f.minOrder.trim() !== '' && !/^\d{1,6}(\.\d{1,2})?$/.test(f.minOrder.trim())) errors.minOrder = 'store.register.error.minOrder';
  return errors;
}
