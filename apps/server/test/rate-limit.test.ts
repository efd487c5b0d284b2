import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../src/http/rate-limit';
import { users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/seed';
import { INDIRANAGAR, locationAt, plainItems, pointNorthOf, predictableRestaurant, registerCustomer } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

const geocode = (t: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.post('coordinate-to-address', INDIRANAGAR, options);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('per-route limits (SECURITY 20, 21)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimit: {
        limits: {
          'coordinate-to-address': { perIp: 3, windowMs: 60_000 },
          login: { perIp: 2, windowMs: 5 * 60_000 },
          register: { perIp: 2, windowMs: 60_000 },
          'check-account': { perIp: 2, windowMs: 60_000 },
        },
      },
    });
  });
  afterAll(async () => t.close());

  it('answers 429 RATE_LIMITED with retry-after once an address used its allowance', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i += 1) expect((await geocode(t, { remoteAddress: ip })).statusCode).toBe(200);
    const limited = await geocode(t, { remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: 'Too many requests. Please try again in a minute.' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers['cache-control']).toBe('no-store');
  });

  it('counts each address apart', async () => {
    for (let i = 0; i < 4; i += 1) await geocode(t, { remoteAddress: '203.0.113.11' });
    expect((await geocode(t, { remoteAddress: '203.0.113.12' })).statusCode).toBe(200);
  });

  it('ignores a forged X-Forwarded-For when the proxy is not trusted (SECURITY 20)', async () => {
    const ip = '203.0.113.13';
    for (let i = 0; i < 3; i += 1) await geocode(t, { remoteAddress: ip, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    const forged = await geocode(t, { remoteAddress: ip, headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect(forged.statusCode).toBe(429);
  });

  it('lets the address in again when the window is over', async () => {
    // The in-process store reads Date.now(); only Date is faked, so the database and scrypt run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    try {
      const ip = '203.0.113.14';
      const login = () => t.post('login', { email: 'nobody@example.test', password: 'nope-nope' }, { remoteAddress: ip });
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(429);
      vi.setSystemTime(new Date('2026-11-23T10:04:59Z'));
      expect((await login()).statusCode).toBe(429);
      vi.setSystemTime(new Date('2026-11-23T10:05:00Z'));
      expect((await login()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits sign-ups per address (SECURITY 10)', async () => {
    const ip = '203.0.113.15';
    const post = (name: string, body?: unknown) => t.post(name, body, { remoteAddress: ip });
    await registerCustomer(post);
    await registerCustomer(post);
    await expect(registerCustomer(post)).rejects.toThrow(/RATE_LIMITED/);
  });

  it('limits the e-mail check per address, so a list of addresses cannot be walked', async () => {
    const ip = '203.0.113.16';
    const check = (n: number) => t.post('check-email', { email: `walk-${n}@example.test` }, { remoteAddress: ip });
    expect((await check(1)).statusCode).toBe(200);
    expect((await check(2)).statusCode).toBe(200);
    const third = await check(3);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('leaves routes without a limit alone', async () => {
    const res = await t.post('get-settings', undefined, { remoteAddress: '203.0.113.10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, rateLimit: { limits: { 'coordinate-to-address': { perIp: 2, windowMs: 60_000 } } } });
  });
  afterAll(async () => t.close());

  it('counts the client the proxy names', async () => {
    const viaProxy = (client: string) => geocode(t, { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client } });
    await viaProxy('198.51.100.1');
    await viaProxy('198.51.100.1');
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
  });
});

describe('place-order: per address and per customer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { limits: { 'place-order': { perIp: 100, perUser: 2, windowMs: 60_000 } } } });
  });
  afterAll(async () => t.close());

  it('stops one customer on any address, and not the next customer on the same one', async () => {
    const store = await predictableRestaurant(t.db);
    const [dish] = await plainItems(t.db, store.id, [15_000]);
    const body = { order: [{ id: dish?.id, quantity: 1, selectedaddons: [] }], location: locationAt(pointNorthOf(store, 1)), method: 'COD', delivery_type: 1 };
    const first = await registerCustomer(t.post);
    const second = await registerCustomer(t.post);
    const place = (token: string, remoteAddress: string) => t.post('place-order', body, { token, remoteAddress });

    expect((await place(first.token, '203.0.113.20')).statusCode).toBe(200);
    expect((await place(first.token, '203.0.113.21')).statusCode).toBe(200);
    const limited = await place(first.token, '203.0.113.22');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await place(second.token, '203.0.113.22')).statusCode).toBe(200);
  });

  it('answers a retry under the same Idempotency-Key from its stored answer, never counted (issue 35)', async () => {
    const store = await predictableRestaurant(t.db);
    const [dish] = await plainItems(t.db, store.id, [15_000]);
    const body = { order: [{ id: dish?.id, quantity: 1, selectedaddons: [] }], location: locationAt(pointNorthOf(store, 1)), method: 'COD', delivery_type: 1 };
    const customer = await registerCustomer(t.post);
    const place = (key: string) => t.post('place-order', body, { token: customer.token, headers: { 'idempotency-key': key } });
    const first = await place('checkout-1');
    expect(first.statusCode).toBe(200);
    const uid = first.json<{ data: { unique_order_id: string } }>().data.unique_order_id;
    for (let i = 0; i < 5; i += 1) {
      const retry = await place('checkout-1');
      expect(retry.statusCode).toBe(200);
      expect(retry.json<{ data: { unique_order_id: string } }>().data.unique_order_id).toBe(uid);
    }
    // The allowance of 2 is spent only by checkouts that are not retries.
    expect((await place('checkout-2')).statusCode).toBe(200);
    expect((await place('checkout-3')).statusCode).toBe(429);
  });

  it('counts an anonymous request per address only (it is refused as not logged in)', async () => {
    const res = await t.post('place-order', { order: [{ id: 1, quantity: 1, selectedaddons: [] }], location: locationAt(INDIRANAGAR), method: 'COD', delivery_type: 1 });
    expect(res.statusCode).toBe(401);
  });
});

describe('limits off (the other API suites)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('never answers 429', async () => {
    const answers = await Promise.all(Array.from({ length: DEFAULT_LIMITS['coordinate-to-address'].perIp + 5 }, () => geocode(t)));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
  });
});

describe('Redis unreachable (issue 35)', () => {
  it('counts in this instance instead: a limit is never off, and health says degraded', async () => {
    const t = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      rateLimit: { limits: { 'coordinate-to-address': { perIp: 1, windowMs: 60_000 }, 'failed-login': { perIp: 100, perAccount: 10, windowMs: 15 * 60_000 } } },
    });
    try {
      expect((await geocode(t)).statusCode).toBe(200);
      expect((await geocode(t)).statusCode).toBe(429);
      // 12 wrong passwords for one account: the per-account limit still bites.
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1) codes.push((await t.post('login', { email: DEMO_ACCOUNTS.customer.email, password: `wrong-${i}` })).statusCode);
      expect(codes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
      expect(codes.slice(10)).toEqual([429, 429]);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ success: true, status: 'degraded', database: 'up', redis: 'down' });
    } finally {
      await t.close();
    }
  });
});

describe('failed logins per address (SECURITY 21)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { limits: { 'failed-login': { perIp: 2, windowMs: 15 * 60_000 } } } });
  });
  afterAll(async () => t.close());
  const { customer } = DEMO_ACCOUNTS;

  it('counts only failures, then refuses even the right password from that address', async () => {
    const ip = '203.0.113.40';
    const login = (password: string, remoteAddress = ip) => t.post('login', { email: customer.email, password }, { remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await login(customer.password)).statusCode).toBe(200);
    expect((await login('wrong-one')).statusCode).toBe(401);
    expect((await login('wrong-two')).statusCode).toBe(401);
    const refused = await login(customer.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: 'Too many failed attempts. Please try again in 15 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login(customer.password, '203.0.113.41')).statusCode).toBe(200);
  });
});

describe('failed logins per account, from every address (SECURITY 21)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { limits: { 'failed-login': { perIp: 100, perAccount: 2, windowMs: 15 * 60_000 } } } });
  });
  afterAll(async () => t.close());

  it('refuses an account after its failures, from any address, and answers an unknown account exactly the same', async () => {
    const victim = await registerCustomer(t.post);
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.userId));
    const email = row?.email ?? '';
    const attempts = async (who: string, password: string) => {
      const answers = [];
      // Each attempt from another address: a spread-out guesser.
      for (let i = 0; i < 3; i += 1) answers.push(await t.post('login', { email: who, password }, { remoteAddress: `198.51.100.${i + 1}` }));
      return answers;
    };
    const known = await attempts(email, 'wrong-pass');
    const unknown = await attempts('nobody-here@example.test', 'wrong-pass');
    expect(known.map((r) => r.statusCode)).toEqual([401, 401, 429]);
    expect(unknown.map((r) => r.statusCode)).toEqual([401, 401, 429]);
    expect(known.map((r) => r.json<unknown>())).toEqual(unknown.map((r) => r.json<unknown>()));
    expect(known[2]?.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts for this account. Reset your password, or try again in 15 minutes.',
    });
    // Even the right password waits, from a new address too; the same address signs in to another account.
    expect((await t.post('login', { email: email.toUpperCase(), password: 'secret123' }, { remoteAddress: '198.51.100.9' })).statusCode).toBe(429);
    const { customer } = DEMO_ACCOUNTS;
    expect((await t.post('login', { email: customer.email, password: customer.password }, { remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('shared through Redis (TEST_REDIS_URL)', () => {
  const prefix = `keka:test:${randomUUID()}:`;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const options = { env: { REDIS_URL: redisUrl ?? '' }, rateLimit: { redisKeyPrefix: prefix, limits: { 'coordinate-to-address': { perIp: 3, windowMs: 1_000 }, 'failed-login': { perIp: 2, windowMs: 60_000 } } } };
    a = await createTestApp(options);
    b = await createTestApp({ ...options, database: a.database });
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await b.close();
    await a.close();
  });

  it('two instances on one Redis share the count, and the window resets it', async () => {
    const ip = '203.0.113.30';
    expect((await geocode(a, { remoteAddress: ip })).statusCode).toBe(200);
    expect((await geocode(b, { remoteAddress: ip })).statusCode).toBe(200);
    expect((await geocode(a, { remoteAddress: ip })).statusCode).toBe(200);
    const limited = await geocode(b, { remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await geocode(a, { remoteAddress: ip })).statusCode).toBe(429);
    await sleep(1_100);
    expect((await geocode(b, { remoteAddress: ip })).statusCode).toBe(200);
  });

  it('shares failed-login counts too', async () => {
    const login = (t: TestApp) => t.post('login', { email: 'nobody@example.test', password: 'nope-nope' }, { remoteAddress: '203.0.113.31' });
    expect((await login(a)).statusCode).toBe(401);
    expect((await login(b)).statusCode).toBe(401);
    expect((await login(a)).statusCode).toBe(429);
    expect((await login(b)).statusCode).toBe(429);
  });
});
