import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { addonCategories, addons, itemAddonCategories, items, orders, stores, users } from '../src/db/schema';

/** Indiranagar 100 ft road: inside the demo city's delivery area. */
export const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };

export type StoreRow = typeof stores.$inferSelect;
export type ItemRow = typeof items.$inferSelect;

/** A point `km` north of a store (1° latitude ≈ 111.19 km on the 6371 km sphere). */
export function pointNorthOf(store: { latitude: number; longitude: number }, km: number) {
  return { latitude: store.latitude + km / 111.19, longitude: store.longitude };
}

export function locationAt(point: { latitude: number; longitude: number }, house = 'Flat 4B') {
  return { lat: point.latitude, lng: point.longitude, address: '12, 100 Feet Road, Indiranagar, Bengaluru', house, tag: 'Home' };
}

/** An active restaurant (not fresh), made predictable: FIXED ₹30 delivery, ₹10 packing, no min, no tax. */
export async function predictableRestaurant(db: Db, overrides: Partial<typeof stores.$inferInsert> = {}): Promise<StoreRow> {
  const [candidate] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.isActive, true), eq(stores.isFresh, false), eq(stores.kind, 'RESTAURANT')))
    .orderBy(asc(stores.id))
    .limit(1);
  if (!candidate) throw new Error('the seed has no active restaurant');
  const [row] = await db
    .update(stores)
    .set({
      deliveryChargeType: 'FIXED',
      deliveryChargesPaise: 3000,
      restaurantChargesPaise: 1000,
      minOrderPricePaise: 0,
      surchargePaise: 0,
      enableTax: false,
      taxValue: 0,
      isFreeDelivery: false,
      acceptsDelivery: true,
      acceptsSelfPickup: true,
      deliveryRadius: 8,
      opensAt: null,
      closesAt: null,
      ...overrides,
    })
    .where(eq(stores.id, candidate.id))
    .returning();
  if (!row) throw new Error('update stores returned nothing');
  return row;
}

/** `count` live items of a store without add-ons, re-priced to the given paise amounts, active, no max. */
export async function plainItems(db: Db, storeId: number, pricesPaise: readonly number[]): Promise<ItemRow[]> {
  const rows = await db
    .select({ item: items })
    .from(items)
    .leftJoin(itemAddonCategories, eq(itemAddonCategories.itemId, items.id))
    .where(and(eq(items.storeId, storeId), isNull(items.deletedAt), isNull(itemAddonCategories.itemId)))
    .orderBy(asc(items.id))
    .limit(pricesPaise.length);
  if (rows.length < pricesPaise.length) throw new Error(`store ${storeId} has too few plain items`);
  const result: ItemRow[] = [];
  for (const [i, { item }] of rows.entries()) {
    const [updated] = await db
      .update(items)
      .set({ pricePaise: pricesPaise[i] ?? 0, isActive: true, maxQty: null })
      .where(eq(items.id, item.id))
      .returning();
    if (updated) result.push(updated);
  }
  return result;
}

/** Gives an item one SINGLE and one MULTI add-on category with known prices; returns the add-on ids. */
export async function itemWithAddons(db: Db, item: ItemRow) {
  const [single] = await db.insert(addonCategories).values({ storeId: item.storeId, name: 'Size', type: 'SINGLE' }).returning();
  const [multi] = await db.insert(addonCategories).values({ storeId: item.storeId, name: 'Extras', type: 'MULTI' }).returning();
  if (!single || !multi) throw new Error('insert addon_categories failed');
  const [regular, large] = await db
    .insert(addons)
    .values([
      { addonCategoryId: single.id, name: 'Regular', pricePaise: 0, sortOrder: 0 },
      { addonCategoryId: single.id, name: 'Large', pricePaise: 5000, sortOrder: 1 },
    ])
    .returning();
  const [cheese, dip] = await db
    .insert(addons)
    .values([
      { addonCategoryId: multi.id, name: 'Cheese', pricePaise: 2500, sortOrder: 0 },
      { addonCategoryId: multi.id, name: 'Dip', pricePaise: 1500, sortOrder: 1 },
    ])
    .returning();
  await db.insert(itemAddonCategories).values([
    { itemId: item.id, addonCategoryId: single.id, sortOrder: 0 },
    { itemId: item.id, addonCategoryId: multi.id, sortOrder: 1 },
  ]);
  if (!regular || !large || !cheese || !dip) throw new Error('insert addons failed');
  return { single, multi, regular, large, cheese, dip };
}

export async function countOrders(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row?.n ?? 0;
}

export async function walletOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}

let registered = 0;
/** Registers a fresh customer through the API; returns its token and id. */
export async function registerCustomer(post: (name: string, body?: unknown) => Promise<{ statusCode: number; json<T>(): T; body: string }>) {
  registered += 1;
  const stamp = `${Date.now().toString(36)}${registered}${Math.floor(Math.random() * 1e6)}`;
  const phoneDigits = String(9_000_000_000 + Math.floor(Math.random() * 999_999_999)).slice(0, 10);
  const res = await post('register', { name: 'Test Customer', email: `t${stamp}@example.test`, phone: phoneDigits, password: 'secret123' });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const data = res.json<{ data: { auth_token: string; id: number } }>().data;
  return { token: data.auth_token, userId: data.id };
}
