import type { Tx } from '../client';
import { storeCategories, storeCategoryLinks } from '../schema';
import { CATEGORY_ART } from './images/category-art';
import { categoryImagePath } from './images/paths';
import { requireId } from './require-id';
import { CUISINES, GROCERY_CATEGORY, type StoreCategoryKey } from './restaurants/types';

/** Cuisine filters for /categories/stores, plus one 'Groceries' category for the fresh stores. */

export async function insertStoreCategories(tx: Tx): Promise<Map<StoreCategoryKey, number>> {
  const keys: StoreCategoryKey[] = [...CUISINES, GROCERY_CATEGORY];
  const rows = await tx
    .insert(storeCategories)
    .values(keys.map((key, i) => ({ name: CATEGORY_ART[key].title, image: categoryImagePath(key), sortOrder: i })))
    .returning({ id: storeCategories.id, name: storeCategories.name });
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  return new Map(keys.map((key) => [key, requireId(byName, CATEGORY_ART[key].title)]));
}

export async function linkGroceryStores(tx: Tx, storeIds: readonly number[], categoryIds: ReadonlyMap<StoreCategoryKey, number>): Promise<void> {
  const categoryId = requireId(categoryIds, GROCERY_CATEGORY);
  await tx.insert(storeCategoryLinks).values(storeIds.map((storeId) => ({ storeId, categoryId })));
}
