import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { pages, settings } from '../src/db/schema';
import { createRecordingPushSender } from '../src/modules/push/push-sender';
import { auditOf, expectAdminOnly, makeAdmin, makeOtherRoles, type OtherRoles } from './admin-fixtures';
import { createTestApp, type TestApp } from './helpers';
import type { Person } from './life-fixtures';

/** Issue 11: settings, languages and translations, content pages and popular locations in the admin console. */
let t: TestApp;
let admin: Person;
let others: OtherRoles;

type Json = Record<string, unknown>;
const call = (name: string, body: Json = {}) => t.post(`admin/${name}`, body, { token: admin.token });
const ok = async <T = Json>(name: string, body: Json = {}): Promise<T> => {
  const res = await call(name, body);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const refused = async (name: string, body: Json, status = 400): Promise<string> => {
  const res = await call(name, body);
  expect(res.statusCode, `${name} ${JSON.stringify(body).slice(0, 200)}: ${res.body.slice(0, 300)}`).toBe(status);
  return res.json<{ message: string }>().message;
};
const versions = async () => (await t.app.inject({ method: 'GET', url: '/version.json' })).json<{ forceNewSettingsVersion: string; forceCacheClearVersion: string }>();
const publicSettings = async () => new Map((await t.post('get-settings', {})).json<{ key: string; value: string }[]>().map((s) => [s.key, s.value]));

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, 'Sita Settings');
  others = await makeOtherRoles(t);
});
afterAll(async () => t.close());

describe('every call of these sections', () => {
  it('answers only an admin', async () => {
    for (const [name, body] of [
      ['get-settings', {}],
      ['save-settings', { values: { storeName: 'Hacked' } }],
      ['clear-app-caches', { reason: 'because I can' }],
      ['get-languages', {}],
      ['add-language', { code: 'ta', name: 'Tamil' }],
      ['update-language', { id: 1, is_active: false }],
      ['set-default-language', { id: 2 }],
      ['get-translations', { id: 1 }],
      ['save-translations', { id: 1, values: {} }],
      ['get-missing-translations', { id: 1 }],
      ['get-pages', {}],
      ['save-page', { slug: 'x', title: 'X', body_html: '' }],
      ['delete-page', { id: 1 }],
      ['get-locations', {}],
      ['save-location', { name: 'X', address: 'Y', latitude: 1, longitude: 1 }],
      ['delete-location', { id: 1 }],
      ['reorder-locations', { ids: [1] }],
    ] as const) {
      await expectAdminOnly(t, others, name, body);
    }
    expect((await publicSettings()).get('storeName')).not.toBe('Hacked');
  });
});

describe('settings', () => {
  it('sends typed, grouped fields and their values, never a secret nor a delivery key', async () => {
    await t.db.insert(settings).values({ key: 'vapidKeys', value: '{"privateKey":"very-secret"}', isPublic: false }).onConflictDoNothing();
    const { data } = await ok<{ data: { fields: { key: string; kind: string; group: string }[]; groups: string[]; values: Record<string, string>; force_new_settings_version: string } }>('get-settings');
    const keys = data.fields.map((f) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['storeName', 'storeColor', 'customHomeMessage', 'taxPercentage', 'tips', 'scratchCardMaxAmount', 'referralRewardAmount', 'slotDaysAhead']));
    for (const hidden of ['vapidKeys', 'cash_limit', 'delivery_dispatch_mode', 'delivery_commission_percent', 'forceNewSettingsVersion', 'forceCacheClearVersion']) {
      expect(keys).not.toContain(hidden);
      expect(Object.keys(data.values)).not.toContain(hidden);
    }
    expect(JSON.stringify(data)).not.toContain('very-secret');
    expect(data.fields.find((f) => f.key === 'storeColor')).toMatchObject({ kind: 'color', group: 'Store & brand' });
    expect(data.fields.find((f) => f.key === 'taxApplicable')).toMatchObject({ kind: 'boolean' });
    expect(data.groups).toContain('Rewards & referrals');
    expect(data.values.storeName).toBe('Keka');
  });

  it('writes only changed keys, one audit row each, and raises the settings version', async () => {
    const before = await versions();
    const res = await ok<{ changed: string[]; force_new_settings_version: string }>('save-settings', {
      values: { storeName: 'Keka Fresh', taxApplicable: 'false', storeColor: '#123abc', scratchCardMaxAmount: '60' },
    });
    expect(res.changed.sort()).toEqual(['scratchCardMaxAmount', 'storeColor', 'storeName']);
    const after = await versions();
    expect(after.forceNewSettingsVersion).toBe(String(Number(before.forceNewSettingsVersion) + 1));
    expect(res.force_new_settings_version).toBe(after.forceNewSettingsVersion);
    expect(after.forceCacheClearVersion).toBe(before.forceCacheClearVersion);

    const rows = await auditOf(t, admin, 'setting', 'storeName');
    expect(rows[0]).toMatchObject({ action: 'settings.update', before: { value: 'Keka' }, after: { value: 'Keka Fresh' }, actor: { name: 'Sita Settings' } });
    expect(await auditOf(t, admin, 'setting', 'taxApplicable')).toHaveLength(0);
    expect((await auditOf(t, admin, 'setting', 'forceNewSettingsVersion'))[0]).toMatchObject({
      action: 'settings.version-bump',
      before: { value: before.forceNewSettingsVersion },
      after: { value: after.forceNewSettingsVersion },
    });
    const shown = await publicSettings();
    expect(shown.get('storeName')).toBe('Keka Fresh');
    expect(shown.get('storeColor')).toBe('#123abc');
    // A server-only setting stays server-only.
    expect(shown.has('scratchCardMaxAmount')).toBe(false);
  });

  it('saving the same values again writes nothing and keeps the version', async () => {
    const before = await versions();
    const res = await ok<{ changed: string[] }>('save-settings', { values: { storeName: 'Keka Fresh' } });
    expect(res.changed).toEqual([]);
    expect(await versions()).toEqual(before);
    expect(await auditOf(t, admin, 'setting', 'storeName')).toHaveLength(1);
  });

  it('refuses values that do not fit their field, secrets and keys of other sections, with a 400', async () => {
    const cases: [Json, RegExp][] = [
      [{ storeColor: 'orange' }, /colour/],
      [{ storeColor: '#12345' }, /colour/],
      [{ taxPercentage: '51' }, /between 0 and 50/],
      [{ taxApplicable: 'yes' }, /on or off/],
      [{ slotDaysAhead: '2.5' }, /whole number/],
      [{ scratchCardMaxAmount: '5', scratchCardMinAmount: '10' }, /smallest/],
      [{ referralRewardAmount: '10.555' }, /rupees/],
      [{ storeName: '' }, /empty/],
      [{ storeName: 'x'.repeat(61) }, /60/],
      [{ storeName: 'two\nlines' }, /one line/],
      [{ facebookUrl: 'javascript:alert(1)' }, /https/],
      [{ facebookUrl: 'http://facebook.com/keka' }, /https/],
      [{ storeLogo: '//evil.example/logo.svg' }, /https/],
      [{ mapTileUrl: 'https://tiles.example/{z}/{x}.png' }, /\{y\}/],
      [{ tips: '10,abc' }, /whole amounts/],
      [{ timezone: 'Mars/Olympus' }, /time zone/],
      [{ currencySymbolAlign: 'middle' }, /left, right/],
      [{ supportEmail: 'not-an-email' }, /e-mail/],
      [{ vapidKeys: '{}' }, /cannot|can be changed/],
      [{ cash_limit: '1' }, /can be changed/],
      [{ forceNewSettingsVersion: '99' }, /can be changed/],
      [{ customHomeMessage: 'nul\u0000byte' }, /NUL/],
    ];
    const before = await versions();
    for (const [values, message] of cases) expect(await refused('save-settings', { values })).toMatch(message);
    await refused('save-settings', { values: { storeName: 'x'.repeat(5000) } });
    await refused('save-settings', { values: { storeName: { deep: { deeper: ['x'] } } } });
    await refused('save-settings', { values: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, 'v'])) });
    await refused('save-settings', { values: 'storeName=x' });
    expect(await versions()).toEqual(before);
    expect((await publicSettings()).get('storeColor')).toBe('#123abc');
  });

  it('accepts every current value as it is (the defaults fit their fields)', async () => {
    const { data } = await ok<{ data: { values: Record<string, string> } }>('get-settings');
    const res = await ok<{ changed: string[] }>('save-settings', { values: data.values });
    expect(res.changed).toEqual([]);
  });

  it('a server with a settings cache serves the new value at once (the cache is invalidated)', async () => {
    const cached: FastifyInstance = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'keka-test-no-data-dir') }),
      database: t.database,
      cacheTtlMs: 600_000,
      rateLimit: { enabled: false },
      pushSender: createRecordingPushSender(),
      dispatchSweepMs: 0,
    });
    try {
      const get = async () => (await cached.inject({ method: 'POST', url: '/api/get-settings', payload: {} })).json<{ key: string; value: string }[]>().find((s) => s.key === 'customHomeMessage')?.value;
      const version = async () => (await cached.inject({ method: 'GET', url: '/version.json' })).json<{ forceNewSettingsVersion: string }>().forceNewSettingsVersion;
      expect(await get()).not.toBe('Fresh mangoes are here');
      const v = await version();
      const res = await cached.inject({ method: 'POST', url: '/api/admin/save-settings', headers: { authorization: `Bearer ${admin.token}` }, payload: { values: { customHomeMessage: 'Fresh mangoes are here' } } });
      expect(res.statusCode, res.body).toBe(200);
      expect(await get()).toBe('Fresh mangoes are here');
      expect(await version()).toBe(String(Number(v) + 1));
    } finally {
      await cached.close();
    }
  });

  it('clears every app cache only with a reason, audited', async () => {
    const before = await versions();
    expect(await refused('clear-app-caches', {})).toMatch(/reason/i);
    expect(await refused('clear-app-caches', { reason: 'no' })).toMatch(/3 characters/);
    await refused('clear-app-caches', { reason: 'bad\u0000reason' });
    expect(await versions()).toEqual(before);
    const res = await ok<{ force_cache_clear_version: string }>('clear-app-caches', { reason: 'New logo everywhere' });
    const after = await versions();
    expect(after.forceCacheClearVersion).toBe(String(Number(before.forceCacheClearVersion) + 1));
    expect(res.force_cache_clear_version).toBe(after.forceCacheClearVersion);
    expect(after.forceNewSettingsVersion).toBe(before.forceNewSettingsVersion);
    expect((await auditOf(t, admin, 'setting', 'forceCacheClearVersion'))[0]).toMatchObject({
      action: 'settings.version-bump',
      reason: 'New logo everywhere',
      before: { value: before.forceCacheClearVersion },
      after: { value: after.forceCacheClearVersion },
    });
  });
});

interface LanguageView {
  id: number;
  code: string;
  name: string;
  is_default: boolean;
  is_active: boolean;
  is_rtl: boolean;
  translated: number;
  total: number;
}

describe('languages and translations', () => {
  let en: LanguageView;
  let hi: LanguageView;
  let ta: LanguageView;

  it('lists the languages with their translated-key counts', async () => {
    const { data } = await ok<{ data: LanguageView[] }>('get-languages');
    en = data.find((l) => l.code === 'en') as LanguageView;
    hi = data.find((l) => l.code === 'hi') as LanguageView;
    expect(en).toMatchObject({ is_default: true, is_active: true, is_rtl: false });
    expect(en.total).toBeGreaterThan(1000);
    expect(en.translated).toBe(en.total);
    expect(hi.translated).toBeGreaterThan(1000);
  });

  it('adds a language (inactive), refusing bad or taken codes', async () => {
    for (const code of ['english', 'e', 'e1', 'zh-Hans', '', 'hi']) await refused('add-language', { code, name: 'Whatever' });
    await refused('add-language', { code: 'ta', name: '   ' });
    await refused('add-language', { code: 'ta', name: 'x'.repeat(41) });
    const res = await ok<{ data: LanguageView }>('add-language', { code: ' TA ', name: 'தமிழ்' });
    ta = res.data;
    expect(ta).toMatchObject({ code: 'ta', name: 'தமிழ்', is_active: false, is_default: false, translated: 0 });
    expect((await auditOf(t, admin, 'language', ta.id))[0]).toMatchObject({ action: 'language.add', before: null, after: { code: 'ta', is_active: false } });
    const shown = (await t.post('get-all-languages', {})).json<{ code: string }[]>().map((l) => l.code);
    expect(shown).not.toContain('ta');
  });

  it('keeps exactly one default, and never switches the default off', async () => {
    expect(await refused('update-language', { id: en.id, is_active: false })).toMatch(/default/);
    expect(await refused('set-default-language', { id: ta.id })).toMatch(/on/);
    await refused('set-default-language', { id: 999_999 }, 404);
    const v = await versions();
    await ok('update-language', { id: ta.id, is_active: true });
    expect(Number((await versions()).forceNewSettingsVersion)).toBe(Number(v.forceNewSettingsVersion) + 1);
    await ok('set-default-language', { id: ta.id });
    const { data } = await ok<{ data: LanguageView[] }>('get-languages');
    expect(data.filter((l) => l.is_default).map((l) => l.code)).toEqual(['ta']);
    const shown = (await t.post('get-all-languages', {})).json<{ code: string; is_default: number }[]>();
    expect(shown.find((l) => l.code === 'ta')?.is_default).toBe(1);
    expect((await auditOf(t, admin, 'language', ta.id))[0]).toMatchObject({ action: 'language.set-default', before: { default_code: 'en' }, after: { default_code: 'ta' } });
    // English may now be switched off, and back on; the default goes back to English.
    await ok('update-language', { id: en.id, is_active: false });
    await ok('update-language', { id: en.id, is_active: true, name: 'English' });
    await ok('set-default-language', { id: en.id });
    expect((await ok<{ data: LanguageView[] }>('get-languages')).data.filter((l) => l.is_default).map((l) => l.code)).toEqual(['en']);
    const audit = await auditOf(t, admin, 'language', en.id);
    expect(audit.find((r) => r.action === 'language.update')).toMatchObject({ before: { is_active: false }, after: { is_active: true } });
  });

  it('pages through the texts beside English, searches and filters the missing ones', async () => {
    const all = await ok<{ rows: { key: string; english: string; value: string | null }[]; total: number }>('get-translations', { id: ta.id, limit: 20 });
    expect(all.total).toBe(en.total);
    expect(all.rows).toHaveLength(20);
    expect(all.rows[0]?.value).toBeNull();
    const found = await ok<{ rows: { key: string; english: string }[]; total: number }>('get-translations', { id: hi.id, q: 'home.greeting', limit: 200 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.every((r) => r.key.toLowerCase().includes('home.greeting') || r.english.toLowerCase().includes('home.greeting'))).toBe(true);
    const second = await ok<{ rows: { key: string }[] }>('get-translations', { id: ta.id, limit: 20, offset: 20 });
    expect(second.rows[0]?.key).not.toBe(all.rows[0]?.key);
    const missing = await ok<{ rows: unknown[]; total: number }>('get-translations', { id: hi.id, missing_only: true, limit: 200 });
    expect(missing.total).toBe(hi.total - hi.translated);
    await refused('get-translations', { id: ta.id, limit: 1000 });
    await refused('get-translations', { id: ta.id, q: 'a\u0000b' });
    await refused('get-translations', { id: 'x' });
  });

  it('saves changed texts only if they keep their placeholders, audited, and apps refetch them', async () => {
    const { rows } = await ok<{ rows: { key: string; english: string }[] }>('get-translations', { id: ta.id, q: '{name}', limit: 5 });
    const withName = rows.find((r) => r.english.includes('{name}'));
    if (!withName) throw new Error('no text with {name}');
    const plain = (await ok<{ rows: { key: string; english: string }[] }>('get-translations', { id: ta.id, limit: 200 })).rows.find((r) => !r.english.includes('{'));
    if (!plain) throw new Error('no plain text');

    expect(await refused('save-translations', { id: ta.id, values: { [withName.key]: 'வணக்கம்' } })).toMatch(/keep the placeholder \{name\}/);
    expect(await refused('save-translations', { id: ta.id, values: { [withName.key]: 'வணக்கம் {name} {nmae}' } })).toMatch(/\{nmae\} is not a placeholder/);
    expect(await refused('save-translations', { id: ta.id, values: { [plain.key]: 'வணக்கம் {count}' } })).toMatch(/\{count\}/);
    expect(await refused('save-translations', { id: ta.id, values: { 'no.such.key': 'x' } })).toMatch(/not a text/);
    await refused('save-translations', { id: ta.id, values: { [plain.key]: 'x'.repeat(2001) } });
    await refused('save-translations', { id: ta.id, values: { [plain.key]: 'a\u0000' } });
    await refused('save-translations', { id: ta.id, values: [] });

    const before = await versions();
    const res = await ok<{ changed: string[] }>('save-translations', { id: ta.id, values: { [withName.key]: 'வணக்கம் {name}', [plain.key]: 'தமிழ் உரை' } });
    expect(res.changed.sort()).toEqual([withName.key, plain.key].sort());
    expect(Number((await versions()).forceNewSettingsVersion)).toBe(Number(before.forceNewSettingsVersion) + 1);
    const row = (await auditOf(t, admin, 'language', ta.id)).find((r) => r.action === 'translations.update');
    expect(row).toMatchObject({ before: { [withName.key]: null, [plain.key]: null }, after: { [withName.key]: 'வணக்கம் {name}', [plain.key]: 'தமிழ் உரை' } });

    const single = (await t.post('get-single-language', { id: ta.id })).json<{ data: Record<string, string> }>();
    expect(single.data[plain.key]).toBe('தமிழ் உரை');
    const langs = (await ok<{ data: LanguageView[] }>('get-languages')).data;
    expect(langs.find((l) => l.id === ta.id)?.translated).toBe(2);
    const report = await ok<{ keys: string[]; total: number }>('get-missing-translations', { id: ta.id });
    expect(report.keys).toHaveLength(report.total - 2);
    expect(report.keys).not.toContain(plain.key);

    // Unchanged: nothing written; empty: the translation goes (English shows).
    expect((await ok<{ changed: string[] }>('save-translations', { id: ta.id, values: { [plain.key]: 'தமிழ் உரை' } })).changed).toEqual([]);
    expect((await ok<{ changed: string[] }>('save-translations', { id: ta.id, values: { [plain.key]: '' } })).changed).toEqual([plain.key]);
    expect((await ok<{ keys: string[] }>('get-missing-translations', { id: ta.id })).keys).toContain(plain.key);
  });
});

interface PageView {
  id: number;
  slug: string;
  title: string;
  body_html: string;
  is_active: boolean;
  sort_order: number;
}

describe('content pages', () => {
  let page: PageView;

  it('adds a page with its HTML sanitised on save', async () => {
    const dirty =
      '<h2>Refunds</h2><p onclick="steal()">Read <strong>this</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
      '<a href="javascript:alert(3)">click</a> <a href="JAVASCRIPT:alert(4)">again</a> <a href="https://keka.example/help" target="_blank" onmouseover="x()">help</a>' +
      '<iframe src="https://evil.example"></iframe><ul><li>one</li></ul><a href="/terms">terms</a><style>body{display:none}</style>';
    page = (await ok<{ data: PageView }>('save-page', { slug: 'Cash-Back-Rules', title: ' Cash back rules ', body_html: dirty, sort_order: 3 })).data;
    expect(page).toMatchObject({ slug: 'cash-back-rules', title: 'Cash back rules', is_active: true, sort_order: 3 });
    for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'onmouseover', 'javascript:', 'JAVASCRIPT', '<iframe', '<img', '<style', 'target=']) expect(page.body_html).not.toContain(bad);
    expect(page.body_html).toContain('<h2>Refunds</h2>');
    expect(page.body_html).toContain('<strong>this</strong>');
    expect(page.body_html).toContain('<a href="https://keka.example/help" rel="noopener">help</a>');
    expect(page.body_html).toContain('<a href="/terms" rel="noopener">terms</a>');
    expect(page.body_html).toContain('click');
    const [stored] = await t.db.select().from(pages).where(eq(pages.id, page.id));
    expect(stored?.bodyHtml).toBe(page.body_html);
    const shown = (await t.post('get-single-page', { slug: 'cash-back-rules' })).json<{ body: string; title: string }>();
    expect(shown).toMatchObject({ title: 'Cash back rules', body: page.body_html });
    expect((await auditOf(t, admin, 'page', page.id))[0]).toMatchObject({ action: 'page.add', before: null, after: { slug: 'cash-back-rules', body_html: page.body_html } });
  });

  it('edits, refuses a taken address or bad input, and deletes, each audited', async () => {
    const existing = (await ok<{ data: PageView[] }>('get-pages')).data.find((p) => p.id !== page.id);
    if (!existing) throw new Error('the seed has no page');
    expect(await refused('save-page', { id: page.id, slug: existing.slug, title: 'x', body_html: '' })).toMatch(/already/);
    for (const slug of ['has space', '../etc', '', 'x'.repeat(81), 'a--b']) await refused('save-page', { slug, title: 'T', body_html: '' });
    await refused('save-page', { slug: 'ok', title: '', body_html: '' });
    await refused('save-page', { slug: 'ok', title: 'T', body_html: 'a\u0000b' });
    await refused('save-page', { slug: 'ok', title: 'T', body_html: { html: '<p>' } });
    await refused('save-page', { id: 999_999, slug: 'ok', title: 'T', body_html: '' }, 404);

    const edited = (await ok<{ data: PageView }>('save-page', { id: page.id, slug: 'cash-back', title: 'Cash back', body_html: '<p>Ask <em>us</em><svg onload=alert(1)></svg></p>', is_active: false })).data;
    expect(edited).toMatchObject({ id: page.id, slug: 'cash-back', is_active: false, body_html: '<p>Ask <em>us</em></p>' });
    expect((await auditOf(t, admin, 'page', page.id))[0]).toMatchObject({ action: 'page.update', before: { slug: 'cash-back-rules', is_active: true }, after: { slug: 'cash-back', is_active: false } });
    expect((await t.post('get-single-page', { slug: 'cash-back' })).statusCode).toBe(404);
    expect((await t.post('get-pages', {})).json<{ slug: string }[]>().map((p) => p.slug)).not.toContain('cash-back');

    await ok('delete-page', { id: page.id });
    expect((await auditOf(t, admin, 'page', page.id))[0]).toMatchObject({ action: 'page.delete', before: { slug: 'cash-back' }, after: null });
    expect((await ok<{ data: PageView[] }>('get-pages')).data.map((p) => p.id)).not.toContain(page.id);
    await refused('delete-page', { id: page.id }, 404);
  });
});

interface LocationView {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  is_active: boolean;
  sort_order: number;
}

describe('popular locations', () => {
  it('adds with valid coordinates only, edits, orders and deletes, each audited', async () => {
    for (const bad of [
      { latitude: 91, longitude: 77 },
      { latitude: 12, longitude: -181 },
      { latitude: 'north', longitude: 77 },
      { latitude: null, longitude: 77 },
    ]) {
      await refused('save-location', { name: 'Bad', address: 'Nowhere', ...bad });
    }
    await refused('save-location', { name: ' ', address: 'A', latitude: 1, longitude: 1 });
    await refused('save-location', { name: 'x'.repeat(81), address: 'A', latitude: 1, longitude: 1 });

    const a = (await ok<{ data: LocationView }>('save-location', { name: 'MG Road Metro', address: 'MG Road, Bengaluru', latitude: 12.9756, longitude: '77.6066' })).data;
    const b = (await ok<{ data: LocationView }>('save-location', { name: 'Airport', address: 'Kempegowda Airport', latitude: 13.1986, longitude: 77.7066 })).data;
    expect(b.sort_order).toBeGreaterThan(a.sort_order);
    expect((await auditOf(t, admin, 'popular_location', a.id))[0]).toMatchObject({ action: 'location.add', before: null, after: { name: 'MG Road Metro', longitude: 77.6066 } });

    const edited = (await ok<{ data: LocationView }>('save-location', { id: a.id, name: 'MG Road', address: 'MG Road, Bengaluru', latitude: 12.97, longitude: 77.6 })).data;
    expect(edited).toMatchObject({ id: a.id, name: 'MG Road', sort_order: a.sort_order });
    expect((await auditOf(t, admin, 'popular_location', a.id))[0]).toMatchObject({ action: 'location.update', before: { name: 'MG Road Metro' }, after: { name: 'MG Road', latitude: 12.97 } });

    const all = (await ok<{ data: LocationView[] }>('get-locations')).data;
    const reversed = all.map((l) => l.id).reverse();
    await refused('reorder-locations', { ids: reversed.slice(1) });
    await refused('reorder-locations', { ids: [...reversed.slice(1), reversed[1]] });
    const ordered = (await ok<{ data: LocationView[] }>('reorder-locations', { ids: reversed })).data;
    expect(ordered.map((l) => l.id)).toEqual(reversed);
    const shown = (await t.post('popular-geo-locations', {})).json<{ id: number }[]>().map((l) => l.id);
    expect(shown).toEqual(reversed);
    const audit = await t.post('admin/get-audit-log', { entity: 'popular_location', q: 'location.reorder' }, { token: admin.token });
    expect(audit.json<{ data: Json[] }>().data[0]).toMatchObject({ before: { order: all.map((l) => l.id) }, after: { order: reversed } });

    await ok('delete-location', { id: b.id });
    expect((await auditOf(t, admin, 'popular_location', b.id))[0]).toMatchObject({ action: 'location.delete', before: { name: 'Airport' }, after: null });
    expect((await t.post('popular-geo-locations', {})).json<{ id: number }[]>().map((l) => l.id)).not.toContain(b.id);
    await refused('delete-location', { id: b.id }, 404);
  });
});
