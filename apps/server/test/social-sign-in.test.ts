import { generateKeyPairSync, createSign, type KeyObject } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities, outboxMessages, signInProviderSettings, userIdentities, users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/seed';
import { startLoopbackServer, type LoopbackServer } from '../src/modules/payments/gateways/loopback.fake';
import { createFacebookVerifier, createGoogleVerifier } from '../src/modules/accounts/social/verifiers';
import { locationAt, plainItems, pointNorthOf, predictableRestaurant, registerCustomer } from './fixtures';
import { expectAdminOnly, makeAdmin, makeOtherRoles } from './admin-fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Issue 34: Google ID tokens and Facebook access tokens, verified on the server and linked to accounts. */
const CLIENT_ID = '1234567890-keka-test.apps.googleusercontent.com';
const APP_ID = '4242424242';
const APP_SECRET = 'facebook-app-secret-for-tests';
const KID = 'test-key-1';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** An RS256 JWT as Google would sign it, with our test key (or another one). */
function idToken(claims: Record<string, unknown>, key: KeyObject = privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'RS256', typ: 'JWT', kid: KID });
  const body = b64({ iss: 'https://accounts.google.com', aud: CLIENT_ID, iat: now, exp: now + 3600, email_verified: true, ...claims });
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key).toString('base64url');
  return `${head}.${body}.${signature}`;
}

let subjects = 0;
const newSubject = () => `g-${Date.now()}-${(subjects += 1)}`;
let mails = 0;
const newEmail = () => `social${Date.now()}${(mails += 1)}@example.test`;

/** The Graph API on loopback: tokens `fb:<user id>:<app id>:<email>` are valid for that app. */
let graph: LoopbackServer;
let t: TestApp;
beforeAll(async () => {
  graph = await startLoopbackServer((request) => {
    const url = new URL(request.path, 'http://x');
    if (url.pathname === '/v21.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) return { status: 400, body: { error: { message: 'bad app token' } } };
      const [, userId, appId] = (url.searchParams.get('input_token') ?? '').split(':');
      if (!userId) return { status: 200, body: { data: { is_valid: false } } };
      return { status: 200, body: { data: { app_id: appId, is_valid: true, user_id: userId, expires_at: Math.floor(Date.now() / 1000) + 3600 } } };
    }
    if (url.pathname === '/v21.0/me') {
      const [, userId, , email] = (url.searchParams.get('access_token') ?? '').split(':');
      return { status: 200, body: { id: userId, name: 'Faye Book', ...(email ? { email } : {}) } };
    }
    return { status: 404, body: {} };
  });
  t = await createTestApp({
    signInVerifiers: {
      google: createGoogleVerifier({ clientId: CLIENT_ID, certs: async () => ({ [KID]: pem(publicKey) }) }),
      facebook: createFacebookVerifier({ appId: APP_ID, appSecret: APP_SECRET, graphBase: graph.url }),
    },
  });
  await t.db.update(cities).set({ isSurgEnabled: false });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const google = (claims: Record<string, unknown>, key?: KeyObject) => t.post('social-login', { provider: 'google', accessToken: idToken(claims, key) });

describe('Google ID tokens (checked by google-auth-library against the given keys)', () => {
  it('a verified new identity creates a customer account without a phone, and signs the same account in again', async () => {
    const sub = newSubject();
    const email = newEmail();
    const first = await google({ sub, email, name: 'Gita Google' });
    expect(first.statusCode, first.body).toBe(200);
    const user = first.json<{ data: { id: number; name: string; email: string; phone: string | null; role: string; auth_token: string } }>().data;
    expect(user).toMatchObject({ name: 'Gita Google', email, phone: null, role: 'customer' });
    const again = await google({ sub, email: 'changed@example.test' });
    expect(again.json<{ data: { id: number } }>().data.id).toBe(user.id);
    const methods = await t.post('get-sign-in-methods', {}, { token: user.auth_token });
    expect(methods.json()).toMatchObject({ data: { password: false, phone: null, providers: [{ provider: 'google', email }] } });
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }, undefined],
    ['another issuer', { iss: 'https://evil.example' }, undefined],
    ['an expired token', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }, undefined],
    ['an unverified e-mail', { email_verified: false }, undefined],
    ['a signature by another key', {}, other.privateKey],
  ])('refuses %s (401) and makes no account', async (_what, claims, key) => {
    const email = newEmail();
    const res = await google({ sub: newSubject(), email, ...claims }, key);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'PROVIDER_TOKEN_INVALID' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a token that is not a JWT at all, and bodies without a provider it knows', async () => {
    expect((await t.post('social-login', { provider: 'google', accessToken: 'not-a-jwt' })).statusCode).toBe(401);
    const unknown = await t.post('social-login', { provider: 'myspace', accessToken: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect((await t.post('social-login', { provider: 'google', accessToken: 'a'.repeat(5000) })).statusCode).toBe(400);
  });
});

describe('Facebook access tokens (debug_token on a fake Graph API)', () => {
  it('signs in with a token for our app, and refuses one made for another app', async () => {
    const email = newEmail();
    const ok = await t.post('social-login', { provider: 'facebook', accessToken: `fb:9001${subjects += 1}:${APP_ID}:${email}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ data: { name: 'Faye Book', email, phone: null } });
    const debugCall = graph.requests.find((r) => r.path.includes('debug_token'));
    expect(debugCall?.path).toContain(encodeURIComponent(`${APP_ID}|${APP_SECRET}`));
    expect(graph.requests.some((r) => r.path.includes('appsecret_proof='))).toBe(true);

    const foreign = await t.post('social-login', { provider: 'facebook', accessToken: `fb:9002${subjects += 1}:5555555555:${newEmail()}` });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ code: 'PROVIDER_TOKEN_INVALID' });
    const invalid = await t.post('social-login', { provider: 'facebook', accessToken: 'garbage' });
    expect(invalid.statusCode).toBe(401);
  });
});

describe('linking an existing account needs its own proof', () => {
  it('a verified e-mail of an existing account is refused with LINK_REQUIRED; its password then links it', async () => {
    const demo = DEMO_ACCOUNTS.customer;
    const sub = newSubject();
    const token = idToken({ sub, email: demo.email, name: 'Someone' });
    const refused = await t.post('social-login', { provider: 'google', accessToken: token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'LINK_REQUIRED', email: demo.email });
    expect(refused.json()).not.toHaveProperty('data');
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, sub))).toEqual([]);

    const wrong = await t.post('login', { email: demo.email, password: 'not-the-password', provider: 'google', accessToken: token });
    expect(wrong.statusCode).toBe(401);
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, sub))).toEqual([]);

    const proven = await t.post('login', { email: demo.email, password: demo.password, provider: 'google', accessToken: token });
    expect(proven.statusCode, proven.body).toBe(200);
    const demoId = proven.json<{ data: { id: number } }>().data.id;
    const now = await t.post('social-login', { provider: 'google', accessToken: token });
    expect(now.statusCode).toBe(200);
    expect(now.json<{ data: { id: number } }>().data.id).toBe(demoId);
    // Give the demo account back its state for the other suites of this app.
    await t.db.delete(userIdentities).where(eq(userIdentities.subject, sub));
  });

  it('a phone code proves the account too (login-otp-user with the token)', async () => {
    const customer = await registerCustomer(t.post);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    const sub = newSubject();
    const token = idToken({ sub, email: row?.email });
    expect((await t.post('social-login', { provider: 'google', accessToken: token })).statusCode).toBe(409);
    await t.post('send-otp', { phone: row?.phone });
    await t.app.messagesIdle();
    const [sms] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, row?.phone ?? '')).orderBy(desc(outboxMessages.id)).limit(1);
    const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    const linked = await t.post('login-otp-user', { phone: row?.phone, otp, provider: 'google', accessToken: token });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await t.post('social-login', { provider: 'google', accessToken: token })).json<{ data: { id: number } }>().data.id).toBe(customer.userId);
  });

  it('an identity linked to one account cannot be linked to another', async () => {
    const sub = newSubject();
    const token = idToken({ sub, email: newEmail() });
    expect((await t.post('social-login', { provider: 'google', accessToken: token })).statusCode).toBe(200);
    const someoneElse = await registerCustomer(t.post);
    const res = await t.post('link-provider', { provider: 'google', accessToken: token }, { token: someoneElse.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IDENTITY_TAKEN' });
  });

  it('a disabled account stays out through the provider too', async () => {
    const sub = newSubject();
    const signedUp = await google({ sub, email: newEmail() });
    const id = signedUp.json<{ data: { id: number; auth_token: string } }>().data.id;
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    const res = await google({ sub, email: newEmail() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
  });
});

describe('ways to sign in', () => {
  it('unlinking the last way in is refused; with a phone added, it is allowed', async () => {
    const res = await google({ sub: newSubject(), email: newEmail() });
    const token = res.json<{ data: { auth_token: string } }>().data.auth_token;
    const last = await t.post('unlink-provider', { provider: 'google' }, { token });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_SIGN_IN_METHOD' });

    const phone = `+91${String(7_000_000_000 + Math.floor(Math.random() * 999_999_999)).slice(0, 10)}`;
    await t.post('send-otp', { phone });
    await t.app.messagesIdle();
    const [sms] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(desc(outboxMessages.id)).limit(1);
    const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    const wrongCode = await t.post('add-phone', { phone, otp: String((Number(otp) + 1) % 1e6).padStart(6, '0') }, { token });
    expect(wrongCode.statusCode).toBe(422);
    const added = await t.post('add-phone', { phone, otp }, { token });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ data: { phone } });
    const unlinked = await t.post('unlink-provider', { provider: 'google' }, { token });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json()).toMatchObject({ data: { providers: [], phone } });
  });

  it("a phone another account has is not taken", async () => {
    const res = await google({ sub: newSubject(), email: newEmail() });
    const token = res.json<{ data: { auth_token: string } }>().data.auth_token;
    const phone = DEMO_ACCOUNTS.customer.phone;
    await t.post('send-otp', { phone });
    await t.app.messagesIdle();
    const [sms] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(desc(outboxMessages.id)).limit(1);
    const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    const taken = await t.post('add-phone', { phone, otp }, { token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PHONE_TAKEN' });
  });

  it('an account without a phone is asked for one before its first order', async () => {
    const store = await predictableRestaurant(t.db);
    const [item] = await plainItems(t.db, store.id, [15_000]);
    const res = await google({ sub: newSubject(), email: newEmail() });
    const token = res.json<{ data: { auth_token: string } }>().data.auth_token;
    const body = { order: [{ id: item?.id, quantity: 1, selectedaddons: [] }], location: locationAt(pointNorthOf(store, 1)), method: 'COD', delivery_type: 1 };
    const placed = await t.post('place-order', body, { token });
    expect(placed.statusCode, placed.body).toBe(422);
    expect(placed.json()).toMatchObject({ code: 'PHONE_REQUIRED' });
  });

  it('the providers on offer name only public ids', async () => {
    const res = await t.post('get-sign-in-providers', {});
    expect(res.json()).toEqual({
      success: true,
      data: [
        { provider: 'google', client_id: CLIENT_ID, development: false },
        { provider: 'facebook', client_id: APP_ID, development: false },
      ],
    });
    expect(res.body).not.toContain(APP_SECRET);
  });
});

describe('the development provider', () => {
  it('is offered outside production, mints labelled tokens that sign in, and is refused for a forged token', async () => {
    const dev = await createTestApp();
    try {
      const offered = await dev.post('get-sign-in-providers', {});
      expect(offered.json()).toEqual({ success: true, data: [{ provider: 'google', client_id: null, development: true }, { provider: 'facebook', client_id: null, development: true }] });
      const email = newEmail();
      const minted = await dev.post('dev/sign-in-token', { provider: 'google', name: 'Dev Person', email });
      const accessToken = minted.json<{ data: { accessToken: string } }>().data.accessToken;
      const signedIn = await dev.post('social-login', { provider: 'google', accessToken });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json()).toMatchObject({ data: { name: 'Dev Person', email } });
      // A Google token is not a Facebook one, and a changed token does not verify.
      expect((await dev.post('social-login', { provider: 'facebook', accessToken })).statusCode).toBe(401);
      expect((await dev.post('social-login', { provider: 'google', accessToken: `${accessToken.slice(0, -2)}xx` })).statusCode).toBe(401);
    } finally {
      await dev.close();
    }
  });

  it('is never on for a production start without the demo data', async () => {
    const real = await createTestApp({ env: { NODE_ENV: 'production', SEED_DEMO: 'false' } });
    try {
      expect((await real.post('get-sign-in-providers', {})).json()).toEqual({ success: true, data: [] });
      expect((await real.post('dev/sign-in-token', { provider: 'google', name: 'Dev', email: newEmail() })).statusCode).toBe(404);
      const res = await real.post('social-login', { provider: 'google', accessToken: 'keka-dev.x.y' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    } finally {
      await real.close();
    }
  });
});

describe("the console's sign-in keys", () => {
  const SECRETS_KEY = 'test-secrets-key-0123456789-abcdefghij';
  const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused/unused', SEED_DEMO: 'false' };
  type Providers = { data: { providers: { provider: string; source: string; offered: string; client_id: string | null; secret_set: boolean; restart_needed: boolean }[]; can_keep_secrets: boolean } };

  it('keeps Google’s client id and Facebook’s sealed secret, offers them, and never answers or audits the secret', async () => {
    const c = await createTestApp({ env: { ...PRODUCTION, SECRETS_KEY } });
    try {
      const admin = await makeAdmin(c);
      const others = await makeOtherRoles(c);
      await expectAdminOnly(c, others, 'get-sign-in-providers', {});
      await expectAdminOnly(c, others, 'save-sign-in-provider', { provider: 'google', enabled: false });
      const none = (await c.post('admin/get-sign-in-providers', {}, { token: admin.token })).json<Providers>();
      expect(none.data.providers.map((p) => [p.provider, p.source, p.offered])).toEqual([['google', 'none', 'off'], ['facebook', 'none', 'off']]);
      expect((await c.post('admin/save-sign-in-provider', { provider: 'google', enabled: true, client_id: 'not-a-client-id' }, { token: admin.token })).json()).toMatchObject({ code: 'KEYS_INVALID' });
      const google = await c.post('admin/save-sign-in-provider', { provider: 'google', enabled: true, client_id: CLIENT_ID, reason: 'launch' }, { token: admin.token });
      expect(google.statusCode, google.body).toBe(200);
      expect(google.json<Providers>().data.providers[0]).toMatchObject({ source: 'console', offered: 'live', client_id: CLIENT_ID, restart_needed: true });
      expect((await c.post('admin/save-sign-in-provider', { provider: 'facebook', enabled: true, client_id: APP_ID }, { token: admin.token })).json()).toMatchObject({ code: 'KEYS_INCOMPLETE' });
      const facebook = await c.post('admin/save-sign-in-provider', { provider: 'facebook', enabled: true, client_id: APP_ID, secret: APP_SECRET }, { token: admin.token });
      expect(facebook.statusCode, facebook.body).toBe(200);
      expect(facebook.body).not.toContain(APP_SECRET);
      expect(facebook.json<Providers>().data.providers[1]).toMatchObject({ source: 'console', offered: 'live', client_id: APP_ID, secret_set: true });
      const [row] = await c.db.select().from(signInProviderSettings).where(eq(signInProviderSettings.provider, 'facebook'));
      expect(row?.sealedSecret).toBeTruthy();
      expect(row?.sealedSecret).not.toContain(APP_SECRET);
      const audits = await c.db.select().from(auditLog).where(eq(auditLog.action, 'accounts.sign_in_provider'));
      expect(audits).toHaveLength(2);
      expect(JSON.stringify(audits)).not.toContain(APP_SECRET);
      expect((await c.post('get-sign-in-providers', {})).json()).toEqual({
        success: true,
        data: [
          { provider: 'google', client_id: CLIENT_ID, development: false },
          { provider: 'facebook', client_id: APP_ID, development: false },
        ],
      });
      // Switched off: no longer offered.
      await c.post('admin/save-sign-in-provider', { provider: 'facebook', enabled: false }, { token: admin.token });
      expect((await c.post('get-sign-in-providers', {})).json<{ data: { provider: string }[] }>().data.map((p) => p.provider)).toEqual(['google']);
    } finally {
      await c.close();
    }
  });

  it('refuses to keep a secret without SECRETS_KEY, and leaves keys from the environment to the environment', async () => {
    const c = await createTestApp({ env: { ...PRODUCTION, GOOGLE_CLIENT_ID: CLIENT_ID } });
    try {
      const admin = await makeAdmin(c);
      const secret = await c.post('admin/save-sign-in-provider', { provider: 'facebook', enabled: true, client_id: APP_ID, secret: APP_SECRET }, { token: admin.token });
      expect(secret.statusCode).toBe(409);
      expect(secret.json()).toMatchObject({ code: 'SECRETS_KEY_MISSING' });
      const env = await c.post('admin/save-sign-in-provider', { provider: 'google', enabled: true, client_id: 'other-1.apps.googleusercontent.com' }, { token: admin.token });
      expect(env.json()).toMatchObject({ code: 'KEYS_FROM_ENVIRONMENT' });
      const described = (await c.post('admin/get-sign-in-providers', {}, { token: admin.token })).json<Providers>();
      expect(described.data.providers[0]).toMatchObject({ source: 'environment', offered: 'live', client_id: CLIENT_ID, restart_needed: false });
      expect(described.data.can_keep_secrets).toBe(false);
    } finally {
      await c.close();
    }
  });
});

describe("SPEC §7's login and register with accessToken and provider", () => {
  it('login with only the token signs in as social-login does; the role doors still want a password', async () => {
    const sub = newSubject();
    const email = newEmail();
    const first = await t.post('login', { provider: 'google', accessToken: idToken({ sub, email, name: 'Lola Login' }) });
    expect(first.statusCode, first.body).toBe(200);
    const again = await google({ sub, email });
    expect(again.json<{ data: { id: number } }>().data.id).toBe(first.json<{ data: { id: number } }>().data.id);
    expect((await t.post('login', { email })).json()).toMatchObject({ code: 'VALIDATION', message: 'Enter your password' });
    const store = await t.post('store/login', { provider: 'google', accessToken: idToken({ sub, email }) });
    expect(store.statusCode).toBe(400);
    expect(store.json()).toMatchObject({ message: 'Enter your password' });
  });

  it('register with the token makes the account from the verified e-mail, with the form’s name and phone', async () => {
    const email = newEmail();
    const phone = String(6_000_000_000 + Math.floor(Math.random() * 999_999_999)).slice(0, 10);
    const res = await t.post('register', { name: 'Rita Register', email: 'typed@example.test', phone, provider: 'google', accessToken: idToken({ sub: newSubject(), email }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { name: 'Rita Register', email, phone: `+91${phone}` } });
    const noPassword = await t.post('register', { name: 'No Password', email: newEmail(), phone: '9876501234' });
    expect(noPassword.statusCode).toBe(400);
  });
});

describe('an account made through one provider', () => {
  it('is linked to the other only from inside the account: the other provider is told how', async () => {
    const email = newEmail();
    const byFacebook = await t.post('social-login', { provider: 'facebook', accessToken: `fb:9100${subjects += 1}:${APP_ID}:${email}` });
    expect(byFacebook.statusCode, byFacebook.body).toBe(200);
    const googleToken = idToken({ sub: newSubject(), email });
    const refused = await t.post('social-login', { provider: 'google', accessToken: googleToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Sign in with Facebook, then link Google');
    const linked = await t.post('link-provider', { provider: 'google', accessToken: googleToken }, { token: byFacebook.json<{ data: { auth_token: string } }>().data.auth_token });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<{ data: { providers: { provider: string }[] } }>().data.providers.map((p) => p.provider)).toEqual(['facebook', 'google']);
  });
});

describe('limits', () => {
  it("provider sign-ins are held to the login routes' limit per address, refused tokens counted too", async () => {
    const limited = await createTestApp({ rateLimit: { limits: { login: { perIp: 2, windowMs: 60_000 } } } });
    try {
      const minted = await limited.post('dev/sign-in-token', { provider: 'google', name: 'Lim Ited', email: newEmail() });
      const accessToken = minted.json<{ data: { accessToken: string } }>().data.accessToken;
      expect((await limited.post('social-login', { provider: 'google', accessToken: 'forged' })).statusCode).toBe(401);
      expect((await limited.post('social-login', { provider: 'google', accessToken })).statusCode).toBe(200);
      const third = await limited.post('social-login', { provider: 'google', accessToken });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
