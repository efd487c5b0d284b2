import type { Tx } from '../../client';
import { addonCategories, addons, itemAddonCategories, itemCategories, items, storeCategoryLinks, stores } from '../../schema';
import { itemImagePath, storeCoverPath, storeImagePath } from '../images/paths';
import { requireId } from '../require-id';
import { deliveryColumns, itemDescriptionHtml } from '../store-row';
import type { RestaurantSeed, StoreCategoryKey } from './types';

export interface InsertedStore {
  readonly id: number;
  readonly slug: string;
  /** Item ids by item name (names are unique within a store). */
  readonly itemIds: ReadonlyMap<string, number>;
}

export async function insertRestaurants(
  tx: Tx,
  cityId: number,
  restaurants: readonly RestaurantSeed[],
  cuisineIds: ReadonlyMap<StoreCategoryKey, number>,
): Promise<InsertedStore[]> {
  const inserted: InsertedStore[] = [];
  for (const [index, seed] of restaurants.entries()) {
    inserted.push(await insertRestaurant(tx, cityId, seed, cuisineIds, index + 1));
  }
  return inserted;
}

async function insertRestaurant(tx: Tx, cityId: number, seed: RestaurantSeed, cuisineIds: ReadonlyMap<StoreCategoryKey, number>, sortOrder: number): Promise<InsertedStore> {
  const [store] = await tx.insert(stores).values(restaurantRow(seed, cityId, sortOrder)).returning({ id: stores.id });
  if (!store) throw new Error(`store ${seed.slug} was not inserted`);
  await tx.insert(storeCategoryLinks).values(seed.cuisines.map((cuisine) => ({ storeId: store.id, categoryId: requireId(cuisineIds, cuisine) })));
  const addonIds = await insertAddonGroups(tx, store.id, seed);
  const itemIds = await insertMenu(tx, store.id, seed);
  const links = seed.menu.flatMap((section) =>
    section.items.flatMap((item) =>
      (item.addons ?? []).map((key, i) => ({ itemId: requireId(itemIds, item.name), addonCategoryId: requireId(addonIds, key), sortOrder: i })),
    ),
  );
  if (links.length > 0) await tx.insert(itemAddonCategories).values(links);
  return { id: store.id, slug: seed.slug, itemIds };
}

function restaurantRow(seed: RestaurantSeed, cityId: number, sortOrder: number): typeof stores.$inferInsert {
  return {
    cityId,
    name: seed.name,
    slug: seed.slug,
    description: seed.description,
    image: storeImagePath(seed.slug),
    coverImage: storeCoverPath(seed.slug),
    address: seed.address,
    phone: seed.phone,
    rating: seed.rating,
    ratingCount: seed.ratingCount,
    isActive: seed.isActive ?? true,
    isPureVeg: seed.isPureVeg ?? false,
    isFresh: false,
    isFreeDelivery: seed.isFreeDelivery ?? false,
    isFeatured: seed.isFeatured ?? false,
    kind: 'RESTAURANT',
    storeType: 'restaurant',
    quickBite: seed.quickBite ?? null,
    costForTwoPaise: seed.costForTwoPaise,
    deliveryTime: seed.deliveryTime,
    deliveryRadius: seed.deliveryRadiusKm,
    latitude: seed.latitude,
    longitude: seed.longitude,
    minOrderPricePaise: seed.minOrderPricePaise,
    restaurantChargesPaise: seed.packagingPaise,
    ...deliveryColumns(seed.delivery),
    surchargePaise: seed.surchargePaise ?? 0,
    enableTax: seed.taxPercent !== undefined,
    taxValue: seed.taxPercent ?? 0,
    opensAt: seed.opensAt ?? null,
    closesAt: seed.closesAt ?? null,
    sortOrder,
  };
}

async function insertAddonGroups(tx: Tx, storeId: number, seed: RestaurantSeed): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (seed.addonGroups.length === 0) return ids;
  const rows = await tx
    .insert(addonCategories)
    .values(seed.addonGroups.map((g) => ({ storeId, name: g.name, type: g.type, description: g.description ?? null })))
    .returning({ id: addonCategories.id, name: addonCategories.name });
  for (const group of seed.addonGroups) ids.set(group.key, requireId(new Map(rows.map((r) => [r.name, r.id])), group.name));
  const options = seed.addonGroups.flatMap((g) =>
    g.options.map(([name, pricePaise], i) => ({ addonCategoryId: requireId(ids, g.key), name, pricePaise, sortOrder: i })),
  );
  await tx.insert(addons).values(options);
  return ids;
}

async function insertMenu(tx: Tx, storeId: number, seed: RestaurantSeed): Promise<Map<string, number>> {
  const sections = await tx
    .insert(itemCategories)
    .values(seed.menu.map((section, i) => ({ storeId, name: section.name, sortOrder: i })))
    .returning({ id: itemCategories.id, name: itemCategories.name });
  const sectionIds = new Map(sections.map((s) => [s.name, s.id]));
  const rows = seed.menu.flatMap((section) =>
    section.items.map((item, i) => ({
      storeId,
      itemCategoryId: requireId(sectionIds, section.name),
      name: item.name,
      shortDesc: item.shortDesc,
      descHtml: itemDescriptionHtml(item.shortDesc, item.isVeg, [`From ${seed.name}`, 'Packed in tamper-evident packaging']),
      pricePaise: item.pricePaise,
      image: itemImagePath(item.image),
      isActive: item.isActive ?? true,
      isVeg: item.isVeg,
      isRecommended: item.isRecommended ?? false,
      isPopular: item.isPopular ?? false,
      isNew: item.isNew ?? false,
      maxQty: item.maxQty ?? null,
      sortOrder: i,
    })),
  );
  const inserted = await tx.insert(items).values(rows).returning({ id: items.id, name: items.name });
  const ids = new Map(inserted.map((r) => [r.name, r.id]));
  if (ids.size !== rows.length) throw new Error(`${seed.slug} has duplicate item names`);
  return ids;
}
