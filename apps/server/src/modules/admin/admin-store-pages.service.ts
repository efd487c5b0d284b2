import {
  STORE_SLOT_COUNT,
  type AdminPickedItem,
  type AdminStoreContentKind,
  type AdminStorePageResponse,
  type adminSaveItemGroupRequest,
  type adminSaveSlotGroupRequest,
  type adminSaveStoreBannerRequest,
} from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fail, notFound } from '../../lib/errors';
import { adminStorePagesRepository as repo, type PickedItemRow } from './admin-store-pages.repository';
import type { Audit, AdminWrites } from './admin-writes';

type SaveBanner = z.output<typeof adminSaveStoreBannerRequest>;
type SaveSlotGroup = z.output<typeof adminSaveSlotGroupRequest>;
type SaveItemGroup = z.output<typeof adminSaveItemGroupRequest>;

export const presentPickedItem = (i: PickedItemRow): AdminPickedItem => ({
  id: i.id,
  name: i.name,
  image: i.image,
  price: toRupeeString(paise(i.pricePaise)),
  unit: i.unit,
  category: i.category,
  is_active: i.isActive,
});

/** How the audit log names each kind: `store-banner.create` on entity `store_banner`, and so on. */
const AUDIT_NAMES = {
  banner: { action: 'store-banner', entity: 'store_banner' },
  slot_group: { action: 'slot-group', entity: 'slot_group' },
  item_group: { action: 'item-group', entity: 'item_group' },
} as const satisfies Record<AdminStoreContentKind, { action: string; entity: string }>;

/** The store being edited, locked for the write; a record of another store is not found in it. */
async function storeOrFail(tx: Tx, storeId: number) {
  return (await repo.lockStore(tx, storeId)) ?? notFound('No such store.');
}

function sameStore<T extends { storeId: number }>(row: T | undefined, storeId: number, what: string): T {
  if (!row || row.storeId !== storeId) notFound(`This store has no such ${what}.`);
  return row;
}

/**
 * The store's own live items, in the order given, once each. An item of another store is refused as
 * NOT_OF_STORE (422), one that does not exist or was deleted as a validation error.
 */
async function ownItems(tx: Tx, store: { id: number; name: string }, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await repo.ownersOfItems(tx, unique);
  const foreign = found.filter((i) => i.storeId !== store.id);
  if (foreign.length > 0) {
    fail('NOT_OF_STORE', `${foreign[0]?.name ?? 'An item'} is an item of another store; choose items of ${store.name} only.`, { item_ids: foreign.map((i) => i.id) });
  }
  if (found.filter((i) => i.deletedAt === null).length !== unique.length) fail('VALIDATION', 'One of the chosen items does not exist any more.');
  return unique;
}

/** Every id of the list once, in the new order, or a validation error. */
function checkOrder(current: readonly { id: number }[], ids: readonly number[]): void {
  const known = new Set(current.map((r) => r.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    fail('VALIDATION', 'Send every item of the list once, in the new order.');
  }
}

/**
 * A store's single-store page (SPEC §2) in the admin console: banners by type with their links, the
 * four item slots and the item groups, with items of that store only. Every write runs with its audit
 * row in one transaction, under a lock of the store's row; then the customer's caches are emptied.
 */
export function createAdminStorePagesService(deps: { db: Db; writes: AdminWrites; refresh: () => void }) {
  const { db } = deps;

  async function write<T>(actor: Actor, work: (tx: Tx, audit: Audit) => Promise<T>): Promise<T> {
    const result = await deps.writes.write(actor, work);
    deps.refresh();
    return result;
  }

  return {
    async page(storeId: number): Promise<AdminStorePageResponse['data']> {
      const store = (await repo.findStore(db, storeId)) ?? notFound('No such store.');
      const p = await repo.loadPage(db, store.id);
      return {
        store: { id: store.id, name: store.name, slug: store.slug, city: store.city, is_fresh: store.isFresh, is_active: store.isActive },
        banners: p.banners.map((b) => ({
          id: b.id,
          type: b.type === 1 ? 1 : b.type === 2 ? 2 : 0,
          name: b.name,
          image: b.image,
          item_group_id: b.itemGroupId,
          top_category_id: b.topCategoryId,
          is_active: b.isActive,
          sort_order: b.sortOrder,
        })),
        slot_groups: p.slotGroups.map((g) => ({
          id: g.id,
          position: g.position,
          name: g.name,
          is_active: g.isActive,
          items: p.slotItems.filter((i) => i.groupId === g.id).map(presentPickedItem),
        })),
        item_groups: p.itemGroups.map((g) => ({
          id: g.id,
          name: g.name,
          top_image: g.topImage,
          is_active: g.isActive,
          items: p.groupItems.filter((i) => i.groupId === g.id).map(presentPickedItem),
        })),
        top_categories: p.topCategories,
        slot_count: STORE_SLOT_COUNT,
      };
    },

    async pickItems(storeId: number, q: string, limit: number): Promise<AdminPickedItem[]> {
      if (!(await repo.findStore(db, storeId))) notFound('No such store.');
      return (await repo.pickItems(db, storeId, q, limit)).map(presentPickedItem);
    },

    pickItemGroups: (q: string, limit: number) => repo.pickItemGroups(db, q, limit),

    async saveBanner(actor: Actor, body: SaveBanner): Promise<number> {
      return write(actor, async (tx, audit) => {
        const store = await storeOrFail(tx, body.store_id);
        let itemGroupId: number | null = null;
        let topCategoryId: number | null = null;
        if (body.opens === 'item_group') {
          if (body.item_group_id === null) fail('VALIDATION', 'Choose the item group the banner opens.');
          const group = (await repo.findItemGroup(tx, body.item_group_id)) ?? fail('VALIDATION', 'Choose an existing item group.');
          if (group.storeId !== store.id) fail('NOT_OF_STORE', `The item group "${group.name}" belongs to another store.`);
          itemGroupId = group.id;
        } else if (body.opens === 'top_category') {
          if (body.top_category_id === null) fail('VALIDATION', 'Choose the category the banner opens.');
          const category = (await repo.findTopCategory(tx, body.top_category_id)) ?? fail('VALIDATION', 'Choose an existing category.');
          if (category.storeId !== store.id) fail('NOT_OF_STORE', 'This category belongs to another store.');
          topCategoryId = category.id;
        }
        const values = { type: body.type, name: body.name, image: body.image, itemGroupId, topCategoryId, isActive: body.is_active };
        const before = body.id === undefined ? undefined : sameStore(await repo.findBanner(tx, body.id), store.id, 'banner');
        let id: number;
        if (before) {
          id = before.id;
          // A banner moved to another type goes last there.
          await repo.updateBanner(tx, id, { ...values, ...(before.type === body.type ? {} : { sortOrder: await repo.nextBannerOrder(tx, store.id, body.type) }) });
        } else {
          id = await repo.insertBanner(tx, { ...values, storeId: store.id, sortOrder: await repo.nextBannerOrder(tx, store.id, body.type) });
        }
        const after = await repo.findBanner(tx, id);
        await audit({ action: `${AUDIT_NAMES.banner.action}.${before ? 'update' : 'create'}`, entity: AUDIT_NAMES.banner.entity, entityId: id, before: before ?? null, after: after ?? null });
        return id;
      });
    },

    async saveSlotGroup(actor: Actor, body: SaveSlotGroup): Promise<number> {
      return write(actor, async (tx, audit) => {
        const store = await storeOrFail(tx, body.store_id);
        const itemIds = await ownItems(tx, store, body.item_ids);
        const values = { name: body.name, isActive: body.is_active };
        const before = body.id === undefined ? undefined : sameStore(await repo.findSlotGroup(tx, body.id), store.id, 'item slot');
        const beforeItems = before ? await repo.slotItemIds(tx, before.id) : [];
        let id: number;
        if (before) {
          id = before.id;
          await repo.updateSlotGroup(tx, id, values);
        } else {
          const taken = new Set((await repo.slotGroupsOf(tx, store.id)).map((g) => g.position));
          const position = Array.from({ length: STORE_SLOT_COUNT }, (_, i) => i + 1).find((p) => !taken.has(p));
          if (position === undefined) fail('CONFLICT', `All ${STORE_SLOT_COUNT} item slots of ${store.name} are in use; change one or delete one first.`);
          id = await repo.insertSlotGroup(tx, { ...values, storeId: store.id, position });
        }
        await repo.setSlotItems(tx, id, itemIds);
        const after = await repo.findSlotGroup(tx, id);
        await audit({
          action: `${AUDIT_NAMES.slot_group.action}.${before ? 'update' : 'create'}`,
          entity: AUDIT_NAMES.slot_group.entity,
          entityId: id,
          before: before ? { ...before, item_ids: beforeItems } : null,
          after: { ...after, item_ids: itemIds },
        });
        return id;
      });
    },

    async saveItemGroup(actor: Actor, body: SaveItemGroup): Promise<number> {
      return write(actor, async (tx, audit) => {
        const store = await storeOrFail(tx, body.store_id);
        const itemIds = await ownItems(tx, store, body.item_ids);
        const values = { name: body.name, topImage: body.top_image, isActive: body.is_active };
        const before = body.id === undefined ? undefined : sameStore(await repo.findItemGroup(tx, body.id), store.id, 'item group');
        const beforeItems = before ? await repo.groupItemIds(tx, before.id) : [];
        const id = before ? before.id : await repo.insertItemGroup(tx, { ...values, storeId: store.id });
        if (before) await repo.updateItemGroup(tx, id, values);
        await repo.setGroupItems(tx, id, itemIds);
        const after = await repo.findItemGroup(tx, id);
        await audit({
          action: `${AUDIT_NAMES.item_group.action}.${before ? 'update' : 'create'}`,
          entity: AUDIT_NAMES.item_group.entity,
          entityId: id,
          before: before ? { ...before, item_ids: beforeItems } : null,
          after: { ...after, item_ids: itemIds },
        });
        return id;
      });
    },

    /** Deleting an item group unlinks what opened it: its banners open nothing, its slides their store. */
    async remove(actor: Actor, kind: AdminStoreContentKind, id: number): Promise<void> {
      await write(actor, async (tx, audit) => {
        let before: Record<string, unknown>;
        if (kind === 'banner') {
          const row = (await repo.findBanner(tx, id)) ?? notFound('No such banner; it may have been deleted.');
          await repo.deleteBanner(tx, id);
          before = row;
        } else if (kind === 'slot_group') {
          const row = (await repo.findSlotGroup(tx, id)) ?? notFound('No such item slot; it may have been deleted.');
          before = { ...row, item_ids: await repo.slotItemIds(tx, id) };
          await repo.deleteSlotGroup(tx, id);
        } else {
          const row = (await repo.findItemGroup(tx, id)) ?? notFound('No such item group; it may have been deleted.');
          const links = await repo.linksToItemGroup(tx, id);
          before = { ...row, item_ids: await repo.groupItemIds(tx, id), banner_ids: links.bannerIds, slide_ids: links.slideIds };
          await repo.unlinkSlidesFromItemGroup(tx, id);
          await repo.deleteItemGroup(tx, id);
        }
        await audit({ action: `${AUDIT_NAMES[kind].action}.delete`, entity: AUDIT_NAMES[kind].entity, entityId: id, before, after: null });
      });
    },

    /** A new order of one type of banners, or of the item slots (positions 1..n in that order). */
    async reorder(actor: Actor, kind: 'banner' | 'slot_group', storeId: number, type: 0 | 1 | 2 | undefined, ids: readonly number[]): Promise<void> {
      await write(actor, async (tx, audit) => {
        const store = await storeOrFail(tx, storeId);
        if (kind === 'banner') {
          if (type === undefined) fail('VALIDATION', 'Say which type of banners this order is for.');
          const current = await repo.bannersOf(tx, store.id, type);
          checkOrder(current, ids);
          await repo.setBannerOrder(tx, ids);
          await audit({ action: 'store-banner.reorder', entity: 'store', entityId: store.id, before: { type, order: current.map((r) => r.id) }, after: { type, order: ids } });
        } else {
          const current = await repo.slotGroupsOf(tx, store.id);
          checkOrder(current, ids);
          await repo.setSlotPositions(tx, ids);
          await audit({ action: 'slot-group.reorder', entity: 'store', entityId: store.id, before: { order: current.map((r) => r.id) }, after: { order: ids } });
        }
      });
    },
  };
}

export type AdminStorePagesService = ReturnType<typeof createAdminStorePagesService>;
