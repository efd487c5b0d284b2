import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  CART_MODULES,
  CART_PATH,
  cookieValue,
  decodeHints,
  DEVICE_HINTS_COOKIE,
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_MARKERS,
  FIRST_SCREEN_MODULES,
  firstScreenOf,
  scriptSafeJson,
  type FirstScreenData,
  type FirstScreenRenderer,
  type RenderedFirstScreen,
} from '@keka/contracts/first-screens';
import { Page } from './page';

/**
 * The first screens the server sends rendered by React (ADR 0038): for a path `firstScreenOf` names
 * on the device its hints cookie describes, the web build's renderer (dist/ssr/server-render.js) draws
 * the screen with the server's own answers, and the page goes out as index.html with that markup in
 * #root, the screen's chunks and styles linked in the head and its data after #root, for the app to
 * hydrate. A page is kept per path, device and hour while the answers it was drawn from stay the same.
 */

/** Answers an API call in this process, as the app would be answered: the answer's JSON text. */
export type CallApi = (name: string, body: unknown) => Promise<string>;

/** A call a render made: its name and body. */
type Read = readonly [name: string, body: unknown];

/** An API call answered by the app's own routes, in this process (`inject`); a rejection for any other answer than 200. */
export function injectedCall(app: FastifyInstance): CallApi {
  return async (name, body) => {
    const answer = await app.inject({ method: 'POST', url: `/api/${name}`, headers: { 'content-type': 'application/json', accept: 'application/json' }, payload: JSON.stringify(body ?? {}) });
    if (answer.statusCode !== 200) throw new Error(`first screen: ${name} answered ${answer.statusCode}`);
    return answer.payload;
  };
}

export interface FirstScreenPages {
  /** The page for this request (a rendered first screen, or the cart's), or null: send the plain index.html (its splash). */
  page(url: string, cookieHeader: string | undefined): Promise<Page | null>;
}

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

const PAGES_KEPT = 500;

/** The chunk files (JS and CSS) of `keys` and what they import statically, less `except`. */
function filesOf(manifest: Manifest, keys: readonly string[], except: ReadonlySet<string> = new Set()): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return { js: [...js].filter((f) => !except.has(f)), css: [...css].filter((f) => !except.has(f)) };
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A picture a page may preload: our own, or an absolute https one. */
const SAFE_PICTURE = /^(?:\/(?!\/)[^\s"<>]{1,300}|https:\/\/[^\s"<>]{1,300})$/;

/** The hour of the day in `timeZone` (the platform's, SPEC §3 `timezone`), the server's own if it is not one. */
function hourIn(timeZone: string, at: Date): number {
  try {
    return Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(at));
  } catch {
    return at.getHours();
  }
}

/** The renderer the web build wrote, or null when the build has none (or an older one without markers). */
export async function loadFirstScreenPages(distDir: string, call: CallApi, now: () => Date = () => new Date()): Promise<FirstScreenPages | null> {
  const rendererFile = path.join(distDir, 'ssr', 'server-render.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const indexFile = path.join(distDir, 'index.html');
  if (![rendererFile, manifestFile, indexFile].every((file) => fs.existsSync(file))) return null;
  const template = fs.readFileSync(indexFile, 'utf8');
  const start = template.indexOf(FIRST_SCREEN_MARKERS.start);
  const end = template.indexOf(FIRST_SCREEN_MARKERS.end);
  if (start < 0 || end < start || !template.includes(FIRST_SCREEN_MARKERS.head) || !template.includes(FIRST_SCREEN_MARKERS.data)) return null;
  const { renderer } = (await import(pathToFileURL(rendererFile).href)) as { renderer: FirstScreenRenderer };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // What index.html loads already (the boot chunk and the runtime, with their own imports and styles).
  const inPage = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]));
  const entry = filesOf(manifest, Object.keys(manifest).filter((key) => inPage.has(manifest[key]?.file)));
  const loaded = new Set([...entry.js, ...entry.css]);
  /**
   * A screen's route chunks, for the page's entry to ask for once the screen is painted (src/entry.ts),
   * and its stylesheets written into the page (nothing to wait for before the first paint), each with
   * a disabled <link> of its own, which the browser does not fetch and Vite's loader takes as loaded.
   */
  const screenFiles = (kind: FirstScreenData['kind']) => {
    const { js, css } = filesOf(manifest, FIRST_SCREEN_MODULES[kind], loaded);
    const styles = css.map((file) => `<style>${fs.readFileSync(path.join(distDir, file), 'utf8')}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`).join('');
    return { styles, chunks: escapeAttribute(JSON.stringify(js)) };
  };
  const files = new Map<FirstScreenData['kind'], ReturnType<typeof screenFiles>>();
  // The page's own ask for the boot chunk: a rendered page's entry asks once the screen is painted.
  const head = template.slice(0, start).replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/boot-[\w-]+\.js" data-boot>/, '');

  // The cart's page: the splash, whose entry asks for the app's code with the cart's route chunks
  // (a round trip after the app's code otherwise) once the splash is painted, as a rendered page's does.
  const cart = (() => {
    const { js, css } = filesOf(manifest, CART_MODULES, loaded);
    const links = [`<meta name="first-screen-chunks" data-chunks="${escapeAttribute(JSON.stringify(js))}">`, ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`)];
    return new Page(`${head.replace(FIRST_SCREEN_MARKERS.head, links.join(''))}${template.slice(start)}`);
  })();

  const compose = (rendered: RenderedFirstScreen): string => {
    const kind = rendered.data.kind;
    let screen = files.get(kind);
    if (!screen) {
      screen = screenFiles(kind);
      files.set(kind, screen);
    }
    const pictures = rendered.preloadImages
      .filter((src) => SAFE_PICTURE.test(src))
      .map((src) => `<link rel="preload" as="image" href="${escapeAttribute(src)}" fetchpriority="high">`)
      .join('');
    return (
      head.replace(FIRST_SCREEN_MARKERS.head, `${pictures}${screen.styles}`) +
      rendered.html +
      template
        .slice(end + FIRST_SCREEN_MARKERS.end.length)
        .replace(FIRST_SCREEN_MARKERS.data, `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}" data-chunks="${screen.chunks}">${scriptSafeJson(rendered.data)}</script>`)
    );
  };

  /**
   * Pages by path, device and hour, each with the reads it was drawn from and their answers' text: a
   * page is sent again only while every one of those reads answers the same (the catalogue's and the
   * settings' own caches make asking cheap, and an admin's change shows at once).
   */
  const kept = new Map<string, { readonly reads: readonly Read[]; readonly answers: string; readonly page: Page | null }>();
  const answersOf = async (reads: readonly Read[]) => (await Promise.all(reads.map(([name, body]) => call(name, body)))).join('\n');
  return {
    async page(url, cookieHeader) {
      const at = url.indexOf('?');
      const pathname = at < 0 ? url : url.slice(0, at);
      const search = at < 0 ? '' : url.slice(at);
      if (CART_PATH.test(pathname)) return cart;
      const hints = decodeHints(cookieValue(cookieHeader, DEVICE_HINTS_COOKIE));
      const screen = firstScreenOf(pathname, search, hints);
      if (!screen) return null;
      const settingsText = await call('get-settings', {});
      const settings = Object.fromEntries((JSON.parse(settingsText) as readonly { key: string; value: string }[]).map(({ key, value }) => [key, value]));
      const hour = hourIn(settings.timezone ?? 'Asia/Kolkata', now());
      const key = JSON.stringify([pathname, hints, hour]);
      const known = kept.get(key);
      if (known && `${settingsText}\n${await answersOf(known.reads)}` === known.answers) return known.page;
      // The reads of this render, and their answers as they came.
      const reads: Read[] = [];
      const texts: string[] = [];
      const recorded = async (name: string, body: unknown) => {
        const text = await call(name, body);
        reads.push([name, body]);
        texts.push(text);
        return JSON.parse(text) as unknown;
      };
      const rendered = await renderer.render({ screen, url: pathname, hints, settings, hour, call: recorded }).catch(() => null);
      // Compressed per page made (brotli 5: about a millisecond; 11 took 20-40 ms a page).
      const page = rendered ? new Page(compose(rendered), 5) : null;
      if (kept.size >= PAGES_KEPT) kept.clear();
      kept.set(key, { reads, answers: [settingsText, ...texts].join('\n'), page });
      return page;
    },
  };
}
