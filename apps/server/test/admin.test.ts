import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWrites } from '../src/modules/admin/admin-writes';
import { systemClock } from '../src/lib/clock';
import { sessions, settings } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { eq } from 'drizzle-orm';
import { expectAdminOnly, makeAdmin, makeOtherRoles, type OtherRoles } from './admin-fixtures';
import { createTestApp, type TestApp } from './helpers';
import type { Person } from './life-fixtures';

/** Issue 11, the admin console's base: its sign-in, its short session, and the audit log. */
let t: TestApp;
let admin: Person;
let others: OtherRoles;

async function sessionOf(token: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) throw new Error('no session');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, 'Asha Admin');
  others = await makeOtherRoles(t);
});
afterAll(async () => t.close());

describe('admin/login', () => {
  it('signs the demo admin in for 12 hours, and refuses a customer with the same answer shape', async () => {
    const before = Date.now();
    const res = await t.post('admin/login', { email: 'admin@demo.keka.in', password: 'admin123' });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json<{ data: { auth_token: string; role?: string } }>().data;
    const info = await t.post('admin/get-audit-log', {}, { token: user.auth_token });
    expect(info.statusCode).toBe(200);
    const session = await sessionOf(user.auth_token);
    const hours = (session.expiresAt.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThan(12.1);

    const customer = await t.post('admin/login', { email: 'customer@demo.keka.in', password: 'customer123' });
    expect(customer.statusCode).toBe(403);
    expect(customer.json<{ success: boolean }>().success).toBe(false);
  });

  it('a customer still gets a long session', async () => {
    const res = await t.post('login', { email: 'customer@demo.keka.in', password: 'customer123' });
    const session = await sessionOf(res.json<{ data: { auth_token: string } }>().data.auth_token);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(30 * 86_400_000);
  });
});

describe('the audit log', () => {
  it('answers only an admin (401 anonymous, 403 other roles)', async () => {
    await expectAdminOnly(t, others, 'get-audit-log');
  });

  it('keeps a write and its row together, and pages and searches them', async () => {
    const writes = createAdminWrites({ db: t.db, clock: systemClock });
    const actor = { id: admin.userId, role: 'admin' as const, name: admin.name };
    for (const n of [1, 2, 3]) {
      await writes.write(actor, async (_tx, audit) => audit({ action: 'test.poke', entity: 'probe', entityId: n, before: { n: n - 1 }, after: { n }, reason: `poke number ${n}` }));
    }
    const first = await t.post('admin/get-audit-log', { entity: 'probe', limit: 2 }, { token: admin.token });
    const page = first.json<{ data: { entity_id: string; actor: { name: string }; before: unknown; after: unknown; reason: string }[]; next_before_id: number | null }>();
    expect(page.data.map((r) => r.entity_id)).toEqual(['3', '2']);
    expect(page.data[0]).toMatchObject({ actor: { name: 'Asha Admin' }, before: { n: 2 }, after: { n: 3 }, reason: 'poke number 3' });
    expect(page.next_before_id, JSON.stringify(page)).not.toBeNull();
    const second = await t.post('admin/get-audit-log', { entity: 'probe', limit: 2, before_id: page.next_before_id }, { token: admin.token });
    expect(second.json<{ data: { entity_id: string }[]; next_before_id: null }>()).toMatchObject({ data: [{ entity_id: '1' }], next_before_id: null });

    const found = await t.post('admin/get-audit-log', { q: 'NUMBER 2' }, { token: admin.token });
    expect(found.json<{ data: { entity_id: string }[] }>().data.map((r) => r.entity_id)).toEqual(['2']);
    const byName = await t.post('admin/get-audit-log', { q: 'asha', entity: 'probe' }, { token: admin.token });
    expect(byName.json<{ data: unknown[] }>().data).toHaveLength(3);
    const wildcard = await t.post('admin/get-audit-log', { q: '%' }, { token: admin.token });
    expect(wildcard.json<{ data: unknown[] }>().data).toHaveLength(0);
  });

  it('rolls the write back when the audit row fails, and refuses a write that records nothing', async () => {
    const writes = createAdminWrites({ db: t.db, clock: systemClock });
    const actor = { id: admin.userId, role: 'admin' as const, name: admin.name };
    const [before] = await t.db.select().from(settings).where(eq(settings.key, 'storeName'));
    await expect(
      writes.write(actor, async (tx) => {
        await tx.update(settings).set({ value: 'Hijacked' }).where(eq(settings.key, 'storeName'));
      }),
    ).rejects.toThrow(/no audit row/);
    const [after] = await t.db.select().from(settings).where(eq(settings.key, 'storeName'));
    expect(after?.value).toBe(before?.value);
  });

  it('refuses bad input with 400 and never a 500', async () => {
    for (const body of [{ limit: 0 }, { limit: 1000 }, { q: 'x'.repeat(500) }, { before_id: -1 }, { q: 'a\u0000b' }]) {
      const res = await t.post('admin/get-audit-log', body, { token: admin.token });
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await t.post('admin/get-audit-log', { limit: 0 }, { token: admin.token })).statusCode).toBe(400);
  });
});
