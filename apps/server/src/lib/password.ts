import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt, a memory-hard hash (SECURITY 21). Format: scrypt$N$r$p$salt$hash (base64url).
 *
 * Cost: OWASP's password storage minimum for scrypt is N=2^17, r=8, p=1, or one of its listed
 * equivalents; we use the equivalent N=2^14, r=8, p=5 — the same work per guess, but 16 MiB per hash
 * instead of 128 MiB, so a burst of logins cannot exhaust the server's memory. About 150 ms on one
 * core of the 2-core reference machine. Hashes made with other parameters still verify, and are
 * replaced at the next successful login (needsRehash).
 */
const PARAMS = { N: 16_384, r: 8, p: 5, keyLength: 32 } as const;
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS.keyLength, { N: PARAMS.N, r: PARAMS.r, p: PARAMS.p, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !saltText || !hashText || ![N, R, P].every((x) => Number.isSafeInteger(x) && x > 0)) return null;
  return { N, r: R, p: P, salt: Buffer.from(saltText, 'base64url'), hash: Buffer.from(hashText, 'base64url') };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, { N: parsed.N, r: parsed.r, p: parsed.p, maxmem: MAX_MEMORY });
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash was made with weaker (or just other) parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== PARAMS.N || parsed.r !== PARAMS.r || parsed.p !== PARAMS.p || parsed.hash.length !== PARAMS.keyLength;
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
