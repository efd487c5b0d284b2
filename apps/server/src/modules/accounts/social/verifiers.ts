import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SignInProvider } from '@keka/contracts';
import { OAuth2Client } from 'google-auth-library';
import { fail } from '../../../lib/errors';

/** What a provider vouches for once its token verified. */
export interface VerifiedIdentity {
  readonly provider: SignInProvider;
  /** The provider's stable id of the person (Google's `sub`, Facebook's user id). */
  readonly subject: string;
  /** Only an e-mail the provider has verified; null otherwise. */
  readonly email: string | null;
  readonly name: string | null;
}

/** One provider's check of a token the browser got from it (issue 34). */
export interface IdentityVerifier {
  readonly provider: SignInProvider;
  /** Google's client id or Facebook's app id (public: the browser's script needs it); null for the development stand-in. */
  readonly clientId: string | null;
  readonly development: boolean;
  /** The identity, or PROVIDER_TOKEN_INVALID; a provider that cannot be reached is SERVICE_UNAVAILABLE. */
  verify(token: string): Promise<VerifiedIdentity>;
}

const refused = (why: string): never => fail('PROVIDER_TOKEN_INVALID', why);
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleVerifierOptions {
  readonly clientId: string;
  /** Google's signing keys by key id; by default fetched (and cached) by google-auth-library from Google. Tests give their own. */
  readonly certs?: () => Promise<Record<string, string>>;
}

/**
 * Google Identity Services' ID token, checked by Google's own library: the signature against Google's
 * keys, the audience (our client id), the issuer and the expiry; then `email_verified`.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions): IdentityVerifier {
  const client = new OAuth2Client({ clientId: options.clientId });
  const certs = options.certs ?? (async () => (await client.getFederatedSignonCertsAsync()).certs as Record<string, string>);
  return {
    provider: 'google',
    clientId: options.clientId,
    development: false,
    async verify(token) {
      let keys: Record<string, string>;
      try {
        keys = await certs();
      } catch {
        return fail('SERVICE_UNAVAILABLE', 'Google could not be reached to check the sign-in. Try again in a moment.');
      }
      let payload;
      try {
        payload = (await client.verifySignedJwtWithCertsAsync(token, keys, options.clientId, GOOGLE_ISSUERS)).getPayload();
      } catch {
        return refused('Google’s sign-in could not be checked. Try again.');
      }
      if (!payload?.sub) return refused('Google’s sign-in could not be checked. Try again.');
      if (!payload.email || payload.email_verified !== true) return refused('Google has not verified this e-mail address. Verify it with Google, or sign in another way.');
      return { provider: 'google', subject: payload.sub, email: payload.email.toLowerCase(), name: payload.name ?? null };
    },
  };
}

export interface FacebookVerifierOptions {
  readonly appId: string;
  readonly appSecret: string;
  /** The Graph API's base; a fake on loopback in tests. */
  readonly graphBase?: string;
  readonly fetch?: typeof fetch;
}

const GRAPH_VERSION = 'v21.0';

/**
 * A Facebook Login access token, checked with the Graph API's `debug_token` for our app (a token made
 * for another app is refused), then `/me` for the name and e-mail (Facebook gives only a confirmed one),
 * the call signed with `appsecret_proof`.
 */
export function createFacebookVerifier(options: FacebookVerifierOptions): IdentityVerifier {
  const base = (options.graphBase ?? 'https://graph.facebook.com').replace(/\/+$/, '');
  const get = options.fetch ?? fetch;
  async function graph(pathAndQuery: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await get(`${base}/${GRAPH_VERSION}/${pathAndQuery}`, { signal: AbortSignal.timeout(8000) });
    } catch {
      return fail('SERVICE_UNAVAILABLE', 'Facebook could not be reached to check the sign-in. Try again in a moment.');
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status >= 500) fail('SERVICE_UNAVAILABLE', 'Facebook could not be reached to check the sign-in. Try again in a moment.');
    return response.ok ? body : refused('Facebook’s sign-in could not be checked. Try again.');
  }
  return {
    provider: 'facebook',
    clientId: options.appId,
    development: false,
    async verify(token) {
      const appToken = `${options.appId}|${options.appSecret}`;
      const debug = (await graph(`debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`)).data as
        | { app_id?: string | number; is_valid?: unknown; user_id?: string | number; expires_at?: unknown }
        | undefined;
      if (!debug || debug.is_valid !== true || String(debug.app_id) !== options.appId || !debug.user_id) return refused('Facebook’s sign-in could not be checked. Try again.');
      if (typeof debug.expires_at === 'number' && debug.expires_at !== 0 && debug.expires_at * 1000 < Date.now()) return refused('Facebook’s sign-in has expired. Try again.');
      const proof = createHmac('sha256', options.appSecret).update(token).digest('hex');
      const me = await graph(`me?fields=id,name,email&access_token=${encodeURIComponent(token)}&appsecret_proof=${proof}`);
      if (typeof me.id !== 'string' || me.id !== String(debug.user_id)) return refused('Facebook’s sign-in could not be checked. Try again.');
      const email = typeof me.email === 'string' && me.email.includes('@') ? me.email.toLowerCase() : null;
      return { provider: 'facebook', subject: me.id, email, name: typeof me.name === 'string' ? me.name : null };
    },
  };
}

const DEV_TOKEN_MINUTES = 10;
const DEV_PREFIX = 'keka-dev.';

/**
 * The development provider (demo and non-production starts without a provider's keys): a stand-in that
 * signs its own short-lived tokens for a name and e-mail typed on the app's labelled development sheet.
 * It proves nothing about anyone, which is why it is never on for a production start without the demo.
 */
export function createDevVerifier(provider: SignInProvider, key: Buffer = randomBytes(32)) {
  const sign = (body: string) => createHmac('sha256', key).update(`${provider}.${body}`).digest('base64url');
  const verifier: IdentityVerifier & { mint(v: { name: string; email: string }, now?: Date): string } = {
    provider,
    clientId: null,
    development: true,
    mint({ name, email }, now = new Date()) {
      const body = Buffer.from(JSON.stringify({ name, email: email.toLowerCase(), exp: now.getTime() + DEV_TOKEN_MINUTES * 60_000 })).toString('base64url');
      return `${DEV_PREFIX}${body}.${sign(body)}`;
    },
    async verify(token) {
      const [body, mac] = token.startsWith(DEV_PREFIX) ? token.slice(DEV_PREFIX.length).split('.') : [];
      const expected = body ? Buffer.from(sign(body)) : null;
      if (!body || !mac || !expected || expected.length !== Buffer.byteLength(mac) || !timingSafeEqual(expected, Buffer.from(mac))) return refused('This development sign-in could not be checked. Try again.');
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { name: string; email: string; exp: number };
      if (claims.exp < Date.now()) return refused('This development sign-in has expired. Try again.');
      return { provider, subject: `dev:${claims.email}`, email: claims.email, name: claims.name };
    },
  };
  return verifier;
}
export type DevVerifier = ReturnType<typeof createDevVerifier>;
