import type { AdminCouponView, AdminSaveCouponRequest, adminSaveCouponRequest } from '@keka/contracts';
import { paise, toRupeeString } from '@keka/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { fail } from '../../lib/errors';
import type { AdminWrites } from './admin-writes';
import { adminCouponsRepository as repo, type AdminCouponFull, type AdminCouponValues } from './admin-coupons.repository';

type SaveCoupon = z.output<typeof adminSaveCouponRequest>;
export type { AdminSaveCouponRequest };

export function presentAdminCoupon({ coupon: c, stores, owner, ordersCount, customers, groups }: AdminCouponFull): AdminCouponView {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    description: c.description,
    discount_type: c.discountType,
    discount: c.discountType === 'PERCENTAGE' ? String(c.discountPercent) : toRupeeString(paise(c.discountAmountPaise)),
    max_discount: toRupeeString(paise(c.maxDiscountPaise)),
    min_subtotal: toRupeeString(paise(c.minSubtotalPaise)),
    starts_at: c.startsAt?.toISOString() ?? null,
    expires_at: c.expiresAt?.toISOString() ?? null,
    is_active: c.isActive,
    is_public: c.isPublic,
    hide_message: c.hideMessage,
    first_order_only: c.firstOrderOnly,
    max_uses_total: c.maxUsesTotal,
    max_uses_per_user: c.maxUsesPerUser,
    stores,
    for_chosen_customers: c.forChosenCustomers,
    customers,
    groups,
    owner,
    orders_count: ordersCount,
    created_at: c.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a coupon: its rules, not its joins. */
const auditShape = (full: AdminCouponFull | undefined) => {
  if (!full) return null;
  const { orders_count: _count, created_at: _created, owner: _owner, ...rest } = presentAdminCoupon(full);
  return { ...rest, stores: full.stores.map((s) => s.id), customers: full.customers.map((u) => u.id), groups: full.groups.map((g) => g.id) };
};

/** A save's numbers, checked beyond their shape: percent 1–100 with a cap, an amount above zero, from < to. */
function toValues(body: SaveCoupon): AdminCouponValues {
  const raw = typeof body.discount === 'number' ? body.discount : body.discount === '' ? Number.NaN : Number(body.discount);
  if (!Number.isFinite(raw)) fail('VALIDATION', 'Enter the discount as a number.');
  let discountPercent = 0;
  let discountAmountPaise = 0;
  if (body.discount_type === 'PERCENTAGE') {
    if (!Number.isInteger(raw) || raw < 1 || raw > 100) fail('VALIDATION', 'A percentage discount is a whole number from 1 to 100.');
    if (body.max_discount <= 0) fail('VALIDATION', 'A percentage coupon needs a maximum discount in rupees.');
    discountPercent = raw;
  } else {
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(String(raw)) || raw <= 0 || raw > 100_000) fail('VALIDATION', 'A fixed discount is an amount from ₹0.01 to ₹1,00,000.');
    discountAmountPaise = Math.round(raw * 100);
  }
  const startsAt = body.starts_at === null ? null : new Date(body.starts_at);
  const expiresAt = body.expires_at === null ? null : new Date(body.expires_at);
  if (startsAt && expiresAt && startsAt.getTime() >= expiresAt.getTime()) fail('VALIDATION', 'The coupon must start before it ends.');
  if (body.max_uses_total !== null && body.max_uses_per_user !== null && body.max_uses_per_user > body.max_uses_total) {
    fail('VALIDATION', 'The per-customer limit cannot be more than the total limit.');
  }
  return {
    code: body.code,
    name: body.name,
    description: body.description,
    discountType: body.discount_type,
    discountPercent,
    discountAmountPaise,
    maxDiscountPaise: body.discount_type === 'PERCENTAGE' ? body.max_discount : 0,
    minSubtotalPaise: body.min_subtotal,
    startsAt,
    expiresAt,
    isActive: body.is_active,
    isPublic: body.is_public,
    hideMessage: body.hide_message,
    firstOrderOnly: body.first_order_only,
    maxUsesTotal: body.max_uses_total,
    maxUsesPerUser: body.max_uses_per_user,
    forChosenCustomers: body.for_chosen_customers,
  };
}

const PERSONAL = 'A personal coupon (a scratch-card reward) cannot be changed here.';

/**
 * Coupons in the admin console (issue 11): the rules the customer's apply-coupon and place-order enforce
 * (coupons.service via @keka/domain validateCoupon). The coupons service keeps no cache, so a change
 * applies to the next cart at once.
 */
export function createAdminCouponsService(deps: { db: Db; writes: AdminWrites }) {
  const { db, writes } = deps;

  async function mustFind(id: number): Promise<AdminCouponFull> {
    const found = await repo.find(db, id);
    if (!found) fail('NOT_FOUND', 'No such coupon.');
    return found;
  }

  return {
    async list(s: { q: string; beforeId: number | null; limit: number }) {
      const rows = await repo.list(db, { ...s, limit: s.limit + 1 });
      const page = rows.slice(0, s.limit);
      return { data: page.map(presentAdminCoupon), next_before_id: rows.length > s.limit ? (page.at(-1)?.coupon.id ?? null) : null };
    },

    get: async (id: number) => presentAdminCoupon(await mustFind(id)),

    async save(actor: Actor, body: SaveCoupon): Promise<AdminCouponView> {
      const values = toValues(body);
      const storeIds = [...new Set(body.store_ids)];
      // A coupon for everyone names nobody; one for chosen customers names someone (else it is nobody's).
      const userIds = body.for_chosen_customers ? [...new Set(body.customer_ids)] : [];
      const groupIds = body.for_chosen_customers ? [...new Set(body.group_ids)] : [];
      if (body.for_chosen_customers && userIds.length === 0 && groupIds.length === 0) fail('VALIDATION', 'Choose at least one customer or group, or let every customer use it.');
      const id = await writes.write(actor, async (tx, audit) => {
        const before = body.id === undefined ? undefined : await repo.lock(tx, body.id);
        if (body.id !== undefined && !before) fail('NOT_FOUND', 'No such coupon.');
        if (before?.coupon.ownerUserId != null) fail('CONFLICT', PERSONAL);
        if (await repo.codeTaken(tx, values.code, body.id ?? null)) fail('CONFLICT', `The code ${values.code} is already used by another coupon.`);
        // A used coupon's code is on its orders: renaming it would lose their count.
        if (before && before.coupon.code !== values.code && before.ordersCount > 0) fail('CONFLICT', 'Orders used this code; it cannot be renamed. Deactivate it and add a new coupon.');
        const known = await repo.existingStoreIds(tx, storeIds);
        if (known.length !== storeIds.length) fail('VALIDATION', 'One of the chosen stores does not exist.');
        if ((await repo.existingUserIds(tx, userIds)).length !== userIds.length) fail('VALIDATION', 'One of the chosen customers does not exist.');
        if ((await repo.existingGroupIds(tx, groupIds)).length !== groupIds.length) fail('VALIDATION', 'One of the chosen groups does not exist any more.');
        let couponId: number;
        if (before) {
          couponId = before.coupon.id;
          await repo.update(tx, couponId, values);
        } else {
          couponId = await repo.insert(tx, values);
        }
        await repo.setStores(tx, couponId, storeIds);
        await repo.setChosen(tx, couponId, { userIds, groupIds });
        const after = await repo.find(tx, couponId);
        await audit({ action: before ? 'coupon.update' : 'coupon.create', entity: 'coupon', entityId: couponId, before: auditShape(before), after: auditShape(after) });
        return couponId;
      });
      return presentAdminCoupon(await mustFind(id));
    },

    async setActive(actor: Actor, id: number, isActive: boolean): Promise<AdminCouponView> {
      await writes.write(actor, async (tx, audit) => {
        const before = await repo.lock(tx, id);
        if (!before) fail('NOT_FOUND', 'No such coupon.');
        if (before.coupon.ownerUserId !== null) fail('CONFLICT', PERSONAL);
        await repo.update(tx, id, { isActive });
        await audit({ action: isActive ? 'coupon.activate' : 'coupon.deactivate', entity: 'coupon', entityId: id, before: { is_active: before.coupon.isActive }, after: { is_active: isActive } });
      });
      return presentAdminCoupon(await mustFind(id));
    },

    /** A coupon no order used is deleted; a used one is switched off and kept (its orders name it). */
    async remove(actor: Actor, id: number): Promise<'deleted' | 'deactivated'> {
      return writes.write(actor, async (tx, audit) => {
        const before = await repo.lock(tx, id);
        if (!before) fail('NOT_FOUND', 'No such coupon.');
        if (before.coupon.ownerUserId !== null) fail('CONFLICT', PERSONAL);
        const used = before.ordersCount > 0 || (await repo.redemptions(tx, id)) > 0;
        if (used) {
          await repo.update(tx, id, { isActive: false });
          await audit({ action: 'coupon.deactivate', entity: 'coupon', entityId: id, before: { is_active: before.coupon.isActive }, after: { is_active: false }, reason: 'Delete asked for a used coupon: kept and switched off' });
          return 'deactivated' as const;
        }
        await repo.remove(tx, id);
        await audit({ action: 'coupon.delete', entity: 'coupon', entityId: id, before: auditShape(before), after: null });
        return 'deleted' as const;
      });
    },
  };
}

export type AdminCouponsService = ReturnType<typeof createAdminCouponsService>;
