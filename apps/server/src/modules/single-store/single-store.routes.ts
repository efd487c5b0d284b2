import {
  getColumnBannersRequest,
  getColumnBannersResponse,
  getItemGroupItemsRequest,
  getItemGroupItemsResponse,
  getSlotGroupItemsRequest,
  getSlotGroupItemsResponse,
  getSlotGroupsRequest,
  getSlotGroupsResponse,
  getStoreBannersRequest,
  getStoreBannersResponse,
  getTopCategoriesRequest,
  getTopCategoriesResponse,
  getTopCategoryItemsRequest,
  getTopCategoryItemsResponse,
} from '@keka/contracts';
import type { FastifyInstance } from 'fastify';
import { postRoute } from '../../http/route';
import type { SingleStoreService } from './single-store.service';

const point = (b: { latitude?: number | undefined; longitude?: number | undefined }) =>
  b.latitude !== undefined && b.longitude !== undefined ? { latitude: b.latitude, longitude: b.longitude } : null;

/** SPEC §7 "Single store" calls, under /api/single-store/. */
export function registerSingleStoreRoutes(app: FastifyInstance, deps: { singleStore: SingleStoreService }): void {
  const tag = 'single-store';
  const s = deps.singleStore;
  postRoute(app, 'single-store/get-slot-groups', { body: getSlotGroupsRequest, response: getSlotGroupsResponse, tag, summary: 'Store type (layout) and its four item slots' }, async (body) =>
    s.slotGroups(body.id, point(body)),
  );
  postRoute(app, 'single-store/getCategories', { body: getTopCategoriesRequest, response: getTopCategoriesResponse, tag, summary: 'Top categories of a store' }, async (body) => ({
    success: true as const,
    top_categories: await s.topCategories(body.id),
  }));
  postRoute(app, 'single-store/get-store-banners', { body: getStoreBannersRequest, response: getStoreBannersResponse, tag, summary: 'Type-0 banners of a store' }, async (body) => ({
    success: true as const,
    banners: await s.banners(body.id, [0]),
  }));
  postRoute(app, 'single-store/get-coloumn-banners', { body: getColumnBannersRequest, response: getColumnBannersResponse, tag, summary: 'Type-1 (120 px) and type-2 (300 px) banners of a store' }, async (body) => {
    const banners = await s.banners(body.id, [1, 2]);
    return { success: true as const, type_1: banners.filter((b) => b.type === 1), type_2: banners.filter((b) => b.type === 2) };
  });
  postRoute(app, 'single-store/get-item-group-items', { body: getItemGroupItemsRequest, response: getItemGroupItemsResponse, tag, summary: 'An item group with category chips' }, async (body) => ({
    success: true as const,
    item_group: await s.itemGroup(body.id, body.category_id ?? null),
  }));
  postRoute(app, 'single-store/get-slot-group-items', { body: getSlotGroupItemsRequest, response: getSlotGroupItemsResponse, tag, summary: "All items of a slot ('View More')" }, async (body) => ({
    success: true as const,
    ...(await s.slotGroupItems(body.id, body.store_id ?? null)),
  }));
  postRoute(app, 'single-store/get-top-category-items', { body: getTopCategoryItemsRequest, response: getTopCategoryItemsResponse, tag, summary: 'Items of one top category of a store' }, async (body) => ({
    success: true as const,
    ...(await s.topCategoryItems(body.id, body.store_id)),
  }));
}
