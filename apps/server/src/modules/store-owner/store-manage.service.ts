import type {
  ManageAddonCategory,
  ManageItem,
  StoreProductResponse,
  StoreProductsResponse,
  storeSaveAddonCategoryRequest,
  storeSaveItemRequest,
  storeUpdateItemPriceRequest,
} from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog.service';
import { storeManageRepository as repo, type AddonCategoryRow, type AddonRow, type ItemRow, type StoreRow } from './store-manage.repository';

const rupees = (p: number) => toRupeeString(paise(p));

export function presentOwnedStore(s: StoreRow) {
  return { id: s.id, name: s.name, slug: s.slug, image: s.image, is_active: s.isActive, preparation_time: s.preparationTime, delivery_time: s.deliveryTime };
}

function presentItem(item: ItemRow, addonCategoryIds: number[]): ManageItem {
  return {
    id: item.id,
    item_category_id: item.itemCategoryId,
    name: item.name,
    short_desc: item.shortDesc,
    price: rupees(item.pricePaise),
    image: item.image,
    is_active: item.isActive,
    is_veg: item.isVeg,
    max_qty: item.maxQty,
    addon_category_ids: addonCategoryIds,
  };
}

function presentAddonCategory(c: AddonCategoryRow, all: readonly AddonRow[]): ManageAddonCategory {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    addons: all.filter((a) => a.addonCategoryId === c.id).map((a) => ({ id: a.id, name: a.name, price: rupees(a.pricePaise), is_active: a.isActive })),
  };
}

/**
 * The owner's store, its catalogue and its switches (issue 7). Every use case starts with the ownership
 * check: another store's ids answer 404 exactly like missing ones (SECURITY 15). Writes reset the
 * catalogue cache of this instance so customers see the change at once.
 */
export function createStoreManageService(deps: { db: Db; clock: Clock; catalog: CatalogService }) {
  const { db, clock, catalog } = deps;

  /** The stores an actor manages: the owner's, every one for an admin (null = all). */
  async function managed(actor: Actor): Promise<number[] | null> {
    if (actor.role === 'admin') return null;
    return actor.role === 'store_owner' ? repo.ownedStoreIds(db, actor.id) : [];
  }

  async function requireStore(actor: Actor, storeId: number): Promise<StoreRow> {
    const ids = await managed(actor);
    if (ids !== null && !ids.includes(storeId)) notFound('We could not find this store.');
    return (await repo.findStore(db, storeId)) ?? notFound('We could not find this store.');
  }

  /** The store asked for, or the owner's first one. */
  async function pickStore(actor: Actor, storeId: number | undefined): Promise<StoreRow> {
    if (storeId !== undefined) return requireStore(actor, storeId);
    const ids = await managed(actor);
    const first = ids === null ? undefined : ids[0];
    if (first === undefined) notFound('There is no store on this account yet.');
    return requireStore(actor, first);
  }

  async function requireItem(actor: Actor, itemId: number): Promise<ItemRow> {
    const item = (await repo.findItem(db, itemId)) ?? notFound('We could not find this item.');
    await requireStore(actor, item.storeId).catch(() => notFound('We could not find this item.'));
    return item;
  }

  async function itemView(itemId: number): Promise<ManageItem> {
    const item = (await repo.findItem(db, itemId)) ?? notFound('We could not find this item.');
    return presentItem(item, await repo.addonCategoryIdsOf(db, itemId));
  }

  /** Add-on categories must be the store's own (never link another store's). */
  async function checkAddonCategories(storeId: number, ids: readonly number[]): Promise<void> {
    const own = await repo.addonCategoriesOfStore(db, storeId, ids);
    if (own.length !== new Set(ids).size) fail('VALIDATION', 'Choose add-on groups of this store only.');
  }

  return {
    requireStore,
    pickStore,

    async setOpen(actor: Actor, storeId: number, isActive: boolean) {
      const store = await requireStore(actor, storeId);
      if (store.approval !== 'APPROVED') fail('INVALID_TRANSITION', 'This store is waiting for approval; it can open once an admin approves it.');
      const row = (await repo.setStoreActive(db, store.id, isActive, clock.now())) ?? notFound('We could not find this store.');
      catalog.invalidate();
      return presentOwnedStore(row);
    },

    async products(actor: Actor, storeId: number | undefined): Promise<StoreProductsResponse['data']> {
      const store = await pickStore(actor, storeId);
      const c = await repo.loadCatalogue(db, store.id);
      const linksOf = (itemId: number) => c.links.filter((l) => l.itemId === itemId).map((l) => l.addonCategoryId);
      return {
        store: presentOwnedStore(store),
        categories: c.categories.map((cat) => ({
          id: cat.id,
          name: cat.name,
          is_enabled: cat.isEnabled,
          items: c.items.filter((i) => i.itemCategoryId === cat.id).map((i) => presentItem(i, linksOf(i.id))),
        })),
        addon_categories: c.addonCategories.map((ac) => presentAddonCategory(ac, c.addons)),
      };
    },

    async product(actor: Actor, itemId: number): Promise<StoreProductResponse['data']> {
      const item = await requireItem(actor, itemId);
      const c = await repo.loadCatalogue(db, item.storeId);
      return {
        item: presentItem(item, await repo.addonCategoryIdsOf(db, item.id)),
        categories: c.categories.map((cat) => ({ id: cat.id, name: cat.name })),
        addon_categories: c.addonCategories.map((ac) => presentAddonCategory(ac, c.addons)),
      };
    },

    async setItemActive(actor: Actor, itemId: number, isActive: boolean): Promise<void> {
      const item = await requireItem(actor, itemId);
      await repo.setItemActive(db, item.id, isActive, clock.now());
      catalog.invalidate();
    },

    async setCategoryEnabled(actor: Actor, categoryId: number, isEnabled: boolean): Promise<void> {
      const category = (await repo.findCategory(db, categoryId)) ?? notFound('We could not find this category.');
      await requireStore(actor, category.storeId).catch(() => notFound('We could not find this category.'));
      await repo.setCategoryEnabled(db, category.id, isEnabled);
      catalog.invalidate();
    },

    async setAddonActive(actor: Actor, addonId: number, isActive: boolean): Promise<void> {
      const found = (await repo.findAddon(db, addonId)) ?? notFound('We could not find this add-on.');
      await requireStore(actor, found.storeId).catch(() => notFound('We could not find this add-on.'));
      await repo.setAddonActive(db, found.addon.id, isActive);
      catalog.invalidate();
    },

    async updatePrice(actor: Actor, input: z.output<typeof storeUpdateItemPriceRequest>): Promise<ManageItem> {
      const item = await requireItem(actor, input.item_id);
      await repo.updateItemPrice(db, item.id, { pricePaise: input.price, maxQty: input.max_qty, at: clock.now() });
      catalog.invalidate();
      return itemView(item.id);
    },

    async saveItem(actor: Actor, input: z.output<typeof storeSaveItemRequest>): Promise<ManageItem> {
      const store = await requireStore(actor, input.store_id);
      const existing = input.id === undefined ? null : await requireItem(actor, input.id);
      if (existing && existing.storeId !== store.id) notFound('We could not find this item.');
      const category = await repo.findCategory(db, input.item_category_id);
      if (category?.storeId !== store.id) fail('VALIDATION', 'Choose a category of this store.');
      await checkAddonCategories(store.id, input.addon_category_ids);
      const values = {
        storeId: store.id,
        itemCategoryId: category.id,
        name: input.name,
        shortDesc: input.short_desc,
        pricePaise: input.price,
        maxQty: input.max_qty,
        isVeg: input.is_veg,
        isActive: input.is_active,
        image: input.image ?? existing?.image ?? '',
        updatedAt: clock.now(),
      };
      const ids = [...new Set(input.addon_category_ids)];
      const id = await db.transaction((tx) => repo.saveItem(tx, input.id, values, ids));
      catalog.invalidate();
      return itemView(id);
    },

    async saveAddonCategory(actor: Actor, input: z.output<typeof storeSaveAddonCategoryRequest>): Promise<ManageAddonCategory> {
      const store = await requireStore(actor, input.store_id);
      if (input.id !== undefined) {
        const existing = await repo.findAddonCategory(db, input.id);
        if (existing?.storeId !== store.id) notFound('We could not find this add-on group.');
      }
      const id = await db.transaction((tx) =>
        repo.saveAddonCategory(tx, {
          id: input.id,
          storeId: store.id,
          name: input.name,
          type: input.type,
          addons: input.addons.map((a) => ({ id: a.id, name: a.name, pricePaise: a.price, isActive: a.is_active })),
        }),
      );
      catalog.invalidate();
      const c = await repo.loadCatalogue(db, store.id);
      const saved = c.addonCategories.find((ac) => ac.id === id) ?? notFound('We could not find this add-on group.');
      return presentAddonCategory(saved, c.addons);
    },

    /**
     * An admin's decision on a store (approve, reject, suspend), inside the admin's audited write
     * (admin/approve-store): the row before and after, and the owners to tell. Call
     * `invalidateCatalogue` after commit so customers see (or stop seeing) the store at once.
     */
    async decideApprovalInTx(tx: Tx, storeId: number, approval: StoreRow['approval'], note: string | null) {
      const before = (await repo.findStore(tx, storeId)) ?? notFound('We could not find this store.');
      if (approval === 'SUSPENDED' && before.approval !== 'APPROVED' && before.approval !== 'SUSPENDED') fail('INVALID_TRANSITION', 'Only an approved store can be suspended; reject a pending one.');
      const after = (await repo.setApproval(tx, storeId, { approval, note, at: clock.now() })) ?? notFound('We could not find this store.');
      return { before, after, ownerIds: await repo.ownerIdsOf(tx, storeId), view: { ...presentOwnedStore(after), approval: after.approval, is_fresh: after.isFresh } };
    },

    invalidateCatalogue: (): void => catalog.invalidate(),

    /** The owner's stores with their approval state (the status screen after store/register). */
    async status(actor: Actor) {
      const ids = (await managed(actor)) ?? [];
      const rows = await repo.listStores(db, ids);
      return rows.map((s) => ({ ...presentOwnedStore(s), approval: s.approval, is_fresh: s.isFresh, review_note: s.reviewNote, reviewed_at: s.reviewedAt?.toISOString() ?? null }));
    },
  };
}

export type StoreManageService = ReturnType<typeof createStoreManageService>;
