import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** A sealed value that cannot be opened here: sealed under another SECRETS_KEY, or altered. */
export class SecretUnreadable extends Error {
  override readonly name = 'SecretUnreadable';
  constructor(readonly reason: 'other-key' | 'damaged') {
    super(reason === 'other-key' ? 'sealed with another SECRETS_KEY' : 'the sealed value is damaged');
  }
}

export interface SecretBox {
  /** A short, non-secret name of the key (the same key gives the same id): says which key sealed a value. */
  readonly keyId: string;
  /** `context` is bound into the seal (e.g. the row it belongs to): a sealed value moved to another row does not open. */
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';

/**
 * Secrets kept in the database (payment keys set in the admin console, issue 33) are sealed with
 * AES-256-GCM under a key derived (HKDF-SHA-256) from SECRETS_KEY, which lives only in the server's
 * environment: a copy of the database alone does not give them away. Format:
 * `v1.{keyId}.{iv}.{tag}.{ciphertext}` (base64url parts).
 */
export function createSecretBox(material: string): SecretBox {
  if (material.length < 32) throw new Error('SECRETS_KEY must be at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(material, 'utf8'), Buffer.alloc(0), 'keka secret box v1', 32));
  const keyId = createHmac('sha256', key).update('key id').digest('base64url').slice(0, 10);
  return {
    keyId,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretUnreadable('damaged');
      const [, id, iv, tag, body] = parts as [string, string, string, string, string];
      if (id !== keyId) throw new SecretUnreadable('other-key');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretUnreadable('damaged');
      }
    },
  };
}
