import { readString, STORAGE_KEYS, writeString } from './storage';
import { createUuid } from './uuid';

/**
 * This browser's random id (ADR 0019): made on first use and kept in local storage. It names no one
 * and is only sent with a sign-up that carries a referral code.
 */
export function deviceId(): string {
  const known = readString(STORAGE_KEYS.deviceId);
  if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const made = createUuid();
  writeString(STORAGE_KEYS.deviceId, made);
  return made;
}

/** The referral fields of a sign-up: the code as typed, with the device id; nothing without a code. */
export function referralFields(code: string | undefined): { refferal_code?: string; device_id?: string } {
  const trimmed = code?.trim();
  return trimmed ? { refferal_code: trimmed, device_id: deviceId() } : {};
}
