import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/seed';
import { INDIRANAGAR, registerCustomer } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface AddressView {
  id: number;
  latitude: number;
  longitude: number;
  address: string;
  house: string | null;
  landmark: string | null;
  tag: string | null;
  is_default: 0 | 1;
}
interface Book {
  success: true;
  default_address_id: number | null;
  data: AddressView[];
  address?: AddressView;
}

const HOME = { ...INDIRANAGAR, address: '12, 100 Feet Road, Indiranagar, Bengaluru', house: 'Flat 4B', landmark: 'Near the metro', tag: 'Home' };
const book = async (token: string) => (await t.post('get-addresses', {}, { token })).json<Book>();
const save = (token: string, body: object) => t.post('save-address', { ...HOME, ...body }, { token });
const rowsOf = (userId: number) => t.db.select().from(addresses).where(eq(addresses.userId, userId));
const defaultOf = async (userId: number) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.defaultAddressId ?? null;

describe('get-addresses', () => {
  it("lists the demo customer's two addresses with SPEC §3 fields, the default (Indiranagar, Home) first", async () => {
    const { token } = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const res = await t.post('get-addresses', {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Book>();
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toEqual({
      id: body.default_address_id,
      latitude: 12.9716,
      longitude: 77.6408,
      address: '12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560008',
      house: 'Flat 304, Lakeview Residency',
      landmark: 'Near Indiranagar Metro',
      tag: 'Home',
      is_default: 1,
    });
    expect(body.data[1]).toMatchObject({ tag: 'Work', is_default: 0 });
  });

  it('is described in the OpenAPI docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    for (const name of ['get-addresses', 'save-address', 'delete-address', 'set-default-address']) expect(spec.paths).toHaveProperty(`/api/${name}`);
  });

  it('needs a logged-in customer: 401 for a guest, 403 for a delivery partner', async () => {
    for (const name of ['get-addresses', 'save-address', 'delete-address', 'set-default-address']) {
      const res = await t.post(name, { ...HOME, address_id: 1 });
      expect(res.statusCode, name).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    const rider = await t.login(DEMO_ACCOUNTS.delivery.email, DEMO_ACCOUNTS.delivery.password);
    expect((await t.post('get-addresses', {}, { token: rider.token })).statusCode).toBe(403);
  });
});

describe('save-address', () => {
  it("makes a new customer's first address the default, and a later one only when asked", async () => {
    const me = await registerCustomer(t.post);
    const first = await save(me.token, {});
    expect(first.statusCode, first.body).toBe(200);
    const one = first.json<Book>();
    expect(one.address).toMatchObject({ ...HOME, is_default: 1 });
    expect(one.default_address_id).toBe(one.address?.id);

    const second = (await save(me.token, { tag: 'Work', house: 'Desk 12' })).json<Book>();
    expect(second.address?.is_default).toBe(0);
    expect(second.default_address_id).toBe(one.address?.id);

    const third = (await save(me.token, { tag: 'Other', set_default: true })).json<Book>();
    expect(third.address?.is_default).toBe(1);
    expect(third.data.map((a) => a.id)).toEqual([third.address?.id, second.address?.id, one.address?.id]);
    // The login answer's default address follows (SPEC §3 User default_address).
    const user = (await t.post('update-user-info', {}, { token: me.token })).json<{ data: { default_address_id: number; default_address: { tag: string } } }>();
    expect(user.data).toMatchObject({ default_address_id: third.address?.id, default_address: { tag: 'Other' } });
  });

  it('trims and collapses whitespace, and reads empty optional fields as null', async () => {
    const me = await registerCustomer(t.post);
    const res = await save(me.token, { address: '  12,\n 100 Feet   Road\t, Indiranagar ', house: '   ', landmark: '', tag: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Book>().address).toMatchObject({ address: '12, 100 Feet Road , Indiranagar', house: null, landmark: null, tag: null });
  });

  it('keeps markup as the text it is (SECURITY 23: the app shows it as text)', async () => {
    const me = await registerCustomer(t.post);
    const markup = '<img src=x onerror=alert(1)> Road';
    const saved = (await save(me.token, { address: markup, house: '<script>alert(1)</script>' })).json<Book>();
    expect(saved.address).toMatchObject({ address: markup, house: '<script>alert(1)</script>' });
  });

  it('ignores user_id, id, is_default and other fields it does not take (SECURITY 16)', async () => {
    const victim = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const before = await rowsOf(victim.userId);
    const me = await registerCustomer(t.post);
    const res = await save(me.token, {
      user_id: victim.userId,
      userId: victim.userId,
      id: before[0]?.id,
      deleted_at: '2020-01-01T00:00:00Z',
      deletedAt: '2020-01-01T00:00:00Z',
      created_at: '2001-01-01T00:00:00Z',
      is_default: 0,
      role: 'admin',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Book>().address;
    expect(saved?.id).not.toBe(before[0]?.id);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, saved?.id ?? 0));
    expect(row).toMatchObject({ userId: me.userId, deletedAt: null });
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2001);
    expect(await rowsOf(victim.userId)).toEqual(before);
    expect((await t.db.select().from(users).where(eq(users.id, me.userId)))[0]?.role).toBe('customer');
  });

  it.each([
    ['a NUL in the address', { address: 'Road\u0000 1' }],
    ['a control character', { house: 'Flat\u0007 4' }],
    ['an address over 300 characters', { address: 'x'.repeat(301) }],
    ['a house over 120 characters', { house: 'h'.repeat(121) }],
    ['a landmark over 120 characters', { landmark: 'l'.repeat(121) }],
    ['a tag over 24 characters', { tag: 't'.repeat(25) }],
    ['a blank address', { address: '   ' }],
    ['no address', { address: undefined }],
    ['latitude 91', { latitude: 91 }],
    ['longitude "east"', { longitude: 'east' }],
    ['a number as the house', { house: 42 }],
    ['set_default "yes"', { set_default: 'yes' }],
  ])('refuses %s with 400', async (_what, patch) => {
    const me = await registerCustomer(t.post);
    const res = await save(me.token, patch);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', message: expect.any(String) });
    expect(await rowsOf(me.userId)).toEqual([]);
  });

  it('keeps at most 20 addresses, with a clear 422; deleting one makes room', async () => {
    const me = await registerCustomer(t.post);
    for (let i = 0; i < 20; i += 1) expect((await save(me.token, { house: `Flat ${i}` })).statusCode).toBe(200);
    const over = await save(me.token, { house: 'One too many' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ success: false, code: 'ADDRESS_LIMIT_REACHED', message: expect.stringContaining('20') });
    const list = await book(me.token);
    expect(list.data).toHaveLength(20);
    expect((await t.post('delete-address', { address_id: list.data[5]?.id }, { token: me.token })).statusCode).toBe(200);
    expect((await save(me.token, { house: 'Now it fits' })).statusCode).toBe(200);
  });

  it('holds the limit and one default under a race of 25 saves', async () => {
    const me = await registerCustomer(t.post);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => save(me.token, { house: `Race ${i}` })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    const list = await book(me.token);
    expect(list.data).toHaveLength(20);
    expect(list.data.filter((a) => a.is_default === 1)).toHaveLength(1);
    expect(list.default_address_id).toBe(list.data[0]?.id);
  });
});

describe('set-default-address', () => {
  it('makes one of my addresses the default', async () => {
    const me = await registerCustomer(t.post);
    const a = (await save(me.token, { tag: 'Home' })).json<Book>().address;
    const b = (await save(me.token, { tag: 'Work' })).json<Book>().address;
    const res = await t.post('set-default-address', { address_id: b?.id }, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Book>()).toMatchObject({ default_address_id: b?.id, data: [{ id: b?.id, is_default: 1 }, { id: a?.id, is_default: 0 }] });
    expect(await defaultOf(me.userId)).toBe(b?.id);
  });

  it("answers 404 for someone else's address and for a deleted one, and changes nothing (SECURITY 13)", async () => {
    const owner = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const theirs = (await book(owner.token)).data[1];
    const me = await registerCustomer(t.post);
    const mine = (await save(me.token, {})).json<Book>().address;
    const res = await t.post('set-default-address', { address_id: theirs?.id, user_id: owner.userId }, { token: me.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await defaultOf(me.userId)).toBe(mine?.id);
    expect((await t.post('set-default-address', { address_id: 2_000_000 }, { token: me.token })).statusCode).toBe(404);

    await t.post('delete-address', { address_id: mine?.id }, { token: me.token });
    expect((await t.post('set-default-address', { address_id: mine?.id }, { token: me.token })).statusCode).toBe(404);
  });

  it.each([0, -1, 1.5, 'abc', null])('refuses address_id %s with 400', async (id) => {
    const me = await registerCustomer(t.post);
    expect((await t.post('set-default-address', { address_id: id }, { token: me.token })).statusCode).toBe(400);
    expect((await t.post('delete-address', { address_id: id }, { token: me.token })).statusCode).toBe(400);
  });
});

describe('delete-address', () => {
  it('soft-deletes: the row stays with deleted_at, the list and a second delete no longer see it', async () => {
    const me = await registerCustomer(t.post);
    const a = (await save(me.token, {})).json<Book>().address;
    const b = (await save(me.token, { tag: 'Work' })).json<Book>().address;
    const res = await t.post('delete-address', { address_id: b?.id }, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Book>()).toMatchObject({ default_address_id: a?.id, data: [{ id: a?.id }] });
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, b?.id ?? 0));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await t.post('delete-address', { address_id: b?.id }, { token: me.token })).statusCode).toBe(404);
  });

  it('moves the default to the newest remaining address, and clears it when none is left', async () => {
    const me = await registerCustomer(t.post);
    const a = (await save(me.token, { house: 'A' })).json<Book>().address;
    const b = (await save(me.token, { house: 'B' })).json<Book>().address;
    const c = (await save(me.token, { house: 'C' })).json<Book>().address;
    expect(await defaultOf(me.userId)).toBe(a?.id);

    const afterA = (await t.post('delete-address', { address_id: a?.id }, { token: me.token })).json<Book>();
    expect(afterA.default_address_id).toBe(c?.id);
    expect(afterA.data.map((x) => [x.id, x.is_default])).toEqual([
      [c?.id, 1],
      [b?.id, 0],
    ]);
    await t.post('delete-address', { address_id: b?.id }, { token: me.token });
    expect(await defaultOf(me.userId)).toBe(c?.id);
    const empty = (await t.post('delete-address', { address_id: c?.id }, { token: me.token })).json<Book>();
    expect(empty).toEqual({ success: true, default_address_id: null, data: [] });
    expect(await defaultOf(me.userId)).toBeNull();
    const user = (await t.post('update-user-info', {}, { token: me.token })).json<{ data: { default_address: unknown } }>();
    expect(user.data.default_address).toBeNull();
  });

  it("answers 404 for someone else's address and leaves it alone (SECURITY 13)", async () => {
    const owner = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const before = await rowsOf(owner.userId);
    const me = await registerCustomer(t.post);
    for (const row of before) {
      const res = await t.post('delete-address', { address_id: row.id, user_id: owner.userId }, { token: me.token });
      expect(res.statusCode).toBe(404);
    }
    expect(await rowsOf(owner.userId)).toEqual(before);
    expect((await book(me.token)).data).toEqual([]);
  });
});
