import { describe, expect, it } from 'vitest';
import { loggableError } from './error-handler';
import { buildSecurityHeaders, tileImageSource } from './security';

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

describe('scripts the pages may run', () => {
  it("are the app's own files only: no inline script, no unsafe source (a first screen's data is a JSON block, ADR 0038)", () => {
    const csp = buildSecurityHeaders({ https: false, extraImgSrc: [] })['content-security-policy'] ?? '';
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
  });
});

describe('sign-in providers (issue 34)', () => {
  it("let in only the configured provider's script and frames, and keep a popup's opener", () => {
    const none = buildSecurityHeaders({ https: true, extraImgSrc: [] });
    expect(none['cross-origin-opener-policy']).toBe('same-origin');
    expect(none['content-security-policy']).not.toContain('google');
    const headers = buildSecurityHeaders({ https: true, extraImgSrc: [], signIn: { google: true, facebook: false } });
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/;");
    expect(csp).not.toContain('facebook');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
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
