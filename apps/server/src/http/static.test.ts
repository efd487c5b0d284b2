import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp, STORE_SHELL_FILES, STORE_SHELL_MARKER, type StoreFirstScreen } from './static';

/** A built web app in miniature: index.html with the marker, and the restaurant shell beside it. */
function writeDist(withShell: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-dist-'));
  const index = `<!doctype html><html><head><meta charset="UTF-8" /><title>Keka</title></head><body><div id="root"></div>${STORE_SHELL_MARKER}<script>/*first paint*/</script>${' '.repeat(2000)}</body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), index);
  if (withShell) {
    fs.writeFileSync(path.join(dir, STORE_SHELL_FILES.store), '<template id="first-screen-store" data-settings=\'{}\'><div class="store-hero"></div></template>');
    fs.writeFileSync(path.join(dir, STORE_SHELL_FILES.grocery), '<template id="first-screen-grocery" data-settings=\'{}\'><div class="ss"></div></template>');
  }
  return dir;
}

const SCREENS: Record<string, StoreFirstScreen> = {
  'spice-route': { kind: 'store', picture: '/images/stores/spice-route.webp' },
  'odd-cover': { kind: 'store', picture: '/images/stores/a"b.webp' },
  'far-cover': { kind: 'store', picture: 'https://elsewhere.example/cover.webp' },
  'green-basket': { kind: 'grocery', picture: '/images/banners/layout-green-basket.webp', name: 'Green "Basket" <&> Co\'s', minutes: 25 },
};

describe("a restaurant's page with its shell and cover (ADR 0031)", () => {
  const app = Fastify();
  const asked: string[] = [];
  let dist = '';
  beforeAll(async () => {
    dist = writeDist(true);
    await registerWebApp(app, dist, {
      storeFirstScreen: async (slug) => {
        asked.push(slug);
        if (slug === 'broken') throw new Error('database down');
        return SCREENS[slug] ?? null;
      },
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('names the cover in a preload at the top of the head and in the shell, in every encoding', async () => {
    const plain = await get('/stores/spice-route');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toContain('<meta charset="UTF-8" />\n    <link rel="preload" as="image" href="/images/stores/spice-route.webp" fetchpriority="high" data-first-screen="store" /><title>');
    expect(plain.body).toContain('<div id="root"></div><template id="first-screen-store" data-picture="/images/stores/spice-route.webp" data-settings=\'{}\'><div class="store-hero"></div></template><script>');
    expect(plain.body).not.toContain(STORE_SHELL_MARKER);
    const br = await get('/stores/spice-route/?from=share', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/stores/spice-route', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("names a grocery's layout picture, and its name and minutes escaped, in the grocery's shell", async () => {
    const page = (await get('/stores/green-basket')).body;
    expect(page).toContain('<link rel="preload" as="image" href="/images/banners/layout-green-basket.webp" fetchpriority="high" data-first-screen="grocery" />');
    expect(page).toContain('<template id="first-screen-grocery" data-picture="/images/banners/layout-green-basket.webp" data-name="Green &quot;Basket&quot; &lt;&amp;&gt; Co&#39;s" data-minutes="25" data-settings=\'{}\'><div class="ss"></div></template>');
    expect(page).not.toContain('first-screen-store');
  });

  it('sends the plain page for other paths, unknown stores, grocery stores, odd covers and a failing lookup', async () => {
    const plainIndex = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    asked.length = 0;
    for (const url of ['/', '/stores', '/stores/spice-route/12', '/stores/no-such-store', '/stores/odd-cover', '/stores/far-cover', '/stores/broken', '/stores/%3Cscript%3E', `/stores/${'a'.repeat(200)}`]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(plainIndex);
    }
    // Only names a slug could be are looked up.
    expect(asked).toEqual(['no-such-store', 'odd-cover', 'far-cover', 'broken']);
  });

  it('sends every page compressed when the client takes it, whatever its path', async () => {
    const plainIndex = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    for (const url of ['/', '/cart', '/explore?q=dosa', '/stores/no-such-store']) {
      const br = await get(url, 'br;q=1, gzip;q=0.5');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plainIndex);
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(plainIndex);
      expect((await get(url)).headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('answers API paths and non-HTML requests as before', async () => {
    expect((await app.inject({ method: 'GET', url: '/stores/spice-route', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});

describe('a build without the restaurant shell', () => {
  it('sends the plain page for a store and never asks for its cover', async () => {
    const app = Fastify();
    const dist = writeDist(false);
    let asked = 0;
    await registerWebApp(app, dist, {
      storeFirstScreen: async () => {
        asked += 1;
        return { kind: 'store', picture: '/images/stores/spice-route.webp' };
      },
    });
    const answer = await app.inject({ method: 'GET', url: '/stores/spice-route', headers: { accept: 'text/html' } });
    expect(answer.body).toBe(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(asked).toBe(0);
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
