import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/seed';
import { registerCustomer } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { customer } = DEMO_ACCOUNTS;

describe('login', () => {
  it('answers SPEC §3 User for the demo customer', async () => {
    const res = await t.post('login', { email: customer.email, password: customer.password });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; data: Record<string, unknown> & { default_address: Record<string, unknown> } }>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ name: expect.any(String), auth_token: expect.any(String), role: 'customer' });
    expect(body.data.rewards).toBeGreaterThanOrEqual(1);
    expect(body.data.default_address_id).toEqual(expect.any(Number));
    expect(body.data.default_address).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number), address: expect.any(String) });
    expect(body.data).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('scrypt$');
  });

  it('accepts a case-insensitive e-mail and the phone number', async () => {
    expect((await t.post('login', { email: customer.email.toUpperCase(), password: customer.password })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, customer.email));
    expect((await t.post('login', { phone: row?.phone?.slice(-10), password: customer.password })).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown account (SECURITY 21)', async () => {
    const wrong = await t.post('login', { email: customer.email, password: 'nope-nope' });
    const unknown = await t.post('login', { email: 'nobody@example.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('upgrades a hash made with the old, weaker scrypt cost at the next login (SECURITY 21)', async () => {
    const victim = await registerCustomer(t.post);
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.userId));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    // A hash as the first releases wrote it: N=2^14, r=8, p=1.
    const salt = randomBytes(16);
    const weak = ['scrypt', 16384, 8, 1, salt.toString('base64url'), scryptSync('secret123', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')].join('$');
    await t.db.update(users).set({ passwordHash: weak }).where(eq(users.id, victim.userId));
    expect((await t.post('login', { email: row?.email, password: 'wrong-pass' })).statusCode).toBe(401);
    const [still] = await t.db.select().from(users).where(eq(users.id, victim.userId));
    expect(still?.passwordHash).toBe(weak);
    expect((await t.post('login', { email: row?.email, password: 'secret123' })).statusCode).toBe(200);
    const [upgraded] = await t.db.select().from(users).where(eq(users.id, victim.userId));
    expect(upgraded?.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect((await t.post('login', { email: row?.email, password: 'secret123' })).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    expect((await t.post('login', { password: 'x' })).statusCode).toBe(400);
    expect((await t.post('login', { email: customer.email })).statusCode).toBe(400);
  });
});

describe('login-phone', () => {
  it('signs in by phone and password only, with the same answer for a wrong password and an unknown phone', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, customer.email));
    const ok = await t.post('login-phone', { phone: row?.phone?.slice(-10), password: customer.password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ data: { email: string } }>().data).toMatchObject({ auth_token: expect.any(String) });
    const wrong = await t.post('login-phone', { phone: row?.phone, password: 'nope-nope' });
    const unknown = await t.post('login-phone', { phone: '9000000001', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    // An e-mail is not a phone here.
    expect((await t.post('login-phone', { email: customer.email, password: customer.password })).statusCode).toBe(400);
    expect((await t.post('login-phone', { phone: 'not-a-phone', password: 'x' })).statusCode).toBe(400);
  });
});

describe('check-email', () => {
  it("says whether an e-mail and phone are free for a sign-up; a provider's token must vouch for that e-mail", async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, customer.email));
    const taken = await t.post('check-email', { email: customer.email.toUpperCase(), phone: row?.phone });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ success: true, data: { email_available: false, phone_available: false } });
    const free = await t.post('check-email', { email: 'fresh-person@example.test' });
    expect(free.json()).toEqual({ success: true, data: { email_available: true, phone_available: null } });
    const forged = await t.post('check-email', { email: 'fresh-person@example.test', provider: 'google', accessToken: 'abc' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'PROVIDER_TOKEN_INVALID' });
    // This test server runs the development provider (outside production, no Google keys).
    const minted = await t.post('dev/sign-in-token', { provider: 'google', name: 'Fresh Person', email: 'fresh-person@example.test' });
    const accessToken = minted.json<{ data: { accessToken: string } }>().data.accessToken;
    expect((await t.post('check-email', { email: 'someone-else@example.test', provider: 'google', accessToken })).statusCode).toBe(400);
    expect((await t.post('check-email', { email: 'fresh-person@example.test', provider: 'google' })).statusCode).toBe(400);
    const vouched = await t.post('check-email', { email: 'fresh-person@example.test', provider: 'google', accessToken });
    expect(vouched.json()).toEqual({ success: true, data: { email_available: true, phone_available: null } });
    expect((await t.post('check-email', { email: 'not an e-mail' })).statusCode).toBe(400);
    expect((await t.post('check-email', { email: 'a\u0000b@example.test' })).statusCode).toBe(400);
  });
});

describe('register', () => {
  it('creates a customer and ignores role, wallet and activation fields (SECURITY 16)', async () => {
    const res = await t.post('register', {
      name: 'Priya Nair',
      email: 'priya.nair@example.test',
      phone: '98450 12345',
      password: 'curry-leaf',
      role: 'admin',
      wallet_balance: 100000,
      walletBalancePaise: 100000,
      is_active: false,
      store_id: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { id: number; role: string; wallet_balance: string; phone: string } }>().data;
    expect(data).toMatchObject({ role: 'customer', wallet_balance: '0.00', phone: '+919845012345' });
    const [row] = await t.db.select().from(users).where(eq(users.id, data.id));
    expect(row).toMatchObject({ role: 'customer', walletBalancePaise: 0, isActive: true });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('refuses a taken e-mail or phone with 409, and bad fields with 400', async () => {
    const taken = await t.post('register', { name: 'Someone', email: customer.email, phone: '9845099999', password: 'secret123' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    for (const bad of [
      { name: 'A', email: 'a@b.co', phone: '9845011111', password: 'secret123' },
      { name: 'Good Name', email: 'not-an-email', phone: '9845011111', password: 'secret123' },
      { name: 'Good Name', email: 'ok@example.test', phone: '12345', password: 'secret123' },
      { name: 'Good Name', email: 'ok@example.test', phone: '9845011111', password: '123' },
    ]) {
      const res = await t.post('register', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ message: string }>().message).not.toBe('');
    }
  });
});

describe('sessions (SECURITY 19, 22)', () => {
  it('stores only a hash of the token, accepts it in the header or body, and logout revokes it', async () => {
    const { token, userId } = await registerCustomer(t.post);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    expect((await t.post('check-running-order', {}, { token })).statusCode).toBe(200);
    expect((await t.post('check-running-order', { token })).statusCode).toBe(200);
    expect((await t.post('check-running-order', { auth_token: token })).statusCode).toBe(200);
    expect((await t.post('logout', {}, { token })).statusCode).toBe(200);
    expect((await t.post('check-running-order', {}, { token })).statusCode).toBe(401);
  });

  it('refuses a deactivated account at once', async () => {
    const { token, userId } = await registerCustomer(t.post);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    expect((await t.post('check-running-order', {}, { token })).statusCode).toBe(401);
  });

  it('refuses made-up tokens', async () => {
    expect((await t.post('check-running-order', {}, { token: 'made-up' })).statusCode).toBe(401);
    expect((await t.post('check-running-order', {})).statusCode).toBe(401);
  });
});
