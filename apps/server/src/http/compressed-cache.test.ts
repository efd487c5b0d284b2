import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, createCompressedCache, pickEncoding, registerCompressedCache } from './compressed-cache';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.9', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['gzip;q=nonsense', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('the compressed-answer cache', () => {
  it('compresses a text once and hands the same bytes out again', () => {
    const cache = createCompressedCache(2);
    const body = JSON.stringify({ stores: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Store ${i}` })) });
    const first = cache.compress(body, 'br');
    expect(brotliDecompressSync(first).toString()).toBe(body);
    expect(cache.compress(body, 'br')).toBe(first);
    expect(gunzipSync(cache.compress(body, 'gzip')).toString()).toBe(body);
    expect(cache.stats).toEqual({ hits: 1, misses: 2 });
  });

  it('keeps only the most recently used texts', () => {
    const cache = createCompressedCache(2);
    const [a, b, c] = ['a', 'b', 'c'].map((x) => x.repeat(2000)) as [string, string, string];
    const first = cache.compress(a, 'gzip');
    cache.compress(b, 'gzip');
    cache.compress(a, 'gzip'); // a is now the newest
    cache.compress(c, 'gzip'); // b goes
    expect(cache.compress(a, 'gzip')).toBe(first);
    cache.compress(b, 'gzip');
    expect(cache.stats).toEqual({ hits: 2, misses: 4 });
  });
});

describe('registerCompressedCache with the compress plugin', () => {
  const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Paneer tikka ${i}`, price: 24_900 })) };
  const build = async () => {
    const app = Fastify();
    const cache = registerCompressedCache(app);
    await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
    let personal = 0;
    app.get('/menu', () => big);
    app.get('/small', () => ({ ok: true }));
    app.get('/missing', (_request, reply) => reply.code(404).send({ success: false, message: 'x'.repeat(2000) }));
    app.get('/mine', () => ({ n: (personal += 1), pad: 'y'.repeat(2000) }));
    await app.ready();
    return { app, cache };
  };

  it('sends a repeated answer compressed from the cache, br or gzip as asked, with Vary', async () => {
    const { app, cache } = await build();
    const one = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip, br' } });
    const two = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip, br' } });
    for (const res of [one, two]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
    }
    const gz = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
    // Each request serialises anew here (no service cache), yet the same text is compressed once.
    expect(cache.stats).toEqual({ hits: 1, misses: 2 });
    await app.close();
  });

  it('leaves plain what the client cannot read, small answers and errors', async () => {
    const { app, cache } = await build();
    const plain = await app.inject({ url: '/menu', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const missing = await app.inject({ url: '/missing', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    // The plugin still compresses what the cache leaves alone.
    expect(missing.headers['content-encoding']).toBe('br');
    expect(cache.stats).toEqual({ hits: 0, misses: 0 });
    await app.close();
  });

  it('never answers one request with the bytes of a different answer', async () => {
    const { app } = await build();
    const a = await app.inject({ url: '/mine', headers: { 'accept-encoding': 'br' } });
    const b = await app.inject({ url: '/mine', headers: { 'accept-encoding': 'br' } });
    expect((JSON.parse(brotliDecompressSync(a.rawPayload).toString()) as { n: number }).n).toBe(1);
    expect((JSON.parse(brotliDecompressSync(b.rawPayload).toString()) as { n: number }).n).toBe(2);
    await app.close();
  });
});
