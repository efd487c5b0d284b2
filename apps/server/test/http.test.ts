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

  it('refuses arrays nested thousands deep inside a valid place-order body with 400, before any recursion', async () => {
    const { token } = await t.login('customer@demo.keka.in', 'customer123');
    const deep = `{"order":[{"id":1,"quantity":1,"selectedaddons":${'['.repeat(4000)}${']'.repeat(4000)}}],"method":"COD"}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/place-order', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', message: expect.stringMatching(/nested too deeply/) });
    // 20 levels are fine for the parser (the route's own schema then decides).
    const ok = await t.app.inject({ method: 'POST', url: '/api/get-settings', headers: { 'content-type': 'application/json' }, payload: `{"x":${'['.repeat(19)}${']'.repeat(19)}}` });
    expect(ok.statusCode).toBe(200);
  });

  describe('a NUL character in any text field is a 400, never a 500 (it reaches PostgreSQL otherwise)', () => {
    const NUL = '\u0000';
    it.each([
      ['register', { name: `Ravi${NUL}`, email: 'nul1@example.test', phone: '9876500001', password: 'secret123' }],
      ['register', { name: 'Ravi', email: 'nul2@example.test', phone: '9876500002', password: 'secret123', refferal_code: `AB${NUL}` }],
      ['login', { email: `a${NUL}@b.co`, password: 'x' }],
      ['get-restaurant-info', { slug: `forno${NUL}` }],
      ['get-single-order', { unique_order_id: `OD${NUL}ABCDEFGH` }],
      ['search-restaurants', { latitude: 12.97, longitude: 77.64, q: `biryani${NUL}` }],
      ['get-single-page', { slug: `about${NUL}` }],
      ['place-order', { order: [{ id: 1, quantity: 1 }], method: 'COD', order_comment: `ring${NUL}` }],
      ['place-order', { order: [{ id: 1, quantity: 1 }], method: 'COD', coupon: `FLAT${NUL}` }],
      ['place-order', { order: [{ id: 1, quantity: 1 }], method: 'COD', location: { lat: 12.97, lng: 77.64, address: `12 Road${NUL}`, house: 'A' } }],
      ['place-order', { order: [{ id: 1, quantity: 1 }], method: 'COD', location: { lat: 12.97, lng: 77.64, address: '12 Road', house: `A${NUL}` } }],
      ['coordinate-to-address', { latitude: 12.97, longitude: 77.64, [`k${NUL}`]: 1 }],
    ])('%s %j', async (name, body) => {
      const payload = JSON.stringify(body);
      expect(payload).toContain('\\u0000');
      const res = await t.app.inject({ method: 'POST', url: `/api/${name}`, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', message: 'Text fields must not contain NUL characters.' });
    });

    it('a literal backslash followed by u0000 is ordinary text', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/get-single-page', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ slug: 'a\\u0000' }) });
      expect(res.statusCode).toBe(404);
    });
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
    expect(health.json()).toEqual({ success: true, status: 'ok', database: 'up', redis: 'not configured' });
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
    'get-orders',
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
