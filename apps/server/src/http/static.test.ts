import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeHints, FIRST_SCREEN_MARKERS, type FirstScreenInput } from '@keka/contracts/first-screens';
import { loadFirstScreenPages } from './first-screens';
import { registerWebApp } from './static';

const { head, start, end, data } = FIRST_SCREEN_MARKERS;
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script><link rel="modulepreload" crossorigin href="/assets/boot-AAAAAAAA.js" data-boot>${head}</head><body><div id="root">${start}<div class="app-splash"></div>${end}</div>${data}${' '.repeat(2000)}</body></html>`;

/**
 * A built web app in miniature: index.html with the markers, the build's manifest, and a renderer that
 * says what it was asked (into globalThis.keka_rendered) and draws the store "missing" as nothing.
 */
function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-dist-'));
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/welcome-BBBBBBBB.css'), '.welcome{color:red}');
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AAAAAAAA.js', imports: [] },
      _boot: { file: 'assets/boot-AAAAAAAA.js', css: ['assets/boot-AAAAAAAA.css'] },
      'src/routes/customer/welcome.tsx': { file: 'assets/welcome-BBBBBBBB.js', imports: ['_boot', '_shared'], css: ['assets/welcome-BBBBBBBB.css'] },
      'src/routes/customer/home.tsx': { file: 'assets/home-CCCCCCCC.js', imports: ['_shared'] },
      'src/routes/customer/store.tsx': { file: 'assets/store-DDDDDDDD.js', imports: [] },
      'src/routes/customer/cart.tsx': { file: 'assets/cart-GGGGGGGG.js', imports: ['_boot'], css: ['assets/cart-GGGGGGGG.css'] },
      _shared: { file: 'assets/shared-EEEEEEEE.js', imports: ['_boot'] },
      '../../packages/contracts/src/i18n/en-more.ts': { file: 'assets/en-more-FFFFFFFF.js' },
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'ssr/server-render.js'),
    `export const renderer = {
      async render(input) {
        (globalThis.keka_rendered ??= []).push(input);
        if (input.screen.slug === 'missing') return null;
        const settings = await input.call('get-settings', {});
        return {
          html: '<main class="' + input.screen.kind + '">' + (input.hints.address ? input.hints.address.address : 'new') + '</main>',
          preloadImages: ['/assets/welcome-meal.webp', 'javascript:alert(1)'],
          data: { kind: input.screen.kind, hints: input.hints, settings: input.settings, hour: input.hour, queries: { 'get-settings': settings, evil: '</script><script>alert(1)</script>' } },
        };
      },
    };`,
  );
  return dir;
}

const rendered = () => ((globalThis as { keka_rendered?: FirstScreenInput[] }).keka_rendered ??= []);
const HOME_ADDRESS = { lat: 12.9719, lng: 77.6412, address: 'Indiranagar, Bengaluru', house: null, tag: 'Home' };
const hintsCookie = (hints: Partial<Parameters<typeof encodeHints>[0]>) =>
  `theme=dark; keka_device=${encodeHints({ address: null, language: 'en', gdprConfirmed: false, layout: 'phone', ...hints })}`;

describe('the web app without first screens', () => {
  const app = Fastify();
  let dist = '';
  beforeAll(async () => {
    dist = writeDist();
    await registerWebApp(app, dist);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('sends index.html for every page, compressed when the client takes it', async () => {
    for (const url of ['/', '/cart', '/explore?q=dosa', '/stores/spice-route']) {
      const br = await get(url, 'br;q=1, gzip;q=0.5');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(INDEX);
      const gzip = await get(url, 'gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(INDEX);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(INDEX);
    }
  });

  it('answers API paths and non-HTML requests with 404, and never serves the renderer or the manifest', async () => {
    expect((await app.inject({ method: 'GET', url: '/stores/spice-route', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    for (const url of ['/ssr/server-render.js', '/.vite/manifest.json', '/ssr/']) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('first screens the server renders (ADR 0038)', () => {
  const app = Fastify();
  let storeName = 'Keka';
  let dist = '';
  beforeAll(async () => {
    dist = writeDist();
    const call = async (name: string) =>
      JSON.stringify(name === 'get-settings' ? [{ key: 'timezone', value: 'Asia/Kolkata' }, { key: 'storeName', value: storeName }] : {});
    const pages = await loadFirstScreenPages(dist, call, () => new Date('2026-12-01T04:00:00Z'));
    expect(pages).not.toBeNull();
    await registerWebApp(app, dist, { firstScreens: pages });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it("sends a newcomer's '/' with the welcome in #root, its chunks and styles linked after the page's own, and its data", async () => {
    rendered().length = 0;
    const answer = await get('/');
    expect(answer.headers.vary).toBe('Accept-Encoding, Cookie');
    const page = answer.body;
    expect(page).toContain('<div id="root"><main class="welcome">new</main></div>');
    expect(page).not.toContain('app-splash');
    // The chunks the entry loads already are not linked again; the rest in the manifest's order, then the styles.
    // The screen's picture preloaded and its styles written in (each with a disabled link, which is not
    // fetched); the entry asks for the boot chunk once the screen is painted, so the page does not.
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script><link rel="preload" as="image" href="/assets/welcome-meal.webp" fetchpriority="high"><style>.welcome{color:red}</style><link rel="stylesheet" crossorigin href="/assets/welcome-BBBBBBBB.css" disabled></head>',
    );
    expect(page).not.toContain('data-boot');
    expect(page).not.toContain('javascript:');
    // The screen's chunks, less what the entry loads already, for the entry to ask for with the app.
    const chunks = /<script type="application\/json" id="first-screen" data-chunks="([^"]*)">/.exec(page)?.[1] ?? '';
    expect(JSON.parse(chunks.replace(/&quot;/g, '"'))).toEqual(['assets/welcome-BBBBBBBB.js', 'assets/shared-EEEEEEEE.js']);
    const json = /<script type="application\/json" id="first-screen"[^>]*>(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(json).not.toContain('<');
    const parsed = JSON.parse(json) as { kind: string; hour: number; settings: Record<string, string>; queries: Record<string, unknown> };
    expect(parsed).toMatchObject({ kind: 'welcome', hour: 9, settings: { storeName: 'Keka' } });
    expect(parsed.queries.evil).toBe('</script><script>alert(1)</script>');
    expect(rendered()[0]).toMatchObject({ screen: { kind: 'welcome' }, url: '/', hints: { address: null, language: 'en', layout: 'phone' }, hour: 9 });
  });

  it("sends home for a device with a saved address, and a store's page, each as that device's hints say", async () => {
    rendered().length = 0;
    expect((await get('/', hintsCookie({ address: HOME_ADDRESS, gdprConfirmed: true }))).body).toContain('<div id="root"><main class="home">Indiranagar, Bengaluru</main></div>');
    expect(rendered()[0]?.hints).toEqual({ address: HOME_ADDRESS, language: 'en', gdprConfirmed: true, layout: 'phone' });
    expect((await get('/stores/spice-route/?from=share', hintsCookie({ layout: 'tablet' }))).body).toContain('<main class="store">new</main>');
    expect(rendered()[1]).toMatchObject({ screen: { kind: 'store', slug: 'spice-route' }, url: '/stores/spice-route/' });
  });

  it('keeps a page for the same path, device and hour while its answers stay the same, and renders it anew when one changed or for another device', async () => {
    rendered().length = 0;
    const cookie = hintsCookie({ address: { ...HOME_ADDRESS, lat: 12.93 } });
    await get('/', cookie);
    await get('/', cookie);
    expect(rendered()).toHaveLength(1);
    await get('/', hintsCookie({ address: { ...HOME_ADDRESS, lat: 12.94 } }));
    expect(rendered()).toHaveLength(2);
    // An admin renamed the store: the next page says so.
    storeName = 'Keka Fresh';
    const page = (await get('/', cookie)).body;
    expect(rendered()).toHaveLength(3);
    expect(page).toContain('"storeName":"Keka Fresh"');
    storeName = 'Keka';
  });

  it('sends the splash for other paths, other languages, wide screens, the landing frame, a store it cannot draw and a broken cookie it reads as a newcomer', async () => {
    rendered().length = 0;
    for (const [url, cookie] of [
      ['/stores', undefined],
      ['/stores/spice-route/12', undefined],
      [`/stores/${'a'.repeat(200)}`, undefined],
      ['/', hintsCookie({ language: 'hi' })],
      ['/', hintsCookie({ layout: 'wide' })],
      ['/?embed=1', undefined],
      ['/stores/missing', undefined],
    ] as const) {
      expect((await get(url, cookie)).body, `${url} ${cookie ?? ''}`).toBe(INDEX);
    }
    expect(rendered().map((input) => input.screen.slug)).toEqual(['missing']);
    // The cart's page: the splash, naming the cart's chunks for its entry to ask for with the app's code.
    const cartPage = (await get('/cart')).body;
    expect(cartPage).toContain('<div class="app-splash"></div>');
    expect(cartPage).not.toContain('data-boot');
    expect(cartPage).toContain('<meta name="first-screen-chunks" data-chunks="[&quot;assets/cart-GGGGGGGG.js&quot;]"><link rel="preload" as="style" crossorigin href="/assets/cart-GGGGGGGG.css"></head>');
    for (const broken of ['keka_device=%7B%22v%22%3A1', 'keka_device=' + 'x'.repeat(5000), `keka_device=${encodeURIComponent('{"v":1,"a":{"lat":"x"},"l":"en","g":0,"w":"phone"}')}`]) {
      expect((await get('/', broken)).body).toContain('<main class="welcome">new</main>');
    }
  });
});
