import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';
import { PICTURE_NAME, type PictureStorage, type StoredPicture } from './picture-storage';

/** Pictures kept in this instance's memory, by bytes: a menu's pictures are asked for by every customer. */
const CACHE_BYTES = 32 * 1024 * 1024;
/** A year: the longest a cache honours, and a picture's bytes never change under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<name>: an uploaded picture from the shared storage, whichever instance stored it,
 * with immutable cache headers and a strong ETag (the name is the content's identity).
 */
export function registerUploadRoutes(app: FastifyInstance, deps: { readonly storage: PictureStorage; readonly cacheBytes?: number }): void {
  const cache = new LRUCache<string, StoredPicture>({ maxSize: deps.cacheBytes ?? CACHE_BYTES, sizeCalculation: (picture) => Math.max(1, picture.bytes.length) });
  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const notFound = () => reply.status(404).header('cache-control', 'no-store').send({ success: false, code: 'NOT_FOUND', message: 'No such picture.' });
    if (!PICTURE_NAME.test(name)) return notFound();
    const etag = `"${name.slice(0, 32)}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
    let picture = cache.get(name);
    if (!picture) {
      picture = (await deps.storage.get(name)) ?? undefined;
      if (!picture) return notFound();
      cache.set(name, picture);
    }
    return reply.type(picture.contentType).send(picture.bytes);
  });
}
