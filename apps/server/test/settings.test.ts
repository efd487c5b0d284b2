import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('get-settings', () => {
  it('lists public settings as key/value pairs (SPEC §3)', async () => {
    const res = await t.post('get-settings');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ key: string; value: string }[]>();
    const byKey = new Map(list.map((s) => [s.key, s.value]));
    expect(byKey.get('storeColor')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(byKey.get('currencyFormat')).toBe('₹');
    for (const key of ['tips', 'taxApplicable', 'taxPercentage', 'enDelChrRnd', 'enGDMA', 'showPromoSlider', 'hidePriceWhenZero', 'itemsRemovedMsg']) {
      expect(byKey.has(key), key).toBe(true);
    }
  });

  it('never sends server-only settings', async () => {
    await t.db.insert(settings).values({ key: 'paymentSecretForTest', value: 'sk_live_do_not_leak', isPublic: false });
    const text = (await t.post('get-settings')).body;
    expect(text).not.toContain('sk_live_do_not_leak');
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'paymentSecretForTest'));
    expect(row?.isPublic).toBe(false);
  });
});

describe('languages', () => {
  it('offers English (default) and Hindi with identical, complete key sets', async () => {
    const all = (await t.post('get-all-languages')).json<{ id: number; code: string; language_name: string; is_default: number }[]>();
    expect(all.map((l) => l.code).sort()).toEqual(['en', 'hi']);
    expect(all.filter((l) => l.is_default === 1).map((l) => l.code)).toEqual(['en']);
    const [en, hi] = await Promise.all(
      ['en', 'hi'].map(async (code) => {
        const id = all.find((l) => l.code === code)?.id;
        const res = await t.post('get-single-language', { id });
        expect(res.statusCode).toBe(200);
        return res.json<{ data: Record<string, string> }>().data;
      }),
    );
    expect(Object.keys(en ?? {}).length).toBeGreaterThan(5);
    expect(Object.keys(hi ?? {}).sort()).toEqual(Object.keys(en ?? {}).sort());
    for (const [key, value] of Object.entries(hi ?? {})) expect(value.trim(), key).not.toBe('');
  });

  it("tags a language's answer and answers 304 with no body while the device's copy is current", async () => {
    const all = (await t.post('get-all-languages')).json<{ id: number; code: string }[]>();
    const id = all.find((l) => l.code === 'hi')?.id;
    const first = await t.post('get-single-language', { id });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await t.post('get-single-language', { id }, { headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A weak copy of the tag, one among others, and * match too; another tag or language does not.
    expect((await t.post('get-single-language', { id }, { headers: { 'if-none-match': `"x", W/${String(etag)}` } })).statusCode).toBe(304);
    expect((await t.post('get-single-language', { id }, { headers: { 'if-none-match': '*' } })).statusCode).toBe(304);
    const other = await t.post('get-single-language', { id }, { headers: { 'if-none-match': '"not-this-one"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
    const english = await t.post('get-single-language', { id: all.find((l) => l.code === 'en')?.id }, { headers: { 'if-none-match': String(etag) } });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
    // An unknown language is still 404, whatever the device holds.
    expect((await t.post('get-single-language', { id: 9999 }, { headers: { 'if-none-match': '*' } })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown language and 400 for a bad id', async () => {
    expect((await t.post('get-single-language', { id: 9999 })).statusCode).toBe(404);
    expect((await t.post('get-single-language', { id: 'en' })).statusCode).toBe(400);
    expect((await t.post('get-single-language', {})).statusCode).toBe(400);
  });
});
