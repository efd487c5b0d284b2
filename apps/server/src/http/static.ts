import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './compressed-cache';
import { sendNotFound } from './error-handler';

export const IMAGES_DIR = path.resolve(import.meta.dirname, '../../assets/images');

/** Images of the demo data and uploads, served at /images/. */
export async function registerImages(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: IMAGES_DIR,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    setHeaders(reply, file) {
      // SVGs are data here; never let one run script if opened directly (SECURITY 25).
      if (file.endsWith('.svg')) reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
}

/**
 * CSP sources for the inline scripts of the built index.html (its first-paint script, ADR 0026): each
 * allowed by its SHA-256, so no other inline script can run. None when the app is not built.
 */
export function shellScriptSources(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`);
}

/** Where the build left room in index.html for a restaurant's shell, and the file that holds it (ADR 0031). */
export const STORE_SHELL_MARKER = '<!--first-screen-store-->';
export const STORE_SHELL_FILE = 'first-screen-store.html';
const CHARSET_TAG = '<meta charset="UTF-8" />';
const STORE_PAGE = /^\/stores\/([A-Za-z0-9_-]{1,120})\/?(?:\?.*)?$/;
/** A cover the page may name as it is: our own pictures, nothing to escape. */
const SAFE_PICTURE = /^\/images\/[A-Za-z0-9_./-]{1,200}$/;
const STORE_PAGES_KEPT = 500;

export interface WebAppOptions {
  /** The cover a restaurant's page opens with, or null: a store the page does not draw a shell for. */
  readonly storeCover?: (slug: string) => Promise<string | null>;
}

/** An HTML page as it is and compressed both ways, made once: pages are sent often and never change. */
interface Page {
  readonly text: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

function pageOf(html: string | Buffer): Page {
  const text = Buffer.from(html);
  // As hard as the build compresses the other assets (vite.config.ts precompress).
  return { text, br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }), gzip: gzipSync(text, { level: 9 }) };
}

/**
 * A restaurant's page (ADR 0031): index.html with a preload of the store's cover at the top of the
 * head, and the restaurant's shell, naming that cover, where the build left its marker. first-paint.js
 * draws it; the app's code waits for the cover's paint. Null when this build has no shell.
 */
function storePages(indexHtml: string, distDir: string): ((picture: string) => Page) | null {
  const shellFile = path.join(distDir, STORE_SHELL_FILE);
  if (!indexHtml.includes(STORE_SHELL_MARKER) || !indexHtml.includes(CHARSET_TAG) || !fs.existsSync(shellFile)) return null;
  const shell = fs.readFileSync(shellFile, 'utf8');
  const opening = '<template id="first-screen-store"';
  if (!shell.startsWith(opening)) return null;
  const made = new Map<string, Page>();
  return (picture) => {
    const known = made.get(picture);
    if (known !== undefined) return known;
    const hint = `${CHARSET_TAG}\n    <link rel="preload" as="image" href="${picture}" fetchpriority="high" data-first-screen="store" />`;
    const page = pageOf(indexHtml.replace(CHARSET_TAG, hint).replace(STORE_SHELL_MARKER, `${opening} data-picture="${picture}"${shell.slice(opening.length)}`));
    if (made.size >= STORE_PAGES_KEPT) made.clear();
    made.set(picture, page);
    return page;
  };
}

/**
 * The built PWA: hashed assets cached for a year, the shell and service worker always revalidated,
 * and every other GET for HTML answered with index.html (client-side routes), compressed; a
 * restaurant's page with its shell and cover when `storeCover` names one.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, options: WebAppOptions = {}): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const indexHtml = fs.readFileSync(indexFile);
  const index = pageOf(indexHtml);
  const storePage = options.storeCover ? storePages(indexHtml.toString('utf8'), distDir) : null;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build writes .br and .gz beside each asset (vite.config.ts); send those, not the 3x larger file.
    preCompressed: true,
    setHeaders(reply, file) {
      const isHashed = file.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(file);
      reply.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Compressed here, not by the compress plugin, which left the not-found handler's answers whole:
  // every client-side route's page (/cart, /explore…) went out as 29 KB instead of 6.
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.type('text/html').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    return encoding ? reply.header('Content-Encoding', encoding).send(page[encoding]) : reply.send(page.text);
  };
  app.get('/', (request, reply) => sendPage(request, reply, index));
  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !request.url.startsWith('/api/')) {
      const slug = storePage ? STORE_PAGE.exec(request.url)?.[1] : undefined;
      const picture = slug ? await options.storeCover?.(slug).catch(() => null) : null;
      return sendPage(request, reply, storePage && picture && SAFE_PICTURE.test(picture) ? storePage(picture) : index);
    }
    return sendNotFound(request, reply);
  });
  return true;
}
