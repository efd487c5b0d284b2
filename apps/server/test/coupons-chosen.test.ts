import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { COUPON_INVALID_MESSAGE } from '../src/modules/coupons/coupons.service';
import { DEMO_ACCOUNTS, DEMO_COUPONS } from '../src/db/seed/seed';
import { auditOf, expectAdminOnly, makeAdmin, makeOtherRoles, type OtherRoles } from './admin-fixtures';
import { plainItems, predictableRestaurant, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { makeUser, placeOrder, type Person } from './life-fixtures';

/** Issue 35: a coupon limited to chosen customers and customer groups, managed in the admin console. */
let t: TestApp;
let admin: Person;
let others: OtherRoles;
let store: StoreRow;
let item: ItemRow;
let listed: Person;
let member: Person;
let stranger: Person;

type Json = Record<string, unknown>;
const call = (name: string, body: unknown = {}) => t.post(`admin/${name}`, body, { token: admin.token });
const emailOf = async (person: Person) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, person.userId)))[0]?.email ?? '';
const apply = (code: string, who: Person) => t.post('apply-coupon', { coupon: code, restaurant_id: store.id, subtotal: '300.00' }, { token: who.token });
const listedCodes = async (who: Person | null) =>
  (await t.post('get-coupons', { restaurant_id: store.id, subtotal: '300.00' }, who ? { token: who.token } : {})).json<{ coupons: { code: string }[] }>().coupons.map((c) => c.code);

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, 'Coupon Admin');
  others = await makeOtherRoles(t);
  store = await predictableRestaurant(t.db);
  [item] = (await plainItems(t.db, store.id, [30_000])) as [ItemRow];
  [listed, member, stranger] = [await makeUser(t.db, 'customer', 'Listed One'), await makeUser(t.db, 'customer', 'Group Member'), await makeUser(t.db, 'customer', 'Stranger')];
});
afterAll(async () => t.close());

describe('customer groups and coupons for chosen customers', () => {
  it('are admin only: 401 anonymous, 403 for customer, owner and rider, before the body is read', async () => {
    const bodies: Record<string, Json> = {
      'pick-customers': { q: 'a' },
      'get-customer-groups': {},
      'get-customer-group': { id: 1 },
      'save-customer-group': { name: 'Nope' },
      'delete-customer-group': { id: 1 },
      'add-customer-group-members': { group_id: 1, contacts: ['x@y.in'] },
      'remove-customer-group-member': { group_id: 1, user_id: 1 },
    };
    for (const [name, body] of Object.entries(bodies)) await expectAdminOnly(t, others, name, body);
    // The wrong role with a bad body is still 403, not the schema's 400.
    expect((await t.post('admin/save-customer-group', { name: 7 }, { token: others.customer.token })).statusCode).toBe(403);
  });

  it("work for the listed customer and the group's members only; others get the invalid-coupon message at the cart and at the order", async () => {
    const group = await call('save-customer-group', { name: 'Night shift', description: 'Warehouse staff' });
    expect(group.statusCode, group.body).toBe(200);
    const groupId = group.json<{ data: { id: number } }>().data.id;
    const memberEmail = await emailOf(member);
    expect(memberEmail).toBeTruthy();
    // By e-mail (any case), by phone as typed without +91, twice over; a rider's phone is no customer's.
    const added = await call('add-customer-group-members', { group_id: groupId, contacts: [memberEmail.toUpperCase(), 'nobody@nowhere.in', member.phone.slice(3), others.rider.phone] });
    expect(added.json()).toEqual({ success: true, added: 1, already: 0, not_found: ['nobody@nowhere.in', others.rider.phone] });
    expect((await call('add-customer-group-members', { group_id: groupId, contacts: [member.phone] })).json()).toMatchObject({ added: 0, already: 1 });

    // Chosen customers but nobody chosen: refused, nothing saved.
    const none = await call('save-coupon', { code: 'NOBODY10', discount_type: 'AMOUNT', discount: '10', for_chosen_customers: true });
    expect([none.statusCode, none.json<{ message: string }>().message]).toEqual([400, 'Choose at least one customer or group, or let every customer use it.']);
    const missing = await call('save-coupon', { code: 'GHOST10', discount_type: 'AMOUNT', discount: '10', for_chosen_customers: true, group_ids: [999_999] });
    expect(missing.statusCode).toBe(400);
    expect((await call('save-coupon', { code: 'RIDER10', discount_type: 'AMOUNT', discount: '10', for_chosen_customers: true, customer_ids: [others.rider.userId] })).statusCode).toBe(400);

    const saved = await call('save-coupon', { code: 'CREW100', name: 'Crew', discount_type: 'AMOUNT', discount: '100', for_chosen_customers: true, customer_ids: [listed.userId], group_ids: [groupId], is_public: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const coupon = saved.json<{ data: { id: number } }>().data;
    expect(saved.json()).toMatchObject({ data: { for_chosen_customers: true, customers: [{ id: listed.userId, name: 'Listed One' }], groups: [{ id: groupId, name: 'Night shift', member_count: 1 }] } });
    const [audit] = await auditOf(t, admin, 'coupon', coupon.id);
    expect(audit).toMatchObject({ action: 'coupon.create', after: { for_chosen_customers: true, customers: [listed.userId], groups: [groupId] } });

    expect((await apply('CREW100', listed)).statusCode).toBe(200);
    expect((await apply('crew100', member)).statusCode).toBe(200);
    const refused = await apply('CREW100', stranger);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'COUPON_INVALID', message: COUPON_INVALID_MESSAGE, type: 'INVALID' });
    // The list shows it to those it is for only.
    expect(await listedCodes(listed)).toContain('CREW100');
    expect(await listedCodes(member)).toContain('CREW100');
    expect(await listedCodes(stranger)).not.toContain('CREW100');
    expect(await listedCodes(null)).not.toContain('CREW100');

    // place-order checks again inside its transaction.
    await expect(placeOrder(t, stranger.token, store, item.id, { coupon: 'CREW100' })).rejects.toThrow(/COUPON_INVALID/);
    const order = await placeOrder(t, member.token, store, item.id, { coupon: 'CREW100' });
    expect(order.data.bill).toMatchObject({ coupon_discount: '100.00' });

    // Out of the group, out of the coupon; a group a coupon names is not deleted.
    const removed = await call('remove-customer-group-member', { group_id: groupId, user_id: member.userId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await apply('CREW100', member)).statusCode).toBe(422);
    const kept = await call('delete-customer-group', { id: groupId });
    expect([kept.statusCode, kept.json<{ message: string }>().message]).toEqual([409, 'Coupons use this group (CREW100). Take it off them first.']);
    expect((await call('get-customer-groups')).json()).toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ id: groupId, member_count: 0, coupons: ['CREW100'] })]) });

    // Back to everyone: the stranger may use it; then the group can go.
    const opened = await call('save-coupon', { id: coupon.id, code: 'CREW100', discount_type: 'AMOUNT', discount: '100', for_chosen_customers: false, customer_ids: [listed.userId] });
    expect(opened.json()).toMatchObject({ data: { for_chosen_customers: false, customers: [], groups: [] } });
    expect((await apply('CREW100', stranger)).statusCode).toBe(200);
    expect((await call('delete-customer-group', { id: groupId })).statusCode).toBe(200);
    expect((await call('get-customer-group', { id: groupId })).statusCode).toBe(404);
  });

  it('finds customers to choose by name, e-mail or phone, never other roles', async () => {
    const found = (await call('pick-customers', { q: 'Listed' })).json<{ data: { id: number }[] }>().data;
    expect(found.map((c) => c.id)).toEqual([listed.userId]);
    const riders = (await call('pick-customers', { q: others.rider.phone })).json<{ data: unknown[] }>().data;
    expect(riders).toEqual([]);
  });

  it('refuses bad group input with a 400 and keeps names unique whatever their case', async () => {
    expect((await call('save-customer-group', { name: 'x' })).statusCode).toBe(400);
    expect((await call('save-customer-group', { name: 'Bad\u0000name' })).statusCode).toBe(400);
    expect((await call('add-customer-group-members', { group_id: 1, contacts: [] })).statusCode).toBe(400);
    expect((await call('add-customer-group-members', { group_id: 1, contacts: Array.from({ length: 501 }, (_, i) => `${i}@x.in`) })).statusCode).toBe(400);
    expect((await call('save-customer-group', { name: 'Managers' })).statusCode).toBe(200);
    const twin = await call('save-customer-group', { name: 'MANAGERS' });
    expect([twin.statusCode, twin.json<{ code: string }>().code]).toEqual([409, 'CONFLICT']);
    expect((await call('add-customer-group-members', { group_id: 999_999, contacts: ['a@b.in'] })).statusCode).toBe(404);
  });
});

describe('the demo staff coupon', () => {
  it(`${DEMO_COUPONS.nonPublic} works for the staff account only`, async () => {
    const staff = await t.login(DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password);
    const customer = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const body = { coupon: DEMO_COUPONS.nonPublic, restaurant_id: store.id, subtotal: '600.00' };
    expect((await t.post('apply-coupon', body, { token: staff.token })).statusCode).toBe(200);
    const refused = await t.post('apply-coupon', body, { token: customer.token });
    expect(refused.json()).toMatchObject({ code: 'COUPON_INVALID', message: COUPON_INVALID_MESSAGE });
  });
});
