import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cities, idempotencyKeys, items, orderLines, orders, stores } from '../src/db/schema';
import { NEW_ORDER_DEFAULTS } from '../src/modules/orders/orders.repository';
import { DEMO_ACCOUNTS } from '../src/db/seed/seed';
import {
  countOrders,
  itemWithAddons,
  locationAt,
  plainItems,
  pointNorthOf,
  predictableRestaurant,
  registerCustomer,
  type ItemRow,
  type StoreRow,
} from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let store: StoreRow;
let burger: ItemRow;
let fries: ItemRow;
let customer: { token: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  await t.db.update(cities).set({ isSurgEnabled: false });
});
afterAll(async () => t.close());

beforeEach(async () => {
  store = await predictableRestaurant(t.db);
  [burger, fries] = (await plainItems(t.db, store.id, [15_000, 9_900])) as [ItemRow, ItemRow];
  customer = await registerCustomer(t.post);
});

const near = () => locationAt(pointNorthOf(store, 1));
const order = (lines: { id: number; quantity: number; selectedaddons?: unknown[] }[], extra: Record<string, unknown> = {}) => ({
  order: lines.map((l) => ({ selectedaddons: [], ...l })),
  location: near(),
  method: 'COD',
  delivery_type: 1,
  order_comment: 'Ring the bell',
  ...extra,
});
const place = (body: unknown, token = customer.token, key?: string) =>
  t.post('place-order', body, { token, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

describe('place-order: the bill is the server’s (SPEC §9, SECURITY 1)', () => {
  it('places a COD order and stores the literal bill', async () => {
    const res = await place(order([{ id: burger.id, quantity: 2 }, { id: fries.id, quantity: 1 }], { tipAmount: 20 }));
    expect(res.statusCode, res.body).toBe(200);
    const { data, notices } = res.json<{ data: Record<string, unknown> & { bill: Record<string, string>; unique_order_id: string }; notices: unknown[] }>();
    expect(notices).toEqual([]);
    expect(data.unique_order_id).toMatch(/^OD[A-Z2-9]{14}$/);
    expect(data.orderstatus_id).toBe(1);
    expect(data.payment_mode).toBe('COD');
    expect(data.order_comment).toBe('Ring the bell');
    // 2 × 150.00 + 99.00 = 399.00; packing 10.00; fixed delivery 30.00; tip 20.00.
    expect(data.bill).toMatchObject({
      item_total: '399.00',
      coupon_discount: '0.00',
      restaurant_charges: '10.00',
      delivery_charge: '30.00',
      delivery_rule: 'FIXED',
      tip: '20.00',
      distance_surge: '0.00',
      store_tax: '0.00',
      total: '459.00',
      payable: '459.00',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.uniqueOrderId, data.unique_order_id));
    expect(row?.totalPaise).toBe(45_900);
    expect(row?.userId).toBe(customer.userId);
  });

  it('ignores client prices and totals, uses current prices and says PRICE_CHANGED (SECURITY 1, 4)', async () => {
    const body = order([{ id: burger.id, quantity: 1, price: '1.00', name: 'cheap' } as never], {
      total: { productQuantity: 1, totalPrice: 1 },
      dis: 0,
      delivery_charge: '0.00',
      tax: 0,
      coupon_discount: 999,
    });
    const res = await place(body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ data: { bill: Record<string, string> }; notices: { code: string }[] }>();
    expect(answer.data.bill.item_total).toBe('150.00');
    expect(answer.data.bill.total).toBe('190.00');
    expect(answer.notices.map((n) => n.code)).toEqual(['PRICE_CHANGED']);
  });

  it('prices add-ons per unit times the quantity and waives delivery between ₹499 and ₹699 without tax', async () => {
    const a = await itemWithAddons(t.db, burger);
    await t.db.update(items).set({ pricePaise: 20_000 }).where(eq(items.id, burger.id));
    const res = await place(
      order([{ id: burger.id, quantity: 2, selectedaddons: [{ addon_id: a.large.id, price: '0.00' }, { addon_id: a.cheese.id }] }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { bill: Record<string, string>; items: { line_total: string; addons: { addon_name: string; price: string }[] }[] } }>().data;
    // (200.00 + 50.00 + 25.00) × 2 = 550.00 → in the 499–699 window: delivery 0.
    expect(data.items[0]?.line_total).toBe('550.00');
    expect(data.items[0]?.addons.map((x) => [x.addon_name, x.price])).toEqual([
      ['Large', '50.00'],
      ['Cheese', '25.00'],
    ]);
    expect(data.bill).toMatchObject({ item_total: '550.00', delivery_charge: '0.00', delivery_rule: 'FREE_ORDER_VALUE', total: '560.00' });
  });

  it('adds the 7.50 distance surge above 5 km and the dynamic delivery charge', async () => {
    await t.db
      .update(stores)
      .set({ deliveryChargeType: 'DYNAMIC', baseDeliveryDistance: 3, baseDeliveryChargePaise: 3000, extraDeliveryDistance: 1, extraDeliveryChargePaise: 800 })
      .where(eq(stores.id, store.id));
    const res = await place(order([{ id: burger.id, quantity: 1 }], { location: locationAt(pointNorthOf(store, 5.5)) }));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { distance: number; bill: Record<string, string> } }>().data;
    // 5.5 km: 30.00 + (5.5 − 3) / 1 × 8.00 = 50.00; surge 7.50; 150 + 10 + 50 + 7.50 = 217.50.
    expect(data.distance).toBe(5.5);
    expect(data.bill).toMatchObject({ delivery_charge: '50.00', delivery_rule: 'DYNAMIC_DISTANCE', distance_surge: '7.50', total: '217.50' });
  });

  it('adds store tax and frees the first order’s delivery when the store offers it', async () => {
    await t.db.update(stores).set({ enableTax: true, taxValue: 5, isFreeDelivery: true }).where(eq(stores.id, store.id));
    const first = await place(order([{ id: burger.id, quantity: 2 }, { id: fries.id, quantity: 1 }]));
    expect(first.statusCode, first.body).toBe(200);
    // 399.00 + 10.00 + 0 delivery (first order) + 5 % of 399.00 = 19.95 → 428.95
    expect(first.json<{ data: { bill: Record<string, string> } }>().data.bill).toMatchObject({
      delivery_charge: '0.00',
      delivery_rule: 'FREE_FIRST_ORDER',
      store_tax: '19.95',
      total: '428.95',
    });
    const second = await place(order([{ id: burger.id, quantity: 2 }, { id: fries.id, quantity: 1 }]));
    expect(second.json<{ data: { bill: Record<string, string> } }>().data.bill).toMatchObject({ delivery_charge: '30.00', total: '458.95' });
  });

  it('self-pickup has no delivery charge and needs no address', async () => {
    const res = await place({ ...order([{ id: burger.id, quantity: 1 }]), delivery_type: 2, location: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { delivery_type: string; bill: Record<string, string> } }>().data).toMatchObject({
      delivery_type: 'SELFPICKUP',
      bill: { delivery_charge: '0.00', delivery_rule: 'SELF_PICKUP', total: '160.00' },
    });
  });
});

describe('place-order refuses what it must, and writes nothing (SECURITY 2, 3, 5)', () => {
  const refused = async (body: unknown, status: number, code?: string) => {
    const before = await countOrders(t.db);
    const res = await place(body);
    expect(res.statusCode, res.body).toBe(status);
    const answer = res.json<{ success: boolean; code: string; message: string }>();
    expect(answer.success).toBe(false);
    if (code) expect(answer.code).toBe(code);
    expect(await countOrders(t.db)).toBe(before);
    return answer;
  };

  it.each([0, -1, 1.5, '1e9', 2 ** 31, '2', null])('quantity %s → 400', async (quantity) => {
    await refused(order([{ id: burger.id, quantity: quantity as number }]), 400, 'VALIDATION');
  });

  it('above max_qty → 422', async () => {
    await t.db.update(items).set({ maxQty: 3 }).where(eq(items.id, burger.id));
    await refused(order([{ id: burger.id, quantity: 4 }]), 422, 'ITEM_MAX_QTY');
    // The limit counts the item across add-on variants too.
    await refused(order([{ id: burger.id, quantity: 2 }, { id: burger.id, quantity: 2 }]), 422, 'ITEM_MAX_QTY');
  });

  it('inactive or deleted items → 422 with their ids', async () => {
    await t.db.update(items).set({ isActive: false }).where(eq(items.id, fries.id));
    const answer = (await refused(order([{ id: burger.id, quantity: 1 }, { id: fries.id, quantity: 1 }]), 422, 'ITEM_UNAVAILABLE')) as unknown as {
      unavailable_ids: number[];
    };
    expect(answer.unavailable_ids).toEqual([fries.id]);
    await t.db.update(items).set({ isActive: true, deletedAt: new Date() }).where(eq(items.id, fries.id));
    await refused(order([{ id: fries.id, quantity: 1 }]), 422, 'ITEM_UNAVAILABLE');
    await refused(order([{ id: 99_999_999, quantity: 1 }]), 422, 'ITEM_UNAVAILABLE');
  });

  it('an item of another store → 422', async () => {
    const [other] = await t.db.select().from(items).where(eq(items.isActive, true)).limit(500);
    const foreign = (await t.db.select().from(items)).find((i) => i.storeId !== store.id && i.isActive && i.deletedAt === null);
    expect(other).toBeDefined();
    await refused(order([{ id: burger.id, quantity: 1 }, { id: foreign?.id ?? 0, quantity: 1 }], { restaurant_id: store.id }), 422, 'MIXED_STORES');
  });

  it('an add-on of another item, or two choices in a SINGLE category → 422', async () => {
    const a = await itemWithAddons(t.db, burger);
    await refused(order([{ id: fries.id, quantity: 1, selectedaddons: [{ addon_id: a.cheese.id }] }]), 422, 'ADDON_INVALID');
    await refused(order([{ id: burger.id, quantity: 1, selectedaddons: [{ addon_id: a.regular.id }, { addon_id: a.large.id }] }]), 422, 'ADDON_INVALID');
  });

  it('delivery without an address → the spec’s message', async () => {
    const answer = await refused({ ...order([{ id: burger.id, quantity: 1 }]), location: null }, 422, 'ADDRESS_REQUIRED');
    expect(answer.message).toBe("Oops ! You haven't set your address");
  });

  it('outside delivery_radius → cartRestaurantNotOperational', async () => {
    const answer = await refused(order([{ id: burger.id, quantity: 1 }], { location: locationAt(pointNorthOf(store, 8.2)) }), 422, 'NOT_OPERATIONAL');
    expect(answer.message).toBe('This store does not deliver to your location yet');
  });

  it('below the minimum order → restaurantMinOrderMessage and the amount', async () => {
    await t.db.update(stores).set({ minOrderPricePaise: 19_900 }).where(eq(stores.id, store.id));
    const answer = await refused(order([{ id: burger.id, quantity: 1 }]), 422, 'MIN_ORDER_NOT_MET');
    expect(answer.message).toBe('Add items worth at least ₹199.00');
  });

  it('an inactive store → "{name} : {notAcceptingOrdersMsg}"', async () => {
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, store.id));
    const answer = await refused(order([{ id: burger.id, quantity: 1 }]), 422, 'STORE_CLOSED');
    expect(answer.message).toBe(`${store.name} : Not accepting orders right now`);
  });

  it('a fresh store without a slot → SLOT_REQUIRED', async () => {
    await t.db.update(stores).set({ isFresh: true }).where(eq(stores.id, store.id));
    await refused(order([{ id: burger.id, quantity: 1 }]), 422, 'SLOT_REQUIRED');
  });

  it('an empty cart, a payment method not offered, a guest → refused', async () => {
    await refused(order([]), 400, 'VALIDATION');
    await refused(order([{ id: burger.id, quantity: 1 }], { method: 'BITCOIN' }), 400, 'VALIDATION');
    const guest = await t.post('place-order', order([{ id: burger.id, quantity: 1 }]));
    expect(guest.statusCode).toBe(401);
  });

  it('only customers place orders (SECURITY 17)', async () => {
    const partner = await t.login(DEMO_ACCOUNTS.delivery.email, DEMO_ACCOUNTS.delivery.password);
    const res = await place(order([{ id: burger.id, quantity: 1 }]), partner.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('idempotency (SECURITY 6)', () => {
  it('replays the first answer for the same key, in sequence', async () => {
    const key = randomUUID();
    const body = order([{ id: burger.id, quantity: 1 }]);
    const first = await place(body, customer.token, key);
    const second = await place(body, customer.token, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json<{ data: { unique_order_id: string } }>().data.unique_order_id).toBe(first.json<{ data: { unique_order_id: string } }>().data.unique_order_id);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, customer.userId));
    expect(mine).toHaveLength(1);
  });

  it('makes exactly one order from 20 parallel calls with one key', async () => {
    const key = randomUUID();
    const body = order([{ id: burger.id, quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(body, customer.token, key)));
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ data: { unique_order_id: string } }>().data.unique_order_id));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409), answers.map((a) => a.statusCode).join(',')).toBe(true);
    expect(ids.size).toBe(1);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, customer.userId));
    expect(mine).toHaveLength(1);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, mine[0]?.id ?? 0));
    expect(lines).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    const key = randomUUID();
    expect((await place(order([{ id: burger.id, quantity: 1 }]), customer.token, key)).statusCode).toBe(200);
    const res = await place(order([{ id: burger.id, quantity: 3 }]), customer.token, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('lets a refused order retry with the same key', async () => {
    const key = randomUUID();
    const refused = await place({ ...order([{ id: burger.id, quantity: 1 }]), location: null }, customer.token, key);
    expect(refused.statusCode).toBe(422);
    expect((await place(order([{ id: burger.id, quantity: 1 }]), customer.token, key)).statusCode).toBe(200);
  });
});

describe('reading orders', () => {
  it('shows the customer their order and running orders; others get 404 (SECURITY 13)', async () => {
    const placed = await place(order([{ id: burger.id, quantity: 1 }]));
    const id = placed.json<{ data: { unique_order_id: string } }>().data.unique_order_id;

    const mine = await t.post('get-single-order', { unique_order_id: id }, { token: customer.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ success: true, data: { unique_order_id: id, status: 'PLACED', items: [{ name: burger.name, quantity: 1 }] } });

    const running = await t.post('check-running-order', {}, { token: customer.token });
    expect(running.json()).toMatchObject({ success: true, has_running_order: true, orders: [{ unique_order_id: id }] });

    const stranger = await registerCustomer(t.post);
    const theirs = await t.post('get-single-order', { unique_order_id: id }, { token: stranger.token });
    expect(theirs.statusCode).toBe(404);
    const none = await t.post('check-running-order', { token: stranger.token });
    expect(none.json()).toMatchObject({ has_running_order: false, orders: [] });
    expect((await t.post('get-single-order', { unique_order_id: id })).statusCode).toBe(401);
  });
  it('answers place-order with the order exactly as stored: it is built before the INSERT, not read back (ADR 0021)', async () => {
    const a = await itemWithAddons(t.db, burger);
    const key = randomUUID();
    const placed = await place(
      order([{ id: burger.id, quantity: 2, selectedaddons: [{ addon_id: a.large.id }, { addon_id: a.cheese.id }, { addon_id: a.dip.id }] }, { id: fries.id, quantity: 1 }], { tipAmount: 15 }),
      customer.token,
      key,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { data } = placed.json<{ data: { unique_order_id: string } }>();
    const read = await t.post('get-single-order', { unique_order_id: data.unique_order_id }, { token: customer.token });
    expect(read.json<{ data: unknown }>().data).toEqual(data);
    // The columns the INSERT leaves to the database are what the answer assumed, and the key holds the answer.
    const [row] = await t.db.select().from(orders).where(eq(orders.uniqueOrderId, data.unique_order_id));
    expect(Object.fromEntries(Object.keys(NEW_ORDER_DEFAULTS).map((k) => [k, row?.[k as keyof typeof row]]))).toEqual(NEW_ORDER_DEFAULTS);
    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored?.statusCode).toBe(200);
    expect(stored?.response).toEqual(placed.json());
  });
});

describe('check-first-order (SPEC §7)', () => {
  it('is true until the customer places an order, and needs a login', async () => {
    expect((await t.post('check-first-order', { user_id: customer.userId }, { token: customer.token })).json()).toEqual({ success: true, firstOrder: true });
    expect((await place(order([{ id: burger.id, quantity: 1 }]))).statusCode).toBe(200);
    expect((await t.post('check-first-order', { token: customer.token })).json()).toEqual({ success: true, firstOrder: false });
    expect((await t.post('check-first-order', { user_id: customer.userId })).statusCode).toBe(401);
  });
});

describe('place-order takes the payload shapes real clients send (SPEC §3)', () => {
  it('accepts coupon {} or "", tipAmount "", partial_wallet 0 and the spec’s other fields', async () => {
    const body = {
      auth_token: customer.token,
      user: { success: true, data: { id: customer.userId } },
      order: [{ id: burger.id, name: burger.name, price: '150.00', quantity: 1, is_veg: 1, is_active: 1, restaurant_id: store.id, selectedaddons: [], addon_categories: [] }],
      coupon: {},
      location: { ...near(), lat: String(near().lat), lng: String(near().lng) },
      order_comment: '',
      // totalPrice is the whole bill the cart showed: 150 + 10 packing + 30 delivery.
      total: { productQuantity: 1, totalPrice: 190 },
      method: 'COD',
      payment_token: '',
      delivery_type: 1,
      partial_wallet: 0,
      dis: 1.2,
      pending_payment: false,
      tipAmount: '',
    };
    const first = await t.post('place-order', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, notices: [], data: { bill: { total: '190.00', tip: '0.00', coupon_code: null } } });
    const second = await t.post('place-order', { ...body, coupon: '', tipAmount: '15' });
    expect(second.json()).toMatchObject({ data: { bill: { tip: '15.00', total: '205.00' } } });
    expect((await t.post('place-order', { ...body, tipAmount: 'lots' })).statusCode).toBe(400);
  });
});
