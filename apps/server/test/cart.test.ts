import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addonCategories, addons, cities, deliverySlotBookings, deliverySlots, itemCategories, items, settings, stores, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_COUPONS, DEMO_STORE_SLUGS } from '../src/db/seed/seed';
import { itemWithAddons, locationAt, plainItems, pointNorthOf, predictableRestaurant, registerCustomer, type ItemRow, type StoreRow } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Today 10:00 in India (04:30 UTC): the seed's coupon windows (relative to the real now) still hold. */
const tenAm = new Date();
tenAm.setUTCHours(4, 30, 0, 0);
const istDate = (d: Date) => new Date(d.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const today = istDate(tenAm);
const tomorrow = istDate(new Date(tenAm.getTime() + 86_400_000));
const compact = (date: string) => date.replaceAll('-', '');

let t: TestApp;
let road: number | null = null;
let store: StoreRow;
let dish: ItemRow;
let side: ItemRow;
let customer: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => tenAm }, roadDistance: { km: async () => road } });
  await t.db.update(cities).set({ isSurgEnabled: false });
  store = await predictableRestaurant(t.db);
  [dish, side] = (await plainItems(t.db, store.id, [20_000, 9_000])) as [ItemRow, ItemRow];
  customer = await registerCustomer(t.post);
});
afterAll(async () => t.close());

const storeBySlug = async (slug: string) => {
  const [row] = await t.db.select().from(stores).where(eq(stores.slug, slug));
  if (!row) throw new Error(`no store ${slug}`);
  return row;
};

describe('apply-coupon (SPEC §7, §8)', () => {
  /** token '' = a guest. */
  const apply = (coupon: string, subtotal: number | string, token = customer.token, restaurantId = store.id) =>
    t.post('apply-coupon', { coupon, restaurant_id: restaurantId, subtotal }, token ? { token } : {});

  it('answers the coupon with what it takes off this subtotal', async () => {
    const res = await apply(' welcome50 ', '300.00');
    expect(res.statusCode, res.body).toBe(200);
    // 50 % of 300.00 = 150.00, capped at 100.00.
    expect(res.json()).toEqual({
      success: true,
      code: 'WELCOME50',
      name: 'Welcome offer',
      description: '50% off up to ₹100 on any order.',
      discount_type: 'PERCENTAGE',
      discount: '50',
      max_discount: '100.00',
      min_subtotal: '0.00',
      appliedAmount: '100.00',
      hideMessage: 0,
      expires_at: expect.any(String),
      message: 'WELCOME50 applied: you save ₹100.00',
    });
  });

  it('a guest is told to log in with a 401 (NOTLOGGEDIN on the client)', async () => {
    const res = await apply('FLAT75', 300, '');
    expect(res.statusCode).toBe(401);
  });

  it('MINSUBTOTAL names the amount; every other refusal is the one generic message', async () => {
    const min = await apply(DEMO_COUPONS.minSubtotal, 200);
    expect(min.statusCode).toBe(422);
    expect(min.json()).toEqual({ success: false, code: 'COUPON_INVALID', type: 'MINSUBTOTAL', hideMessage: 0, message: 'Add items worth ₹599.00 or more to use SAVE150' });
    for (const code of [DEMO_COUPONS.expired, DEMO_COUPONS.notYetValid, DEMO_COUPONS.inactive, DEMO_COUPONS.storeSpecific, 'NOSUCHCODE']) {
      const res = await apply(code, 2000);
      expect(res.statusCode, code).toBe(422);
      expect(res.json(), code).toMatchObject({ success: false, code: 'COUPON_INVALID', message: 'This coupon you applied is invalid or has expired' });
    }
  });

  it('says when a refusal is not to be shown (hideMessage)', async () => {
    const res = await apply(DEMO_COUPONS.hiddenMessage, 100);
    expect(res.json()).toMatchObject({ code: 'COUPON_INVALID', type: 'MINSUBTOTAL', hideMessage: 1 });
  });

  it('applies a store coupon at its store and refuses it elsewhere', async () => {
    const forno = await storeBySlug(DEMO_STORE_SLUGS.withAddons);
    expect((await apply(DEMO_COUPONS.storeSpecific, 500, customer.token, forno.id)).json()).toMatchObject({ appliedAmount: '100.00' });
    expect((await apply(DEMO_COUPONS.storeSpecific, 500, customer.token, store.id)).statusCode).toBe(422);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    for (const body of [{ coupon: '', restaurant_id: store.id, subtotal: 1 }, { coupon: 'X', restaurant_id: store.id, subtotal: -1 }, { coupon: 'X'.repeat(41), restaurant_id: store.id, subtotal: 1 }]) {
      expect((await t.post('apply-coupon', body, { token: customer.token })).statusCode).toBe(400);
    }
  });

  it('refuses a first-order coupon after a first order, and a once-per-user coupon after its use', async () => {
    const me = await registerCustomer(t.post);
    expect((await apply(DEMO_COUPONS.firstOrder, 300, me.token)).statusCode).toBe(200);
    const placed = await t.post(
      'place-order',
      { order: [{ id: dish.id, quantity: 2 }], restaurant_id: store.id, coupon: DEMO_COUPONS.oncePerUser, location: locationAt(pointNorthOf(store, 1)), method: 'COD' },
      { token: me.token },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await apply(DEMO_COUPONS.firstOrder, 300, me.token)).json()).toMatchObject({ code: 'COUPON_INVALID' });
    expect((await apply(DEMO_COUPONS.oncePerUser, 400, me.token)).json()).toMatchObject({ code: 'COUPON_INVALID' });
  });
});

describe('get-coupons (/coupons)', () => {
  it('lists public coupons usable at the store, with what is still missing for a minimum', async () => {
    const res = await t.post('get-coupons', { restaurant_id: store.id, subtotal: '300.00' }, { token: customer.token });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ coupons: { code: string; is_applicable: number; reason: string | null; appliedAmount: string }[] }>().coupons;
    const codes = list.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining([DEMO_COUPONS.percentage, DEMO_COUPONS.flat, DEMO_COUPONS.minSubtotal, DEMO_COUPONS.firstOrder]));
    for (const hidden of [DEMO_COUPONS.expired, DEMO_COUPONS.notYetValid, DEMO_COUPONS.nonPublic, DEMO_COUPONS.inactive, DEMO_COUPONS.storeSpecific, DEMO_COUPONS.groceryOnly]) {
      expect(codes).not.toContain(hidden);
    }
    expect(list.find((c) => c.code === DEMO_COUPONS.flat)).toMatchObject({ is_applicable: 1, reason: null, appliedAmount: '75.00' });
    expect(list.find((c) => c.code === DEMO_COUPONS.minSubtotal)).toMatchObject({ is_applicable: 0, reason: 'Add items worth ₹299.00 more to use this', appliedAmount: '0.00' });
  });

  it('shows a guest the public list too', async () => {
    const res = await t.post('get-coupons', { restaurant_id: store.id, subtotal: 700 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ coupons: unknown[] }>().coupons.length).toBeGreaterThan(3);
  });
});

describe('check-cart-items-availability (SPEC §4)', () => {
  const check = (body: Record<string, unknown>) => t.post('check-cart-items-availability', body);
  const line = (item: ItemRow, selectedaddons: { addon_id: number }[] = []) => ({ id: item.id, quantity: 1, selectedaddons });

  it('answers an empty list when everything can be ordered', async () => {
    const res = await check({ items: [line(dish), line(side)], restaurant_id: store.id });
    expect(res.json()).toEqual({ success: true, unavailable_ids: [], slot_available: null });
  });

  it('lists only the truly unavailable lines, even without restaurant_id and with the first line gone', async () => {
    await t.db.update(items).set({ isActive: false }).where(eq(items.id, side.id));
    const res = await check({ items: [{ id: 999_999, quantity: 1 }, line(dish), line(side)] });
    expect(res.json()).toMatchObject({ unavailable_ids: [999_999, side.id] });
    await t.db.update(items).set({ isActive: true }).where(eq(items.id, side.id));
  });

  it('counts another store’s item and a line whose add-on was withdrawn as unavailable, not its neighbours', async () => {
    const [other] = await t.db.select().from(items).where(and(sql`${items.storeId} <> ${store.id}`, eq(items.isActive, true))).limit(1);
    const withAddons = await itemWithAddons(t.db, dish);
    await t.db.update(addons).set({ isActive: false }).where(eq(addons.id, withAddons.dip.id));
    const res = await check({ items: [line(dish, [{ addon_id: withAddons.regular.id }, { addon_id: withAddons.dip.id }]), line(side), { id: other?.id, quantity: 1 }], restaurant_id: store.id });
    expect(res.json()).toMatchObject({ unavailable_ids: [dish.id, other?.id] });
    await t.db.delete(addonCategories).where(eq(addonCategories.id, withAddons.single.id));
    await t.db.delete(addonCategories).where(eq(addonCategories.id, withAddons.multi.id));
  });

  it('counts an item in a switched-off menu section as unavailable', async () => {
    await t.db.update(itemCategories).set({ isEnabled: false }).where(eq(itemCategories.id, side.itemCategoryId));
    try {
      expect((await check({ items: [line(side)], restaurant_id: store.id })).json()).toMatchObject({ unavailable_ids: [side.id] });
    } finally {
      await t.db.update(itemCategories).set({ isEnabled: true }).where(eq(itemCategories.id, side.itemCategoryId));
    }
  });

  it('with a slot, says whether it still takes orders', async () => {
    const grocery = await storeBySlug(DEMO_STORE_SLUGS.groceries[0]);
    const [product] = await t.db.select().from(items).where(and(eq(items.storeId, grocery.id), eq(items.isActive, true))).limit(1);
    const slots = await t.db.select().from(deliverySlots).where(eq(deliverySlots.storeId, grocery.id));
    const noon = slots.find((s) => s.startsAt.startsWith('12:00'));
    const seven = slots.find((s) => s.startsAt.startsWith('07:00'));
    const base = { items: [{ id: product?.id, quantity: 1 }], restaurant_id: grocery.id };
    expect((await check({ ...base, slot_id: noon?.id, slot_date: today })).json()).toMatchObject({ unavailable_ids: [], slot_available: 1 });
    expect((await check({ ...base, slot_id: seven?.id, slot_date: today })).json()).toMatchObject({ slot_available: 0 });
  });

  it('refuses a malformed cart with 400', async () => {
    expect((await check({ items: [{ id: 'x', quantity: 1 }] })).statusCode).toBe(400);
    expect((await check({ items: Array.from({ length: 101 }, () => line(dish)) })).statusCode).toBe(400);
  });
});

describe('get-delivery-slots (SPEC §2 Select From Available Slots)', () => {
  it('offers today’s later slots and the next days’, leaving out full ones', async () => {
    const grocery = await storeBySlug(DEMO_STORE_SLUGS.groceries[0]);
    const evening = (await t.db.select().from(deliverySlots).where(eq(deliverySlots.storeId, grocery.id))).find((s) => s.startsAt.startsWith('19:00'));
    await t.db.insert(deliverySlotBookings).values({ slotId: evening?.id ?? 0, slotDate: tomorrow, booked: 2 });
    const res = await t.post('get-delivery-slots', { restaurant_id: grocery.id });
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json<{ days: { date: string; slots: { key: string; starts_at: string; remaining: number; name: string }[] }[] }>();
    expect(days.map((d) => d.date)).toEqual([today, tomorrow, expect.any(String)]);
    // 10:00: 07:00 and 09:00 have gone today; 12:00 is still open (cut-off 30 minutes).
    expect(days[0]?.slots.map((s) => s.starts_at)).toEqual(['12:00', '17:00', '19:00']);
    expect(days[1]?.slots.map((s) => s.starts_at)).toEqual(['07:00', '09:00', '12:00', '17:00']);
    expect(days[0]?.slots[0]).toMatchObject({ key: expect.stringMatching(new RegExp(`^\\d+-${compact(today)}$`)), remaining: 20, name: expect.stringContaining('Slot') });
  });

  it('follows the slotDaysAhead setting', async () => {
    await t.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'slotDaysAhead'));
    const grocery = await storeBySlug(DEMO_STORE_SLUGS.groceries[0]);
    const res = await t.post('get-delivery-slots', { restaurant_id: grocery.id });
    expect(res.json<{ days: unknown[] }>().days).toHaveLength(1);
    await t.db.update(settings).set({ value: '3' }).where(eq(settings.key, 'slotDaysAhead'));
  });
});

describe('place-order books the chosen slot day', () => {
  it('books tomorrow’s morning slot by its date, and refuses a slot that has gone', async () => {
    const grocery = await storeBySlug(DEMO_STORE_SLUGS.groceries[0]);
    const [product] = await t.db.select().from(items).where(and(eq(items.storeId, grocery.id), eq(items.isActive, true), sql`${items.pricePaise} >= 40000`)).limit(1);
    const seven = (await t.db.select().from(deliverySlots).where(eq(deliverySlots.storeId, grocery.id))).find((s) => s.startsAt.startsWith('07:00'));
    const body = { order: [{ id: product?.id, quantity: 1 }], restaurant_id: grocery.id, location: locationAt(pointNorthOf(grocery, 1)), method: 'COD', slot_id: seven?.id };
    const gone = await t.post('place-order', { ...body, slot_date: today }, { token: customer.token });
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toMatchObject({ code: 'SLOT_REQUIRED' });
    const ok = await t.post('place-order', { ...body, slot_date: tomorrow }, { token: customer.token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ data: { orderstatus_id: 10, slot: { id: seven?.id, date: tomorrow } } });
  });
});

describe('delivery-charge-api (SPEC §7, §9 bucket charge)', () => {
  it('prices a distance by the store’s bands and overrides the formula at place-order', async () => {
    const malabar = await storeBySlug(DEMO_STORE_SLUGS.bucketDelivery);
    await t.db.update(stores).set({ isFreeDelivery: false, enableTax: true, minOrderPricePaise: 0 }).where(eq(stores.id, malabar.id));
    const near = pointNorthOf(malabar, 3);
    const quote = await t.post('delivery-charge-api', { ...near, restaurant_id: malabar.id, orderTotal: '300.00', dis: 3 });
    expect(quote.json()).toEqual({ success: true, delivery_charge: '29.00', distance: 3 });
    const far = await t.post('delivery-charge-api', { ...pointNorthOf(malabar, 6.5), restaurant_id: malabar.id });
    expect(far.json()).toEqual({ success: false, delivery_charge: null, distance: 6.5 });
    const [item] = await t.db.select().from(items).where(and(eq(items.storeId, malabar.id), eq(items.isActive, true))).limit(1);
    const placed = await t.post('place-order', { order: [{ id: item?.id, quantity: 1 }], restaurant_id: malabar.id, location: locationAt(near), method: 'COD' }, { token: customer.token });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ data: { bill: { delivery_charge: '29.00', delivery_rule: 'PROVIDER' } } });
  });

  it('answers success false for a store without bands, with the straight-line distance', async () => {
    const res = await t.post('delivery-charge-api', { ...pointNorthOf(store, 2), restaurant_id: store.id });
    expect(res.json()).toEqual({ success: false, delivery_charge: null, distance: 2 });
  });

  it('uses the maps road distance when enGDMA is on, and the straight line when the maps answer is not OK', async () => {
    await t.db.update(settings).set({ value: 'true' }).where(eq(settings.key, 'enGDMA'));
    const malabar = await storeBySlug(DEMO_STORE_SLUGS.bucketDelivery);
    road = 4.6;
    expect((await t.post('delivery-charge-api', { ...pointNorthOf(malabar, 3), restaurant_id: malabar.id })).json()).toEqual({ success: true, delivery_charge: '45.00', distance: 4.6 });
    road = null;
    expect((await t.post('delivery-charge-api', { ...pointNorthOf(malabar, 3), restaurant_id: malabar.id })).json()).toEqual({ success: true, delivery_charge: '29.00', distance: 3 });
    await t.db.update(settings).set({ value: 'false' }).where(eq(settings.key, 'enGDMA'));
  });
});

describe('get-payment-gateways', () => {
  it('offers cash on delivery, and the wallet while it holds money', async () => {
    const demo = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const res = await t.post('get-payment-gateways', {}, { token: demo.token });
    // (The online providers' test gateways follow: payments.test.ts.)
    const local = (answer: { gateways: { code: string }[] }) => answer.gateways.filter((g) => g.code === 'COD' || g.code === 'WALLET');
    const body = res.json<{ gateways: { code: string; description: string }[]; wallet_balance: string; partial_wallet: number }>();
    expect(body).toMatchObject({ success: true, wallet_balance: '150.00', partial_wallet: 1 });
    expect(local(body)).toMatchObject([{ code: 'COD' }, { code: 'WALLET', description: 'Balance ₹150.00' }]);
    const empty = (await t.post('get-payment-gateways', {}, { token: customer.token })).json<{ gateways: { code: string }[]; wallet_balance: string; partial_wallet: number }>();
    expect(empty).toMatchObject({ wallet_balance: '0.00', partial_wallet: 0 });
    expect(local(empty)).toMatchObject([{ code: 'COD' }]);
    expect((await t.post('get-payment-gateways', {})).statusCode).toBe(401);
    await t.db.update(users).set({ walletBalancePaise: 0 }).where(eq(users.id, customer.userId));
  });
});

describe('tips in place-order (SPEC §3 Tip, §5)', () => {
  it('takes a percentage of the item total, and clamps a custom amount to 10000', async () => {
    const body = { order: [{ id: dish.id, quantity: 1 }], restaurant_id: store.id, location: locationAt(pointNorthOf(store, 1)), method: 'COD' };
    const pct = await t.post('place-order', { ...body, tip: { type: 'percentage', value: 10 } }, { token: customer.token });
    // 200.00 + 10 % tip 20.00 + packing 10.00 + delivery 30.00 = 260.00
    expect(pct.json()).toMatchObject({ data: { bill: { tip: '20.00', total: '260.00' } } });
    const big = await t.post('place-order', { ...body, tip: { type: 'amount', value: 50_000 } }, { token: customer.token });
    expect(big.json()).toMatchObject({ data: { bill: { tip: '10000.00' } } });
    expect((await t.post('place-order', { ...body, tip: { type: 'percentage', value: -5 } }, { token: customer.token })).statusCode).toBe(400);
  });
});
