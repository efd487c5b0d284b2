import {
  adminContentIdRequest,
  adminCouponIdRequest,
  adminCouponResponse,
  adminCouponsRequest,
  adminCouponsResponse,
  adminDeleteCouponResponse,
  adminHomeContentResponse,
  adminPickStoresRequest,
  adminPickStoresResponse,
  adminReorderContentRequest,
  adminSaveCouponRequest,
  adminSavedResponse,
  adminSaveDealRequest,
  adminSaveHomeCategoryRequest,
  adminSaveSlideRequest,
  adminSaveSliderRequest,
  adminSetContentActiveRequest,
  adminSetCouponActiveRequest,
  emptyRequest,
  okResponse,
} from '@keka/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { Clock } from '../../lib/clock';
import { registerImageUpload, type ImageStore } from '../store-owner/store-uploads';
import { createAdminContentService } from './admin-content.service';
import { createAdminCouponsService } from './admin-coupons.service';
import { createAdminWrites } from './admin-writes';

export interface AdminContentDeps {
  readonly db: Db;
  readonly guard: Guard;
  readonly clock: Clock;
  /** Pictures of slides, tiles and deals: the store app's image store (sniffed, WebP, no SVG). */
  readonly images: ImageStore;
  /** Empties the customer home's caches (home-data, promo-slider). */
  readonly invalidateHome: () => void;
}

/** Coupons and home content in the admin console (issue 11). */
export function registerAdminContentRoutes(app: FastifyInstance, deps: AdminContentDeps): void {
  const tag = 'admin';
  const { guard } = deps;
  const writes = createAdminWrites({ db: deps.db, clock: deps.clock });
  const coupons = createAdminCouponsService({ db: deps.db, writes });
  const content = createAdminContentService({ db: deps.db, writes, invalidateHome: deps.invalidateHome });
  // As admin.routes' requireAdmin (importing it would make a cycle): 401 anonymous, 403 other roles.
  const admin = (request: FastifyRequest) => guard.requireUser(request, 'admin');

  // ---- coupons

  postRoute(app, 'admin/get-coupons', { access: admin, body: adminCouponsRequest, response: adminCouponsResponse, tag, summary: 'Coupons, newest first, with the orders that used each' }, async (body, request) => {
    await admin(request);
    return { success: true as const, ...(await coupons.list({ q: body.q, beforeId: body.before_id ?? null, limit: body.limit })) };
  });

  postRoute(app, 'admin/get-coupon', { access: admin, body: adminCouponIdRequest, response: adminCouponResponse, tag, summary: 'One coupon' }, async (body, request) => {
    await admin(request);
    return { success: true as const, data: await coupons.get(body.id) };
  });

  postRoute(app, 'admin/save-coupon', { access: admin, body: adminSaveCouponRequest, response: adminCouponResponse, tag, summary: 'Add or edit a coupon (code unique, upper-case)' }, async (body, request) => {
    const actor = await admin(request);
    return { success: true as const, data: await coupons.save(actor, body) };
  });

  postRoute(app, 'admin/set-coupon-active', { access: admin, body: adminSetCouponActiveRequest, response: adminCouponResponse, tag, summary: 'Switch a coupon on or off' }, async (body, request) => {
    const actor = await admin(request);
    return { success: true as const, data: await coupons.setActive(actor, body.id, body.is_active) };
  });

  postRoute(app, 'admin/delete-coupon', { access: admin, body: adminCouponIdRequest, response: adminDeleteCouponResponse, tag, summary: 'Delete an unused coupon; a used one is switched off instead' }, async (body, request) => {
    const actor = await admin(request);
    return { success: true as const, outcome: await coupons.remove(actor, body.id) };
  });

  // ---- home content

  postRoute(app, 'admin/get-home-content', { access: admin, body: emptyRequest, response: adminHomeContentResponse, tag, summary: 'Sliders with their slides, home tiles, Keka deals' }, async (_body, request) => {
    await admin(request);
    return { success: true as const, data: await content.everything() };
  });

  postRoute(app, 'admin/pick-stores', { access: admin, body: adminPickStoresRequest, response: adminPickStoresResponse, tag, summary: 'Stores by name or slug, for link pickers' }, async (body, request) => {
    await admin(request);
    const rows = await content.pickStores(body.q, body.limit);
    return { success: true as const, data: rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, city: r.city, is_active: r.isActive })) };
  });

  postRoute(app, 'admin/save-slider', { access: admin, body: adminSaveSliderRequest, response: adminSavedResponse, tag, summary: 'Add or edit a slider' }, async (body, request) => ({
    success: true as const,
    id: await content.saveSlider(await admin(request), body),
  }));

  postRoute(app, 'admin/save-slide', { access: admin, body: adminSaveSlideRequest, response: adminSavedResponse, tag, summary: 'Add or edit a slide (model 1 store, 4 deal, 5 stores, none)' }, async (body, request) => ({
    success: true as const,
    id: await content.saveSlide(await admin(request), body),
  }));

  postRoute(app, 'admin/save-home-category', { access: admin, body: adminSaveHomeCategoryRequest, response: adminSavedResponse, tag, summary: 'Add or edit a home tile (opens a store or a deal)' }, async (body, request) => ({
    success: true as const,
    id: await content.saveCategory(await admin(request), body),
  }));

  postRoute(app, 'admin/save-deal', { access: admin, body: adminSaveDealRequest, response: adminSavedResponse, tag, summary: 'Add or edit a Keka deal and its stores' }, async (body, request) => ({
    success: true as const,
    id: await content.saveDeal(await admin(request), body),
  }));

  postRoute(app, 'admin/set-content-active', { access: admin, body: adminSetContentActiveRequest, response: okResponse, tag, summary: 'Switch a slider, slide, home tile or deal on or off' }, async (body, request) => {
    await content.setActive(await admin(request), body.kind, body.id, body.is_active);
    return { success: true as const };
  });

  postRoute(app, 'admin/delete-content', { access: admin, body: adminContentIdRequest, response: okResponse, tag, summary: 'Delete a slider, slide, home tile or deal' }, async (body, request) => {
    await content.remove(await admin(request), body.kind, body.id);
    return { success: true as const };
  });

  postRoute(app, 'admin/reorder-content', { access: admin, body: adminReorderContentRequest, response: okResponse, tag, summary: "A slider's slides or the home tiles in a new order" }, async (body, request) => {
    await content.reorder(await admin(request), body.kind, body.slider_id, body.ids);
    return { success: true as const };
  });

  registerImageUpload(app, { url: '/api/admin/upload-image', tag, images: deps.images, authorize: async (request) => void (await admin(request)) });
}
