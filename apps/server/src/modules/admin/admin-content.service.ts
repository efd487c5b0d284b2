import {
  slideTypeOf,
  type AdminContentKind,
  type AdminHomeContentResponse,
  type adminSaveDealRequest,
  type adminSaveHomeCategoryRequest,
  type adminSaveSlideRequest,
  type adminSaveSliderRequest,
} from '@keka/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import type { Audit, AdminWrites } from './admin-writes';
import { adminContentRepository as repo, type PickedStore } from './admin-content.repository';

type SaveSlider = z.output<typeof adminSaveSliderRequest>;
type SaveSlide = z.output<typeof adminSaveSlideRequest>;
type SaveCategory = z.output<typeof adminSaveHomeCategoryRequest>;
type SaveDeal = z.output<typeof adminSaveDealRequest>;

/** The home tile that always opens /food (SPEC §2). */
const FOOD_TILE_ID = 1;

async function storesOrFail(tx: Tx, ids: readonly number[]): Promise<PickedStore[]> {
  const unique = [...new Set(ids)];
  const found = await repo.storesById(tx, unique);
  if (found.length !== unique.length) fail('VALIDATION', 'One of the chosen stores does not exist.');
  return unique.map((id) => found.find((s) => s.id === id) as PickedStore);
}

/**
 * The customer home's content in the admin console (issue 11): sliders and slides of every model, the
 * category tiles and the Keka deals they open. Every link target is checked to exist; every write is
 * audited with before and after, and the home's cache is emptied so the next home-data shows it.
 */
export function createAdminContentService(deps: { db: Db; writes: AdminWrites; invalidateHome: () => void }) {
  const { db } = deps;

  async function write<T>(actor: Actor, work: (tx: Tx, audit: Audit) => Promise<T>): Promise<T> {
    const result = await deps.writes.write(actor, work);
    deps.invalidateHome();
    return result;
  }

  return {
    async everything(): Promise<AdminHomeContentResponse['data']> {
      const all = await repo.everything(db);
      const slugStore = (slug: string | null) => all.bySlug.find((s) => s.slug === slug) ?? null;
      return {
        sliders: all.sliderRows.map((s) => ({
          id: s.id,
          name: s.name,
          position: s.position,
          is_active: s.isActive,
          slides: all.slideRows
            .filter((sl) => sl.sliderId === s.id)
            .map((sl) => ({
              id: sl.id,
              slider_id: sl.sliderId,
              name: sl.name,
              image: sl.image,
              model: sl.model,
              slug: sl.slug,
              store: sl.model === 1 ? slugStore(sl.slug) : null,
              keka_deal_id: sl.kekaDealId,
              stores: all.slideLinks.filter((l) => l.slideId === sl.id).map(({ id, name, slug }) => ({ id, name, slug })),
              type: sl.type,
              item_group_id: sl.itemGroupId,
              item_group: all.slideGroups.find((g) => g.id === sl.itemGroupId) ?? null,
              city_id: sl.cityId,
              is_active: sl.isActive,
              sort_order: sl.sortOrder,
            })),
        })),
        categories: all.categoryRows.map((c) => ({
          id: c.id,
          name: c.name,
          image: c.image,
          opens: c.id === FOOD_TILE_ID ? ('food' as const) : c.link ? ('store' as const) : ('deal' as const),
          link: c.link,
          store: c.link ? slugStore(c.link) : null,
          deal_exists: all.dealRows.some((d) => d.id === c.id),
          is_active: c.isActive,
          sort_order: c.sortOrder,
        })),
        deals: all.dealRows.map((d) => ({
          id: d.id,
          name: d.name,
          description: d.description,
          image: d.image,
          is_active: d.isActive,
          stores: all.dealLinks.filter((l) => l.dealId === d.id).map(({ id, name, slug }) => ({ id, name, slug })),
        })),
        cities: all.cityRows,
      };
    },

    pickStores: (q: string, limit: number) => repo.pickStores(db, q, limit),

    async saveSlider(actor: Actor, body: SaveSlider): Promise<number> {
      return write(actor, async (tx, audit) => {
        const values = { name: body.name, position: body.position, isActive: body.is_active };
        if (body.id === undefined) {
          const id = await repo.insertSlider(tx, values);
          await audit({ action: 'slider.create', entity: 'slider', entityId: id, before: null, after: values });
          return id;
        }
        const before = await repo.findSlider(tx, body.id);
        if (!before) fail('NOT_FOUND', 'No such slider.');
        await repo.updateSlider(tx, body.id, values);
        await audit({ action: 'slider.update', entity: 'slider', entityId: body.id, before, after: { ...before, ...values } });
        return body.id;
      });
    },

    async saveSlide(actor: Actor, body: SaveSlide): Promise<number> {
      return write(actor, async (tx, audit) => {
        if (!(await repo.findSlider(tx, body.slider_id))) fail('VALIDATION', 'Choose an existing slider.');
        if (body.city_id !== null && !(await repo.cityExists(tx, body.city_id))) fail('VALIDATION', 'Choose an existing city.');
        let slug: string | null = null;
        let kekaDealId: number | null = null;
        let itemGroupId: number | null = null;
        let storeIds: number[] = [];
        if (body.model === 1 && body.item_group_id !== null) {
          const group = (await repo.findItemGroup(tx, body.item_group_id)) ?? fail('VALIDATION', 'Choose an existing item group.');
          itemGroupId = group.id;
          slug = group.storeSlug;
        } else if (body.model === 1) {
          if (body.store_id === null) fail('VALIDATION', 'Choose the store (or the item group) the slide opens.');
          const [store] = await storesOrFail(tx, [body.store_id]);
          slug = store?.slug ?? null;
        } else if (body.model === 4) {
          if (body.keka_deal_id === null) fail('VALIDATION', 'Choose the deal the slide opens.');
          if (!(await repo.findDeal(tx, body.keka_deal_id))) fail('VALIDATION', 'Choose an existing deal.');
          kekaDealId = body.keka_deal_id;
        } else if (body.model === 5) {
          if (body.store_ids.length === 0) fail('VALIDATION', 'Choose the stores the slide lists.');
          storeIds = (await storesOrFail(tx, body.store_ids)).map((s) => s.id);
        }
        const values = {
          sliderId: body.slider_id,
          name: body.name,
          image: body.image,
          model: body.model,
          slug,
          kekaDealId,
          type: slideTypeOf(body.model, itemGroupId),
          itemGroupId,
          cityId: body.city_id,
          isActive: body.is_active,
        };
        const before = body.id === undefined ? undefined : await repo.findSlide(tx, body.id);
        if (body.id !== undefined && !before) fail('NOT_FOUND', 'No such slide.');
        const beforeStores = before ? await repo.slideStoreIds(tx, before.id) : [];
        const id = before ? before.id : await repo.insertSlide(tx, values);
        if (before) await repo.updateSlide(tx, id, values);
        await repo.setSlideStores(tx, id, storeIds);
        const after = await repo.findSlide(tx, id);
        await audit({
          action: before ? 'slide.update' : 'slide.create',
          entity: 'slide',
          entityId: id,
          before: before ? { ...before, store_ids: beforeStores } : null,
          after: { ...after, store_ids: storeIds },
        });
        return id;
      });
    },

    async saveCategory(actor: Actor, body: SaveCategory): Promise<number> {
      return write(actor, async (tx, audit) => {
        const before = body.id === undefined ? undefined : await repo.findCategory(tx, body.id);
        if (body.id !== undefined && !before) fail('NOT_FOUND', 'No such home category.');
        const isFood = before?.id === FOOD_TILE_ID;
        let link: string | null = null;
        let id = before?.id ?? 0;
        if (!isFood && body.opens === 'store') {
          if (body.store_id === null) fail('VALIDATION', 'Choose the store the tile opens.');
          link = (await storesOrFail(tx, [body.store_id]))[0]?.slug ?? null;
          if (!before) id = await repo.nextSharedId(tx);
        } else if (!isFood) {
          // A deal tile opens /keka-deal/{its id}: it takes the deal's id.
          if (body.deal_id === null) fail('VALIDATION', 'Choose the deal the tile opens.');
          if (!(await repo.findDeal(tx, body.deal_id))) fail('VALIDATION', 'Choose an existing deal.');
          if (body.deal_id === FOOD_TILE_ID) fail('CONFLICT', 'Tile 1 always opens /food; choose another deal.');
          if (body.deal_id !== before?.id) {
            const holder = await repo.findCategory(tx, body.deal_id);
            if (holder) fail('CONFLICT', `The tile "${holder.name}" already opens this deal.`);
          }
          id = body.deal_id;
        }
        const values = { name: body.name, image: body.image, link, isActive: body.is_active };
        if (before) {
          await repo.updateCategory(tx, before.id, { ...values, id });
        } else {
          await repo.insertCategory(tx, { ...values, id, sortOrder: (await repo.maxCategorySort(tx)) + 1 });
        }
        await repo.syncSequences(tx);
        const after = await repo.findCategory(tx, id);
        await audit({ action: before ? 'home-category.update' : 'home-category.create', entity: 'home_category', entityId: id, before: before ?? null, after: after ?? null });
        return id;
      });
    },

    async saveDeal(actor: Actor, body: SaveDeal): Promise<number> {
      return write(actor, async (tx, audit) => {
        const before = body.id === undefined ? undefined : await repo.findDeal(tx, body.id);
        if (body.id !== undefined && !before) fail('NOT_FOUND', 'No such deal.');
        const storeIds = (await storesOrFail(tx, body.store_ids)).map((s) => s.id);
        const values = { name: body.name, description: body.description, image: body.image, isActive: body.is_active };
        const beforeStores = before ? await repo.dealStoreIds(tx, before.id) : [];
        let id: number;
        if (before) {
          id = before.id;
          await repo.updateDeal(tx, id, values);
        } else {
          id = await repo.nextSharedId(tx);
          await repo.insertDeal(tx, { ...values, id });
          await repo.syncSequences(tx);
        }
        await repo.setDealStores(tx, id, storeIds);
        const after = await repo.findDeal(tx, id);
        await audit({
          action: before ? 'deal.update' : 'deal.create',
          entity: 'deal',
          entityId: id,
          before: before ? { ...before, store_ids: beforeStores } : null,
          after: { ...after, store_ids: storeIds },
        });
        return id;
      });
    },

    async setActive(actor: Actor, kind: AdminContentKind, id: number, isActive: boolean): Promise<void> {
      await write(actor, async (tx, audit) => {
        const before = await find(tx, kind, id);
        const change = { isActive };
        if (kind === 'slider') await repo.updateSlider(tx, id, change);
        else if (kind === 'slide') await repo.updateSlide(tx, id, change);
        else if (kind === 'home_category') await repo.updateCategory(tx, id, change);
        else await repo.updateDeal(tx, id, change);
        await audit({ action: `${kind.replace('_', '-')}.${isActive ? 'activate' : 'deactivate'}`, entity: kind, entityId: id, before: { is_active: before.isActive }, after: { is_active: isActive } });
      });
    },

    async remove(actor: Actor, kind: AdminContentKind, id: number): Promise<void> {
      await write(actor, async (tx, audit) => {
        const before = await find(tx, kind, id);
        if (kind === 'slider') {
          const n = await repo.countSlides(tx, id);
          if (n > 0) fail('CONFLICT', `This slider still has ${n} slide${n === 1 ? '' : 's'}; delete or move them first.`);
          await repo.deleteSlider(tx, id);
        } else if (kind === 'slide') {
          await repo.deleteSlide(tx, id);
        } else if (kind === 'home_category') {
          if (id === FOOD_TILE_ID) fail('CONFLICT', 'Tile 1 opens /food and cannot be deleted; switch it off instead.');
          await repo.deleteCategory(tx, id);
        } else {
          const slidesOpening = await repo.slidesOpeningDeal(tx, id);
          if (slidesOpening > 0) fail('CONFLICT', 'A slide opens this deal; change or delete the slide first.');
          const tile = await repo.findCategory(tx, id);
          if (tile && tile.link === null) fail('CONFLICT', `The home tile "${tile.name}" opens this deal; delete the tile first.`);
          await repo.deleteDeal(tx, id);
        }
        await audit({ action: `${kind.replace('_', '-')}.delete`, entity: kind, entityId: id, before, after: null });
      });
    },

    /** New order of one slider's slides or of the home tiles: every id of the set, once. */
    async reorder(actor: Actor, kind: 'slide' | 'home_category', sliderId: number | undefined, ids: readonly number[]): Promise<void> {
      await write(actor, async (tx, audit) => {
        let current: { id: number; sortOrder: number }[];
        if (kind === 'slide') {
          if (sliderId === undefined) fail('VALIDATION', 'Say which slider the slides are in.');
          current = await repo.slideIdsOf(tx, sliderId);
        } else {
          current = await repo.categoryIds(tx);
        }
        const known = new Set(current.map((r) => r.id));
        if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
          fail('VALIDATION', 'Send every item of the list once, in the new order.');
        }
        await repo.setSortOrders(tx, kind, ids);
        const before = [...current].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((r) => r.id);
        await audit({ action: `${kind.replace('_', '-')}.reorder`, entity: kind === 'slide' ? 'slider' : 'home_category', entityId: kind === 'slide' ? (sliderId ?? null) : null, before: { order: before }, after: { order: ids } });
      });
    },
  };
}

async function find(tx: Tx, kind: AdminContentKind, id: number) {
  const row =
    kind === 'slider' ? await repo.findSlider(tx, id) : kind === 'slide' ? await repo.findSlide(tx, id) : kind === 'home_category' ? await repo.findCategory(tx, id) : await repo.findDeal(tx, id);
  if (!row) fail('NOT_FOUND', 'Not found; it may have been deleted.');
  return row;
}

export type AdminContentService = ReturnType<typeof createAdminContentService>;
