import type { Tx } from '../../client';
import { itemCategories, items, stores, topCategories } from '../../schema';
import { categoryImagePath, itemImagePath, storeCoverPath, storeImagePath } from '../images/paths';
import { CATEGORY_ART } from '../images/category-art';
import { requireId } from '../require-id';
import { deliveryColumns, itemDescriptionHtml } from '../store-row';
import { insertSingleStoreLayout, type GroceryRefs } from './insert-single-store';
import { productKey, productLookup, stockFor } from './stock';
import type { AisleSeed, GroceryStoreSeed, ProductSeed, TopCategoryKey } from './types';

export interface InsertedGroceryStore {
  readonly id: number;
  readonly slug: string;
  readonly itemIds: ReadonlyMap<string, number>;
  readonly itemGroupIds: ReadonlyMap<string, number>;
  readonly productCount: number;
}

export async function insertGroceryStores(tx: Tx, cityId: number, seeds: readonly GroceryStoreSeed[], firstSortOrder: number): Promise<InsertedGroceryStore[]> {
  const inserted: InsertedGroceryStore[] = [];
  for (const [index, seed] of seeds.entries()) inserted.push(await insertGroceryStore(tx, cityId, seed, firstSortOrder + index));
  return inserted;
}

async function insertGroceryStore(tx: Tx, cityId: number, seed: GroceryStoreSeed, sortOrder: number): Promise<InsertedGroceryStore> {
  const aisles = stockFor(seed);
  const [store] = await tx.insert(stores).values(groceryRow(seed, cityId, sortOrder)).returning({ id: stores.id });
  if (!store) throw new Error(`store ${seed.slug} was not inserted`);
  const topIds = await insertTopCategories(tx, store.id, aisles);
  const itemIds = await insertProducts(tx, store.id, aisles, topIds);
  const find = productLookup(aisles);
  const refs: GroceryRefs = { storeId: store.id, topIds, itemId: (reference) => requireId(itemIds, productKey(find(reference))) };
  const itemGroupIds = await insertSingleStoreLayout(tx, seed, refs);
  return { id: store.id, slug: seed.slug, itemIds, itemGroupIds, productCount: itemIds.size };
}

function groceryRow(seed: GroceryStoreSeed, cityId: number, sortOrder: number): typeof stores.$inferInsert {
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
    isPureVeg: false,
    isFresh: true,
    isFeatured: seed.isFeatured ?? false,
    kind: 'GROCERY',
    storeType: 'grocery',
    costForTwoPaise: 0,
    deliveryTime: seed.deliveryTime,
    deliveryRadius: seed.deliveryRadiusKm,
    latitude: seed.latitude,
    longitude: seed.longitude,
    minOrderPricePaise: seed.minOrderPricePaise,
    restaurantChargesPaise: seed.packagingPaise,
    ...deliveryColumns(seed.delivery),
    sortOrder,
  };
}

async function insertTopCategories(tx: Tx, storeId: number, aisles: readonly AisleSeed[]): Promise<Map<TopCategoryKey, number>> {
  const keys = [...new Set(aisles.map((a) => a.top))];
  const rows = await tx
    .insert(topCategories)
    .values(keys.map((key, i) => ({ storeId, name: CATEGORY_ART[key].title, image: categoryImagePath(key), sortOrder: i })))
    .returning({ id: topCategories.id, name: topCategories.name });
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  return new Map(keys.map((key) => [key, requireId(byName, CATEGORY_ART[key].title)]));
}

async function insertProducts(tx: Tx, storeId: number, aisles: readonly AisleSeed[], topIds: ReadonlyMap<TopCategoryKey, number>): Promise<Map<string, number>> {
  const sections = await tx
    .insert(itemCategories)
    .values(aisles.map((aisle, i) => ({ storeId, name: aisle.name, sortOrder: i })))
    .returning({ id: itemCategories.id, name: itemCategories.name });
  const sectionIds = new Map(sections.map((s) => [s.name, s.id]));
  const rows = aisles.flatMap((aisle) =>
    aisle.products.map((product, i) => productRow(storeId, aisle, product, i, requireId(sectionIds, aisle.name), requireId(topIds, aisle.top))),
  );
  const inserted = await tx.insert(items).values(rows).returning({ id: items.id, name: items.name, unit: items.unit });
  const ids = new Map(inserted.map((r) => [`${r.name}, ${r.unit ?? ''}`, r.id]));
  if (ids.size !== rows.length) throw new Error('a grocery store has two products with the same name and unit');
  return ids;
}

function productRow(storeId: number, aisle: AisleSeed, product: ProductSeed, sortOrder: number, itemCategoryId: number, topCategoryId: number): typeof items.$inferInsert {
  // Eggs are the one non-vegetarian grocery line.
  const isVeg = !product.name.includes('Eggs');
  return {
    storeId,
    itemCategoryId,
    topCategoryId,
    name: product.name,
    shortDesc: product.unit,
    descHtml: itemDescriptionHtml(`${product.name}, ${product.unit}.`, isVeg, [`Aisle: ${aisle.name}`, 'Check the pack for ingredients, allergens and best-before date']),
    pricePaise: product.pricePaise,
    oldPricePaise: product.mrpPaise > product.pricePaise ? product.mrpPaise : 0,
    image: itemImagePath(product.image),
    unit: product.unit,
    isActive: product.isActive ?? true,
    isVeg,
    isRecommended: product.isRecommended ?? false,
    isPopular: product.isPopular ?? false,
    isNew: product.isNew ?? false,
    maxQty: product.maxQty ?? null,
    sortOrder,
  };
}
