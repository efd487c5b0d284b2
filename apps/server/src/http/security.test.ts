import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loggableError } from './error-handler';
import { buildSecurityHeaders, tileImageSource } from './security';
import { shellScriptSources } from './static';

describe('tileImageSource (CSP img-src for the map tiles)', () => {
  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example.in:8443/{z}/{x}/{y}.webp', 'https://tiles.example.in:8443'],
    ['https://maps.example.com/styles/v1/{z}/{x}/{y}?key=abc', 'https://maps.example.com'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ['http://insecure.example.com/{z}/{x}/{y}.png', null],
    ["https://evil.example.com'; script-src *;/{z}/{x}/{y}", null],
    ['', null],
  ])('%s → %s', (template, expected) => {
    expect(tileImageSource(template)).toBe(expected);
  });

  it('lands in img-src and nowhere else', () => {
    const csp = buildSecurityHeaders({ https: false, extraImgSrc: ['https://*.tile.openstreetmap.org'] })['content-security-policy'];
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(csp).toContain("script-src 'self';");
  });
});

describe('inline scripts of the built index.html (ADR 0026)', () => {
  it('are allowed by their hash and no other way', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'keka-shell-'));
    const script = "(function () { document.getElementById('root'); })();";
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><script src="/early-reads.js" async></script><script type="module" src="/assets/boot.js"></script></head><body><div id="root"></div><script>${script}</script></body></html>`,
    );
    const sources = shellScriptSources(dist);
    expect(sources).toEqual([`'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    const csp = buildSecurityHeaders({ https: false, extraImgSrc: [], scriptSources: sources })['content-security-policy'] ?? '';
    expect(csp).toContain(`script-src 'self' ${sources[0] ?? ''};`);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
    expect(shellScriptSources(path.join(dist, 'missing'))).toEqual([]);
  });
});

describe('loggableError (no query parameters in the log)', () => {
  it('keeps the SQL text and the cause, drops the parameters', async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const cause = Object.assign(new Error('timeout exceeded when trying to connect'), { code: 'ETIMEDOUT' });
    const logged = loggableError(new DrizzleQueryError('select * from sessions where token_hash = $1', ['f00dcafe-secret'], cause)) as Error;
    expect(logged.message).toBe('Failed query: select * from sessions where token_hash = $1');
    expect(JSON.stringify({ message: logged.message, stack: logged.stack })).not.toContain('f00dcafe-secret');
    expect(logged.cause).toBe(cause);
    const plain = new Error('boom');
    expect(loggableError(plain)).toBe(plain);
  });
});
