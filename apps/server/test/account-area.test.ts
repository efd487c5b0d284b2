import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, walletTransactions } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/seed';
import { registerCustomer } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** The account area's calls: get-wallet-transactions, change-avatar, check-ban (SECURITY 13, 19, 25). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('get-wallet-transactions', () => {
  it("answers the session user's balance and ledger only, newest first, 20 a page", async () => {
    const demo = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const mine = await t.post('get-wallet-transactions', {}, { token: demo.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ success: true, data: [{ type: 'CREDIT', reason: 'Welcome bonus', unique_order_id: null }], has_more: false });

    const other = await registerCustomer(t.post);
    // Another user's id in the body changes nothing (SECURITY 13).
    const empty = await t.post('get-wallet-transactions', { user_id: demo.userId }, { token: other.token });
    expect(empty.json()).toEqual({ success: true, balance: '0.00', data: [], has_more: false });

    const rows = Array.from({ length: 25 }, (_, i) => ({ userId: other.userId, type: 'CREDIT' as const, amountPaise: 100, balanceAfterPaise: 100 * (i + 1), reason: `Credit ${i + 1}` }));
    await t.db.insert(walletTransactions).values(rows);
    await t.db.update(users).set({ walletBalancePaise: 2500 }).where(eq(users.id, other.userId));
    const first = (await t.post('get-wallet-transactions', { page: 1 }, { token: other.token })).json<{ balance: string; data: { reason: string; balance_after: string }[]; has_more: boolean }>();
    expect(first.balance).toBe('25.00');
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ reason: 'Credit 25', balance_after: '25.00' });
    expect(first.has_more).toBe(true);
    const second = (await t.post('get-wallet-transactions', { page: 2 }, { token: other.token })).json<{ data: unknown[]; has_more: boolean }>();
    expect(second.data).toHaveLength(5);
    expect(second.has_more).toBe(false);
  });

  it('refuses a guest and a bad page', async () => {
    expect((await t.post('get-wallet-transactions', {})).statusCode).toBe(401);
    const user = await registerCustomer(t.post);
    for (const page of [0, -1, 1.5, 'x', 10_000]) expect((await t.post('get-wallet-transactions', { page }, { token: user.token })).statusCode).toBe(400);
  });
});

describe('change-avatar (SECURITY 25)', () => {
  const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

  it('stores a picture as a small WebP and answers the user with it', async () => {
    const user = await registerCustomer(t.post);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e07a1f' } }).png().toBuffer();
    const res = await t.post('change-avatar', { avatar: dataUrl('png', png) }, { token: user.token });
    expect(res.statusCode).toBe(200);
    const avatar = res.json<{ data: { avatar: string } }>().data.avatar;
    expect(avatar).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 171]);
  });

  it('refuses SVG, a script named PNG, junk, a guest and a too-big picture', async () => {
    const user = await registerCustomer(t.post);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await t.post('change-avatar', { avatar: dataUrl('svg+xml', svg) }, { token: user.token })).statusCode).toBe(400);
    const disguised = await t.post('change-avatar', { avatar: dataUrl('png', svg) }, { token: user.token });
    expect(disguised.statusCode).toBe(415);
    expect((await t.post('change-avatar', { avatar: 'not a data url' }, { token: user.token })).statusCode).toBe(400);
    expect((await t.post('change-avatar', { avatar: dataUrl('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])) }, { token: user.token })).statusCode).toBe(400);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await t.post('change-avatar', { avatar: dataUrl('png', png) })).statusCode).toBe(401);
    const huge = await t.post('change-avatar', { avatar: dataUrl('png', Buffer.alloc(2 * 1024 * 1024 + 10, 1)) }, { token: user.token });
    expect([400, 413]).toContain(huge.statusCode);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.avatar).toBeNull();
  });
});

describe('check-ban (SECURITY 19)', () => {
  it('says whether the account was disabled; other calls refuse it at once', async () => {
    const user = await registerCustomer(t.post);
    expect((await t.post('check-ban', {}, { token: user.token })).json()).toEqual({ success: true, banned: false });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.userId));
    expect((await t.post('check-ban', {}, { token: user.token })).json()).toEqual({ success: true, banned: true });
    expect((await t.post('update-user-info', {}, { token: user.token })).statusCode).toBe(401);
    expect((await t.post('check-ban', {})).statusCode).toBe(401);
    expect((await t.post('check-ban', {}, { token: 'no-such-token' })).statusCode).toBe(401);
  });
});
