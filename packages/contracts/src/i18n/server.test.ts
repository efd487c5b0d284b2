import { describe, expect, it } from 'vitest';
import { deliveryEn } from './delivery';
import { en } from './en';
import { sayLocalText } from './local-text';
import { serverEn } from './server';
import { serverHi } from './server-hi';
import { storeEn } from './store';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the texts the server writes (issue 9)', () => {
  it('share no key with the app’s own texts (one translations table holds them all)', () => {
    const app = new Set([...Object.keys(en), ...Object.keys(storeEn), ...Object.keys(deliveryEn)]);
    expect(Object.keys(serverEn).filter((k) => app.has(k))).toEqual([]);
  });

  it('say the same values in Hindi, in Devanagari', () => {
    for (const [key, english] of Object.entries(serverEn)) {
      const hindi = serverHi[key as keyof typeof serverEn];
      expect(placeholders(hindi), key).toEqual(placeholders(english));
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('have both forms of every count', () => {
    for (const key of Object.keys(serverEn)) {
      const base = /^(.*)\.(one|other)$/.exec(key)?.[1];
      if (base) expect(Object.keys(serverEn), key).toEqual(expect.arrayContaining([`${base}.one`, `${base}.other`]));
    }
  });
});

describe('sayLocalText', () => {
  const english = { locale: 'en', texts: serverEn };
  const hindi = { locale: 'hi', texts: serverHi };

  it('picks a count’s form by the locale’s plural rules', () => {
    const text = [{ key: 'push.store.newOrder.body.delivery', params: { count: 1, total: '₹240.00' } }];
    expect(sayLocalText(text, [english])).toBe('1 item · ₹240.00 · Delivery');
    expect(sayLocalText([{ ...text[0]!, params: { count: 3, total: '₹9.00' } }], [english])).toBe('3 items · ₹9.00 · Delivery');
    expect(sayLocalText(text, [hindi, english])).toBe('1 आइटम · ₹240.00 · डिलीवरी');
  });

  it('leaves a placeholder without a value as it is, and is null for a key in no source', () => {
    expect(sayLocalText([{ key: 'wallet.reason.order' }], [english])).toBe('Order {order}');
    expect(sayLocalText([{ key: 'no.such.key' }], [hindi, english])).toBeNull();
    expect(sayLocalText([], [english])).toBeNull();
  });

  it('does not crash on a language code Intl does not know as a locale', () => {
    expect(sayLocalText([{ key: 'notice.etaChanged.message', params: { store: 'X', count: 1 } }], [{ locale: 'not a locale!', texts: serverEn }])).toContain('about 1 minute.');
  });
});
