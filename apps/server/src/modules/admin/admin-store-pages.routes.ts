import {
  adminDeleteStoreContentRequest,
  adminPickItemGroupsRequest,
  adminPickItemGroupsResponse,
  adminPickStoreItemsRequest,
  adminPickStoreItemsResponse,
  adminReorderStoreContentRequest,
  adminSavedResponse,
  adminSaveItemGroupRequest,
  adminSaveSlotGroupRequest,
  adminSaveStoreBannerRequest,
  adminStorePageRequest,
  adminStorePageResponse,
  okResponse,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { Clock } from '../../lib/clock';
import { createAdminStorePagesService } from './admin-store-pages.service';
import { createAdminWrites } from './admin-writes';

export interface AdminStorePagesDeps {
  readonly db: Db;
  readonly guard: Guard;
  readonly clock: Clock;
  /** Empties what customers are served from memory (the catalogue, the home's slides) after a change. */
  readonly refresh: () => void;
}

/** A store's single-store page in the admin console: banners, item slots, item groups (SPEC §2). */
export function registerAdminStorePagesRoutes(app: FastifyInstance, deps: AdminStorePagesDeps): void {
  const tag = 'admin';
  const pages = createAdminStorePagesService({ db: deps.db, writes: createAdminWrites({ db: deps.db, clock: deps.clock }), refresh: deps.refresh });
  // As admin.routes' requireAdmin (importing it would make a cycle): 401 anonymous, 403 other roles.
  const admin = (request: FastifyRequest) => deps.guard.requireUser(request, 'admin');

  postRoute(app, 'admin/get-store-page', { access: admin, body: adminStorePageRequest, response: adminStorePageResponse, tag, summary: "A store's single-store page: banners by type, item slots, item groups" }, async (body, request) => {
    await admin(request);
    return { success: true as const, data: await pages.page(body.store_id) };
  });

  postRoute(app, 'admin/pick-store-items', { access: admin, body: adminPickStoreItemsRequest, response: adminPickStoreItemsResponse, tag, summary: "A store's live items by name, for the item pickers" }, async (body, request) => {
    await admin(request);
    return { success: true as const, data: await pages.pickItems(body.store_id, body.q, body.limit) };
  });

  postRoute(app, 'admin/pick-item-groups', { access: admin, body: adminPickItemGroupsRequest, response: adminPickItemGroupsResponse, tag, summary: 'Item groups by name or store, for the slide editor' }, async (body, request) => {
    await admin(request);
    const rows = await pages.pickItemGroups(body.q, body.limit);
    return { success: true as const, data: rows.map((g) => ({ id: g.id, name: g.name, store_id: g.storeId, store_name: g.storeName, is_active: g.isActive })) };
  });

  postRoute(app, 'admin/save-store-banner', { access: admin, body: adminSaveStoreBannerRequest, response: adminSavedResponse, tag, summary: 'Add or edit a single-store banner (type 0, 1 or 2) and what it opens' }, async (body, request) => ({
    success: true as const,
    id: await pages.saveBanner(await admin(request), body),
  }));

  postRoute(app, 'admin/save-slot-group', { access: admin, body: adminSaveSlotGroupRequest, response: adminSavedResponse, tag, summary: "Add (in the first free of four) or edit an item slot with the store's items" }, async (body, request) => ({
    success: true as const,
    id: await pages.saveSlotGroup(await admin(request), body),
  }));

  postRoute(app, 'admin/save-item-group', { access: admin, body: adminSaveItemGroupRequest, response: adminSavedResponse, tag, summary: "Add or edit an item group: top image, name, the store's items" }, async (body, request) => ({
    success: true as const,
    id: await pages.saveItemGroup(await admin(request), body),
  }));

  postRoute(app, 'admin/delete-store-content', { access: admin, body: adminDeleteStoreContentRequest, response: okResponse, tag, summary: 'Delete a single-store banner, item slot or item group' }, async (body, request) => {
    await pages.remove(await admin(request), body.kind, body.id);
    return { success: true as const };
  });

  postRoute(app, 'admin/reorder-store-content', { access: admin, body: adminReorderStoreContentRequest, response: okResponse, tag, summary: "A store's banners of one type, or its item slots, in a new order" }, async (body, request) => {
    await pages.reorder(await admin(request), body.kind, body.store_id, body.type, body.ids);
    return { success: true as const };
  });
}
