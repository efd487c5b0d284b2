import {
  authResponse,
  okResponse,
  storeAddonCategoryResponse,
  storeItemResponse,
  storeOrdersByDateRequest,
  storeOrdersByDateResponse,
  storeProductRequest,
  storeProductResponse,
  storeProductsRequest,
  storeProductsResponse,
  storeRegisterRequest,
  storeReportsRequest,
  storeReportsResponse,
  storeSaveAddonCategoryRequest,
  storeSaveItemRequest,
  storeStatusResponse,
  storeToggleAddonRequest,
  storeToggleCategoryRequest,
  storeToggleItemRequest,
  storeToggleRequest,
  storeToggleResponse,
  storeUpdateItemPriceRequest,
  storeDashboardRequest,
  storeContentResponse,
  storeSaveBannerRequest,
  storeSaveItemGroupRequest,
  storeSaveSlotGroupRequest,
  storeSaveSlotRequest,
  storeSlotsRequest,
  storeSlotsResponse,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { StoreOrdersService } from '../orders/store-orders.service';
import type { StoreContentService } from './store-content.service';
import { registerImageUpload, type ImageStore } from './store-uploads';
import type { StoreManageService } from './store-manage.service';
import type { StoreReportsService } from './store-reports.service';
import type { createStoreRegisterService } from './store-register.service';

interface Deps {
  readonly guard: Guard;
  readonly manage: StoreManageService;
  readonly reports: StoreReportsService;
  readonly storeOrders: StoreOrdersService;
  readonly register: ReturnType<typeof createStoreRegisterService>;
  readonly images: ImageStore;
  readonly content: StoreContentService;
}

/**
 * The owner's management calls (issue 7) under /api/store/*: store owners and admins only, customers
 * and delivery partners get 403 (SECURITY 17); another store's ids are 404 (SECURITY 15).
 */
export function registerStoreManageRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = 'store';
  const { guard, manage } = deps;
  const owner = (request: FastifyRequest) => guard.requireUser(request, 'store_owner', 'admin');
  const done = { success: true as const };

  postRoute(app, 'store/register', { body: storeRegisterRequest, response: authResponse, tag, summary: 'Register a store (pending until approved)', rateLimit: 'register' }, async (body, request) => ({
    success: true as const,
    data: await deps.register.register(body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  }));

  postRoute(app, 'store/status', { access: owner, body: storeDashboardRequest, response: storeStatusResponse, tag, summary: "The owner's stores and their approval" }, async (_body, request) => ({
    success: true as const,
    data: { stores: await manage.status(await owner(request)) },
  }));

  postRoute(app, 'store/get-orders', { access: owner, body: storeOrdersByDateRequest, response: storeOrdersByDateResponse, tag, summary: "A day's orders with filters and totals" }, async (body, request) => ({
    success: true as const,
    data: await deps.storeOrders.ordersOfDay(await owner(request), body),
  }));

  postRoute(app, 'store/toggle-store', { access: owner, body: storeToggleRequest, response: storeToggleResponse, tag, summary: 'Open or close the store' }, async (body, request) => ({
    success: true as const,
    data: await manage.setOpen(await owner(request), body.store_id, body.is_active),
  }));

  postRoute(app, 'store/get-products', { access: owner, body: storeProductsRequest, response: storeProductsResponse, tag, summary: 'Categories, items and add-on groups' }, async (body, request) => ({
    success: true as const,
    data: await manage.products(await owner(request), body.store_id),
  }));

  postRoute(app, 'store/get-product', { access: owner, body: storeProductRequest, response: storeProductResponse, tag, summary: 'One item to edit' }, async (body, request) => ({
    success: true as const,
    data: await manage.product(await owner(request), body.product_id),
  }));

  postRoute(app, 'store/toggle-item', { access: owner, body: storeToggleItemRequest, response: okResponse, tag, summary: 'Item available or not' }, async (body, request) => {
    await manage.setItemActive(await owner(request), body.item_id, body.is_active);
    return done;
  });

  postRoute(app, 'store/toggle-category', { access: owner, body: storeToggleCategoryRequest, response: okResponse, tag, summary: 'Category shown or not' }, async (body, request) => {
    await manage.setCategoryEnabled(await owner(request), body.category_id, body.is_enabled);
    return done;
  });

  postRoute(app, 'store/toggle-addon', { access: owner, body: storeToggleAddonRequest, response: okResponse, tag, summary: 'Add-on available or not' }, async (body, request) => {
    await manage.setAddonActive(await owner(request), body.addon_id, body.is_active);
    return done;
  });

  postRoute(app, 'store/update-item-price', { access: owner, body: storeUpdateItemPriceRequest, response: storeItemResponse, tag, summary: 'Price and max_qty of an item' }, async (body, request) => ({
    success: true as const,
    data: await manage.updatePrice(await owner(request), body),
  }));

  postRoute(app, 'store/save-item', { access: owner, body: storeSaveItemRequest, response: storeItemResponse, tag, summary: 'Add or edit an item' }, async (body, request) => ({
    success: true as const,
    data: await manage.saveItem(await owner(request), body),
  }));

  postRoute(app, 'store/save-addon-category', { access: owner, body: storeSaveAddonCategoryRequest, response: storeAddonCategoryResponse, tag, summary: 'Add or edit an add-on group (SINGLE or MULTI)' }, async (body, request) => ({
    success: true as const,
    data: await manage.saveAddonCategory(await owner(request), body),
  }));

  postRoute(app, 'store/reports', { access: owner, body: storeReportsRequest, response: storeReportsResponse, tag, summary: 'Sales, orders, top items, ratings, cancellations' }, async (body, request) => ({
    success: true as const,
    data: await deps.reports.report(await owner(request), body),
  }));

  const { content } = deps;
  postRoute(app, 'store/get-slots', { access: owner, body: storeSlotsRequest, response: storeSlotsResponse, tag, summary: "A fresh store's delivery slots" }, async (body, request) => ({
    success: true as const,
    data: await content.slots(await owner(request), body.store_id),
  }));

  postRoute(app, 'store/save-slot', { access: owner, body: storeSaveSlotRequest, response: okResponse, tag, summary: 'Add or edit a delivery slot (times, capacity)' }, async (body, request) => {
    await content.saveSlot(await owner(request), body);
    return done;
  });

  postRoute(app, 'store/get-content', { access: owner, body: storeSlotsRequest, response: storeContentResponse, tag, summary: 'Banners, item slots and item groups of a single-store page' }, async (body, request) => ({
    success: true as const,
    data: await content.content(await owner(request), body.store_id),
  }));

  postRoute(app, 'store/save-banner', { access: owner, body: storeSaveBannerRequest, response: okResponse, tag, summary: 'Add or edit a banner (type 0, 1 or 2)' }, async (body, request) => {
    await content.saveBanner(await owner(request), body);
    return done;
  });

  postRoute(app, 'store/save-slot-group', { access: owner, body: storeSaveSlotGroupRequest, response: okResponse, tag, summary: 'One of the four item slots with its items' }, async (body, request) => {
    await content.saveSlotGroup(await owner(request), body);
    return done;
  });

  postRoute(app, 'store/save-item-group', { access: owner, body: storeSaveItemGroupRequest, response: okResponse, tag, summary: 'Add or edit an item group' }, async (body, request) => {
    await content.saveItemGroup(await owner(request), body);
    return done;
  });

  registerImageUpload(app, { url: '/api/store/upload-image', tag, images: deps.images, authorize: async (request) => void (await owner(request)) });
}
