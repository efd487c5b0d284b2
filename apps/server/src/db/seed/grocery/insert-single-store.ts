import type { Tx } from '../../client';
import { deliverySlots, itemGroupItems, itemGroups, slotGroupItems, slotGroups, storeBanners, storeLayouts } from '../../schema';
import { bannerImagePath } from '../images/paths';
import { requireId } from '../require-id';
import { slotName } from './stock';
import type { GroceryStoreSeed, TopCategoryKey } from './types';

/** What the single-store rows need from the store already inserted. */
export interface GroceryRefs {
  readonly storeId: number;
  readonly topIds: ReadonlyMap<TopCategoryKey, number>;
  readonly itemId: (reference: string) => number;
}

/** The single-store page (SPEC §2): layout, four slots, item groups, banners and delivery slots. */
export async function insertSingleStoreLayout(tx: Tx, seed: GroceryStoreSeed, refs: GroceryRefs): Promise<Map<string, number>> {
  const [heading1, heading2, heading3] = seed.layout.headings;
  await tx.insert(storeLayouts).values({
    storeId: refs.storeId,
    topBgColor: seed.layout.topBgColor,
    topImage: bannerImagePath(seed.layout.topImage),
    heading1,
    heading2,
    heading3,
  });
  await insertSlotGroups(tx, seed, refs);
  const itemGroupIds = await insertItemGroups(tx, seed, refs);
  await insertBanners(tx, seed, refs, itemGroupIds);
  await tx.insert(deliverySlots).values(
    seed.slots.map((slot, i) => ({ storeId: refs.storeId, name: slotName(i + 1, slot), startsAt: `${slot.startsAt}:00`, endsAt: `${slot.endsAt}:00`, capacity: slot.capacity, sortOrder: i })),
  );
  return itemGroupIds;
}

async function insertSlotGroups(tx: Tx, seed: GroceryStoreSeed, refs: GroceryRefs): Promise<void> {
  const rows = await tx
    .insert(slotGroups)
    .values(seed.slotGroups.map((group, i) => ({ storeId: refs.storeId, position: i + 1, name: group.name })))
    .returning({ id: slotGroups.id, position: slotGroups.position });
  const ids = new Map(rows.map((r) => [r.position, r.id]));
  const members = seed.slotGroups.flatMap((group, i) =>
    group.products.map((reference, order) => ({ slotGroupId: requireId(ids, i + 1), itemId: refs.itemId(reference), sortOrder: order })),
  );
  await tx.insert(slotGroupItems).values(members);
}

async function insertItemGroups(tx: Tx, seed: GroceryStoreSeed, refs: GroceryRefs): Promise<Map<string, number>> {
  const rows = await tx
    .insert(itemGroups)
    .values(seed.itemGroups.map((group) => ({ storeId: refs.storeId, name: group.name, topImage: bannerImagePath(group.image) })))
    .returning({ id: itemGroups.id, name: itemGroups.name });
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  const ids = new Map(seed.itemGroups.map((group) => [group.key, requireId(byName, group.name)]));
  const members = seed.itemGroups.flatMap((group) =>
    group.products.map((reference, order) => ({ itemGroupId: requireId(ids, group.key), itemId: refs.itemId(reference), sortOrder: order })),
  );
  await tx.insert(itemGroupItems).values(members);
  return ids;
}

async function insertBanners(tx: Tx, seed: GroceryStoreSeed, refs: GroceryRefs, itemGroupIds: ReadonlyMap<string, number>): Promise<void> {
  await tx.insert(storeBanners).values(
    seed.banners.map((banner, i) => ({
      storeId: refs.storeId,
      type: banner.type,
      name: banner.name,
      image: bannerImagePath(banner.image),
      itemGroupId: banner.itemGroup ? requireId(itemGroupIds, banner.itemGroup) : null,
      topCategoryId: banner.topCategory ? requireId(refs.topIds, banner.topCategory) : null,
      sortOrder: i,
    })),
  );
}
