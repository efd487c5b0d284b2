import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('HTTP contract', () => {
  it('sets security headers on API answers and never lets them be cached (SECURITY 28, 29)', async () => {
    const res = await t.post('get-settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown endpoints with 404 in the error contract', async () => {
    const res = await t.post('no-such-call', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('refuses a wrong content type with 415 (SECURITY 24)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/home-data', headers: { 'content-type': 'text/plain' }, payload: 'latitude=1' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses bodies over the limit with 413 and keeps serving (SECURITY 24)', async () => {
    const huge = JSON.stringify({ latitude: 12.97, longitude: 77.64, pad: 'x'.repeat(200_000) });
    const res = await t.app.inject({ method: 'POST', url: '/api/home-data', headers: { 'content-type': 'application/json' }, payload: huge });
    expect(res.statusCode).toBe(413);
    expect((await t.post('get-settings')).statusCode).toBe(200);
  });

  it('refuses broken JSON and __proto__ keys with 400 (SECURITY 24)', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'BAD_JSON' });
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"role":"admin"}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('survives deeply nested JSON with a 4xx', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/home-data', headers: { 'content-type': 'application/json' }, payload: deep });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('treats an empty JSON body as no parameters', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/get-settings', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(200);
  });

  it('serves OpenAPI docs at /api/docs, read-only (SECURITY 27)', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json<{ paths: Record<string, unknown> }>();
    for (const name of ['get-settings', 'home-data', 'place-order', 'login', 'get-restaurant-items']) {
      expect(spec.paths).toHaveProperty(`/api/${name}`);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const write = await t.app.inject({ method: 'POST', url: '/api/docs/json', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(write.statusCode).toBe(404);
  });

  it('reports health and the version file', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ success: true, database: 'up' });
    const version = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(version.statusCode).toBe(200);
    expect(version.headers['cache-control']).toBe('no-store');
    expect(version.json()).toEqual({ forceNewSettingsVersion: expect.any(String), forceCacheClearVersion: expect.any(String) });
  });

  it('serves demo images as WebP, never sniffed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/placeholder.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const traversal = await t.app.inject({ method: 'GET', url: '/images/../../package.json' });
    expect(traversal.statusCode).toBe(404);
  });
});

describe('malformed bodies never cause a 500 (issue 2 item 9)', () => {
  const endpoints = [
    'get-settings',
    'get-all-languages',
    'get-single-language',
    'popular-geo-locations',
    'coordinate-to-address',
    'home-data',
    'promo-slider',
    'get-delivery-restaurants',
    'get-selfpickup-restaurants',
    'get-restaurant-info',
    'get-restaurant-items',
    'get-single-item',
    'login',
    'register',
    'check-running-order',
    'place-order',
    'get-single-order',
    'check-first-order',
    'logout',
    'get-all-restaurants-categories',
    'get-filtered-restaurants',
    'check-restaurant-operation-service',
    'get-store-collection',
    'get-offer-section',
    'search-restaurants',
    'get-pages',
    'get-single-page',
    'get-user-notifications',
    'mark-all-notifications-read',
    'mark-one-notification-read',
    'update-user-info',
    'single-store/get-slot-groups',
    'single-store/getCategories',
    'single-store/get-store-banners',
    'single-store/get-coloumn-banners',
    'single-store/get-item-group-items',
    'single-store/get-slot-group-items',
    'single-store/get-top-category-items',
  ];
  /** Not a JSON object at all: every call takes an object, so each of these is a 400. */
  const notObjects: unknown[] = [[], 'text', 42, true];
  /** Objects with wrong fields: refused, or ignored by calls that take no such field; null reads as "no body". */
  const badObjects: unknown[] = [null, { latitude: 'abc', longitude: {} }, { id: -1 }, { id: 'x'.repeat(500) }, { order: 'nope' }];

  it.each(endpoints)('%s answers 400 with a message to a body that is not an object', async (name) => {
    for (const body of notObjects) {
      const res = await t.post(name, body);
      expect(res.statusCode, `${name} with ${JSON.stringify(body)}`).toBe(400);
      const answer = res.json<{ success: boolean; message: string }>();
      expect(answer.success).toBe(false);
      expect(answer.message.length).toBeGreaterThan(0);
    }
  });

  it.each(endpoints)('%s answers 4xx (or 200) with a message for junk fields', async (name) => {
    for (const body of badObjects) {
      const res = await t.post(name, body);
      expect(res.statusCode, `${name} with ${JSON.stringify(body)}`).toBeLessThan(500);
      if (res.statusCode >= 400) {
        const answer = res.json<{ success: boolean; message: string }>();
        expect(answer.success).toBe(false);
        expect(answer.message.length).toBeGreaterThan(0);
      }
    }
  });
});
