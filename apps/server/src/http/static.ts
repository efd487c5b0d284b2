import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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

/**
 * The built PWA: hashed assets cached for a year, the shell and service worker always revalidated,
 * and every other GET for HTML answered with index.html (client-side routes).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const indexHtml = fs.readFileSync(indexFile);
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
  app.get('/', (_request, reply) => reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml));
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !request.url.startsWith('/api/')) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return sendNotFound(request, reply);
  });
  return true;
}
