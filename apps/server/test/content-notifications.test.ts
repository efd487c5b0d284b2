import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/seed';
import { registerCustomer } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('content pages', () => {
  it('lists pages and returns one with its HTML body', async () => {
    const list = (await t.post('get-pages')).json<{ slug: string; title: string }[]>();
    expect(list.map((p) => p.slug)).toEqual(expect.arrayContaining(['about-us', 'terms-and-conditions', 'privacy-policy']));
    const page = (await t.post('get-single-page', { slug: 'about-us' })).json<{ title: string; body: string }>();
    expect(page.body).toContain('<p>');
    expect((await t.post('get-single-page', { slug: 'nope' })).statusCode).toBe(404);
    expect((await t.post('get-single-page', {})).statusCode).toBe(400);
  });
});

describe('notifications (SPEC §7)', () => {
  it('shows the user their own notifications with the unread count, and marks them read', async () => {
    const { token, userId } = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const list = (await t.post('get-user-notifications', { user_id: userId }, { token })).json<{ unread_count: number; data: { id: number; is_read: number }[] }>();
    expect(list.unread_count).toBe(2);
    expect(list.data.filter((n) => n.is_read === 0)).toHaveLength(2);
    const unread = list.data.find((n) => n.is_read === 0);
    expect((await t.post('mark-one-notification-read', { notification_id: unread?.id }, { token })).json()).toEqual({ success: true, unread_count: 1 });
    expect((await t.post('mark-all-notifications-read', {}, { token })).json()).toEqual({ success: true, unread_count: 0 });
    expect((await t.post('get-user-notifications', {}, { token })).json<{ unread_count: number }>().unread_count).toBe(0);
  });

  it('never reads or marks another user’s notifications (SECURITY 13)', async () => {
    const owner = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const [theirs] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.userId)).limit(1);
    await t.db.update(notifications).set({ isRead: false }).where(eq(notifications.id, theirs?.id ?? 0));
    const stranger = await registerCustomer(t.post);
    const list = (await t.post('get-user-notifications', { user_id: owner.userId }, { token: stranger.token })).json<{ data: unknown[] }>();
    expect(list.data).toEqual([]);
    expect((await t.post('mark-one-notification-read', { notification_id: theirs?.id }, { token: stranger.token })).statusCode).toBe(404);
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, theirs?.id ?? 0));
    expect(after?.isRead).toBe(false);
    expect((await t.post('get-user-notifications', { user_id: owner.userId })).statusCode).toBe(401);
  });
});

describe('update-user-info', () => {
  it('returns the session user’s current data', async () => {
    const { token } = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const res = await t.post('update-user-info', { token, user_id: 12345 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { email: DEMO_ACCOUNTS.customer.email, rewards: 1, auth_token: token, wallet_balance: '150.00' } });
    expect((await t.post('update-user-info', {})).statusCode).toBe(401);
  });
});
