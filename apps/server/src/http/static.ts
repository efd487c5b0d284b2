import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './compressed-cache';
import type { FirstScreenPages } from './first-screens';
import { Page } from './page';
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
      if (file.endsWith('.svg')) reply.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
}

export interface WebAppOptions {
  /** The first screens the server renders (ADR 0038); without them every page is index.html with its splash. */
  readonly firstScreens?: FirstScreenPages | null;
}

/**
 * The built PWA: hashed assets cached for a year, the shell and service worker always revalidated,
 * and every other GET for HTML answered with index.html (client-side routes), compressed; a first
 * screen's path with the page the server rendered for the device (`firstScreens`).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, options: WebAppOptions = {}): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const index = new Page(fs.readFileSync(indexFile));
  const { firstScreens } = options;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build writes .br and .gz beside each asset (vite.config.ts); send those, not the 3x larger file.
    preCompressed: true,
    // The server's renderer and the build's manifest are the server's, not the browser's.
    allowedPath: (pathName) => !/^\/(?:ssr|\.vite)(?:\/|$)/.test(pathName),
    setHeaders(reply, file) {
      const isHashed = file.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(file);
      reply.setHeader('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Compressed here, not by the compress plugin, which left the not-found handler's answers whole:
  // every client-side route's page (/cart, /explore…) went out as 29 KB instead of 6.
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // A rendered first screen depends on the device's hints cookie.
    reply.type('text/html').header('Cache-Control', 'no-cache').header('Vary', firstScreens ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    return encoding ? reply.header('Content-Encoding', encoding).send(page.encoded(encoding)) : reply.send(page.text);
  };
  const sendHtml = async (request: FastifyRequest, reply: FastifyReply) => {
    const rendered = firstScreens ? await firstScreens.page(request.url, request.headers.cookie).catch(() => null) : null;
    return sendPage(request, reply, rendered ?? index);
  };
  app.get('/', sendHtml);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !request.url.startsWith('/api/')) return sendHtml(request, reply);
    return sendNotFound(request, reply);
  });
  return true;
}
