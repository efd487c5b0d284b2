import type { Item, SlotGroups, StoreBanner, StoreSlot, TopCategory } from '@keka/contracts';
import type { LatLng } from '@keka/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { presentItem } from '../catalog/catalog.presenter';
import type { CatalogService } from '../catalog/catalog.service';
import { singleStoreRepository as repo, type BannerRow, type ItemRow, type TopCategoryRow } from './single-store.repository';

const SLOT_PREVIEW = 12;

const presentTopCategory = (c: TopCategoryRow): TopCategory => ({ id: c.id, name: c.name, image: c.image });
const presentBanner = (b: BannerRow): StoreBanner => ({
  id: b.id,
  name: b.name,
  image: b.image,
  type: b.type === 1 ? 1 : b.type === 2 ? 2 : 0,
  item_group_id: b.itemGroupId,
  top_category_id: b.topCategoryId,
});

/** Grocery single-store mode (SPEC §2 "Single store page", "Item group page"). */
export function createSingleStoreService(deps: { db: Db; catalog: CatalogService }) {
  const { db, catalog } = deps;

  async function presentItems(rows: readonly ItemRow[]): Promise<Item[]> {
    const addons = await catalog.addonsOfItems(rows.map((r) => r.id));
    return rows.map((r) => presentItem(r, addons.get(r.id) ?? []));
  }

  return {
    async slotGroups(storeId: number, point: LatLng | null): Promise<SlotGroups> {
      const row = await catalog.findStore({ id: storeId });
      const [layout, groups, placement] = await Promise.all([repo.findLayout(db, storeId), repo.listSlotGroups(db, storeId), catalog.placement(row, point)]);
      const itemsByGroup = await repo.listSlotItems(db, groups.map((g) => g.id));
      const slotAt = async (position: number): Promise<StoreSlot | null> => {
        const group = groups.find((g) => g.position === position);
        if (!group) return null;
        return { id: group.id, name: group.name, filtered_items: await presentItems((itemsByGroup.get(group.id) ?? []).slice(0, SLOT_PREVIEW)) };
      };
      const [slot1, slot2, slot3, slot4] = await Promise.all([1, 2, 3, 4].map(slotAt));
      const slotId = (n: number) => groups.find((g) => g.position === n)?.id ?? null;
      const slotName = (n: number) => groups.find((g) => g.position === n)?.name ?? '';
      return {
        success: true,
        storeType: {
          store_id: row.store.id,
          store_name: row.store.name,
          store_slug: row.store.slug,
          top_bg_color: layout?.topBgColor ?? '#ffffff',
          top_image: layout?.topImage || row.store.coverImage || row.store.image,
          heading_1: layout?.heading1 ?? row.store.name,
          heading_2: layout?.heading2 ?? '',
          heading_3: layout?.heading3 ?? '',
          slot_1: slotId(1),
          slot_2: slotId(2),
          slot_3: slotId(3),
          slot_4: slotId(4),
          slot_1_name: slotName(1),
          slot_2_name: slotName(2),
          slot_3_name: slotName(3),
          slot_4_name: slotName(4),
          is_operational: placement.isOperational ? 1 : 0,
        },
        store_slots: { slot_1: slot1 ?? null, slot_2: slot2 ?? null, slot_3: slot3 ?? null, slot_4: slot4 ?? null },
      };
    },

    async topCategories(storeId: number): Promise<TopCategory[]> {
      await catalog.findStore({ id: storeId });
      return (await repo.listTopCategories(db, storeId)).map(presentTopCategory);
    },

    async banners(storeId: number, types: readonly (0 | 1 | 2)[]): Promise<StoreBanner[]> {
      await catalog.findStore({ id: storeId });
      return (await repo.listBanners(db, storeId, types)).map(presentBanner);
    },

    async itemGroup(groupId: number, categoryId: number | null) {
      const group = (await repo.findItemGroup(db, groupId)) ?? notFound('This collection is not available.');
      const rows = await repo.listItemGroupItems(db, group.id);
      const categories = [...new Map(rows.map((r) => [r.item.itemCategoryId, { id: r.item.itemCategoryId, name: r.categoryName }])).values()];
      const selected = categoryId !== null && categories.some((c) => c.id === categoryId) ? categoryId : null;
      const filtered = rows.filter((r) => selected === null || r.item.itemCategoryId === selected).map((r) => r.item);
      return {
        id: group.id,
        name: group.name,
        store_id: group.storeId,
        top_image: group.topImage,
        categories,
        selected_category_id: selected,
        filtered_items: await presentItems(filtered),
      };
    },

    async slotGroupItems(slotGroupId: number, storeId: number | null) {
      const group = await repo.findSlotGroup(db, slotGroupId);
      if (!group || (storeId !== null && group.storeId !== storeId)) notFound('This collection is not available.');
      const items = (await repo.listSlotItems(db, [group.id])).get(group.id) ?? [];
      return { slot_group: { id: group.id, name: group.name, store_id: group.storeId }, items: await presentItems(items) };
    },

    async topCategoryItems(categoryId: number, storeId: number) {
      const categories = await repo.listTopCategories(db, storeId);
      const category = categories.find((c) => c.id === categoryId) ?? notFound('This category is not available.');
      const items = await repo.listTopCategoryItems(db, storeId, category.id);
      return { category: presentTopCategory(category), categories: categories.map(presentTopCategory), items: await presentItems(items) };
    },
  };
}

export type SingleStoreService = ReturnType<typeof createSingleStoreService>;
