import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { preactAlias } from './preact-alias';

const API_TARGET = process.env.KEKA_API_URL ?? 'http://localhost:8080';

/**
 * Writes a .br and a .gz next to every text asset of the build, so the server can send them as they
 * are (@fastify/static `preCompressed`) instead of 3x larger plain files: on a phone's network that
 * is the biggest single win for first paint (Lighthouse 'Enable text compression').
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'keka-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|webmanifest|json)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * What the app runs before its first screen, as ONE chunk (`boot-*.js`) rather than the eight or so
 * small shared chunks automatic splitting makes of it (react, the API client, i18n, icons...): each
 * is a request a phone makes before anything shows, and on HTTP/1.1 they queue behind six
 * connections. The set is the entry's static import closure, read from the module graph, and the
 * few small modules every first screen's route chunk shares (`SHARED_BY_FIRST_SCREENS`), which
 * would otherwise be a chunk of their own, one more request before the screen is usable.
 */
const SHARED_BY_FIRST_SCREENS = /[\\/]src[\\/](lib[\\/]paint-steps\.ts|components[\\/]ui[\\/]after-first-paint\.tsx)$/;

function bootChunk() {
  const staticImports = new Map<string, readonly string[]>();
  let entry: string | undefined;
  let closure: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'keka-boot-chunk',
    apply: 'build',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
      if (info.isEntry) entry = info.id;
    },
  };
  const inBoot = (id: string): boolean => {
    if (!closure) {
      closure = new Set();
      const queue = entry ? [entry] : [];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (closure.has(next)) continue;
        closure.add(next);
        queue.push(...(staticImports.get(next) ?? []));
      }
      if (entry) closure.delete(entry);
    }
    return closure.has(id) || SHARED_BY_FIRST_SCREENS.test(id);
  };
  return { plugin, inBoot };
}

const boot = bootChunk();

/** `value` as JSON inside a single-quoted HTML attribute. */
const jsonAttribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** One of src/app's plain scripts as an inline <script>, whole-line comments dropped. */
function inlineScript(name: string, values: Record<string, unknown> = {}): string {
  let code = fs.readFileSync(path.resolve(import.meta.dirname, 'src/app', name), 'utf8');
  code = code.split('\n').filter((line) => !/^\s*\/\//.test(line)).map((line) => line.trim()).join('\n').trim();
  for (const [key, value] of Object.entries(values)) code = code.replace(`__${key}__`, JSON.stringify(value));
  if (/__[A-Z]+__/.test(code) || code.includes('</')) throw new Error(`Inlining ${name}: a value left unfilled or an unsafe one`);
  return `<script>${code}</script>`;
}

/**
 * The largest <img> (by its width and height attributes) of `markup`, marked `data-first-paint`: the
 * picture boot-loader.js waits for (ADR 0029).
 */
function markLargestPicture(markup: string): { markup: string; src: string } {
  let best = { tag: '', src: '', area: 0 };
  for (const [img] of markup.matchAll(/<img\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1] ?? '';
    const area = Number(attribute('width')) * Number(attribute('height'));
    if (area > best.area) best = { tag: img, src: attribute('src'), area };
  }
  if (!best.src) throw new Error('Prerendering: the welcome screen has no sized picture');
  return { markup: markup.replace(best.tag, best.tag.replace(/^<img\b/, '<img data-first-paint=""')), src: best.src };
}

/**
 * The entry's module script tags give way to two inline scripts (ADR 0029, 0030): boot-preload.js
 * where the tags were, which asks for the code at once unless the HTML is likely to draw the welcome
 * or home's shell, and boot-loader.js at the end of the body, which runs it, after that screen's
 * picture when the HTML drew one.
 */
function bootAfterFirstPicture(html: string, picture: string): string {
  const scripts: string[] = [];
  const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
  let first = -1;
  const without = html.replace(tag, (_match, src: string, offset: number) => {
    if (first < 0) first = offset;
    scripts.push(src);
    return '';
  });
  if (!scripts.some((src) => /\/boot-[\w-]+\.js$/.test(src))) throw new Error(`Boot loader: no boot chunk among the module scripts (${scripts.join(', ')})`);
  const withPreload = `${without.slice(0, first)}${inlineScript('boot-preload.js', { SCRIPTS: scripts, PICTURE: picture })}\n    ${without.slice(first)}`;
  const withLoader = withPreload.replace(/(\s*<noscript>)/, `\n    ${inlineScript('boot-loader.js', { SCRIPTS: scripts })}$1`);
  if (withLoader === withPreload) throw new Error('Boot loader: index.html has no <noscript> to precede');
  return withLoader;
}

/**
 * The entry's stylesheet (the splash, the root layout, the tokens: 2.8 KB brotli) written into
 * index.html instead of linked (ADR 0031): the first paint of every page then waits for the page
 * alone, not for a second request, and the page still fits the first round trips of a new connection.
 */
function inlineEntryStylesheet(html: string, bundle: Rolldown.OutputBundle): string {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
  const inlined = html.replace(link, (tag, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`Inlining the entry's stylesheet: no asset ${file}`);
    return `<style>${String(asset.source)}</style>`;
  });
  if (inlined === html) throw new Error("Inlining the entry's stylesheet: index.html links none");
  return inlined;
}

/** Where the server puts a store's shell into index.html, and the files the build writes them to (ADR 0031). */
const STORE_SHELL_MARKER = '<!--first-screen-store-->';
const STORE_SHELL_FILE = 'first-screen-store.html';
const GROCERY_SHELL_FILE = 'first-screen-grocery.html';

/**
 * First screens painted by the HTML itself (ADR 0026, 0030): the welcome screen and home's shell,
 * rendered at build time by scripts/prerender.mjs, go into index.html as <template>s with their
 * route's stylesheets inlined, and src/app/first-paint.js (inlined after #root, allowed by its hash in
 * the server's CSP) puts one on screen while the page is parsed, when this device would draw exactly
 * that.
 */
function prerenderFirstScreen(): Plugin {
  let root = '';
  let storeShells: Record<string, string> = {};
  return {
    name: 'keka-prerender-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options) {
      for (const [file, shell] of Object.entries(storeShells)) if (options.dir) fs.writeFileSync(path.join(options.dir, file), shell);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const prerender = (screen: 'welcome' | 'home' | 'store' | 'grocery') => {
          const run = spawnSync(process.execPath, [path.join(root, 'scripts/prerender.mjs'), screen], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
          if (run.status !== 0) throw new Error(`Prerendering the ${screen} screen failed:\n${run.stderr}`);
          return JSON.parse(run.stdout) as { html: string; settings: Record<string, string>; greetings?: Record<string, string> };
        };
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const routeChunk = (route: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/routes/customer/${route}.tsx`));
          if (!chunk) throw new Error(`Prerendering: no chunk for routes/customer/${route}.tsx`);
          return chunk;
        };
        // A chunk with the chunks it imports statically, and their CSS: what the route needs before it
        // draws, less what index.html already loads (the entry and its own imports).
        const closure = (start: Rolldown.OutputChunk) => {
          const js = new Set<string>();
          const css = new Set<string>();
          const visit = (chunk: Rolldown.OutputChunk) => {
            if (js.has(chunk.fileName)) return;
            js.add(chunk.fileName);
            for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
            for (const file of chunk.imports) {
              const next = bundle[file];
              if (next?.type === 'chunk') visit(next);
            }
          };
          visit(start);
          return { js, css };
        };
        const entry = ctx.chunk ? closure(ctx.chunk) : { js: new Set<string>(), css: new Set<string>() };
        const needs = (...routes: string[]) => {
          const js = new Set<string>();
          const css = new Set<string>();
          for (const route of routes) {
            const one = closure(routeChunk(route));
            one.js.forEach((f) => js.add(f));
            one.css.forEach((f) => css.add(f));
          }
          return { js: [...js].filter((f) => !entry.js.has(f)), css: [...css].filter((f) => !entry.css.has(f)) };
        };
        // One <template> per screen: the markup, the route's own stylesheets inlined, the settings it
        // was drawn with, and the route chunks '/' then needs (asked for by first-paint.js while the
        // page is parsed, or with the app's code when the template is drawn: a round trip less).
        type Screen = 'welcome' | 'home' | 'store' | 'grocery';
        const template = (screen: Screen, markup: string, drawn: { settings: Record<string, string>; greetings?: Record<string, string> }) => {
          // A grocery's page is the store page's chunk drawing the single-store one.
          const screenNeeds = screen === 'grocery' ? needs('store', 'single-store') : needs(screen);
          const styles = screenNeeds.css.map((file) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? String(asset.source) : '';
          });
          const greetings = drawn.greetings ? ` data-greetings='${jsonAttribute(drawn.greetings)}'` : '';
          // React 19 hoists image preloads into the markup; the images themselves start loading as the
          // template is put on screen, and only for a device that shows it.
          const body = markup.replace(/^(<link rel="preload" as="image"[^>]*\/>)+/, '');
          return `<template id="first-screen-${screen}" data-settings='${jsonAttribute(drawn.settings)}' data-preload='${jsonAttribute(screenNeeds)}'${greetings}><style>${styles.join('')}</style>${body}</template>`;
        };
        const welcome = prerender('welcome');
        const picture = markLargestPicture(welcome.html);
        const home = prerender('home');
        if (!home.html.includes('ADDRESS_TITLE') || !home.html.includes('ADDRESS_LINE') || !home.html.includes('home-skeleton__slider')) {
          throw new Error('Prerendering: the home shell lacks its address placeholders or its slider placeholder');
        }
        const store = prerender('store');
        if (!store.html.includes('store-hero__image--skeleton')) throw new Error('Prerendering: the store shell lacks its cover placeholder');
        const grocery = prerender('grocery');
        if (!['STORE_NAME', '88 mins', 'ss-top__image--skeleton'].every((part) => grocery.html.includes(part))) throw new Error("Prerendering: the grocery shell lacks its name, time or picture placeholder");
        // The store shells are not in every page: the server puts one where the marker is, into the
        // page of a store it knows, with the store's picture (ADR 0031).
        storeShells = { [STORE_SHELL_FILE]: template('store', store.html, store), [GROCERY_SHELL_FILE]: template('grocery', grocery.html, grocery) };
        const templates = `${template('welcome', picture.markup, welcome)}\n    ${template('home', home.html, home)}\n    ${STORE_SHELL_MARKER}\n    ${inlineScript('first-paint.js')}`;
        const withTemplate = html.replace(/(<div id="root">[\s\S]*?<\/div><\/div>)/, `$1\n    ${templates}`);
        if (withTemplate === html) throw new Error('Prerendering: index.html has no #root splash to follow');
        return bootAfterFirstPicture(inlineEntryStylesheet(withTemplate, bundle), picture.src);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    boot.plugin,
    prerenderFirstScreen(),
    precompress(),
    VitePWA({
      strategies: 'generateSW',
      // 'prompt' makes the worker wait for SKIP_WAITING; src/app/service-worker.ts sends it (SPEC §4).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Keka – Food & Grocery Delivery',
        short_name: 'Keka',
        description: 'Hot food and fresh groceries from stores near you, delivered in minutes.',
        theme_color: '#fc8019',
        background_color: '#ffffff',
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/',
        scope: '/',
        lang: 'en',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}'],
        // Install icons are fetched by the browser when needed; precaching them costs a phone ~200 KB.
        // The store owner's area (issue 7) is not precached either: no customer's phone downloads it.
        // The store shells are the server's to send (ADR 0031), inside a store's page.
        globIgnores: ['icons/**', 'assets/store-area-*', 'first-screen-store.html', 'first-screen-grocery.html'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/images\//, /^\/version\.json$/],
        cleanupOutdatedCaches: true,
        // Web push: show a pushed notification and open the app where it points (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        // Only images are cached at run time. API answers are never cached (SECURITY 29).
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'keka-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: { alias: preactAlias },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/images': API_TARGET,
      '/version.json': API_TARGET,
    },
  },
  preview: {
    proxy: {
      '/api': API_TARGET,
      '/images': API_TARGET,
      '/version.json': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'boot', test: boot.inBoot }] },
        // Every chunk of the store owner's area is named store-area-*: the bench can see at a glance
        // that no customer screen loads one, and the service worker leaves them out.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/](features|routes)[\\/]store[\\/]/.test(id)) && !chunk.name.startsWith('store-area')
            ? 'assets/store-area-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
