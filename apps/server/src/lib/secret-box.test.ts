import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretUnreadable } from './secret-box';

const KEY = 'k'.repeat(32);

describe('secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('sk_live_very_secret', 'STRIPE');
    expect(sealed).not.toContain('sk_live');
    expect(box.open(sealed, 'STRIPE')).toBe('sk_live_very_secret');
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal('sk_live_very_secret', 'STRIPE')).not.toBe(sealed);
  });

  it('refuses a value sealed for another row, altered, or under another key', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('secret', 'STRIPE');
    expect(() => box.open(sealed, 'RAZORPAY')).toThrow(SecretUnreadable);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'STRIPE')).toThrow(expect.objectContaining({ reason: 'damaged' }));
    expect(() => box.open('nonsense', 'STRIPE')).toThrow(expect.objectContaining({ reason: 'damaged' }));
    const other = createSecretBox('o'.repeat(32));
    expect(other.keyId).not.toBe(box.keyId);
    expect(() => other.open(sealed, 'STRIPE')).toThrow(expect.objectContaining({ reason: 'other-key' }));
  });

  it('will not start on a short key', () => {
    expect(() => createSecretBox('short')).toThrow(/32 characters/);
  });
});
