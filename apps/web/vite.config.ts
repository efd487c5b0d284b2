import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// By its path: the config is bundled on its own, and the package's TypeScript would be left to node.
import { CART_MODULES, FIRST_SCREEN_MARKERS, FIRST_SCREEN_MODULES } from '../../packages/contracts/src/first-screens.ts';

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
    // On libuv's threads, all files at once: a first `npm start` waits for it (about 1.3 s one by one).
    async closeBundle() {
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        // The build's manifest is the server's to read, never sent.
        .filter((entry) => entry.isFile() && /\.(js|css|html|svg|webmanifest|json)$/.test(entry.name) && !entry.parentPath.includes(`${path.sep}.vite`))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await fs.promises.readFile(file);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip(body, { level: 9 })]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * What the app runs before its first screen, as ONE chunk (`boot-*.js`) rather than the eight or so
 * small shared chunks automatic splitting makes of it (react, the API client, i18n, icons...): each
 * is a request a phone makes before anything shows, and on HTTP/1.1 they queue behind six
 * connections. The set is the static import closure of `src/main.tsx` (which the page's small entry,
 * `src/entry.ts`, imports), read from the module graph, and the few small modules every first
 * screen's route chunk shares (`SHARED_BY_FIRST_SCREENS`), which would otherwise be a chunk of their
 * own, one more request before the screen is usable.
 */
const SHARED_BY_FIRST_SCREENS = /[\\/]src[\\/]components[\\/]ui[\\/]deferred\.tsx$/;
const APP_MAIN = /[\\/]src[\\/]main\.tsx$/;
const WORKSPACE_INDEX = /[\\/]packages[\\/](domain|contracts)[\\/]src[\\/]index\.ts$/;

function bootChunk() {
  const staticImports = new Map<string, readonly string[]>();
  let main: string | undefined;
  let closure: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'keka-boot-chunk',
    apply: 'build',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
      if (APP_MAIN.test(info.id)) main = info.id;
    },
  };
  const inBoot = (id: string): boolean => {
    if (!closure) {
      closure = new Set();
      const queue = main ? [main] : [];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (closure.has(next)) continue;
        closure.add(next);
        // Not through a workspace package's index: it re-exports every module of the package, most of
        // them for later screens (the bill, the order states), which would all land in the boot chunk.
        if (WORKSPACE_INDEX.test(next)) continue;
        queue.push(...(staticImports.get(next) ?? []));
      }
    }
    return closure.has(id) || SHARED_BY_FIRST_SCREENS.test(id);
  };
  return { plugin, inBoot };
}

const boot = bootChunk();

/** The package a module id belongs to (`react-dom`, `@scope/name`), or null for the app's own code. */
function packageOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1]?.replace(/\\/g, '/') ?? null;
}

/**
 * The owner asked for React: the build fails when the boot chunk (what every first screen runs before
 * it draws) lacks react-dom's client, the reconciler, or when any chunk holds Preact, so an alias to
 * another renderer cannot come back unnoticed. The packages of each chunk are written to
 * `dist-report/chunks.json` (outside the served build) for the bench to name what a screen loaded.
 */
function rendererCheck(): Plugin {
  let root = '';
  return {
    name: 'keka-renderer-check',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        report[chunk.fileName] = [...new Set(chunk.moduleIds.map(packageOf).filter((name): name is string => name !== null))].sort();
        const preact = chunk.moduleIds.find((id) => packageOf(id) === 'preact');
        if (preact) throw new Error(`Renderer check: ${chunk.fileName} holds Preact (${preact}); the app runs on React (ADR 0037)`);
      }
      const bootChunk = Object.values(bundle).find((chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk' && /^assets\/boot-[\w-]+\.js$/.test(chunk.fileName));
      if (!bootChunk?.moduleIds.some((id) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id))) {
        throw new Error("Renderer check: the boot chunk does not hold react-dom's client (React's reconciler)");
      }
      fs.mkdirSync(path.join(root, 'dist-report'), { recursive: true });
      fs.writeFileSync(path.join(root, 'dist-report/chunks.json'), `${JSON.stringify(report, null, 1)}\n`);
    },
  };
}

/**
 * The boot chunk's stylesheet (the splash, the root layout, the tokens: 2.8 KB brotli) written into
 * index.html instead of linked: the first paint of every page then waits for the page alone, not for
 * a second request. Each inlined file keeps a disabled <link> of its own, which the browser does not
 * fetch and Vite's loader takes as loaded when the boot chunk asks for its styles. The page also asks
 * for the boot chunk itself at once (`modulepreload`, marked `data-boot`): a page the server rendered
 * drops that link (http/first-screens.ts), and its entry asks once the screen is painted (src/entry.ts).
 */
function inlineBootStylesheet(html: string, bundle: Rolldown.OutputBundle): string {
  const boot = Object.values(bundle).find((chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk' && /^assets\/boot-[\w-]+\.js$/.test(chunk.fileName));
  const files = [...(boot?.viteMetadata?.importedCss ?? [])];
  if (!boot || files.length === 0) throw new Error('Inlining the boot chunk\'s stylesheet: no boot chunk with styles');
  const styles = files.map((file) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`Inlining the boot chunk's stylesheet: no asset ${file}`);
    return `<style>${String(asset.source)}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
  return html.replace('</head>', `  ${styles.join('')}\n    <link rel="modulepreload" crossorigin href="/${boot.fileName}" data-boot>\n  </head>`);
}

/**
 * index.html as the server fills it for a first screen it renders (ADR 0038): the screen's links at
 * the end of the head, after the entry's own styles and script (`FIRST_SCREEN_HEAD`), React's markup
 * in place of the splash between the markers in #root, and the page's data after #root. The build
 * checks the markers are there and that every module `FIRST_SCREEN_MODULES` names is a chunk of its own.
 */
function firstScreenPage(): Plugin {
  return {
    name: 'keka-first-screen-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const modules = [...new Set([...Object.values(FIRST_SCREEN_MODULES).flat(), ...CART_MODULES])];
        for (const module of modules) {
          const file = path.resolve(import.meta.dirname, module);
          if (!chunks.some((c) => c.facadeModuleId && path.resolve(c.facadeModuleId) === file)) throw new Error(`First screens: ${module} is not a chunk of its own`);
        }
        for (const marker of [FIRST_SCREEN_MARKERS.start, FIRST_SCREEN_MARKERS.end, FIRST_SCREEN_MARKERS.data]) {
          if (!html.includes(marker)) throw new Error(`First screens: index.html lacks ${marker}`);
        }
        return inlineBootStylesheet(html, ctx.bundle).replace('</head>', `  ${FIRST_SCREEN_MARKERS.head}\n  </head>`);
      },
    },
  };
}

/**
 * The server's renderer of the first screens (`vite build --ssr`, ADR 0038): app/server-render.tsx into
 * dist/ssr, beside the app it renders for and never served. npm packages stay outside (the server
 * loads them from node_modules); our workspace packages, TypeScript, go inside.
 */
const ssrBuild = {
  plugins: [react()],
  ssr: { noExternal: [/^@keka\//] },
  build: {
    ssr: 'src/app/server-render.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'server-render.js', chunkFileNames: '[name]-[hash].js' } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : {
  plugins: [
    react(),
    boot.plugin,
    rendererCheck(),
    firstScreenPage(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
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
      // The worker is ours (src/sw/sw.ts), built with the app's own bundler: workbox's
      // generated one was bundled by its own rollup, babel and terser, 4 s of every build.
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}'],
        // Install icons are fetched by the browser when needed; precaching them costs a phone ~200 KB.
        // The store owner's area (issue 7) is not precached either: no customer's phone downloads it.
        // The server's renderer (dist/ssr) is the server's alone.
        globIgnores: ['icons/**', 'assets/store-area-*', 'ssr/**', 'sw.js'],
        // A classic worker: it loads the push handler with importScripts.
        rollupFormat: 'iife',
      },
    }),
  ],
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
    // Route module → chunk files: the server's first-screen links (apps/server/src/http/first-screens.ts).
    manifest: true,
    // Every browser the app supports has modulepreload; the polyfill would ship in the page's entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Vite's loader of dynamic imports in a chunk of its own (half a kilobyte), which the page's
        // entry and the boot chunk share: in the boot chunk it would make the entry import that chunk.
        // The icons the boot chunk does not draw are one chunk (a few kilobytes): a module each, shared
        // by the screens, they were a dozen requests of a few hundred bytes each.
        codeSplitting: {
          groups: [
            { name: 'preload', test: /vite\/preload-helper/ },
            { name: 'boot', test: boot.inBoot },
            { name: 'icons', test: /[\\/]src[\\/]components[\\/]ui[\\/]icons[\\/]/ },
          ],
        },
        // Every chunk of the store owner's area is named store-area-*: the bench can see at a glance
        // that no customer screen loads one, and the service worker leaves them out.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/](features|routes)[\\/]store[\\/]/.test(id)) && !chunk.name.startsWith('store-area')
            ? 'assets/store-area-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
}));
