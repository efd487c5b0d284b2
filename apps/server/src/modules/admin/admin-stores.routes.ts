import {
  DELIVERY_SETTING_DEFAULTS,
  adminCitiesRequest,
  adminCitiesResponse,
  adminDeliverySettingsRequest,
  adminDeliverySettingsResponse,
  adminLinkOwnerRequest,
  adminOwnersResponse,
  adminSaveCityRequest,
  adminSaveCityResponse,
  adminSaveDeliverySettingsRequest,
  adminStoreRequest,
  adminStoreResponse,
  adminStoresRequest,
  adminStoresResponse,
  adminUnlinkOwnerRequest,
  adminUpdateStoreRequest,
  type AdminCityView,
  type AdminDeliverySettings,
  type AdminStoreDetail,
  type AdminStoreFields,
} from '@keka/contracts';
import { paise, parseCommissionBase, parseDispatchMode, parseRupees, toRupeeString } from '@keka/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Guard } from '../../http/guard';
import { postRoute } from '../../http/route';
import type { Clock } from '../../lib/clock';
import { fail, notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { SettingsService } from '../settings/settings.service';
import { createAdminWrites } from './admin-writes';
import { adminStoresRepository as repo, type AdminStoreRowDb, type CityRowDb, type StorePatch } from './admin-stores.repository';

export interface AdminStoreRouteDeps {
  readonly db: Db;
  readonly guard: Guard;
  readonly clock: Clock;
  readonly catalog: CatalogService;
  readonly settings: SettingsService;
  /** The home feed's lists (featured stores, sections) are cached apart from the catalogue. */
  readonly home: { invalidate(): void };
}

/** As admin.routes' requireAdmin (not imported: that file registers this one). */
const requireAdmin = (guard: Guard, request: FastifyRequest) => guard.requireUser(request, 'admin');
const rupees = (p: number) => toRupeeString(paise(p));
const hhmm = (t: string | null) => (t === null ? null : t.slice(0, 5));

/** A store row as the console shows and edits it (the API's names and rupees). */
export function presentStoreDetail(s: AdminStoreRowDb): AdminStoreDetail {
  return {
    id: s.id,
    city_id: s.cityId,
    name: s.name,
    slug: s.slug,
    description: s.description,
    image: s.image,
    cover_image: s.coverImage,
    address: s.address,
    phone: s.phone,
    latitude: s.latitude,
    longitude: s.longitude,
    delivery_radius: s.deliveryRadius,
    is_pure_veg: s.isPureVeg,
    is_fresh: s.isFresh,
    is_free_delivery: s.isFreeDelivery,
    is_featured: s.isFeatured,
    kind: s.kind,
    store_type: s.storeType,
    quick_bite: s.quickBite,
    cost_for_two: rupees(s.costForTwoPaise),
    delivery_time: s.deliveryTime,
    min_order_price: rupees(s.minOrderPricePaise),
    restaurant_charges: rupees(s.restaurantChargesPaise),
    delivery_charge_type: s.deliveryChargeType,
    delivery_charges: rupees(s.deliveryChargesPaise),
    base_delivery_distance: s.baseDeliveryDistance,
    base_delivery_charge: rupees(s.baseDeliveryChargePaise),
    extra_delivery_distance: s.extraDeliveryDistance,
    extra_delivery_charge: rupees(s.extraDeliveryChargePaise),
    surcharge: rupees(s.surchargePaise),
    enable_tax: s.enableTax,
    tax_value: s.taxValue,
    preparation_time: s.preparationTime,
    accepts_delivery: s.acceptsDelivery,
    accepts_self_pickup: s.acceptsSelfPickup,
    opens_at: hhmm(s.opensAt),
    closes_at: hhmm(s.closesAt),
    sort_order: s.sortOrder,
    commission_percent: s.commissionPercent,
    is_active: s.isActive,
    approval: s.approval,
    rating: s.rating,
    rating_count: s.ratingCount,
  };
}

/** The API's fields → the columns they write (only those sent). */
function toPatch(c: AdminStoreFields): StorePatch {
  const time = (t: string | null | undefined) => (t === undefined ? undefined : t === null ? null : `${t}:00`);
  const patch: StorePatch = {
    cityId: c.city_id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    image: c.image,
    coverImage: c.cover_image,
    address: c.address,
    phone: c.phone,
    latitude: c.latitude,
    longitude: c.longitude,
    deliveryRadius: c.delivery_radius,
    isPureVeg: c.is_pure_veg,
    isFresh: c.is_fresh,
    isFreeDelivery: c.is_free_delivery,
    isFeatured: c.is_featured,
    kind: c.kind,
    storeType: c.store_type,
    quickBite: c.quick_bite,
    costForTwoPaise: c.cost_for_two,
    deliveryTime: c.delivery_time,
    minOrderPricePaise: c.min_order_price,
    restaurantChargesPaise: c.restaurant_charges,
    deliveryChargeType: c.delivery_charge_type,
    deliveryChargesPaise: c.delivery_charges,
    baseDeliveryDistance: c.base_delivery_distance,
    baseDeliveryChargePaise: c.base_delivery_charge,
    extraDeliveryDistance: c.extra_delivery_distance,
    extraDeliveryChargePaise: c.extra_delivery_charge,
    surchargePaise: c.surcharge,
    enableTax: c.enable_tax,
    taxValue: c.tax_value,
    preparationTime: c.preparation_time,
    acceptsDelivery: c.accepts_delivery,
    acceptsSelfPickup: c.accepts_self_pickup,
    opensAt: time(c.opens_at),
    closesAt: time(c.closes_at),
    sortOrder: c.sort_order,
    commissionPercent: c.commission_percent,
    isActive: c.is_active,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
}

/** The keys whose values differ, with their old and new values: what the audit row keeps. */
function diff<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const changed = (Object.keys(after) as (keyof T)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (changed.length === 0) return null;
  return { before: Object.fromEntries(changed.map((k) => [k, before[k]])) as Partial<T>, after: Object.fromEntries(changed.map((k) => [k, after[k]])) as Partial<T> };
}

const presentCity = (c: CityRowDb, storeCount: number): AdminCityView => ({
  id: c.id,
  name: c.name,
  state: c.state,
  latitude: c.latitude,
  longitude: c.longitude,
  is_surg_enabled: c.isSurgEnabled,
  surg_amount: rupees(c.surgAmountPaise),
  store_count: storeCount,
});

const safePaise = (text: string) => {
  try {
    return Math.max(0, parseRupees(text));
  } catch {
    return 0;
  }
};

/** The delivery keys the dispatcher and the rider ledger read, with their defaults when a row is missing. */
async function readDeliverySettings(settings: SettingsService): Promise<AdminDeliverySettings> {
  const get = (key: keyof typeof DELIVERY_SETTING_DEFAULTS) => settings.get(key, DELIVERY_SETTING_DEFAULTS[key]);
  const clampInt = (text: string, min: number, max: number, fallback: number) => {
    const n = Math.trunc(Number(text));
    return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
  };
  const percent = Number(await get('delivery_commission_percent'));
  return {
    delivery_dispatch_mode: parseDispatchMode(await get('delivery_dispatch_mode')),
    delivery_offer_seconds: clampInt(await get('delivery_offer_seconds'), 10, 600, 30),
    cash_limit: rupees(safePaise(await get('cash_limit'))),
    max_accept_delivery_limit: clampInt(await get('max_accept_delivery_limit'), 0, 20, 3),
    delivery_commission_base: parseCommissionBase(await get('delivery_commission_base')),
    delivery_commission_percent: Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0,
  };
}

/**
 * Stores and their owners, cities and surge, delivery settings (issue 11). Each write is one admin
 * write (change + audit row of the changed fields), then the caches customers read from are dropped.
 */
export function registerAdminStoreRoutes(app: FastifyInstance, deps: AdminStoreRouteDeps): void {
  const tag = 'admin';
  const { db, guard, catalog, settings, clock } = deps;
  const writes = createAdminWrites({ db, clock });

  const citiesOptions = async () => (await repo.listCities(db)).map(({ city }) => ({ id: city.id, name: city.name, state: city.state }));

  postRoute(app, 'admin/get-stores', { access: (r) => requireAdmin(guard, r), body: adminStoresRequest, response: adminStoresResponse, tag, summary: 'Stores by name, city, kind, approval and open/closed, newest first' }, async (body, request) => {
    await requireAdmin(guard, request);
    const rows = await repo.search(db, {
      q: body.q,
      cityId: body.city_id ?? null,
      kind: body.kind ?? null,
      approval: body.approval ?? null,
      isActive: body.is_active ?? null,
      beforeId: body.before_id ?? null,
      limit: body.limit + 1,
    });
    const page = rows.slice(0, body.limit);
    return {
      success: true as const,
      data: page.map(({ store: s, cityName }) => ({
        id: s.id,
        name: s.name,
        slug: s.slug,
        image: s.image,
        city: { id: s.cityId, name: cityName },
        kind: s.kind,
        approval: s.approval,
        is_active: s.isActive,
        is_featured: s.isFeatured,
        delivery_time: s.deliveryTime,
        delivery_radius: s.deliveryRadius,
        commission_percent: s.commissionPercent,
      })),
      next_before_id: rows.length > body.limit ? (page.at(-1)?.store.id ?? null) : null,
      cities: await citiesOptions(),
    };
  });

  postRoute(app, 'admin/get-store', { access: (r) => requireAdmin(guard, r), body: adminStoreRequest, response: adminStoreResponse, tag, summary: 'One store with every field, its owners and the points of its radius map' }, async (body, request) => {
    await requireAdmin(guard, request);
    const store = await repo.findStore(db, body.store_id);
    if (!store) notFound('No such store.');
    const [owners, cities, nearby, places] = await Promise.all([repo.ownersOf(db, store.id), citiesOptions(), repo.storePointsOfCity(db, store.cityId, store.id), repo.placesOfCity(db, store.cityId)]);
    return {
      success: true as const,
      data: {
        store: presentStoreDetail(store),
        owners: owners.map((o) => ({ user_id: o.userId, name: o.name, email: o.email, phone: o.phone })),
        cities,
        nearby_stores: nearby,
        places,
      },
    };
  });

  postRoute(app, 'admin/update-store', { access: (r) => requireAdmin(guard, r), body: adminUpdateStoreRequest, response: adminStoreResponse, tag, summary: "Change a store's fields (only those sent), audited" }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const patch = toPatch(body.changes);
    if (Object.keys(patch).length === 0) fail('VALIDATION', 'Nothing to change.');
    const current = await repo.findStore(db, body.store_id);
    if (!current) notFound('No such store.');
    if (patch.cityId !== undefined && !(await repo.findCity(db, patch.cityId))) fail('VALIDATION', 'No such city.');
    if (patch.slug !== undefined && (await repo.slugTaken(db, patch.slug, current.id))) fail('VALIDATION', 'Another store has this web address (slug).');
    const changed = diff(presentStoreDetail(current), presentStoreDetail({ ...current, ...patch }));
    if (changed) {
      await writes.write(actor, async (tx, audit) => {
        const before = await repo.lockStore(tx, body.store_id);
        if (!before) notFound('No such store.');
        await repo.updateStore(tx, before.id, patch, clock.now());
        const after = await repo.lockStore(tx, before.id);
        if (!after) notFound('No such store.');
        const d = diff(presentStoreDetail(before), presentStoreDetail(after)) ?? changed;
        const action = Object.keys(d.after).length === 1 && 'is_active' in d.after ? (after.isActive ? 'store.open' : 'store.close') : 'store.update';
        await audit({ action, entity: 'store', entityId: before.id, before: d.before, after: d.after, reason: body.reason ?? null });
      });
      // Customers see the change at once, on the store lists and on home.
      catalog.invalidate();
      deps.home.invalidate();
    }
    const store = await repo.findStore(db, body.store_id);
    if (!store) notFound('No such store.');
    const [owners, cities, nearby, places] = await Promise.all([repo.ownersOf(db, store.id), citiesOptions(), repo.storePointsOfCity(db, store.cityId, store.id), repo.placesOfCity(db, store.cityId)]);
    return {
      success: true as const,
      data: { store: presentStoreDetail(store), owners: owners.map((o) => ({ user_id: o.userId, name: o.name, email: o.email, phone: o.phone })), cities, nearby_stores: nearby, places },
    };
  });

  const ownersView = async (storeId: number) => (await repo.ownersOf(db, storeId)).map((o) => ({ user_id: o.userId, name: o.name, email: o.email, phone: o.phone }));

  postRoute(app, 'admin/link-store-owner', { access: (r) => requireAdmin(guard, r), body: adminLinkOwnerRequest, response: adminOwnersResponse, tag, summary: 'Make an existing store-owner account an owner of a store' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    await writes.write(actor, async (tx, audit) => {
      const store = await repo.findStore(tx, body.store_id);
      if (!store) notFound('No such store.');
      const user = await repo.findUserByLogin(tx, body.login);
      if (!user) notFound('No account has this e-mail or phone.');
      if (user.role !== 'store_owner') fail('VALIDATION', 'This account is not a store owner account.');
      if (!(await repo.linkOwner(tx, user.userId, store.id))) fail('VALIDATION', 'This account already owns the store.');
      await audit({ action: 'store.owner-link', entity: 'store', entityId: store.id, before: null, after: { owner: { user_id: user.userId, name: user.name } } });
    });
    return { success: true as const, data: await ownersView(body.store_id) };
  });

  postRoute(app, 'admin/unlink-store-owner', { access: (r) => requireAdmin(guard, r), body: adminUnlinkOwnerRequest, response: adminOwnersResponse, tag, summary: 'Remove an owner from a store' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    await writes.write(actor, async (tx, audit) => {
      const owners = await repo.ownersOf(tx, body.store_id);
      const owner = owners.find((o) => o.userId === body.user_id);
      if (!owner || !(await repo.unlinkOwner(tx, body.user_id, body.store_id))) notFound('This account does not own the store.');
      await audit({ action: 'store.owner-unlink', entity: 'store', entityId: body.store_id, before: { owner: { user_id: owner.userId, name: owner.name } }, after: null, reason: body.reason ?? null });
    });
    return { success: true as const, data: await ownersView(body.store_id) };
  });

  postRoute(app, 'admin/get-cities', { access: (r) => requireAdmin(guard, r), body: adminCitiesRequest, response: adminCitiesResponse, tag, summary: 'Cities with their surge and store counts' }, async (_body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: (await repo.listCities(db)).map(({ city, storeCount }) => presentCity(city, storeCount)) };
  });

  postRoute(app, 'admin/save-city', { access: (r) => requireAdmin(guard, r), body: adminSaveCityRequest, response: adminSaveCityResponse, tag, summary: 'Add a city or change one (name, centre, surge), audited' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const values = { name: body.name, state: body.state, latitude: body.latitude, longitude: body.longitude, isSurgEnabled: body.is_surg_enabled, surgAmountPaise: body.surg_amount };
    const saved = await writes.write(actor, async (tx, audit) => {
      if (body.id === undefined) {
        const city = await repo.insertCity(tx, values);
        const view = presentCity(city, 0);
        const { id: _id, store_count: _n, ...after } = view;
        await audit({ action: 'city.create', entity: 'city', entityId: city.id, before: null, after });
        return view;
      }
      const before = await repo.findCity(tx, body.id, true);
      if (!before) notFound('No such city.');
      await repo.updateCity(tx, before.id, values);
      const count = await repo.storeCountOf(tx, before.id);
      const view = presentCity({ ...before, ...values }, count);
      const d = diff(presentCity(before, count), view);
      // Saving an unchanged form still leaves a row (the admin confirmed these values).
      await audit({ action: 'city.update', entity: 'city', entityId: before.id, before: d?.before ?? {}, after: d?.after ?? {} });
      return view;
    });
    // The surge and a city's name reach the catalogue's store rows.
    catalog.invalidate();
    return { success: true as const, data: saved };
  });

  postRoute(app, 'admin/get-delivery-settings', { access: (r) => requireAdmin(guard, r), body: adminDeliverySettingsRequest, response: adminDeliverySettingsResponse, tag, summary: 'Dispatch mode, cash and order limits, delivery commission' }, async (_body, request) => {
    await requireAdmin(guard, request);
    return { success: true as const, data: await readDeliverySettings(settings) };
  });

  postRoute(app, 'admin/save-delivery-settings', { access: (r) => requireAdmin(guard, r), body: adminSaveDeliverySettingsRequest, response: adminDeliverySettingsResponse, tag, summary: 'Change the delivery settings, effective at once, audited' }, async (body, request) => {
    const actor = await requireAdmin(guard, request);
    const next: AdminDeliverySettings = {
      delivery_dispatch_mode: body.delivery_dispatch_mode,
      delivery_offer_seconds: body.delivery_offer_seconds,
      cash_limit: rupees(body.cash_limit),
      max_accept_delivery_limit: body.max_accept_delivery_limit,
      delivery_commission_base: body.delivery_commission_base,
      delivery_commission_percent: body.delivery_commission_percent,
    };
    settings.invalidate();
    const current = await readDeliverySettings(settings);
    const d = diff(current, next);
    if (d) {
      await writes.write(actor, async (tx, audit) => {
        const values = Object.fromEntries(Object.entries(d.after).map(([k, v]) => [k, String(v)]));
        await settings.setServerSettings(tx, values, clock.now());
        await audit({ action: 'settings.delivery', entity: 'settings', entityId: 'delivery', before: d.before, after: d.after, reason: body.reason ?? null });
      });
      settings.invalidate();
    }
    return { success: true as const, data: await readDeliverySettings(settings) };
  });
}
