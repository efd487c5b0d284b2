import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are (the same threshold as the compress plugin's). */
export const COMPRESS_THRESHOLD = 1024;
/** How many compressed answers are kept (per encoding): a few catalogue answers, ~5–20 KB each. */
export const COMPRESSED_CACHE_SIZE = 256;

/**
 * The best encoding a client takes (RFC 9110 §12.5.3): the highest q among br and gzip, br on a tie,
 * `*` standing for both; null when it takes neither (q=0, identity only, no header).
 */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const name = rawName?.trim();
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
  }
  const of = (name: Encoding) => q[name] ?? q['*'] ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** A small least-recently-used map: a hit moves the entry to the back, the front goes first. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (hit === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit;
  }
  set(key: string, value: V): void {
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  get size(): number {
    return this.map.size;
  }
}

const COMPRESSORS: Record<Encoding, (body: string) => Buffer> = {
  // Quality 4: the compress plugin's own default for dynamic answers (fast, ~80% smaller JSON).
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};

export interface CompressedCache {
  compress(body: string, encoding: Encoding): Buffer;
  readonly stats: { hits: number; misses: number };
}

/**
 * Compressed answers kept by their JSON text. Catalogue answers (home data, menus, store lists, search)
 * come from the services' TTL caches as the SAME string object (http/serializer.ts memoises it), so a
 * repeat costs a map lookup instead of a compression: the compress plugin did the same work for every
 * request (issue 10: brotli took get-restaurant-items from 24k to 5.1k req/s).
 */
export function createCompressedCache(size = COMPRESSED_CACHE_SIZE): CompressedCache {
  const caches: Record<Encoding, Lru<Buffer>> = { br: new Lru(size), gzip: new Lru(size) };
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    compress(body, encoding) {
      const cache = caches[encoding];
      const hit = cache.get(body);
      if (hit) {
        stats.hits += 1;
        return hit;
      }
      stats.misses += 1;
      const made = COMPRESSORS[encoding](body);
      cache.set(body, made);
      return made;
    },
  };
}

/**
 * Compresses JSON answers of 1 KB or more through the cache, before the compress plugin's own hook,
 * which then sees Content-Encoding and leaves them alone (it still handles everything else). A hit needs
 * the very same text, so nobody is ever sent bytes made from another answer; a personal answer that
 * never repeats costs one map entry until 256 newer ones push it out.
 */
export function registerCompressedCache(app: FastifyInstance, cache = createCompressedCache()): CompressedCache {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      payload.length < COMPRESS_THRESHOLD ||
      reply.statusCode !== 200 ||
      request.headers['x-no-compression'] !== undefined ||
      reply.getHeader('content-encoding') !== undefined ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    ) {
      done(null, payload);
      return;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    const body = cache.compress(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    done(null, body);
  });
  return cache;
}
