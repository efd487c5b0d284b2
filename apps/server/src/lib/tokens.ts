import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256-bit opaque bearer token; only its hash is stored (SECURITY 22). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Unguessable order id (SECURITY 13): "OD" + 14 chars of a 32-letter alphabet ≈ 70 bits. */
export function newUniqueOrderId(): string {
  let id = 'OD';
  for (let i = 0; i < 14; i += 1) id += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return id;
}

export function newDeliveryPin(): string {
  return String(randomInt(10_000)).padStart(4, '0');
}

export function newReferralSuffix(): string {
  return String(randomInt(1000, 10_000));
}

/** Stable JSON (sorted keys) for hashing request bodies (idempotency). */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
