import {
  adminAddLanguageRequest,
  adminClearAppCachesRequest,
  adminClearAppCachesResponse,
  adminDeleteRequest,
  adminDeleteResponse,
  adminGetLanguagesRequest,
  adminGetLanguagesResponse,
  adminGetLocationsRequest,
  adminGetLocationsResponse,
  adminGetPagesRequest,
  adminGetPagesResponse,
  adminGetSettingsRequest,
  adminGetSettingsResponse,
  adminGetTranslationsRequest,
  adminGetTranslationsResponse,
  adminLanguageIdRequest,
  adminLanguageResponse,
  adminLocationResponse,
  adminMissingTranslationsRequest,
  adminMissingTranslationsResponse,
  adminPageResponse,
  adminReorderLocationsRequest,
  adminReorderLocationsResponse,
  adminSaveLocationRequest,
  adminSavePageRequest,
  adminSaveSettingsRequest,
  adminSaveSettingsResponse,
  adminSaveTranslationsRequest,
  adminSaveTranslationsResponse,
  adminUpdateLanguageRequest,
  isSecretSettingKey,
  placeholdersOf,
  SETTING_FIELD_BY_KEY,
  SETTING_FIELDS,
  SETTING_GROUPS,
  settingProblem,
  settingsProblems,
  type AdminLanguageView,
  type AdminLocationView,
  type AdminPageView,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { SHIPPED_LANGUAGES } from '../../db/reference-data';
import { postRoute } from '../../http/route';
import type { Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { Guard } from '../../http/guard';
import { channel } from '../../realtime/channels';
import type { LiveEvents } from '../../realtime/live-events';
import type { SettingsService } from '../settings/settings.service';
import { createAdminWrites, type Audit } from './admin-writes';
import { adminSettingsRepository as repo, type AdminLanguageRow, type AdminLocationRow, type AdminPageRow } from './admin-settings.repository';

export interface AdminSettingsDeps {
  readonly db: Db;
  readonly guard: Guard;
  readonly clock: Clock;
  readonly settings: SettingsService;
  /** Tells every open app at once that a version moved (SPEC §4 version check, pushed). */
  readonly live: Pick<LiveEvents, 'publishVolatile'>;
}

const SETTINGS_VERSION = 'forceNewSettingsVersion';
const CACHE_VERSION = 'forceCacheClearVersion';

/** Every translation key the app ships (the English set): the languages' reference. */
const ENGLISH: Readonly<Record<string, string>> = SHIPPED_LANGUAGES.find((l) => l.code === 'en')?.strings ?? {};
const ALL_KEYS = Object.keys(ENGLISH).sort();
const KEY_SET = new Set(ALL_KEYS);

/** As admin.routes' requireAdmin (imported from there it would be an import cycle): 401 anonymous, 403 other roles. */
const requireAdmin = (guard: Guard, request: FastifyRequest) => guard.requireUser(request, 'admin');

const nextVersion = (value: string | undefined) => String((/^\d{1,15}$/.test(value ?? '') ? Number(value) : 0) + 1);

/** Raises a version counter of /version.json (inside the admin's transaction), with its audit row. */
async function bumpVersion(tx: Tx, audit: Audit, key: string, at: Date, reason: string | null = null): Promise<string> {
  const before = (await repo.settingValues(tx, [key])).get(key);
  const after = nextVersion(before);
  await repo.putSetting(tx, key, after, true, at);
  await audit({ action: 'settings.version-bump', entity: 'setting', entityId: key, before: { value: before ?? null }, after: { value: after }, reason });
  return after;
}

const languageView = (row: AdminLanguageRow, translated: number): AdminLanguageView => ({
  id: row.id,
  code: row.code,
  name: row.languageName,
  is_default: row.isDefault,
  is_active: row.isActive,
  is_rtl: row.isRtl,
  translated,
  total: ALL_KEYS.length,
});

const pageView = (row: AdminPageRow): AdminPageView => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  body_html: row.bodyHtml,
  is_active: row.isActive,
  sort_order: row.sortOrder,
  created_at: row.createdAt.toISOString(),
});

const locationView = (row: AdminLocationRow): AdminLocationView => ({
  id: row.id,
  name: row.name,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

/**
 * Settings, languages and translations, content pages and popular locations in the admin console
 * (issue 11). Every write goes through admin-writes (change and audit rows together); a change that
 * customers' open apps must see raises forceNewSettingsVersion, which their version check picks up.
 */
export function registerAdminSettingsRoutes(app: FastifyInstance, deps: AdminSettingsDeps): void {
  const tag = 'admin';
  const { db, guard, clock, settings } = deps;
  const writes = createAdminWrites({ db, clock });

  /**
   * After a committed change: the settings are read again, and every open app hears the versions
   * (the live stream's app.version), so it refetches now rather than at its next two-minute check.
   * A stream that misses it (none open, a bus hiccup) still has that check.
   */
  async function changed(): Promise<void> {
    settings.invalidate();
    const versions = await repo.settingValues(db, [SETTINGS_VERSION, CACHE_VERSION]);
    const data = { forceNewSettingsVersion: versions.get(SETTINGS_VERSION) ?? '1', forceCacheClearVersion: versions.get(CACHE_VERSION) ?? '1' };
    await deps.live.publishVolatile({ type: 'app.version', channels: [channel.everyone], data }).catch((error: unknown) => app.log.warn({ err: error }, 'app.version not published'));
  }

  // ---------- Settings ----------

  async function settingsView() {
    const values = await repo.settingValues(db);
    const editable: Record<string, string> = {};
    for (const field of SETTING_FIELDS) {
      if (isSecretSettingKey(field.key)) continue;
      editable[field.key] = values.get(field.key) ?? '';
    }
    return {
      fields: SETTING_FIELDS.filter((field) => !isSecretSettingKey(field.key)),
      groups: [...SETTING_GROUPS],
      values: editable,
      force_new_settings_version: values.get(SETTINGS_VERSION) ?? '1',
      force_cache_clear_version: values.get(CACHE_VERSION) ?? '1',
    };
  }

  postRoute(app, 'admin/get-settings', { access: (r) => requireAdmin(guard, r), body: adminGetSettingsRequest, response: adminGetSettingsResponse, tag, summary: 'The editable settings with their fields and groups (never secrets)' }, async (_body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: await settingsView() };
  });

  postRoute(app, 'admin/save-settings', { access: (r) => requireAdmin(guard, r), body: adminSaveSettingsRequest, response: adminSaveSettingsResponse, tag, summary: 'Change settings (only changed keys are written, each audited); open apps refetch them' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const problems: Record<string, string> = {};
    for (const [key, value] of Object.entries(body.values)) {
      const field = SETTING_FIELD_BY_KEY.get(key);
      if (!field || isSecretSettingKey(key)) problems[key] = 'is not a setting that can be changed here';
      else {
        const problem = settingProblem(field, value);
        if (problem) problems[key] = problem;
      }
    }
    const reject = (found: Record<string, string>) => {
      const [key, problem] = Object.entries(found)[0] ?? ['', ''];
      const label = SETTING_FIELD_BY_KEY.get(key)?.label ?? key;
      fail('VALIDATION', `${label} ${problem}.`, { errors: found });
    };
    if (Object.keys(problems).length > 0) reject(problems);

    const stored = await repo.settingValues(db);
    // Nothing to change: nothing written, no version raised.
    if (Object.entries(body.values).every(([key, value]) => stored.get(key) === value)) {
      return { success: true as const, changed: [], force_new_settings_version: stored.get(SETTINGS_VERSION) ?? '1' };
    }
    const result = await writes.write(actor, async (tx, audit) => {
      const keys = Object.keys(body.values);
      const before = await repo.settingValues(tx, keys);
      const changed = keys.filter((key) => before.get(key) !== body.values[key]);
      const all = await repo.settingValues(tx);
      const cross = settingsProblems({ ...Object.fromEntries(all), ...body.values });
      if (Object.keys(cross).length > 0) reject(cross);
      const at = clock.now();
      for (const key of changed) {
        const field = SETTING_FIELD_BY_KEY.get(key);
        const value = body.values[key] ?? '';
        await repo.putSetting(tx, key, value, field?.public ?? false, at);
        await audit({ action: 'settings.update', entity: 'setting', entityId: key, before: { value: before.get(key) ?? null }, after: { value } });
      }
      // Another admin saved the same values a moment ago: the no-op is still recorded.
      if (changed.length === 0) {
        await audit({ action: 'settings.save-unchanged', entity: 'setting', entityId: null, before: null, after: null });
        return { changed, version: all.get(SETTINGS_VERSION) ?? '1' };
      }
      return { changed, version: await bumpVersion(tx, audit, SETTINGS_VERSION, at) };
    });
    await changed();
    return { success: true as const, changed: result.changed, force_new_settings_version: result.version };
  });

  postRoute(app, 'admin/clear-app-caches', { access: (r) => requireAdmin(guard, r), body: adminClearAppCachesRequest, response: adminClearAppCachesResponse, tag, summary: "Make every open app clear its storage and caches and reload (forceCacheClearVersion)" }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const version = await writes.write(actor, async (tx, audit) => bumpVersion(tx, audit, CACHE_VERSION, clock.now(), body.reason));
    await changed();
    return { success: true as const, force_cache_clear_version: version };
  });

  // ---------- Languages and translations ----------

  /** Counts only keys the app ships, with a non-empty text. */
  async function translatedCount(languageId: number): Promise<number> {
    const values = await repo.translationsOf(db, languageId);
    let n = 0;
    for (const [key, value] of values) if (KEY_SET.has(key) && value !== '') n += 1;
    return n;
  }

  async function languageOrFail(id: number): Promise<AdminLanguageRow> {
    return (await repo.findLanguage(db, id)) ?? notFound('No such language.');
  }

  async function languagesChanged(): Promise<void> {
    await changed();
  }

  postRoute(app, 'admin/get-languages', { access: (r) => requireAdmin(guard, r), body: adminGetLanguagesRequest, response: adminGetLanguagesResponse, tag, summary: 'Every language, active or not, with how many keys it translates' }, async (_body, request) => {
    await requireAdmin(guard, request);
    const rows = await repo.listLanguages(db);
    const data = [];
    for (const row of rows) data.push(languageView(row, await translatedCount(row.id)));
    return { success: true as const, data };
  });

  postRoute(app, 'admin/add-language', { access: (r) => requireAdmin(guard, r), body: adminAddLanguageRequest, response: adminLanguageResponse, tag, summary: 'Add a language (inactive until it is switched on)' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    if (await repo.findLanguageByCode(db, body.code)) fail('VALIDATION', `A language with the code ${body.code} already exists.`);
    const row = await writes.write(actor, async (tx, audit) => {
      const created = await repo.insertLanguage(tx, { code: body.code, languageName: body.name, isRtl: body.is_rtl, isActive: false });
      await audit({ action: 'language.add', entity: 'language', entityId: created.id, before: null, after: { code: created.code, name: created.languageName, is_rtl: created.isRtl, is_active: created.isActive } });
      return created;
    });
    await languagesChanged();
    return { success: true as const, data: languageView(row, 0) };
  });

  postRoute(app, 'admin/update-language', { access: (r) => requireAdmin(guard, r), body: adminUpdateLanguageRequest, response: adminLanguageResponse, tag, summary: "Rename a language, set its direction, switch it on or off (never the default)" }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const current = await languageOrFail(body.id);
    if (body.is_active === false && current.isDefault) fail('VALIDATION', 'The default language cannot be switched off. Make another language the default first.');
    const set = {
      ...(body.name !== undefined ? { languageName: body.name } : {}),
      ...(body.is_rtl !== undefined ? { isRtl: body.is_rtl } : {}),
      ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
    };
    const row = await writes.write(actor, async (tx, audit) => {
      const updated = Object.keys(set).length > 0 ? await repo.updateLanguage(tx, current.id, set) : current;
      await audit({
        action: 'language.update',
        entity: 'language',
        entityId: current.id,
        before: { name: current.languageName, is_rtl: current.isRtl, is_active: current.isActive },
        after: { name: updated.languageName, is_rtl: updated.isRtl, is_active: updated.isActive },
      });
      await bumpVersion(tx, audit, SETTINGS_VERSION, clock.now());
      return updated;
    });
    await languagesChanged();
    return { success: true as const, data: languageView(row, await translatedCount(row.id)) };
  });

  postRoute(app, 'admin/set-default-language', { access: (r) => requireAdmin(guard, r), body: adminLanguageIdRequest, response: adminLanguageResponse, tag, summary: 'Make one active language the default (exactly one is)' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const target = await languageOrFail(body.id);
    if (!target.isActive) fail('VALIDATION', 'Switch the language on before making it the default.');
    const row = await writes.write(actor, async (tx, audit) => {
      const before = (await repo.listLanguages(tx)).find((l) => l.isDefault);
      await repo.clearDefaultLanguage(tx);
      const updated = await repo.updateLanguage(tx, target.id, { isDefault: true });
      await audit({ action: 'language.set-default', entity: 'language', entityId: target.id, before: { default_code: before?.code ?? null }, after: { default_code: updated.code } });
      await bumpVersion(tx, audit, SETTINGS_VERSION, clock.now());
      return updated;
    });
    await languagesChanged();
    return { success: true as const, data: languageView(row, await translatedCount(row.id)) };
  });

  /** The English side: the database's English texts where an admin changed them, else the shipped ones. */
  async function englishTexts(): Promise<Map<string, string>> {
    const en = await repo.findLanguageByCode(db, 'en');
    const stored = en ? await repo.translationsOf(db, en.id) : new Map<string, string>();
    return new Map(ALL_KEYS.map((key) => [key, stored.get(key) || ENGLISH[key] || '']));
  }

  postRoute(app, 'admin/get-translations', { access: (r) => requireAdmin(guard, r), body: adminGetTranslationsRequest, response: adminGetTranslationsResponse, tag, summary: "A page of a language's texts beside English, searchable by key or text" }, async (body, request) => {
    await requireAdmin(guard, request);
    const language = await languageOrFail(body.id);
    const [english, values] = [await englishTexts(), await repo.translationsOf(db, language.id)];
    const q = body.q.trim().toLowerCase();
    const rows = ALL_KEYS.map((key) => ({ key, english: english.get(key) ?? '', value: values.get(key) || null })).filter(
      (row) => (!body.missing_only || row.value === null) && (!q || row.key.toLowerCase().includes(q) || row.english.toLowerCase().includes(q) || (row.value ?? '').toLowerCase().includes(q)),
    );
    return {
      success: true as const,
      language: languageView(language, await translatedCount(language.id)),
      rows: rows.slice(body.offset, body.offset + body.limit),
      total: rows.length,
    };
  });

  postRoute(app, 'admin/save-translations', { access: (r) => requireAdmin(guard, r), body: adminSaveTranslationsRequest, response: adminSaveTranslationsResponse, tag, summary: "Change a language's texts (placeholders such as {name} must be kept)", bodyLimit: 1024 * 1024 }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const language = await languageOrFail(body.id);
    const english = await englishTexts();
    for (const [key, value] of Object.entries(body.values)) {
      if (!KEY_SET.has(key)) fail('VALIDATION', `${key} is not a text of the app.`, { key });
      if (value === '') continue;
      const want = placeholdersOf(ENGLISH[key] ?? english.get(key) ?? '');
      const got = placeholdersOf(value);
      const dropped = want.filter((p) => !got.includes(p));
      const invented = got.filter((p) => !want.includes(p));
      if (dropped.length > 0) fail('VALIDATION', `${key}: keep the placeholder ${dropped.map((p) => `{${p}}`).join(', ')}.`, { key });
      if (invented.length > 0) fail('VALIDATION', `${key}: ${invented.map((p) => `{${p}}`).join(', ')} is not a placeholder of this text.`, { key });
    }
    const stored = await repo.translationsOf(db, language.id);
    if (Object.entries(body.values).every(([key, value]) => (stored.get(key) ?? '') === value)) return { success: true as const, changed: [] };
    const changed = await writes.write(actor, async (tx, audit) => {
      const current = await repo.translationsOf(tx, language.id);
      const keys = Object.keys(body.values).filter((key) => (current.get(key) ?? '') !== body.values[key]);
      if (keys.length === 0) {
        await audit({ action: 'translations.save-unchanged', entity: 'language', entityId: language.id, before: null, after: null });
        return keys;
      }
      for (const key of keys) {
        const value = body.values[key] ?? '';
        if (value === '') await repo.deleteTranslation(tx, language.id, key);
        else await repo.putTranslation(tx, language.id, key, value);
      }
      await audit({
        action: 'translations.update',
        entity: 'language',
        entityId: language.id,
        before: Object.fromEntries(keys.map((key) => [key, current.get(key) ?? null])),
        after: Object.fromEntries(keys.map((key) => [key, body.values[key] || null])),
      });
      await bumpVersion(tx, audit, SETTINGS_VERSION, clock.now());
      return keys;
    });
    await languagesChanged();
    return { success: true as const, changed };
  });

  postRoute(app, 'admin/get-missing-translations', { access: (r) => requireAdmin(guard, r), body: adminMissingTranslationsRequest, response: adminMissingTranslationsResponse, tag, summary: 'The keys a language does not translate yet' }, async (body, request) => {
    await requireAdmin(guard, request);
    const language = await languageOrFail(body.id);
    const values = await repo.translationsOf(db, language.id);
    return { success: true as const, keys: ALL_KEYS.filter((key) => !values.get(key)), total: ALL_KEYS.length };
  });

  // ---------- Content pages ----------

  postRoute(app, 'admin/get-pages', { access: (r) => requireAdmin(guard, r), body: adminGetPagesRequest, response: adminGetPagesResponse, tag, summary: 'Every content page, shown or hidden' }, async (_body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: (await repo.listPages(db)).map(pageView) };
  });

  postRoute(app, 'admin/save-page', { access: (r) => requireAdmin(guard, r), body: adminSavePageRequest, response: adminPageResponse, tag, summary: 'Add or change a content page; its HTML is sanitised', bodyLimit: 512 * 1024 }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const current = body.id ? ((await repo.findPage(db, body.id)) ?? notFound('No such page.')) : null;
    const taken = await repo.findPageBySlug(db, body.slug);
    if (taken && taken.id !== current?.id) fail('VALIDATION', `Another page already has the address ${body.slug}.`);
    const values = { slug: body.slug, title: body.title, bodyHtml: sanitizeRichText(body.body_html), isActive: body.is_active, sortOrder: body.sort_order };
    const row = await writes.write(actor, async (tx, audit) => {
      const saved = current ? await repo.updatePage(tx, current.id, values) : await repo.insertPage(tx, values);
      await audit({
        action: current ? 'page.update' : 'page.add',
        entity: 'page',
        entityId: saved.id,
        before: current ? { slug: current.slug, title: current.title, body_html: current.bodyHtml, is_active: current.isActive, sort_order: current.sortOrder } : null,
        after: { slug: saved.slug, title: saved.title, body_html: saved.bodyHtml, is_active: saved.isActive, sort_order: saved.sortOrder },
      });
      return saved;
    });
    return { success: true as const, data: pageView(row) };
  });

  postRoute(app, 'admin/delete-page', { access: (r) => requireAdmin(guard, r), body: adminDeleteRequest, response: adminDeleteResponse, tag, summary: 'Delete a content page' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const current = (await repo.findPage(db, body.id)) ?? notFound('No such page.');
    await writes.write(actor, async (tx, audit) => {
      await repo.deletePage(tx, current.id);
      await audit({ action: 'page.delete', entity: 'page', entityId: current.id, before: { slug: current.slug, title: current.title, body_html: current.bodyHtml, is_active: current.isActive }, after: null });
    });
    return { success: true as const };
  });

  // ---------- Popular locations ----------

  postRoute(app, 'admin/get-locations', { access: (r) => requireAdmin(guard, r), body: adminGetLocationsRequest, response: adminGetLocationsResponse, tag, summary: 'Every popular location in its order' }, async (_body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: (await repo.listLocations(db)).map(locationView) };
  });

  postRoute(app, 'admin/save-location', { access: (r) => requireAdmin(guard, r), body: adminSaveLocationRequest, response: adminLocationResponse, tag, summary: 'Add or change a popular location' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const current = body.id ? ((await repo.findLocation(db, body.id)) ?? notFound('No such location.')) : null;
    const values = { name: body.name, address: body.address, latitude: body.latitude, longitude: body.longitude, isActive: body.is_active };
    const row = await writes.write(actor, async (tx, audit) => {
      const saved = current ? await repo.updateLocation(tx, current.id, values) : await repo.insertLocation(tx, { ...values, sortOrder: await repo.nextLocationOrder(tx) });
      await audit({
        action: current ? 'location.update' : 'location.add',
        entity: 'popular_location',
        entityId: saved.id,
        before: current ? locationView(current) : null,
        after: locationView(saved),
      });
      return saved;
    });
    return { success: true as const, data: locationView(row) };
  });

  postRoute(app, 'admin/delete-location', { access: (r) => requireAdmin(guard, r), body: adminDeleteRequest, response: adminDeleteResponse, tag, summary: 'Delete a popular location' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const current = (await repo.findLocation(db, body.id)) ?? notFound('No such location.');
    await writes.write(actor, async (tx, audit) => {
      await repo.deleteLocation(tx, current.id);
      await audit({ action: 'location.delete', entity: 'popular_location', entityId: current.id, before: locationView(current), after: null });
    });
    return { success: true as const };
  });

  postRoute(app, 'admin/reorder-locations', { access: (r) => requireAdmin(guard, r), body: adminReorderLocationsRequest, response: adminReorderLocationsResponse, tag, summary: 'Put the popular locations in a new order (every id once)' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const rows = await writes.write(actor, async (tx, audit) => {
      const current = await repo.listLocations(tx);
      const known = new Set(current.map((l) => l.id));
      if (new Set(body.ids).size !== body.ids.length || body.ids.length !== current.length || !body.ids.every((id) => known.has(id))) {
        fail('VALIDATION', 'Give every location exactly once.');
      }
      for (const [index, id] of body.ids.entries()) await repo.updateLocation(tx, id, { sortOrder: index });
      await audit({ action: 'location.reorder', entity: 'popular_location', entityId: null, before: { order: current.map((l) => l.id) }, after: { order: body.ids } });
      return repo.listLocations(tx);
    });
    return { success: true as const, data: rows.map(locationView) };
  });
}
