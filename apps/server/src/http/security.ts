import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  readonly https: boolean;
  readonly extraImgSrc: readonly string[];
  /** Hosts the payment providers' pages are posted to (issue 33). */
  readonly formActionHosts?: readonly string[];
  /** Sign-in providers with real keys (issue 34): their scripts and frames are let in, and popups keep their opener. */
  readonly signIn?: { readonly google: boolean; readonly facebook: boolean };
}

/** What Google Identity Services and Facebook's SDK need, each only when that provider is configured. */
const SIGN_IN_SOURCES = {
  google: { script: ['https://accounts.google.com/gsi/client'], frame: ['https://accounts.google.com/gsi/'], connect: ['https://accounts.google.com/gsi/'], style: ['https://accounts.google.com/gsi/style'] },
  facebook: { script: ['https://connect.facebook.net'], frame: ['https://www.facebook.com', 'https://web.facebook.com'], connect: ['https://graph.facebook.com'], style: [] },
} as const;

/**
 * SECURITY 28: CSP (no inline script at all: a first screen's data is a JSON block, which does not run), frame-ancestors, nosniff, Referrer-Policy, HSTS only behind TLS.
 * The header set is the same for every response, so it is built once; @fastify/helmet computed it per
 * request and cost ~60 % of the throughput of a trivial route (bench, 2026-11-22). Handlers that need
 * their own CSP (API docs, SVG images) set it later and win.
 */
export function buildSecurityHeaders(opts: SecurityHeaderOptions): Record<string, string> {
  const providers = (['google', 'facebook'] as const).filter((p) => opts.signIn?.[p]).map((p) => SIGN_IN_SOURCES[p]);
  const extra = (kind: 'script' | 'frame' | 'connect' | 'style') => providers.flatMap((p) => p[kind]).map((s) => ` ${s}`).join('');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${extra('script')}`,
    `style-src 'self' 'unsafe-inline'${extra('style')}`,
    ...(providers.length > 0 ? [`frame-src 'self'${extra('frame')}`] : []),
    `img-src 'self' data: blob: ${opts.extraImgSrc.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self'${extra('connect')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${(opts.formActionHosts ?? []).filter((h) => /^[\w.-]+$/.test(h)).map((h) => `https://${h}`).join(' ')}`.trim(),
    // The desktop landing shows the app in a phone frame: same-origin framing only (SPEC §1).
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    // A provider's sign-in popup must be able to answer its opener.
    'cross-origin-opener-policy': providers.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The img-src entry that lets the map load tiles from the mapTileUrl setting's host: Leaflet's
 * `{s}` sub-domain letter becomes a wildcard. Same-site or unusable templates need none.
 */
export function tileImageSource(template: string): string | null {
  const match = /^https:\/\/([^/?#]+)\//.exec(template);
  if (!match?.[1]) return null;
  const host = match[1].replace(/\{s\}/g, '*');
  return /^[\w*.-]+(:\d+)?$/.test(host) ? `https://${host}` : null;
}

export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): void {
  const headers = buildSecurityHeaders(opts);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // SECURITY 29: API answers are never stored by browsers, proxies or the service worker.
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) reply.header('cache-control', 'no-store');
    done();
  });
}
