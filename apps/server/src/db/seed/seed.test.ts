import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PUBLIC_SETTING_DEFAULTS } from '@keka/contracts';
import { eq } from 'drizzle-orm';
import { isWithinRadius } from '@keka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, type Database, type Db } from '../client';
import * as t from '../schema';
import { verifyPassword } from '../../lib/password';
import { itemPictureSrcset } from '../../lib/item-pictures';
import { IMAGES_DIR, LOCK_FILE, outputsOf } from './images/generate';
import { imageManifest } from './images/manifest';
import { DEMO_ACCOUNTS, DEMO_COUPONS, DEMO_STORE_SLUGS, OUTSIDE_DELIVERY_AREA, isDatabaseEmpty, seedDemoData, seedIfEmpty, type SeedSummary } from './seed';

const NOW = new Date('2030-06-15T06:30:00Z');

let database: Database;
let db: Db;
let summary: SeedSummary;

beforeAll(async () => {
  database = fromPglite(new PGlite());
  await database.migrate();
  db = database.db;
  expect(await isDatabaseEmpty(db)).toBe(true);
  summary = await seedDemoData(db, NOW);
});

afterAll(async () => {
  await database.close();
});

const countBy = <T>(rows: readonly T[], key: (row: T) => number): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

describe('restaurants', () => {
  it('has at least 12 restaurants, each with 20+ items in 3–6 menu sections, and exactly one inactive', async () => {
    const restaurants = (await db.select().from(t.stores)).filter((s) => s.kind === 'RESTAURANT');
    const itemsPerStore = countBy(await db.select().from(t.items), (i) => i.storeId);
    const sectionsPerStore = countBy(await db.select().from(t.itemCategories), (c) => c.storeId);
    expect(restaurants.length).toBeGreaterThanOrEqual(12);
    for (const store of restaurants) {
      expect(itemsPerStore.get(store.id), store.slug).toBeGreaterThanOrEqual(20);
      expect(sectionsPerStore.get(store.id), store.slug).toBeGreaterThanOrEqual(3);
      expect(sectionsPerStore.get(store.id), store.slug).toBeLessThanOrEqual(6);
    }
    expect(restaurants.filter((s) => !s.isActive).map((s) => s.slug)).toEqual([DEMO_STORE_SLUGS.inactive]);
    expect(summary.restaurants).toBe(restaurants.length);
  });

  it('fills the store columns within the demo ranges', async () => {
    const restaurants = (await db.select().from(t.stores)).filter((s) => s.kind === 'RESTAURANT');
    for (const s of restaurants) {
      expect(s.rating, s.slug).toBeGreaterThanOrEqual(3.6);
      expect(s.rating, s.slug).toBeLessThanOrEqual(4.7);
      expect(s.deliveryTime).toBeGreaterThanOrEqual(20);
      expect(s.deliveryTime).toBeLessThanOrEqual(45);
      expect(s.deliveryRadius).toBeGreaterThanOrEqual(5);
      expect(s.deliveryRadius).toBeLessThanOrEqual(9);
      expect(s.restaurantChargesPaise).toBeLessThanOrEqual(3000);
      expect(s.storeType).toBe('restaurant');
    }
    expect(restaurants.filter((s) => s.enableTax).map((s) => s.taxValue)).toEqual([5, 5, 5]);
    expect(restaurants.filter((s) => s.isFreeDelivery)).toHaveLength(2);
    expect(new Set(restaurants.map((s) => s.deliveryChargeType))).toEqual(new Set(['FIXED', 'DYNAMIC']));
    expect(restaurants.filter((s) => s.quickBite !== null).length).toBeGreaterThanOrEqual(3);
    expect(restaurants.some((s) => s.slug === 'kfc-restaurant')).toBe(true);
  });

  it('has veg and non-veg, inactive, recommended and max-qty items; pure-veg stores serve only veg', async () => {
    const stores = await db.select().from(t.stores);
    const restaurantIds = new Set(stores.filter((s) => s.kind === 'RESTAURANT').map((s) => s.id));
    const pureVegIds = new Set(stores.filter((s) => s.isPureVeg).map((s) => s.id));
    const menu = (await db.select().from(t.items)).filter((i) => restaurantIds.has(i.storeId));
    expect(menu.some((i) => i.isVeg)).toBe(true);
    expect(menu.some((i) => !i.isVeg)).toBe(true);
    expect(menu.filter((i) => pureVegIds.has(i.storeId)).every((i) => i.isVeg)).toBe(true);
    const inactivePerStore = countBy(menu.filter((i) => !i.isActive), (i) => i.storeId);
    for (const id of restaurantIds) expect(inactivePerStore.get(id) ?? 0).toBeGreaterThanOrEqual(1);
    for (const id of restaurantIds) expect(inactivePerStore.get(id) ?? 0).toBeLessThanOrEqual(3);
    expect(menu.filter((i) => i.isRecommended).length).toBeGreaterThan(restaurantIds.size);
    expect(menu.some((i) => i.maxQty === 5)).toBe(true);
    expect(menu.every((i) => Number.isInteger(i.pricePaise) && i.pricePaise > 0)).toBe(true);
  });

  it('has SINGLE groups starting at ₹0 and MULTI groups, attached to items', async () => {
    const groups = await db.select().from(t.addonCategories);
    const options = await db.select().from(t.addons);
    const links = await db.select().from(t.itemAddonCategories);
    expect(groups.some((g) => g.type === 'SINGLE')).toBe(true);
    expect(groups.some((g) => g.type === 'MULTI')).toBe(true);
    const linked = new Set(links.map((l) => l.addonCategoryId));
    for (const group of groups) {
      expect(linked.has(group.id), group.name).toBe(true);
      const first = options.filter((o) => o.addonCategoryId === group.id).sort((a, b) => a.sortOrder - b.sortOrder)[0];
      if (group.type === 'SINGLE') expect(first?.pricePaise, group.name).toBe(0);
    }
  });
});

describe('grocery stores', () => {
  it('has 2+ fresh stores with 150+ products, units, MRPs and the single-store layout', async () => {
    const groceries = (await db.select().from(t.stores)).filter((s) => s.kind === 'GROCERY');
    const products = await db.select().from(t.items);
    const slots = await db.select().from(t.slotGroups);
    const slotItems = countBy(await db.select().from(t.slotGroupItems), (r) => r.slotGroupId);
    const banners = await db.select().from(t.storeBanners);
    const deliverySlots = await db.select().from(t.deliverySlots);
    const layouts = await db.select().from(t.storeLayouts);
    const tops = countBy(await db.select().from(t.topCategories), (c) => c.storeId);
    const groups = countBy(await db.select().from(t.itemGroups), (g) => g.storeId);
    expect(groceries.map((g) => g.slug)).toEqual([...DEMO_STORE_SLUGS.groceries]);
    for (const store of groceries) {
      const own = products.filter((p) => p.storeId === store.id);
      expect(store.isFresh && store.storeType === 'grocery').toBe(true);
      expect(own.length).toBeGreaterThanOrEqual(150);
      expect(own.every((p) => p.unit && p.topCategoryId)).toBe(true);
      expect(own.some((p) => p.oldPricePaise > p.pricePaise)).toBe(true);
      expect(own.some((p) => !p.isActive) && own.some((p) => p.maxQty !== null)).toBe(true);
      expect(tops.get(store.id)).toBeGreaterThanOrEqual(8);
      expect(groups.get(store.id)).toBeGreaterThanOrEqual(2);
      expect(layouts.some((l) => l.storeId === store.id && l.heading1 && l.topImage)).toBe(true);
      const ownSlots = slots.filter((s) => s.storeId === store.id);
      expect(ownSlots.map((s) => s.position).sort()).toEqual([1, 2, 3, 4]);
      for (const slot of ownSlots) expect(slotItems.get(slot.id)).toBeGreaterThanOrEqual(8);
      for (const slot of ownSlots) expect(slotItems.get(slot.id)).toBeLessThanOrEqual(15);
      expect(new Set(banners.filter((b) => b.storeId === store.id).map((b) => b.type))).toEqual(new Set([0, 1, 2]));
      const ownDeliverySlots = deliverySlots.filter((s) => s.storeId === store.id);
      expect(ownDeliverySlots.length).toBeGreaterThanOrEqual(4);
      expect(ownDeliverySlots.some((s) => s.capacity === 2)).toBe(true);
      expect(ownDeliverySlots.every((s) => /^Slot \d : \d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M$/.test(s.name))).toBe(true);
    }
  });
});

describe('home, deals and sliders', () => {
  it('sends id 1 to /food, one linked tile to kfc-restaurant and every other tile to a deal with its id', async () => {
    const tiles = await db.select().from(t.homeCategories);
    const dealIds = new Set((await db.select().from(t.deals)).map((d) => d.id));
    const storesPerDeal = countBy(await db.select().from(t.dealStores), (d) => d.dealId);
    expect(tiles.find((c) => c.id === 1)?.name).toBe('Food');
    expect(tiles.filter((c) => c.link !== null).map((c) => c.link)).toEqual(['kfc-restaurant']);
    const dealTiles = tiles.filter((c) => c.id !== 1 && c.link === null);
    expect(dealTiles.length).toBeGreaterThanOrEqual(6);
    for (const tile of dealTiles) {
      expect(dealIds.has(tile.id), tile.name).toBe(true);
      expect(storesPerDeal.get(tile.id)).toBeGreaterThanOrEqual(2);
      expect(storesPerDeal.get(tile.id)).toBeLessThanOrEqual(5);
    }
  });

  it('moved the identity sequences past the explicit ids', async () => {
    const [deal] = await db.insert(t.deals).values({ name: 'probe' }).returning({ id: t.deals.id });
    const [tile] = await db.insert(t.homeCategories).values({ name: 'probe', image: '' }).returning({ id: t.homeCategories.id });
    expect(deal?.id).toBeGreaterThan(10);
    expect(tile?.id).toBeGreaterThan(10);
    await db.delete(t.deals).where(eq(t.deals.name, 'probe'));
    await db.delete(t.homeCategories).where(eq(t.homeCategories.name, 'probe'));
  });

  it('has four sliders of 3+ slides covering models 1, 4, 5 and none, each link resolving', async () => {
    const sliders = await db.select().from(t.sliders);
    const slides = await db.select().from(t.slides);
    const slugs = new Set((await db.select().from(t.stores)).map((s) => s.slug));
    const dealIds = new Set((await db.select().from(t.deals)).map((d) => d.id));
    const slideStoreCounts = countBy(await db.select().from(t.slideStores), (s) => s.slideId);
    expect(new Set(sliders.map((s) => s.position))).toEqual(new Set(['TOP', 'AD', 'BOTTOM', 'PROMO']));
    for (const slider of sliders) expect(slides.filter((s) => s.sliderId === slider.id).length).toBeGreaterThanOrEqual(3);
    expect(new Set(slides.map((s) => s.model))).toEqual(new Set([1, 4, 5, null]));
    for (const slide of slides) {
      if (slide.model === 1) expect(slugs.has(slide.slug ?? '')).toBe(true);
      if (slide.model === 4) expect(dealIds.has(slide.kekaDealId ?? 0)).toBe(true);
      if (slide.model === 5) expect(slideStoreCounts.get(slide.id)).toBeGreaterThanOrEqual(2);
    }
    expect(slides.some((s) => s.itemGroupId !== null)).toBe(true);
  });

  it('has offer sections with items and with stores', async () => {
    expect(countBy(await db.select().from(t.offerSectionItems), (r) => r.offerSectionId).size).toBeGreaterThanOrEqual(1);
    expect(countBy(await db.select().from(t.offerSectionStores), (r) => r.offerSectionId).size).toBeGreaterThanOrEqual(1);
  });
});

describe('coupons', () => {
  it('has one coupon per rule, with windows relative to now', async () => {
    const coupons = new Map((await db.select().from(t.coupons)).map((c) => [c.code, c]));
    const get = (code: string) => {
      const coupon = coupons.get(code);
      if (!coupon) throw new Error(`missing coupon ${code}`);
      return coupon;
    };
    const isLive = (code: string) => {
      const c = get(code);
      return c.isActive && (!c.startsAt || c.startsAt <= NOW) && (!c.expiresAt || c.expiresAt > NOW);
    };
    expect(get(DEMO_COUPONS.percentage)).toMatchObject({ discountType: 'PERCENTAGE', discountPercent: 50, maxDiscountPaise: 10_000 });
    expect(get(DEMO_COUPONS.flat)).toMatchObject({ discountType: 'AMOUNT', discountAmountPaise: 7500, minSubtotalPaise: 0 });
    expect(get(DEMO_COUPONS.minSubtotal).minSubtotalPaise).toBe(59_900);
    expect(get(DEMO_COUPONS.firstOrder).firstOrderOnly).toBe(true);
    expect(get(DEMO_COUPONS.oncePerUser).maxUsesPerUser).toBe(1);
    expect(get(DEMO_COUPONS.globalLimit).maxUsesTotal).toBe(5);
    expect(get(DEMO_COUPONS.hiddenMessage).hideMessage).toBe(true);
    expect(get(DEMO_COUPONS.nonPublic).isPublic).toBe(false);
    expect(get(DEMO_COUPONS.expired).expiresAt?.getTime()).toBeLessThan(NOW.getTime());
    expect(get(DEMO_COUPONS.notYetValid).startsAt?.getTime()).toBeGreaterThan(NOW.getTime());
    expect(isLive(DEMO_COUPONS.percentage) && !isLive(DEMO_COUPONS.expired) && !isLive(DEMO_COUPONS.notYetValid) && !isLive(DEMO_COUPONS.inactive)).toBe(true);
    const limited = countBy(await db.select().from(t.couponStores), (r) => r.couponId);
    expect(limited.get(get(DEMO_COUPONS.storeSpecific).id)).toBe(1);
    expect([...coupons.keys()].every((code) => code === code.toUpperCase())).toBe(true);
  });
});

describe('settings, languages and places', () => {
  it('stores every public setting as public and server-only settings as private', async () => {
    const rows = await db.select().from(t.settings);
    const publicKeys = rows.filter((r) => r.isPublic).map((r) => r.key);
    expect(new Set(publicKeys)).toEqual(new Set(Object.keys(PUBLIC_SETTING_DEFAULTS)));
    expect(rows.filter((r) => !r.isPublic).map((r) => r.key)).toContain('slotDaysAhead');
  });

  it('has English (default) and Hindi with identical key sets', async () => {
    const languages = await db.select().from(t.languages);
    const rows = await db.select().from(t.translations);
    const keysOf = (code: string) => {
      const id = languages.find((l) => l.code === code)?.id;
      return rows.filter((r) => r.languageId === id).map((r) => r.key).sort();
    };
    expect(languages.find((l) => l.isDefault)?.code).toBe('en');
    expect(languages.find((l) => l.code === 'hi')?.languageName).toBe('हिन्दी');
    expect(keysOf('en').length).toBeGreaterThan(0);
    expect(keysOf('hi')).toEqual(keysOf('en'));
  });

  it('puts popular places inside some active store radius except the one far away', async () => {
    const stores = (await db.select().from(t.stores)).filter((s) => s.isActive);
    const places = await db.select().from(t.popularLocations);
    const served = (p: { latitude: number; longitude: number }) => stores.some((s) => isWithinRadius(s, p, s.deliveryRadius));
    expect(places.length).toBeGreaterThanOrEqual(8);
    for (const place of places) expect(served(place), place.name).toBe(place.name !== OUTSIDE_DELIVERY_AREA);
  });
});

describe('accounts', () => {
  it('creates the demo users with working passwords and unique referral codes', async () => {
    const users = await db.select().from(t.users);
    expect(users).toHaveLength(Object.keys(DEMO_ACCOUNTS).length);
    expect(new Set(users.map((u) => u.referralCode)).size).toBe(users.length);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = users.find((u) => u.email === account.email);
      expect(user?.role).toBe(account.role);
      expect(await verifyPassword(account.password, user?.passwordHash ?? null)).toBe(true);
    }
  });

  it('gives the customer a default address, a matching wallet, one reward, two unread alerts and no orders', async () => {
    const customer = (await db.select().from(t.users)).find((u) => u.email === DEMO_ACCOUNTS.customer.email);
    const own = <T extends { userId: number }>(rows: T[]) => rows.filter((r) => r.userId === customer?.id);
    const addresses = own(await db.select().from(t.addresses));
    const ledger = own(await db.select().from(t.walletTransactions));
    expect(addresses).toHaveLength(2);
    expect(customer?.defaultAddressId).toBe(addresses.find((a) => a.tag === 'Home')?.id);
    expect(customer?.walletBalancePaise).toBe(15_000);
    expect(ledger.reduce((sum, r) => sum + (r.type === 'CREDIT' ? r.amountPaise : -r.amountPaise), 0)).toBe(15_000);
    expect(own(await db.select().from(t.rewards)).filter((r) => !r.isScratched)).toHaveLength(1);
    expect(own(await db.select().from(t.notifications)).filter((n) => !n.isRead)).toHaveLength(2);
    expect(await db.select().from(t.orders)).toHaveLength(0);
  });

  it('links both delivery partners to every store (two can race for one offer) and the owner to two restaurants', async () => {
    const stores = await db.select().from(t.stores);
    expect(await db.select().from(t.deliveryPartnerStores)).toHaveLength(2 * stores.length);
    const profiles = await db.select().from(t.deliveryProfiles);
    expect(profiles.map((p) => [p.isApproved, p.isOnline, p.lastLatitude !== null])).toEqual([
      [true, true, true],
      [true, true, true],
    ]);
    const owned = await db.select().from(t.storeOwners);
    expect(owned.map((o) => stores.find((s) => s.id === o.storeId)?.slug).sort()).toEqual([...DEMO_STORE_SLUGS.ownedByStoreOwner].sort());
  });
});

describe('images', () => {
  it('has a file for every image path in the database', async () => {
    const paths = [
      ...(await db.select().from(t.stores)).flatMap((s) => [s.image, s.coverImage]),
      ...(await db.select().from(t.storeCategories)).map((c) => c.image),
      ...(await db.select().from(t.topCategories)).map((c) => c.image),
      ...(await db.select().from(t.items)).map((i) => i.image),
      ...(await db.select().from(t.itemGroups)).map((g) => g.topImage),
      ...(await db.select().from(t.storeLayouts)).map((l) => l.topImage),
      ...(await db.select().from(t.storeBanners)).map((b) => b.image),
      ...(await db.select().from(t.homeCategories)).map((c) => c.image),
      ...(await db.select().from(t.deals)).map((d) => d.image),
      ...(await db.select().from(t.slides)).map((s) => s.image),
      ...(await db.select().from(t.offerSections)).map((o) => o.image),
      ...(await db.select().from(t.notifications)).map((n) => n.image),
    ].filter((p): p is string => p !== null);
    const missing = [...new Set(paths)].filter((p) => !p.startsWith('/images/') || !fs.existsSync(path.join(IMAGES_DIR, p.slice('/images/'.length))));
    expect(missing).toEqual([]);
    expect(fs.existsSync(path.join(IMAGES_DIR, 'placeholder.webp'))).toBe(true);
  });

  it('matches the generator output (run `node scripts/generate-images.mjs` after changing a drawing)', () => {
    const lock = JSON.parse(fs.readFileSync(LOCK_FILE, 'utf8')) as Record<string, string>;
    const outputs = imageManifest().flatMap((file) => outputsOf(file));
    const stale = outputs.filter((output) => !fs.existsSync(path.join(IMAGES_DIR, output.path)) || lock[output.path] !== output.hash);
    expect(stale.map((o) => o.path)).toEqual([]);
    expect(Object.keys(lock).sort()).toEqual(outputs.map((o) => o.path).sort());
  });

  it('has the item page size of every item picture the demo data uses (lib/item-pictures.ts)', async () => {
    const images = (await db.select({ image: t.items.image }).from(t.items)).map((r) => r.image);
    const srcsets = [...new Set(images)].map((image) => ({ image, srcset: itemPictureSrcset(image) }));
    expect(srcsets.filter((s) => s.srcset === null)).toEqual([]);
    const files = srcsets.flatMap((s) => (s.srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[0] ?? ''));
    expect(files.filter((file) => !fs.existsSync(path.join(IMAGES_DIR, file.slice('/images/'.length))))).toEqual([]);
  });
});

describe('seedIfEmpty', () => {
  it('does nothing the second time', async () => {
    const before = (await db.select().from(t.stores)).length;
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(await seedIfEmpty(db, NOW)).toBeNull();
    expect(await db.select().from(t.stores)).toHaveLength(before);
  });
});
