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

/** Where the build left room in index.html for a store's shell, and the files that hold them (ADR 0031). */
export const STORE_SHELL_MARKER = '<!--first-screen-store-->';
export const STORE_SHELL_FILES = { store: 'first-screen-store.html', grocery: 'first-screen-grocery.html' } as const;
const CHARSET_TAG = '<meta charset="UTF-8" />';
const STORE_PAGE = /^\/stores\/([A-Za-z0-9_-]{1,120})\/?(?:\?.*)?$/;
/** A picture the page may name as it is: our own pictures, nothing to escape. */
const SAFE_PICTURE = /^\/images\/[A-Za-z0-9_./-]{1,200}$/;
const STORE_PAGES_KEPT = 500;

/**
 * What a store's page opens with: a restaurant's cover (`store`), or a grocery's layout picture with
 * the store's name and minutes (`grocery`, single-store mode).
 */
export type StoreFirstScreen =
  | { readonly kind: 'store'; readonly picture: string }
  | { readonly kind: 'grocery'; readonly picture: string; readonly name: string; readonly minutes: number };

export interface WebAppOptions {
  /** What the page of the store at /stores/{slug} opens with, or null: a store the page draws no shell for. */
  readonly storeFirstScreen?: (slug: string) => Promise<StoreFirstScreen | null>;
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
 * A store's page (ADR 0031): index.html with a preload of the store's picture at the top of the head,
 * and the store's shell, naming the picture (and a grocery's name and minutes), where the build left
 * its marker. first-paint.js draws it; the app's code waits for the picture's paint. Null when this
 * build has no shells; a kind whose shell is missing gets the plain page.
 */
function storePages(indexHtml: string, distDir: string): ((screen: StoreFirstScreen) => Page | null) | null {
  if (!indexHtml.includes(STORE_SHELL_MARKER) || !indexHtml.includes(CHARSET_TAG)) return null;
  const shells = new Map<StoreFirstScreen['kind'], string>();
  for (const kind of ['store', 'grocery'] as const) {
    const file = path.join(distDir, STORE_SHELL_FILES[kind]);
    const shell = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (shell.startsWith(`<template id="first-screen-${kind}"`)) shells.set(kind, shell);
  }
  if (shells.size === 0) return null;
  const made = new Map<string, Page>();
  return (screen) => {
    const shell = shells.get(screen.kind);
    if (!shell || !SAFE_PICTURE.test(screen.picture)) return null;
    const key = JSON.stringify(screen);
    const known = made.get(key);
    if (known !== undefined) return known;
    const opening = `<template id="first-screen-${screen.kind}"`;
    const named = screen.kind === 'grocery' ? ` data-name="${escapeAttribute(screen.name)}" data-minutes="${Math.trunc(screen.minutes)}"` : '';
    const hint = `${CHARSET_TAG}\n    <link rel="preload" as="image" href="${screen.picture}" fetchpriority="high" data-first-screen="${screen.kind}" />`;
    const page = pageOf(indexHtml.replace(CHARSET_TAG, hint).replace(STORE_SHELL_MARKER, `${opening} data-picture="${screen.picture}"${named}${shell.slice(opening.length)}`));
    if (made.size >= STORE_PAGES_KEPT) made.clear();
    made.set(key, page);
    return page;
  };
}

/**
 * The built PWA: hashed assets cached for a year, the shell and service worker always revalidated,
 * and every other GET for HTML answered with index.html (client-side routes), compressed; a store's
 * page with its shell and picture when `storeFirstScreen` names them.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, options: WebAppOptions = {}): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const indexHtml = fs.readFileSync(indexFile);
  const index = pageOf(indexHtml);
  const storePage = options.storeFirstScreen ? storePages(indexHtml.toString('utf8'), distDir) : null;
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
      const screen = slug ? await options.storeFirstScreen?.(slug).catch(() => null) : null;
      return sendPage(request, reply, (storePage && screen && storePage(screen)) || index);
    }
    return sendNotFound(request, reply);
  });
  return true;
}
