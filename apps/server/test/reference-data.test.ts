import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@keka/contracts/i18n';
import { syncReferenceData } from '../src/db/reference-data';
import { languages, settings, translations } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('syncReferenceData', () => {
  it('adds settings and translation keys an older database lacks, and keeps edited values', async () => {
    expect(await syncReferenceData(t.db)).toEqual({ settings: 0, translations: 0 });
    const [hindi] = await t.db.select().from(languages).where(eq(languages.code, 'hi'));
    const key = Object.keys(en)[0] ?? '';
    await t.db.delete(translations).where(eq(translations.key, key));
    await t.db.delete(settings).where(eq(settings.key, 'tips'));
    await t.db.update(settings).set({ value: '#123456' }).where(eq(settings.key, 'storeColor'));
    expect(await syncReferenceData(t.db)).toEqual({ settings: 1, translations: 2 });
    const res = await t.post('get-single-language', { id: hindi?.id });
    expect(res.json<{ data: Record<string, string> }>().data[key]).toBeTruthy();
    const list = (await t.post('get-settings')).json<{ key: string; value: string }[]>();
    expect(list.find((s) => s.key === 'storeColor')?.value).toBe('#123456');
    expect(list.find((s) => s.key === 'tips')?.value).toBe('10,20,30,50');
  });
});
