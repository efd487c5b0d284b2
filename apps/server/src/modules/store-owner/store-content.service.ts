import type { storeSaveBannerRequest, storeSaveItemGroupRequest, storeSaveSlotGroupRequest, storeSaveSlotRequest, StoreContentResponse } from '@keka/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fail, notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog.service';
import { storeContentRepository as repo } from './store-content.repository';
import type { StoreManageService } from './store-manage.service';

/**
 * Fresh stores (issue 7): delivery slots (times, capacity) and the single-store page's content (banners
 * of types 0/1/2, the four item slots, item groups). Owner's own store only (SECURITY 15); items named
 * must be the store's own.
 */
export function createStoreContentService(deps: { db: Db; manage: StoreManageService; catalog: CatalogService }) {
  const { db, manage, catalog } = deps;

  async function freshStore(actor: Actor, storeId: number) {
    const store = await manage.requireStore(actor, storeId);
    if (!store.isFresh) fail('VALIDATION', 'Slots and the store page are for fresh stores only.');
    return store;
  }

  async function ownItems(storeId: number, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const own = new Set(await repo.ownItemIds(db, storeId, unique));
    if (own.size !== unique.length) fail('VALIDATION', 'Choose items of this store only.');
    return unique;
  }

  return {
    async slots(actor: Actor, storeId: number) {
      const store = await freshStore(actor, storeId);
      const rows = await repo.listSlots(db, store.id);
      return rows.map((s) => ({ id: s.id, name: s.name, starts_at: s.startsAt.slice(0, 5), ends_at: s.endsAt.slice(0, 5), capacity: s.capacity, is_active: s.isActive }));
    },

    async saveSlot(actor: Actor, input: z.output<typeof storeSaveSlotRequest>): Promise<void> {
      const store = await freshStore(actor, input.store_id);
      const saved = await repo.saveSlot(db, store.id, input.id, { name: input.name, startsAt: input.starts_at, endsAt: input.ends_at, capacity: input.capacity, isActive: input.is_active });
      if (!saved) notFound('We could not find this slot.');
    },

    async content(actor: Actor, storeId: number): Promise<StoreContentResponse['data']> {
      const store = await freshStore(actor, storeId);
      const c = await repo.loadContent(db, store.id);
      return {
        banners: c.banners.map((b) => ({ id: b.id, type: b.type, name: b.name, image: b.image, is_active: b.isActive })),
        slot_groups: c.slotGroups.map((g) => ({ id: g.id, position: g.position, name: g.name, is_active: g.isActive, item_ids: c.slotItems.filter((i) => i.slotGroupId === g.id).map((i) => i.itemId) })),
        item_groups: c.itemGroups.map((g) => ({ id: g.id, name: g.name, is_active: g.isActive, item_ids: c.groupItems.filter((i) => i.itemGroupId === g.id).map((i) => i.itemId) })),
      };
    },

    async saveBanner(actor: Actor, input: z.output<typeof storeSaveBannerRequest>): Promise<void> {
      const store = await freshStore(actor, input.store_id);
      if (!(await repo.saveBanner(db, store.id, input.id, { type: input.type, name: input.name, image: input.image, isActive: input.is_active }))) notFound('We could not find this banner.');
      catalog.invalidate();
    },

    async saveSlotGroup(actor: Actor, input: z.output<typeof storeSaveSlotGroupRequest>): Promise<void> {
      const store = await freshStore(actor, input.store_id);
      const itemIds = await ownItems(store.id, input.item_ids);
      await db.transaction((tx) => repo.saveSlotGroup(tx, store.id, { position: input.position, name: input.name, isActive: input.is_active, itemIds }));
      catalog.invalidate();
    },

    async saveItemGroup(actor: Actor, input: z.output<typeof storeSaveItemGroupRequest>): Promise<void> {
      const store = await freshStore(actor, input.store_id);
      const itemIds = await ownItems(store.id, input.item_ids);
      const saved = await db.transaction((tx) => repo.saveItemGroup(tx, store.id, input.id, { name: input.name, isActive: input.is_active, itemIds }));
      if (!saved) notFound('We could not find this item group.');
      catalog.invalidate();
    },
  };
}

export type StoreContentService = ReturnType<typeof createStoreContentService>;
