import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { deliveryChargeBuckets, settings } from '../schema';
import { DEMO_DELIVERY_BUCKETS, DEMO_STORE_SLUGS } from './constants';
import { requireId } from './require-id';
import { hashDemoPasswords, insertAccounts } from './accounts';
import { insertCity } from './city';
import { insertCompensationRules, insertCoupons } from './coupons';
import { insertGroceryStores } from './grocery/insert-grocery';
import { GROCERY_STORES } from './grocery/stores';
import { insertHomeTiles } from './home';
import { insertOfferSections } from './offers';
import { insertPages } from './pages';
import { RESTAURANTS } from './restaurants';
import { insertRestaurants } from './restaurants/insert-restaurants';
import { insertLanguages, insertSettings } from './settings-and-languages';
import { insertSliders } from './sliders';
import { insertStoreCategories, linkGroceryStores } from './store-categories';

export { DEMO_ACCOUNTS, DEMO_COUPONS, DEMO_CUSTOMER_ADDRESSES, DEMO_DELIVERY_BUCKETS, DEMO_STORE_SLUGS, OUTSIDE_DELIVERY_AREA } from './constants';

export interface SeedSummary {
  readonly settings: number;
  readonly translations: number;
  readonly restaurants: number;
  readonly groceryStores: number;
  readonly restaurantItems: number;
  readonly groceryProducts: number;
  readonly slides: number;
  readonly offerSections: number;
  readonly pages: number;
  readonly coupons: number;
  readonly users: number;
}

/** Tables the seed gives explicit ids (deal id = home category id, SPEC §2). */
const EXPLICIT_ID_TABLES = ['home_categories', 'deals'] as const;

/**
 * Fills an empty, migrated database with the Bengaluru demo city in one transaction. `now` anchors
 * coupon windows and reward expiry so tests can pin them.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<SeedSummary> {
  const hashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    const settingCount = await insertSettings(tx);
    const translationCount = await insertLanguages(tx);
    const cityId = await insertCity(tx);
    const categoryIds = await insertStoreCategories(tx);
    const restaurants = await insertRestaurants(tx, cityId, RESTAURANTS, categoryIds);
    const groceries = await insertGroceryStores(tx, cityId, GROCERY_STORES, restaurants.length + 1);
    await linkGroceryStores(tx, groceries.map((g) => g.id), categoryIds);
    const allStores = [...restaurants, ...groceries];
    const storeIds = new Map(allStores.map((s) => [s.slug, s.id]));
    const itemIds = new Map(allStores.map((s) => [s.slug, s.itemIds]));
    const itemGroupIds = new Map(groceries.flatMap((g) => [...g.itemGroupIds].map(([key, id]) => [`${g.slug}/${key}`, id] as const)));
    await insertHomeTiles(tx, storeIds);
    const slideCount = await insertSliders(tx, { storeIds, itemGroupIds });
    const offerCount = await insertOfferSections(tx, { storeIds, itemIds });
    const pageCount = await insertPages(tx);
    const couponCount = await insertCoupons(tx, storeIds, now);
    await insertCompensationRules(tx);
    const bucketStore = requireId(storeIds, DEMO_STORE_SLUGS.bucketDelivery);
    await tx.insert(deliveryChargeBuckets).values(DEMO_DELIVERY_BUCKETS.map((b) => ({ storeId: bucketStore, upToKm: b.upToKm, chargePaise: b.rupees * 100 })));
    const userCount = await insertAccounts(tx, hashes, storeIds, now);
    await resetIdentitySequences(tx);
    return {
      settings: settingCount,
      translations: translationCount,
      restaurants: restaurants.length,
      groceryStores: groceries.length,
      restaurantItems: restaurants.reduce((sum, r) => sum + r.itemIds.size, 0),
      groceryProducts: groceries.reduce((sum, g) => sum + g.productCount, 0),
      slides: slideCount,
      offerSections: offerCount,
      pages: pageCount,
      coupons: couponCount,
      users: userCount,
    };
  });
}

/** Moves identity sequences past explicit ids so the next insert does not collide. */
async function resetIdentitySequences(tx: Tx): Promise<void> {
  for (const table of EXPLICIT_ID_TABLES) {
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`);
  }
}

/** Settings are the first thing seeded and every running app needs them, so no settings = empty. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(settings);
  return (row?.value ?? 0) === 0;
}

/** Seeds only an empty database; returns null when there was data already. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<SeedSummary | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  return seedDemoData(db, now);
}

export function formatSeedSummary(summary: SeedSummary): string {
  return (
    `seeded ${summary.restaurants} restaurants (${summary.restaurantItems} items), ${summary.groceryStores} grocery stores ` +
    `(${summary.groceryProducts} products), ${summary.slides} slides, ${summary.offerSections} offer sections, ${summary.pages} pages, ` +
    `${summary.coupons} coupons, ${summary.users} users, ${summary.settings} settings, ${summary.translations} translations`
  );
}
